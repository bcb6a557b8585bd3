import { beforeAll, describe, expect, test } from "vitest";
import type { NoticeContent } from "~/domain/mail";
import type { ServiceType } from "~/domain/service-types";
import { ActionNotAllowedError, AdminRecordNotFoundError } from "~/models/admin-change.server";
import { setPreferredLanguage } from "~/models/preferred-language.server";
import {
  addBookingNotes,
  approveBooking,
  assignBookingStaff,
  cancelBookingByStaff,
  completeBooking,
  recordSpeakingFeedback,
  rejectBooking,
  setBookingMeetingLink,
} from "~/models/booking-admin.server";
import * as assignPage from "~/routes/admin.bookings.$id.assign/route";
import * as feedbackPage from "~/routes/admin.bookings.$id.feedback/route";
import * as meetingLinkPage from "~/routes/admin.bookings.$id.meeting-link/route";
import * as notesPage from "~/routes/admin.bookings.$id.notes/route";
import * as rejectPage from "~/shared-routes/admin-reject";
import * as sessionList from "~/shared-routes/admin-booking-list";
import { loader as studentSessionList } from "~/shared-routes/student-booking-list";
import { db } from "~/utils/db.server";
import { pendingBooking, setBooking, type BookingState } from "../support/fixtures/bookings";
import { recordSnapshot } from "../support/fixtures/records";
import { callRoute, expectRedirect, fieldErrors } from "../support/routes";
import { createTestUser, signedInUser, type SignedInUser } from "../support/users";

let admin: SignedInUser;
let student: SignedInUser;

beforeAll(async () => {
  admin = await signedInUser("admin");
  student = await signedInUser("student");
});

/** A session of `type` put in the given state (pending and holding one seat to start with). */
async function sessionIn(type: ServiceType, state: BookingState = {}) {
  const { booking, slot } = await pendingBooking(student.user.id, type, { university: "University of Toronto" });
  if (Object.keys(state).length > 0) await setBooking(booking.id, state);
  return { id: booking.id, slotId: slot.id };
}

const target = (bookingId: number) => ({ adminId: admin.user.id, bookingId });

