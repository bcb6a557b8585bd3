import { beforeAll, describe, expect, test } from "vitest";
import { addDaysToDay, todayInZone } from "~/domain/dates";
import { action as servicePageAction, loader as servicePageLoader } from "~/shared-routes/service-page";
import { loader as dashboardLoader } from "~/routes/student._index";
import { loader as bookingLoader } from "~/routes/student.bookings.$id";
import { loader as bookingIcsLoader } from "~/routes/student.bookings.$id_.calendar[.ics]";
import { loader as calendarLoader } from "~/routes/student.calendar";
import { loader as documentLoader } from "~/routes/student.documents.$id";
import { loader as feedLoader } from "~/routes/student_.calendar.feed.$token";
import { action as uploadAction, loader as uploadLoader } from "~/routes/student.loan-applications.$id.upload/route";
import { loader as loanListLoader } from "~/routes/student.loan-applications._index";
import { loader as paymentLoader } from "~/routes/student.payment-histories.$id";
import { loader as invoiceLoader } from "~/routes/student.payment-histories.$id_.invoice[.pdf]";
import { loader as exportLoader } from "~/routes/student.payment-histories.export[.csv]";
import { loader as sopDetailLoader } from "~/routes/student.sop-applications.$id/route";
import { loader as sopListLoader } from "~/routes/student.sop-applications._index";
import { setPreferredLanguage } from "~/models/preferred-language.server";
import { calendarFeedToken } from "~/utils/calendar-feed.server";
import { db } from "~/utils/db.server";
import { createPayment, loanNeedingDocuments } from "../support/fixtures/applications";
import { ZONE, bookFor, createSlot } from "../support/fixtures/bookings";
import { EXE, PDF, pdfFile } from "../support/fixtures/files";
import { pdfPages } from "../support/pdf-text";
import { callRoute, csvLines, expectRedirect, fieldErrors, formResult } from "../support/routes";
import { signedInUser } from "../support/users";
import { seedCatalogue } from "../support/fixtures/catalogue";

// The service pages sell and book the seeded catalogue entries (decision 048).
beforeAll(seedCatalogue);

const newStudent = (name = "Nima Sherpa") => signedInUser("student", name);

async function submitSop(cookie: string, overrides: Record<string, string | File> = {}) {
  const fields = {
    intent: "book",
    package: "premium",
    university: "University of Toronto",
    program: "MSc Computer Science",
    deadline: addDaysToDay(todayInZone(ZONE), 30),
    message: "Focus on my research project.",
    document: pdfFile("my draft.pdf"),
    ...overrides,
  };
  return callRoute(servicePageAction, "/services/sop-writing", { cookie, multipart: true, form: fields });
}

/** A speaking mock test six days ahead, booked as the form books it. */
async function upcomingBooking(student: { id: number }) {
  return bookFor(student, await createSlot("speaking", { daysAhead: 6 }));
}

