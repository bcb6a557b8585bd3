import { readdir } from "node:fs/promises";
import { beforeAll, describe, expect, test } from "vitest";
import { ActionNotAllowedError } from "~/models/admin-change.server";
import { cancelBookingByStaff, moveBookingByStaff, recordInterviewFeedback, setBookingMaterials } from "~/models/booking-admin.server";
import { BookingClashError, SlotFullError } from "~/models/booking.server";
import * as cancelPage from "~/routes/admin.bookings.$id.cancel/route";
import * as feedbackPage from "~/routes/admin.bookings.$id.feedback/route";
import * as materialsPage from "~/routes/admin.bookings.$id.materials/route";
import * as movePage from "~/routes/admin.bookings.$id.move/route";
import { loader as studentDocument } from "~/routes/student.documents.$id";
import { loader as studentBooking } from "~/routes/student.bookings.$id";
import { db } from "~/utils/db.server";
import { storeBytes } from "~/utils/uploads.server";
import { ZONE, bookFor, createSlot, pendingBooking, setBooking } from "../support/fixtures/bookings";
import { PDF, pdfFile } from "../support/fixtures/files";
import { recordSnapshot } from "../support/fixtures/records";
import { callRoute, expectRedirect, fieldErrors, formResult } from "../support/routes";
import { signedInUser, type SignedInUser } from "../support/users";
import { seedCatalogue } from "../support/fixtures/catalogue";

// The service pages sell and book the seeded catalogue entries (decision 048).
beforeAll(seedCatalogue);

let admin: SignedInUser;

beforeAll(async () => {
  admin = await signedInUser("admin", "Asha Admin");
});

/** A student of their own with a scheduled session booked as the form books it (one seat taken). */
async function scheduledSession(type: "interview" | "speaking" | "demo_class" | "counseling" = "interview") {
  const student = await signedInUser("student", "Nima Sherpa");
  const slot = await createSlot(type, { daysAhead: 9, seats: 2 });
  const booking = await bookFor(student.user, slot);
  return { student, booking, slot };
}

const seats = async (slotId: number) => (await db.timeSlot.findUniqueOrThrow({ where: { id: slotId } })).currentBookings;
const lastMail = (userId: number) => db.mail.findFirst({ where: { userId }, orderBy: { id: "desc" } });
const params = (id: number) => ({ id: String(id) });