describe("admin session transitions (models)", () => {
  test("approve moves a pending session to scheduled, with an audit row and the student's notification", async () => {
    const { id } = await sessionIn("interview");
    await approveBooking(target(id));
    const after = await recordSnapshot("booking", id);
    expect(after.record.status).toBe("scheduled");
    expect(await db.auditLog.findFirst({ where: { entityType: "booking", entityId: id } })).toMatchObject({
      actorId: admin.user.id,
      action: "approve",
      fromStatus: "pending",
      toStatus: "scheduled",
    });
    expect(await db.notification.findFirst({ where: { userId: student.user.id }, orderBy: { id: "desc" } })).toMatchObject({
      title: "Session approved",
      body: "Your interview preparation session was approved.",
      link: `/student/bookings/${id}`,
    });
    // the same news by e-mail, with the session's invitation (its SEQUENCE raised) and its reminders planned
    expect(await db.mail.findFirst({ where: { userId: student.user.id }, orderBy: { id: "desc" } })).toMatchObject({ subject: "Session approved", category: "update", status: "queued" });
    expect(after.record.calendarSequence).toBe(1);
    expect(await db.job.count({ where: { key: { startsWith: `session-reminder:${id}:` } } })).toBe(2);
  });

  test("a Nepali student's mail of a staff change is in Nepali, its time with the Bikram Sambat date; the notification is stored in English", async () => {
    const nepali = await createTestUser("student", "सीता शर्मा");
    await setPreferredLanguage(nepali.id, "ne");
    const { booking } = await pendingBooking(nepali.id, "interview", { university: "University of Toronto" });
    await setBooking(booking.id, { status: "scheduled" });
    await cancelBookingByStaff({ adminId: admin.user.id, bookingId: booking.id, reason: "The counselor is ill." });
    expect(await db.notification.findFirst({ where: { userId: nepali.id }, orderBy: { id: "desc" } })).toMatchObject({ title: "Session cancelled" });
    const mail = await db.mail.findFirstOrThrow({ where: { userId: nepali.id }, orderBy: { id: "desc" } });
    expect(mail.subject).toBe("सत्र रद्द भयो");
    const { content, locale } = JSON.parse(mail.data) as { content: NoticeContent; locale: string };
    expect(locale).toBe("ne");
    expect(content.paragraphs[0]).toBe("हाम्रो टोलीले तपाईंको अन्तर्वार्ता तयारी सत्र रद्द गर्‍यो। कारण: The counselor is ill. त्यसको सिट फिर्ता गरिएको छ; तपाईं अर्को समय बुक गर्न सक्नुहुन्छ।");
    expect(content.details?.find(([label]) => label === "समय")?.[1]).toMatch(/\(वि\.सं\. [०-९]+ \S+ [०-९]{4}\)/);
    expect(content.action?.label).toBe("आफ्नो खातामा हेर्नुहोस्");
  });

  test("reject cancels a pending session and gives its seat back", async () => {
    const { id, slotId } = await sessionIn("demo_class");
    expect((await db.timeSlot.findUniqueOrThrow({ where: { id: slotId } })).currentBookings).toBe(1);
    await rejectBooking(target(id));
    const after = await recordSnapshot("booking", id);
    expect(after.record.status).toBe("cancelled");
    expect(after.record.cancelledAt).toBeInstanceOf(Date);
    expect(after.record.slot?.currentBookings).toBe(0);
  });

  test.each([
    { name: "assign stores the counselor of an unassigned pending session", type: "interview", state: {}, act: (id: number) => assignBookingStaff({ ...target(id), staffName: "Maya Gurung" }), expected: { status: "pending", staffName: "Maya Gurung" } },
    { name: "assign works on a scheduled session too", type: "speaking", state: { status: "scheduled" }, act: (id: number) => assignBookingStaff({ ...target(id), staffName: "Anna Lee" }), expected: { status: "scheduled", staffName: "Anna Lee" } },
    {
      name: "feedback and score complete a scheduled speaking mock",
      type: "speaking",
      state: { status: "scheduled", staffName: "Anna Lee" },
      act: (id: number) => recordSpeakingFeedback({ ...target(id), feedback: "Fluent.", score: "7.5", level: "C1" }),
      expected: { status: "completed", feedback: "Fluent.", score: "7.5", level: "C1" },
    },
    { name: "a meeting link goes on a scheduled demo class without one", type: "demo_class", state: { status: "scheduled" }, act: (id: number) => setBookingMeetingLink({ ...target(id), meetingLink: "https://meet.example.com/x" }), expected: { meetingLink: "https://meet.example.com/x" } },
    { name: "a scheduled counseling session can get a new meeting link", type: "counseling", state: { status: "scheduled", meetingLink: "https://old.example.com" }, act: (id: number) => setBookingMeetingLink({ ...target(id), meetingLink: "https://new.example.com" }), expected: { meetingLink: "https://new.example.com" } },
    { name: "notes go on a completed counseling session without notes", type: "counseling", state: { status: "completed" }, act: (id: number) => addBookingNotes({ ...target(id), notes: "Shortlist done." }), expected: { status: "completed", notes: "Shortlist done." } },
    { name: "mark as completed finishes a scheduled interview", type: "interview", state: { status: "scheduled" }, act: (id: number) => completeBooking(target(id)), expected: { status: "completed" } },
  ] satisfies Array<{ name: string; type: ServiceType; state: BookingState; act: (id: number) => Promise<unknown>; expected: Record<string, unknown> }>)("$name", async ({ type, state, act, expected }) => {
    const { id } = await sessionIn(type, state);
    const before = await recordSnapshot("booking", id);
    await act(id);
    const after = await recordSnapshot("booking", id);
    expect(after.record).toMatchObject(expected);
    expect(after.audits).toBe(before.audits + 1);
    expect(after.notices).toBe(before.notices + 1);
  });

  test.each([
    { name: "approving a scheduled session", type: "interview", state: { status: "scheduled" }, act: (id: number) => approveBooking(target(id)), message: "Only pending sessions can be approved." },
    { name: "rejecting a scheduled session", type: "interview", state: { status: "scheduled" }, act: (id: number) => rejectBooking(target(id)), message: "Only pending sessions can be rejected." },
    { name: "rejecting a cancelled session", type: "counseling", state: { status: "cancelled" }, act: (id: number) => rejectBooking(target(id)), message: "Only pending sessions can be rejected." },
    { name: "assigning a session that has someone", type: "interview", state: { staffName: "Ramesh" }, act: (id: number) => assignBookingStaff({ ...target(id), staffName: "Other" }), message: "Staff can only be assigned" },
    { name: "assigning a completed session", type: "demo_class", state: { status: "completed" }, act: (id: number) => assignBookingStaff({ ...target(id), staffName: "Other" }), message: "Staff can only be assigned" },
    { name: "feedback on an interview", type: "interview", state: { status: "scheduled" }, act: (id: number) => recordSpeakingFeedback({ ...target(id), feedback: "x", score: "5.0", level: "B1" }), message: "scheduled speaking mock test" },
    { name: "feedback on a pending speaking mock", type: "speaking", state: {}, act: (id: number) => recordSpeakingFeedback({ ...target(id), feedback: "x", score: "5.0", level: "B1" }), message: "scheduled speaking mock test" },
    { name: "a meeting link on a completed demo class", type: "demo_class", state: { status: "completed", meetingLink: "https://a.example.com" }, act: (id: number) => setBookingMeetingLink({ ...target(id), meetingLink: "https://b.example.com" }), message: "A meeting link can only be set on a scheduled session." },
    { name: "a meeting link on a pending interview", type: "interview", state: {}, act: (id: number) => setBookingMeetingLink({ ...target(id), meetingLink: "https://b.example.com" }), message: "A meeting link can only be set on a scheduled session." },
    { name: "notes on a scheduled counseling session", type: "counseling", state: { status: "scheduled" }, act: (id: number) => addBookingNotes({ ...target(id), notes: "x" }), message: "Session notes can only be added" },
    { name: "notes on a session that has notes", type: "counseling", state: { status: "completed", notes: "kept" }, act: (id: number) => addBookingNotes({ ...target(id), notes: "x" }), message: "Session notes can only be added" },
    { name: "completing a speaking mock without its feedback", type: "speaking", state: { status: "scheduled" }, act: (id: number) => completeBooking(target(id)), message: "Only scheduled sessions can be marked as completed." },
    { name: "completing a pending session", type: "interview", state: {}, act: (id: number) => completeBooking(target(id)), message: "Only scheduled sessions can be marked as completed." },
  ] satisfies Array<{ name: string; type: ServiceType; state: BookingState; act: (id: number) => Promise<unknown>; message: string }>)("refuses $name and changes nothing", async ({ type, state, act, message }) => {
    const { id } = await sessionIn(type, state);
    const before = await recordSnapshot("booking", id);
    const refusal = act(id);
    await expect(refusal).rejects.toBeInstanceOf(ActionNotAllowedError);
    await expect(refusal).rejects.toThrow(message);
    expect(await recordSnapshot("booking", id)).toEqual(before);
  });

  test("an unknown session is a not-found error", async () => {
    await expect(approveBooking(target(987_654))).rejects.toBeInstanceOf(AdminRecordNotFoundError);
  });
});