describe("SOP form", () => {
  test("a student sees the SOP form on the page; a visitor does not", async () => {
    const { cookie } = await newStudent();
    const asStudent = await callRoute(servicePageLoader, "/services/sop-writing", { cookie });
    expect(asStudent.body).toMatchObject({ booking: { kind: "sop" } });
    const asVisitor = await callRoute(servicePageLoader, "/services/sop-writing");
    expect(asVisitor.body).toMatchObject({ booking: null });
  });

  test("creates a pending SOP with its draft, its first timeline entry and a pending invoice, shown in the list at once", async () => {
    const { user, cookie } = await newStudent();
    const posted = await submitSop(cookie);
    expectRedirect(posted, "/student/sop-applications");
    expect(posted.toast).toEqual({ type: "success", title: "Application submitted successfully!", description: "We will contact you within 24 hours." });

    const sop = await db.sopApplication.findFirstOrThrow({ where: { studentId: user.id }, include: { documents: true, payments: true } });
    expect(sop).toMatchObject({ status: "pending", package: "premium", university: "University of Toronto" });
    expect(sop.documents).toMatchObject([{ kind: "sop_draft", originalName: "my draft.pdf", mimeType: "application/pdf" }]);
    expect(sop.payments).toMatchObject([{ status: "pending", amountCents: 24900 }]);
    expect(sop.payments[0].invoiceNumber).toMatch(/^INV-\d{4}-\d{6}$/);

    const list = await callRoute(sopListLoader, "/student/sop-applications", { cookie });
    expect((list.body as { rows: Array<{ id: number; status: string; downloadable: boolean }> }).rows).toEqual([
      expect.objectContaining({ id: sop.id, status: "pending", downloadable: false }),
    ]);
    const detail = await callRoute(sopDetailLoader, `/student/sop-applications/${sop.id}`, { cookie, params: { id: String(sop.id) } });
    expect(detail.body).toMatchObject({ timeline: [{ label: "Application submitted" }], drafts: [{ name: "my draft.pdf", version: 1, latest: true }], documents: [] });
  });

  test("keeps what was typed and says why when the draft is not an accepted file or the deadline is too far", async () => {
    const { user, cookie } = await newStudent();
    const posted = await submitSop(cookie, {
      document: new File([EXE], "draft.pdf", { type: "application/pdf" }),
      deadline: addDaysToDay(todayInZone(ZONE), 200),
    });
    expect(posted.status).toBe(400);
    const body = posted.body as { bookingResult: { error: Record<string, string[]>; initialValue: Record<string, string> } };
    expect(body.bookingResult.error.document).toEqual(["Upload a PDF, DOC, DOCX file."]);
    expect(body.bookingResult.error.deadline).toEqual(["Choose a date within 3 months from today"]);
    expect(body.bookingResult.initialValue).toMatchObject({ university: "University of Toronto", program: "MSc Computer Science" });
    expect(await db.sopApplication.count({ where: { studentId: user.id } })).toBe(0);
  });

  test("the list searches by university and filters by tab, in the admin lists' URL state", async () => {
    const { user, cookie } = await newStudent();
    await submitSop(cookie);
    await submitSop(cookie, { university: "University of Melbourne", program: "Master of Data Science" });
    const melbourne = await db.sopApplication.findFirstOrThrow({ where: { studentId: user.id, university: "University of Melbourne" } });
    await db.sopApplication.update({ where: { id: melbourne.id }, data: { status: "rejected" } });

    const load = async (query: string) =>
      (await callRoute(sopListLoader, `/student/sop-applications${query}`, { cookie })).body as { rows: Array<{ university: string }> };
    const tab = (status: string) => `?filters=${encodeURIComponent(JSON.stringify({ status }))}`;
    expect((await load("?search_keyword=melbourne")).rows.map((row) => row.university)).toEqual(["University of Melbourne"]);
    expect((await load(tab("needs_revision"))).rows.map((row) => row.university)).toEqual(["University of Melbourne"]);
    expect((await load(tab("in_progress"))).rows.map((row) => row.university)).toEqual(["University of Toronto"]);
    expect((await load(tab("completed"))).rows).toEqual([]);
    expect((await load("?sort_direction=asc")).rows.map((row) => row.university)).toEqual(["University of Toronto", "University of Melbourne"]);
    // a tab link of the old form is folded into the filters, like a filter field posted without JavaScript
    expectRedirect(await callRoute(sopListLoader, "/student/sop-applications?status=completed", { cookie }), `/student/sop-applications${tab("completed")}`);
  });
});