describe("staff cancel a scheduled session", () => {
  test("the confirmation frees the seat in the same change, audits it, and tells the student with the calendar CANCEL", async () => {
    const { student, booking, slot } = await scheduledSession("demo_class");
    expect(await seats(slot.id)).toBe(1);
    expect(await db.job.count({ where: { key: { startsWith: `session-reminder:${booking.id}:` } } })).toBe(2);
    const path = `/admin/bookings/${booking.id}/cancel?page=2`;
    expect((await callRoute(cancelPage.loader, path, { cookie: admin.cookie, params: params(booking.id) })).status).toBe(200);

    const answer = await callRoute(cancelPage.action, path, { cookie: admin.cookie, params: params(booking.id), form: { reason: "The instructor is ill." } });
    expectRedirect(answer, "/admin/demo-class-applications?page=2");
    expect(answer.toast).toMatchObject({ type: "success", title: "Session cancelled" });

    const after = await recordSnapshot("booking", booking.id);
    expect(after.record).toMatchObject({ status: "cancelled", calendarSequence: 1 });
    expect(after.record.cancelledAt).toBeInstanceOf(Date);
    expect(await seats(slot.id)).toBe(0);
    expect(await db.job.count({ where: { key: { startsWith: `session-reminder:${booking.id}:` } } })).toBe(0);
    expect(await db.auditLog.findFirst({ where: { entityType: "booking", entityId: booking.id }, orderBy: { id: "desc" } })).toMatchObject({
      action: "cancel",
      actorId: admin.user.id,
      fromStatus: "scheduled",
      toStatus: "cancelled",
      detail: "The instructor is ill.",
    });
    expect(await db.notification.findFirst({ where: { userId: student.user.id }, orderBy: { id: "desc" } })).toMatchObject({
      title: "Session cancelled",
      body: "Our team cancelled your demo class. Reason: The instructor is ill. Its seat was given back; you can book another time.",
    });
    const mail = await lastMail(student.user.id);
    expect(mail).toMatchObject({ subject: "Session cancelled", category: "update" });
    expect(JSON.parse(mail!.data).content.calendar).toEqual({ bookingId: booking.id, method: "CANCEL" });
  });

  test("the reason is optional", async () => {
    const { student, booking } = await scheduledSession();
    await callRoute(cancelPage.action, `/admin/bookings/${booking.id}/cancel`, { cookie: admin.cookie, params: params(booking.id), form: { reason: "" } });
    expect((await recordSnapshot("booking", booking.id)).record.status).toBe("cancelled");
    expect((await db.notification.findFirst({ where: { userId: student.user.id }, orderBy: { id: "desc" } }))?.body).toBe(
      "Our team cancelled your interview preparation session. Its seat was given back; you can book another time.",
    );
  });

  test.each(["pending", "completed", "cancelled"])("a %s session is refused by the dialog and the action: nothing changes, the seat stays", async (status) => {
    const student = await signedInUser("student");
    const { booking, slot } = await pendingBooking(student.user.id, "counseling");
    await setBooking(booking.id, { status });
    const before = await recordSnapshot("booking", booking.id);
    const path = `/admin/bookings/${booking.id}/cancel`;
    const page = await callRoute(cancelPage.loader, path, { cookie: admin.cookie, params: params(booking.id) });
    expectRedirect(page, "/admin/free-counseling-applications");
    expect(page.toast).toMatchObject({ type: "error", title: "Action not allowed" });
    const posted = await callRoute(cancelPage.action, path, { cookie: admin.cookie, params: params(booking.id), form: { reason: "x" } });
    expect(posted.toast).toMatchObject({ type: "error", title: "Action not allowed" });
    await expect(cancelBookingByStaff({ adminId: admin.user.id, bookingId: booking.id, reason: null })).rejects.toBeInstanceOf(ActionNotAllowedError);
    expect(await recordSnapshot("booking", booking.id)).toEqual(before);
    expect(await seats(slot.id)).toBe(1);
  });

  test("of two cancels racing, one gets through and the seat is freed once", async () => {
    const { booking, slot } = await scheduledSession("counseling");
    const results = await Promise.allSettled([
      cancelBookingByStaff({ adminId: admin.user.id, bookingId: booking.id, reason: null }),
      cancelBookingByStaff({ adminId: admin.user.id, bookingId: booking.id, reason: null }),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(["fulfilled", "rejected"]);
    expect(await seats(slot.id)).toBe(0);
    expect(await db.auditLog.count({ where: { entityType: "booking", entityId: booking.id, action: "cancel" } })).toBe(1);
  });
});

describe("staff move a scheduled session", () => {
  test("the slot picker lists the open slots of that type without the session's own; the move takes the new seat and frees the old", async () => {
    const { student, booking, slot } = await scheduledSession("speaking");
    const target = await createSlot("speaking", { daysAhead: 11, seats: 1 });
    const page = (await callRoute(movePage.loader, `/admin/bookings/${booking.id}/move?date=${target.day}`, { cookie: admin.cookie, params: params(booking.id) })).body as Awaited<
      ReturnType<typeof movePage.loader>
    >;
    expect(page.day).toBe(target.day);
    expect(page.slots.map((choice) => choice.id)).toContain(target.id);
    const listed = (await callRoute(movePage.loader, `/admin/bookings/${booking.id}/move?search_keyword=Nima&date=${target.day}`, { cookie: admin.cookie, params: params(booking.id) }))
      .body as typeof page;
    expect(listed.listQuery).toEqual([["search_keyword", "Nima"]]);
    const own = (await callRoute(movePage.loader, `/admin/bookings/${booking.id}/move?date=${slot.day}`, { cookie: admin.cookie, params: params(booking.id) })).body as typeof page;
    expect(own.slots.map((choice) => choice.id)).not.toContain(slot.id);

    const answer = await callRoute(movePage.action, `/admin/bookings/${booking.id}/move`, {
      cookie: admin.cookie,
      params: params(booking.id),
      form: { date: target.day, timeSlot: String(target.id) },
    });
    expectRedirect(answer, "/admin/speaking-mock-applications");
    expect(answer.toast).toMatchObject({ type: "success", title: "Session moved" });
    const after = await recordSnapshot("booking", booking.id);
    expect(after.record).toMatchObject({ status: "scheduled", slotId: target.id, startTime: target.startTime, calendarSequence: 1 });
    expect(await seats(slot.id)).toBe(0);
    expect(await seats(target.id)).toBe(1);
    expect(await db.auditLog.findFirst({ where: { entityType: "booking", entityId: booking.id }, orderBy: { id: "desc" } })).toMatchObject({ action: "move", actorId: admin.user.id });
    expect(await db.notification.findFirst({ where: { userId: student.user.id }, orderBy: { id: "desc" } })).toMatchObject({ title: "Session moved" });
    const mail = await lastMail(student.user.id);
    expect(mail).toMatchObject({ subject: "Session moved" });
    expect(JSON.parse(mail!.data).content.calendar).toEqual({ bookingId: booking.id, method: "REQUEST" });
    // the reminders follow the session to its new time
    expect(await db.job.count({ where: { key: { startsWith: `session-reminder:${booking.id}:` } } })).toBe(2);
  });

  test("a full slot is refused with a clear error next to the time, and nothing changes", async () => {
    const { booking, slot } = await scheduledSession("interview");
    const full = await createSlot("interview", { daysAhead: 12, seats: 1 });
    await db.timeSlot.update({ where: { id: full.id }, data: { currentBookings: 1 } });
    const before = await recordSnapshot("booking", booking.id);
    const answer = await callRoute(movePage.action, `/admin/bookings/${booking.id}/move`, { cookie: admin.cookie, params: params(booking.id), form: { date: full.day, timeSlot: String(full.id) } });
    expect(answer.status).toBe(409);
    expect(formResult(answer).error.timeSlot).toEqual([new SlotFullError().message]);
    expect(await recordSnapshot("booking", booking.id)).toEqual(before);
    expect(await seats(slot.id)).toBe(1);
    expect(await seats(full.id)).toBe(1);
  });

  test("a slot that clashes with the student's other session is refused, and nothing changes", async () => {
    const { student, booking, slot } = await scheduledSession("interview");
    const other = await bookFor(student.user, await createSlot("counseling", { daysAhead: 13, time: "07:30" }));
    const clashing = await createSlot("interview", { daysAhead: 13, time: "07:45" });
    const before = await recordSnapshot("booking", booking.id);
    const answer = await callRoute(movePage.action, `/admin/bookings/${booking.id}/move`, {
      cookie: admin.cookie,
      params: params(booking.id),
      form: { date: clashing.day, timeSlot: String(clashing.id) },
    });
    expect(answer.status).toBe(409);
    expect(formResult(answer).error.timeSlot?.[0]).toMatch(/^This time overlaps the student's Counseling: .+ on .+\. Choose another time, or move or cancel that session first\.$/);
    await expect(moveBookingByStaff({ adminId: admin.user.id, bookingId: booking.id, slotId: clashing.id, zone: ZONE })).rejects.toBeInstanceOf(BookingClashError);
    expect(await recordSnapshot("booking", booking.id)).toEqual(before);
    expect(await seats(slot.id)).toBe(1);
    expect(await seats(clashing.id)).toBe(0);
    expect((await db.booking.findUniqueOrThrow({ where: { id: other.id } })).status).toBe("scheduled");
  });

  test("a slot of another kind, or no slot chosen, is refused; a pending session cannot be moved", async () => {
    const { booking, slot } = await scheduledSession("interview");
    const demo = await createSlot("demo_class", { daysAhead: 12 });
    const before = await recordSnapshot("booking", booking.id);
    const wrongKind = await callRoute(movePage.action, `/admin/bookings/${booking.id}/move`, { cookie: admin.cookie, params: params(booking.id), form: { date: demo.day, timeSlot: String(demo.id) } });
    expect(wrongKind.status).toBe(409);
    expect(fieldErrors(await callRoute(movePage.action, `/admin/bookings/${booking.id}/move`, { cookie: admin.cookie, params: params(booking.id), form: { date: demo.day } })).timeSlot).toEqual(["Choose a time"]);
    expect(await recordSnapshot("booking", booking.id)).toEqual(before);
    expect(await seats(slot.id)).toBe(1);

    const student = await signedInUser("student");
    const pending = await pendingBooking(student.user.id, "interview");
    const target = await createSlot("interview", { daysAhead: 14 });
    const page = await callRoute(movePage.loader, `/admin/bookings/${pending.booking.id}/move`, { cookie: admin.cookie, params: params(pending.booking.id) });
    expect(page.toast).toMatchObject({ type: "error", description: "Only scheduled sessions can be moved to another time." });
    await expect(moveBookingByStaff({ adminId: admin.user.id, bookingId: pending.booking.id, slotId: target.id, zone: ZONE })).rejects.toBeInstanceOf(ActionNotAllowedError);
    expect(await seats(target.id)).toBe(0);
  });
});

describe("interview feedback", () => {
  test("written feedback with an optional score completes the interview, and the student's Feedback shows it", async () => {
    const { student, booking } = await scheduledSession("interview");
    const path = `/admin/bookings/${booking.id}/feedback`;
    const page = (await callRoute(feedbackPage.loader, path, { cookie: admin.cookie, params: params(booking.id) })).body as Awaited<ReturnType<typeof feedbackPage.loader>>;
    expect(page.speaking).toBe(false);
    expect(fieldErrors(await callRoute(feedbackPage.action, path, { cookie: admin.cookie, params: params(booking.id), form: { feedback: "Good", score: "11" } })).score).toEqual([
      "Enter a whole score from 0 to 10, or leave it empty",
    ]);
    expect((await recordSnapshot("booking", booking.id)).record.status).toBe("scheduled");

    const answer = await callRoute(feedbackPage.action, path, { cookie: admin.cookie, params: params(booking.id), form: { feedback: "Clear answers; practise the funding question.", score: "8" } });
    expectRedirect(answer, "/admin/interview-applications");
    expect(answer.toast).toMatchObject({ title: "Feedback saved" });
    const after = await recordSnapshot("booking", booking.id);
    expect(after.record).toMatchObject({ status: "completed", feedback: "Clear answers; practise the funding question.", score: "8", level: null });
    expect(await db.auditLog.findFirst({ where: { entityType: "booking", entityId: booking.id }, orderBy: { id: "desc" } })).toMatchObject({ action: "feedback", toStatus: "completed", detail: "Score 8/10" });
    expect(await db.notification.findFirst({ where: { userId: student.user.id }, orderBy: { id: "desc" } })).toMatchObject({ title: "Feedback ready" });

    const seen = (await callRoute(studentBooking, `/student/bookings/${booking.id}`, { cookie: student.cookie, params: params(booking.id) })).body as {
      session: { feedback: string | null; score: string | null; actions: { feedback: boolean } };
    };
    expect(seen.session).toMatchObject({ feedback: "Clear answers; practise the funding question.", score: "8", actions: { feedback: true } });
  });

  test("the score may be left out; a speaking mock's page still asks for its band and level", async () => {
    const { booking } = await scheduledSession("interview");
    await callRoute(feedbackPage.action, `/admin/bookings/${booking.id}/feedback`, { cookie: admin.cookie, params: params(booking.id), form: { feedback: "Well prepared.", score: "" } });
    expect((await recordSnapshot("booking", booking.id)).record).toMatchObject({ status: "completed", score: null });

    const speaking = await scheduledSession("speaking");
    const refused = await callRoute(feedbackPage.action, `/admin/bookings/${speaking.booking.id}/feedback`, { cookie: admin.cookie, params: params(speaking.booking.id), form: { feedback: "Fine" } });
    expect(fieldErrors(refused)).toMatchObject({ level: ["Choose a level"], score: ["Score is required"] });
    await expect(recordInterviewFeedback({ adminId: admin.user.id, bookingId: speaking.booking.id, feedback: "x", score: null })).rejects.toBeInstanceOf(ActionNotAllowedError);
    expect((await recordSnapshot("booking", speaking.booking.id)).record.status).toBe("scheduled");
  });
});

describe("demo class materials", () => {
  const uploadCount = async () => (await readdir(process.env.UPLOAD_DIR!)).length;
  const materialFiles = (bookingId: number) => db.document.findMany({ where: { bookingId, kind: "material" }, orderBy: { id: "asc" } });
  const post = (bookingId: number, form: Record<string, string | File>) =>
    callRoute(materialsPage.action, `/admin/bookings/${bookingId}/materials`, { cookie: admin.cookie, params: params(bookingId), form, multipart: true });

  test("a link and a file reach the student's Materials (the file for the booking's owner only); a new file replaces the old; both can be removed", async () => {
    const { student, booking } = await scheduledSession("demo_class");
    expect((await callRoute(materialsPage.loader, `/admin/bookings/${booking.id}/materials`, { cookie: admin.cookie, params: params(booking.id) })).status).toBe(200);

    const saved = await post(booking.id, { materialsUrl: "https://example.com/ielts-slides", document: pdfFile("ielts-week-1.pdf") });
    expectRedirect(saved, "/admin/demo-class-applications");
    expect(saved.toast).toMatchObject({ type: "success", title: "Materials saved" });
    expect((await db.booking.findUniqueOrThrow({ where: { id: booking.id } })).materialsUrl).toBe("https://example.com/ielts-slides");
    const [first] = await materialFiles(booking.id);
    expect(first).toMatchObject({ originalName: "ielts-week-1.pdf", ownerId: admin.user.id });
    expect(await db.auditLog.findFirst({ where: { entityType: "booking", entityId: booking.id }, orderBy: { id: "desc" } })).toMatchObject({ action: "materials", actorId: admin.user.id });
    expect(await db.notification.findFirst({ where: { userId: student.user.id }, orderBy: { id: "desc" } })).toMatchObject({ title: "Class materials ready" });

    const seen = (await callRoute(studentBooking, `/student/bookings/${booking.id}`, { cookie: student.cookie, params: params(booking.id) })).body as {
      session: { materialsUrl: string | null; actions: { materials: boolean } };
      documents: Array<{ id: number; originalName: string }>;
    };
    expect(seen.session).toMatchObject({ materialsUrl: "https://example.com/ielts-slides", actions: { materials: true } });
    expect(seen.documents).toMatchObject([{ id: first.id, originalName: "ielts-week-1.pdf" }]);
    expect((await callRoute(studentDocument, `/student/documents/${first.id}`, { cookie: student.cookie, params: params(first.id) })).status).toBe(200);
    const stranger = await signedInUser("student", "Someone Else");
    expect((await callRoute(studentDocument, `/student/documents/${first.id}`, { cookie: stranger.cookie, params: params(first.id) })).status).toBe(404);

    const files = await uploadCount();
    await post(booking.id, { materialsUrl: "https://example.com/ielts-slides", document: pdfFile("ielts-week-2.pdf") });
    expect((await materialFiles(booking.id)).map((document) => document.originalName)).toEqual(["ielts-week-2.pdf"]);
    expect(await uploadCount()).toBe(files);

    await post(booking.id, { materialsUrl: "", removeFile: "on" });
    expect((await db.booking.findUniqueOrThrow({ where: { id: booking.id } })).materialsUrl).toBeNull();
    expect(await materialFiles(booking.id)).toEqual([]);
    expect(await uploadCount()).toBe(files - 1);
    expect(await db.notification.findFirst({ where: { userId: student.user.id }, orderBy: { id: "desc" } })).toMatchObject({ title: "Class materials withdrawn" });
  });

  test("a link that is not https or a file that is not a document is refused: nothing stored, nothing changed", async () => {
    const { booking } = await scheduledSession("demo_class");
    const before = await recordSnapshot("booking", booking.id);
    const files = await uploadCount();
    expect(fieldErrors(await post(booking.id, { materialsUrl: "http://example.com/x" })).materialsUrl).toEqual(["Enter a link that starts with https://"]);
    const disguised = new File([new TextEncoder().encode("MZ\x90 not a pdf")], "slides.pdf", { type: "application/pdf" });
    expect(fieldErrors(await post(booking.id, { materialsUrl: "", document: disguised })).document).toEqual(["Upload a PDF, DOC, DOCX file."]);
    expect(await recordSnapshot("booking", booking.id)).toEqual(before);
    expect(await uploadCount()).toBe(files);
  });

  test("only a scheduled or completed demo class takes materials; a refused file is not kept", async () => {
    const { booking } = await scheduledSession("interview");
    const page = await callRoute(materialsPage.loader, `/admin/bookings/${booking.id}/materials`, { cookie: admin.cookie, params: params(booking.id) });
    expect(page.toast).toMatchObject({ type: "error", description: "Materials can only be given to a scheduled or completed demo class." });
    const files = await uploadCount();
    const stored = await storeBytes(PDF, "x.pdf", "pdf");
    await expect(setBookingMaterials({ adminId: admin.user.id, bookingId: booking.id, materialsUrl: null, file: stored, removeFile: false })).rejects.toBeInstanceOf(ActionNotAllowedError);
    expect(await uploadCount()).toBe(files);
    expect(await materialFiles(booking.id)).toEqual([]);
  });
});