describe("admin session list pages", () => {
  test("the list searches by student and type-specific columns, filters by status and pages", async () => {
    const other = await signedInUser("student", "Zed Quist");
    for (let index = 0; index < 11; index++) await pendingBooking(other.user.id, "counseling", { country: index === 0 ? "Ireland" : "Canada" });
    const scheduled = await pendingBooking(other.user.id, "counseling", { country: "Canada" });
    await setBooking(scheduled.booking.id, { status: "scheduled" });

    const byName = await callRoute(sessionList.loader, "/admin/free-counseling-applications?search_keyword=Zed", { cookie: admin.cookie });
    const list = byName.body as Awaited<ReturnType<typeof sessionList.loader>>;
    expect(list.meta).toMatchObject({ total: 12, last_page: 2, from: 1, to: 10 });
    expect(list.rows[0].student.name).toBe("Zed Quist");
    expect(list.manageSlotsPath).toBe(`/admin/time-slots?filters=${encodeURIComponent('{"service_type":"counseling"}')}`);

    const page2 = (await callRoute(sessionList.loader, "/admin/free-counseling-applications?search_keyword=Zed&page=2", { cookie: admin.cookie })).body as typeof list;
    expect(page2.rows).toHaveLength(2);

    const byCountry = (await callRoute(sessionList.loader, "/admin/free-counseling-applications?search_keyword=Ireland", { cookie: admin.cookie })).body as typeof list;
    expect(byCountry.rows.map((row) => row.country)).toEqual(["Ireland"]);

    const filter = encodeURIComponent('{"status":"scheduled"}');
    const scheduledOnly = (await callRoute(sessionList.loader, `/admin/free-counseling-applications?search_keyword=Zed&filters=${filter}`, { cookie: admin.cookie })).body as typeof list;
    expect(scheduledOnly.rows.map((row) => row.id)).toEqual([scheduled.booking.id]);
    expect(scheduledOnly.rows[0].actions).toEqual(["assign", "meeting_link", "complete", "move", "cancel"]);
  });

  test("a list URL with defaults spelled out or a no-JS filter field redirects to the canonical one", async () => {
    expectRedirect(await callRoute(sessionList.loader, "/admin/interview-applications?page=1&per_page=10&sort_direction=desc", { cookie: admin.cookie }), "/admin/interview-applications");
    expectRedirect(
      await callRoute(sessionList.loader, "/admin/interview-applications?search_keyword=x&status=pending", { cookie: admin.cookie }),
      `/admin/interview-applications?search_keyword=x&filters=${encodeURIComponent('{"status":"pending"}')}`,
    );
  });

  test("Approve from the list comes back to the same list page with a toast, and the student sees the session scheduled", async () => {
    const { id } = await sessionIn("interview");
    const path = "/admin/interview-applications?search_keyword=Nima&page=2";
    const answer = await callRoute(sessionList.action, path, { cookie: admin.cookie, form: { intent: "approve", id: String(id) } });
    expectRedirect(answer, "/admin/interview-applications?search_keyword=Nima&page=2");
    expect(answer.toast).toMatchObject({ type: "success", title: "Application approved", description: "The interview preparation session is now scheduled." });

    const mine = (await callRoute(studentSessionList, "/student/interview-applications", { cookie: student.cookie })).body as { rows: Array<{ id: number; status: string }> };
    expect(mine.rows.find((row) => row.id === id)?.status).toBe("scheduled");
  });

  test("a second Approve (a stale page) is refused with a clear error toast and changes nothing", async () => {
    const { id } = await sessionIn("interview", { status: "scheduled" });
    const before = await recordSnapshot("booking", id);
    const answer = await callRoute(sessionList.action, "/admin/interview-applications", { cookie: admin.cookie, form: { intent: "approve", id: String(id) } });
    expectRedirect(answer, "/admin/interview-applications");
    expect(answer.toast).toEqual({ type: "error", title: "Action not allowed", description: "Only pending sessions can be approved." });
    expect(await recordSnapshot("booking", id)).toEqual(before);
  });

  test("Reject goes through its confirmation, which frees the seat; the list answers Reject or an unknown intent with a 400", async () => {
    const { id, slotId } = await sessionIn("interview");
    expect((await callRoute(sessionList.action, "/admin/interview-applications", { cookie: admin.cookie, form: { intent: "reject", id: String(id) } })).status).toBe(400);
    expect((await db.booking.findUniqueOrThrow({ where: { id } })).status).toBe("pending");
    const answer = await callRoute(rejectPage.action, `/admin/interview-applications/${id}/reject`, { cookie: admin.cookie, params: { id: String(id) }, form: {} });
    expect(answer.toast).toMatchObject({ type: "success", title: "Application rejected" });
    expect((await db.timeSlot.findUniqueOrThrow({ where: { id: slotId } })).currentBookings).toBe(0);
    expect((await callRoute(sessionList.action, "/admin/interview-applications", { cookie: admin.cookie, form: { intent: "delete", id: String(id) } })).status).toBe(400);
  });
});