describe("loan form and upload", () => {
  const applyForLoan = (cookie: string, overrides: Record<string, string | File> = {}) =>
    callRoute(servicePageAction, "/services/loan-assistance", { cookie, multipart: true, form: loanFields(overrides) });
  const upload = (cookie: string, loanId: number, document: File) =>
    callRoute(uploadAction, `/student/loan-applications/${loanId}/upload`, { cookie, params: { id: String(loanId) }, form: { document } });
  const loanFields = (overrides: Record<string, string | File> = {}) => ({
    intent: "book",
    university: "TU Munich",
    course: "MSc Informatics",
    loanAmount: "25000",
    collateralValue: "40000",
    collateralType: "Property",
    preferredBank: "",
    ...overrides,
  });

  test("creates a pending loan; an amount off the slider's steps is refused with the values kept", async () => {
    const { user, cookie } = await newStudent();
    const refused = await applyForLoan(cookie, { loanAmount: "25500" });
    expect(fieldErrors(refused, "bookingResult").loanAmount).toEqual(["Choose an amount from $5,000 to $100,000 in steps of $1,000"]);
    expect(refused.body).toMatchObject({ bookingResult: { initialValue: { university: "TU Munich" } } });

    const posted = await applyForLoan(cookie, { documents: pdfFile("admission.pdf") });
    expectRedirect(posted, "/student/loan-applications");
    expect(posted.toast).toEqual({ type: "success", title: "Application submitted successfully!", description: "Our loan experts will review your application and contact you soon." });
    const loan = await db.loanApplication.findFirstOrThrow({ where: { studentId: user.id }, include: { documents: true } });
    expect(loan).toMatchObject({ status: "pending", loanAmount: 25000, collateralValue: 40000, preferredBank: null });
    expect(loan.documents).toMatchObject([{ originalName: "admission.pdf", kind: "loan_document" }]);
  });

  test("Upload attaches the document and moves a documents_needed loan back to processing", async () => {
    const { user, cookie } = await newStudent();
    await applyForLoan(cookie);
    const loan = await db.loanApplication.findFirstOrThrow({ where: { studentId: user.id } });

    const notYet = await upload(cookie, loan.id, pdfFile("bank.pdf"));
    expect(notYet.status).toBe(409);
    expect(formResult(notYet).error[""]).toEqual(["This application is not waiting for documents."]);

    await db.loanApplication.update({ where: { id: loan.id }, data: { status: "documents_needed" } });
    const list = await callRoute(loanListLoader, "/student/loan-applications", { cookie });
    expect((list.body as { rows: Array<{ canUpload: boolean }> }).rows[0].canUpload).toBe(true);

    const wrongType = await upload(cookie, loan.id, new File([EXE], "bank.pdf"));
    expect(fieldErrors(wrongType).document).toEqual(["Upload a PDF, DOC, DOCX, JPG, PNG file."]);
    const noFile = await callRoute(uploadAction, `/student/loan-applications/${loan.id}/upload`, { cookie, params: { id: String(loan.id) }, multipart: true, form: {} });
    expect(fieldErrors(noFile).document).toEqual(["Choose a file to upload"]);

    const uploaded = await upload(cookie, loan.id, pdfFile("bank statement.pdf"));
    expect(uploaded.status).toBe(302);
    const after = await db.loanApplication.findUniqueOrThrow({ where: { id: loan.id }, include: { documents: true } });
    expect(after.status).toBe("processing");
    expect(after.documents.map((document) => document.originalName)).toEqual(["bank statement.pdf"]);

    const download = await callRoute(documentLoader, `/student/documents/${after.documents[0].id}`, { cookie, params: { id: String(after.documents[0].id) } });
    expect(download.status).toBe(200);
    expect(download.headers.get("Content-Disposition")).toContain('filename="bank statement.pdf"');
    expect(download.body).toBe(new TextDecoder().decode(PDF));
  });
});

describe("another student's records", () => {
  test("every page, action and download answers 404", async () => {
    const owner = await newStudent("Owner");
    const stranger = await newStudent("Stranger");
    await submitSop(owner.cookie);
    const sop = await db.sopApplication.findFirstOrThrow({ where: { studentId: owner.user.id }, include: { documents: true, payments: true } });
    const booking = await upcomingBooking(owner.user);
    const loan = await loanNeedingDocuments(owner.user);
    const id = (value: number) => ({ id: String(value) });
    const cookie = stranger.cookie;

    const attempts = [
      callRoute(sopDetailLoader, `/student/sop-applications/${sop.id}`, { cookie, params: id(sop.id) }),
      callRoute(documentLoader, `/student/documents/${sop.documents[0].id}`, { cookie, params: id(sop.documents[0].id) }),
      callRoute(bookingLoader, `/student/bookings/${booking.id}`, { cookie, params: id(booking.id) }),
      callRoute(bookingIcsLoader, `/student/bookings/${booking.id}/calendar.ics`, { cookie, params: id(booking.id) }),
      callRoute(paymentLoader, `/student/payment-histories/${sop.payments[0].id}`, { cookie, params: id(sop.payments[0].id) }),
      callRoute(invoiceLoader, `/student/payment-histories/${sop.payments[0].id}/invoice.pdf`, { cookie, params: id(sop.payments[0].id) }),
      callRoute(uploadLoader, `/student/loan-applications/${loan.id}/upload`, { cookie, params: id(loan.id) }),
      callRoute(uploadAction, `/student/loan-applications/${loan.id}/upload`, { cookie, params: id(loan.id), form: { document: pdfFile("x.pdf") } }),
      callRoute(sopDetailLoader, "/student/sop-applications/abc", { cookie, params: { id: "abc" } }),
    ];
    for (const attempt of attempts) expect((await attempt).status).toBe(404);
    expect((await db.loanApplication.findUniqueOrThrow({ where: { id: loan.id } })).status).toBe("documents_needed");

    const ownView = await callRoute(sopDetailLoader, `/student/sop-applications/${sop.id}`, { cookie: owner.cookie, params: id(sop.id) });
    expect(ownView.status).toBe(200);
  });

  test("a visitor is sent to log in", async () => {
    expectRedirect(await callRoute(dashboardLoader, "/student"), "/login?redirectTo=%2Fstudent");
  });
});