describe("admin session action pages", () => {
  test("Assign Counselor: blank is refused under the field, a name is stored and the list state is kept", async () => {
    const { id } = await sessionIn("interview");
    const params = { id: String(id) };
    const page = (await callRoute(assignPage.loader, `/admin/bookings/${id}/assign`, { cookie: admin.cookie, params })).body as { staffRole: string };
    expect(page.staffRole).toBe("Counselor");

    expect(fieldErrors(await callRoute(assignPage.action, `/admin/bookings/${id}/assign`, { cookie: admin.cookie, params, form: { staffName: "   " } }))).toMatchObject({
      staffName: ["Name is required"],
    });
    const saved = await callRoute(assignPage.action, `/admin/bookings/${id}/assign?search_keyword=Nima`, { cookie: admin.cookie, params, form: { staffName: "Maya Gurung" } });
    expectRedirect(saved, "/admin/interview-applications?search_keyword=Nima");
    expect(saved.toast).toMatchObject({ title: "Counselor assigned", description: "Maya Gurung will run this interview preparation session." });
    expect((await recordSnapshot("booking", id)).record.staffName).toBe("Maya Gurung");
  });

  test("an action page the session no longer offers goes back to its list with the reason", async () => {
    const { id } = await sessionIn("demo_class", { staffName: "Prakash" });
    const answer = await callRoute(assignPage.loader, `/admin/bookings/${id}/assign`, { cookie: admin.cookie, params: { id: String(id) } });
    expectRedirect(answer, "/admin/demo-class-applications");
    expect(answer.toast).toMatchObject({ type: "error", title: "Action not allowed" });
    const posted = await callRoute(assignPage.action, `/admin/bookings/${id}/assign`, { cookie: admin.cookie, params: { id: String(id) }, form: { staffName: "Other" } });
    expect(posted.toast).toMatchObject({ type: "error" });
    expect((await recordSnapshot("booking", id)).record.staffName).toBe("Prakash");
  });

  test("Add Feedback & Score checks the band score and level, then completes the test", async () => {
    const { id } = await sessionIn("speaking", { status: "scheduled" });
    const params = { id: String(id) };
    const errors = fieldErrors(await callRoute(feedbackPage.action, `/admin/bookings/${id}/feedback`, { cookie: admin.cookie, params, form: { feedback: "Good", score: "9.5", level: "Z9" } }));
    expect(errors).toMatchObject({ score: ["Enter a band score from 0 to 9 in steps of 0.5"], level: ["Choose a level"] });
    expect(fieldErrors(await callRoute(feedbackPage.action, `/admin/bookings/${id}/feedback`, { cookie: admin.cookie, params, form: { feedback: "Good", score: "6.3", level: "B2" } })).score).toEqual([
      "Enter a band score from 0 to 9 in steps of 0.5",
    ]);

    const saved = await callRoute(feedbackPage.action, `/admin/bookings/${id}/feedback`, { cookie: admin.cookie, params, form: { feedback: "Good range.", score: "6.5", level: "B2" } });
    expectRedirect(saved, "/admin/speaking-mock-applications");
    expect((await recordSnapshot("booking", id)).record).toMatchObject({ status: "completed", score: "6.5", level: "B2", feedback: "Good range." });
  });

  test("Add Meeting Link takes https links only", async () => {
    const { id } = await sessionIn("demo_class", { status: "scheduled" });
    const params = { id: String(id) };
    expect(fieldErrors(await callRoute(meetingLinkPage.action, `/admin/bookings/${id}/meeting-link`, { cookie: admin.cookie, params, form: { meetingLink: "http://meet.example.com/a" } }))).toMatchObject({
      meetingLink: ["Enter a meeting link that starts with https://"],
    });
    expect((await recordSnapshot("booking", id)).record.meetingLink).toBeNull();
    const saved = await callRoute(meetingLinkPage.action, `/admin/bookings/${id}/meeting-link`, { cookie: admin.cookie, params, form: { meetingLink: "https://meet.example.com/a" } });
    expect(saved.toast).toMatchObject({ title: "Meeting link added" });
    expect((await recordSnapshot("booking", id)).record.meetingLink).toBe("https://meet.example.com/a");
  });

  test("a scheduled interview gets its link, and changing it tells the student and raises the invitation's sequence", async () => {
    const { id } = await sessionIn("interview", { status: "scheduled", meetingLink: "https://meet.example.com/old" });
    const params = { id: String(id) };
    const page = (await callRoute(meetingLinkPage.loader, `/admin/bookings/${id}/meeting-link`, { cookie: admin.cookie, params })).body as Awaited<ReturnType<typeof meetingLinkPage.loader>>;
    expect(page.booking.meetingLink).toBe("https://meet.example.com/old");
    const saved = await callRoute(meetingLinkPage.action, `/admin/bookings/${id}/meeting-link`, { cookie: admin.cookie, params, form: { meetingLink: "https://meet.example.com/new" } });
    expect(saved.toast).toMatchObject({ title: "Meeting link changed" });
    const after = await recordSnapshot("booking", id);
    expect(after.record).toMatchObject({ meetingLink: "https://meet.example.com/new", calendarSequence: 1 });
    expect(await db.notification.findFirst({ where: { userId: student.user.id }, orderBy: { id: "desc" } })).toMatchObject({ title: "Meeting link changed" });
  });

  test("Add Session Notes stores the notes of a completed counseling session", async () => {
    const { id } = await sessionIn("counseling", { status: "completed" });
    const params = { id: String(id) };
    expect(fieldErrors(await callRoute(notesPage.action, `/admin/bookings/${id}/notes`, { cookie: admin.cookie, params, form: { notes: "" } })).notes).toEqual(["Notes is required"]);
    expectRedirect(await callRoute(notesPage.action, `/admin/bookings/${id}/notes`, { cookie: admin.cookie, params, form: { notes: "Apply to UBC." } }), "/admin/free-counseling-applications");
    expect((await recordSnapshot("booking", id)).record.notes).toBe("Apply to UBC.");
  });

  test("an unknown session id is a 404", async () => {
    expect((await callRoute(notesPage.loader, "/admin/bookings/999999/notes", { cookie: admin.cookie, params: { id: "999999" } })).status).toBe(404);
  });
});