describe("payments", () => {
  test("Export All downloads the student's payments as CSV and Download Invoice gives a PDF", async () => {
    const { user, cookie } = await newStudent("Quote \"Me\"");
    await submitSop(cookie);
    const payment = await createPayment(user.id, { name: "=cmd|' /C calc'!A0", amountCents: 1234 });
    const named = await createPayment(user.id, { name: "सीता शर्मा's Zoë Núñez Package", amountCents: 500 });

    const csv = await callRoute(exportLoader, "/student/payment-histories/export.csv", { cookie });
    expect(csv.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("Content-Disposition")).toMatch(/attachment; filename="payments-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = await csvLines(csv);
    expect(lines[0]).toBe('"Invoice","Service","Amount","Currency","Date","Status","Payment Method"');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(`"${named.invoiceNumber}","सीता शर्मा's Zoë Núñez Package","5.00","USD"`);
    expect(lines[2]).toContain(`"${payment.invoiceNumber}","'=cmd|' /C calc'!A0","12.34","USD"`);

    const pdf = await callRoute(invoiceLoader, `/student/payment-histories/${payment.id}/invoice.pdf`, { cookie, params: { id: String(payment.id) } });
    expect(pdf.headers.get("Content-Type")).toBe("application/pdf");
    expect(pdf.headers.get("Content-Disposition")).toBe(`attachment; filename="${payment.invoiceNumber}.pdf"`);
    const bytes = new Uint8Array(await pdf.response!.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    expect((await pdfPages(bytes)).join("\n")).toContain(`Invoice number: ${payment.invoiceNumber}`);
  });
});

describe("calendar", () => {
  test("Add to calendar gives one event with the session's UTC times", async () => {
    const { user, cookie } = await newStudent();
    const booking = await upcomingBooking(user);
    const ics = await callRoute(bookingIcsLoader, `/student/bookings/${booking.id}/calendar.ics`, { cookie, params: { id: String(booking.id) } });
    expect(ics.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    expect(ics.headers.get("Content-Disposition")).toBe(`attachment; filename="session-${booking.id}.ics"`);
    const text = String(ics.body);
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(text).toContain(`DTSTART:${booking.startTime.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "")}`);
  });

  test("the feed answers its signed address with the student's sessions only; a forged one is a 404", async () => {
    const { user, cookie } = await newStudent();
    const stranger = await newStudent();
    const mine = await upcomingBooking(user);
    await upcomingBooking(stranger.user);

    const page = await callRoute(calendarLoader, "/student/calendar", { cookie });
    const feed = (page.body as { feed: { https: string; webcal: string } }).feed;
    expect(feed.webcal).toMatch(/^webcal:\/\//);
    const token = feed.https.split("/").pop()!;
    expect(token).toBe(`${calendarFeedToken(user.id)}.ics`);

    const answer = await callRoute(feedLoader, `/student/calendar/feed/${token}`, { params: { token } });
    expect(answer.status).toBe(200);
    const events = String(answer.body).match(/UID:booking-\d+@/g);
    expect(events).toEqual([`UID:booking-${mine.id}@`]);

    const forged = `${stranger.user.id}-${token.split("-").slice(1).join("-")}`;
    expect((await callRoute(feedLoader, `/student/calendar/feed/${forged}`, { params: { token: forged } })).status).toBe(404);
  });

  test("a Nepali student's calendar file and feed name the session in Nepali, as UTF-8 folded at 75 octets", async () => {
    const { user, cookie } = await newStudent("सीता शर्मा");
    await setPreferredLanguage(user.id, "ne");
    const booking = await upcomingBooking(user);
    const unfold = (ics: string) => ics.replace(/\r\n /g, "");
    const download = String((await callRoute(bookingIcsLoader, `/student/bookings/${booking.id}/calendar.ics`, { cookie, params: { id: String(booking.id) } })).body);
    for (const line of download.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(unfold(download)).toMatch(/^SUMMARY:स्पिकिङ मक टेस्ट \(उच्च-मध्यम \(B2\)\) \(.+\)\r$/m);
    expect(unfold(download)).toContain("मिटिङ लिङ्क सत्रअघि पठाइनेछ।\\nयो सत्र व्यवस्थापन गर्नुहोस्: ");

    const token = `${calendarFeedToken(user.id)}.ics`;
    const feed = unfold(String((await callRoute(feedLoader, `/student/calendar/feed/${token}`, { params: { token } })).body));
    expect(feed).toMatch(/^X-WR-CALNAME:.+ का सत्रहरू\r$/m);
    expect(feed).toContain("SUMMARY:स्पिकिङ मक टेस्ट (उच्च-मध्यम (B2))");
  });

  test("the dashboard counts and lists the student's own records", async () => {
    const { user, cookie } = await newStudent();
    await submitSop(cookie);
    await upcomingBooking(user);
    const dashboard = await callRoute(dashboardLoader, "/student", { cookie });
    expect(dashboard.body).toMatchObject({
      summary: { totalApplications: 2, upcomingSessions: 1, completed: 0 },
      upcoming: [{ title: "Speaking Mock Test (Upper Intermediate (B2))", status: "scheduled" }],
    });
    expect((dashboard.body as { recent: unknown[] }).recent).toHaveLength(2);

    await db.sopApplication.updateMany({ where: { studentId: user.id }, data: { status: "completed" } });
    await db.loanApplication.create({ data: { studentId: user.id, university: "U", course: "C", loanAmount: 5000, collateralValue: 0, collateralType: "None", status: "approved" } });
    const later = await callRoute(dashboardLoader, "/student", { cookie });
    expect(later.body).toMatchObject({ summary: { totalApplications: 3, upcomingSessions: 1, completed: 2 } });
  });
});
