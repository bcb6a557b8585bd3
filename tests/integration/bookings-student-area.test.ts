import { randomUUID } from "node:crypto";
import { describe, expect, test } from "vitest";
import { addDaysToDay, todayInZone } from "~/domain/dates";
import { bookSlot } from "~/models/booking.server";
import { createPendingPayment } from "~/models/payment.server";
import { createUser } from "~/models/user.server";
import { action as loanFormAction } from "~/routes/_public.services.loan-assistance";
import { action as sopFormAction, loader as sopPageLoader } from "~/routes/_public.services.sop-writing";
import { loader as dashboardLoader } from "~/routes/student._index";
import { loader as bookingLoader } from "~/routes/student.bookings.$id";
import { loader as bookingIcsLoader } from "~/routes/student.bookings.$id_.calendar[.ics]";
import { loader as calendarLoader } from "~/routes/student.calendar";
import { loader as documentLoader } from "~/routes/student.documents.$id";
import { loader as feedLoader } from "~/routes/student_.calendar.feed.$token";
import { action as uploadAction, loader as uploadLoader } from "~/routes/student.loan-applications.$id.upload";
import { loader as loanListLoader } from "~/routes/student.loan-applications._index";
import { loader as paymentLoader } from "~/routes/student.payment-histories.$id";
import { loader as invoiceLoader } from "~/routes/student.payment-histories.$id_.invoice[.pdf]";
import { loader as exportLoader } from "~/routes/student.payment-histories.export[.csv]";
import { loader as sopDetailLoader } from "~/routes/student.sop-applications.$id";
import { loader as sopListLoader } from "~/routes/student.sop-applications._index";
import { calendarFeedToken } from "~/utils/calendar-feed.server";
import { db } from "~/utils/db.server";
import { getRequest, sessionCookie, unwrap } from "../support/requests";

const ZONE = "Asia/Kathmandu";
const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n");
const EXE = new TextEncoder().encode("MZ\x90\x00 not really a pdf");

async function newStudent(name = "Nima Sherpa") {
  const user = await createUser({ name, email: `s-${randomUUID()}@example.com`, password: "correct-horse-battery" });
  return { user, cookie: await sessionCookie(user.id) };
}

async function call<T>(run: () => Promise<T>) {
  try {
    return await unwrap(await run());
  } catch (thrown) {
    return unwrap(thrown);
  }
}

const args = (request: Request, params: Record<string, string> = {}) => ({ request, params, context: {} });

function multipart(pathname: string, fields: Record<string, string | File>, cookie: string) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return new Request(new URL(pathname, "http://localhost"), { method: "POST", body, headers: { Cookie: cookie } });
}

async function submitSop(cookie: string, overrides: Record<string, string | File> = {}) {
  const fields = {
    intent: "book",
    package: "premium",
    university: "University of Toronto",
    program: "MSc Computer Science",
    deadline: addDaysToDay(todayInZone(ZONE), 30),
    message: "Focus on my research project.",
    document: new File([PDF], "my draft.pdf", { type: "application/pdf" }),
    ...overrides,
  };
  return call(() => sopFormAction(args(multipart("/services/sop-writing", fields, cookie))));
}

async function upcomingBooking(studentId: number) {
  const startTime = new Date(Date.now() + 6 * 86_400_000);
  const slot = await db.timeSlot.create({ data: { serviceType: "speaking", startTime, endTime: new Date(startTime.getTime() + 45 * 60_000), maxBookings: 2 } });
  return bookSlot({ studentId, slotId: slot.id, type: "speaking", zone: ZONE, details: { proficiencyLevel: "B2" } });
}

describe("SOP form", () => {
  test("a student sees the SOP form on the page; a visitor does not", async () => {
    const { cookie } = await newStudent();
    const asStudent = await call(() => sopPageLoader(args(getRequest("/services/sop-writing", cookie))));
    expect(asStudent.body).toMatchObject({ booking: { kind: "sop" } });
    const asVisitor = await call(() => sopPageLoader(args(getRequest("/services/sop-writing"))));
    expect(asVisitor.body).toMatchObject({ booking: null });
  });

  test("creates a pending SOP with its draft, its first timeline entry and a pending invoice, shown in the list at once", async () => {
    const { user, cookie } = await newStudent();
    const posted = await submitSop(cookie);
    expect(posted.status).toBe(302);
    expect(posted.headers.get("Location")).toBe("/student/sop-applications");

    const sop = await db.sopApplication.findFirstOrThrow({ where: { studentId: user.id }, include: { documents: true, payments: true } });
    expect(sop).toMatchObject({ status: "pending", package: "premium", university: "University of Toronto" });
    expect(sop.documents).toMatchObject([{ kind: "sop_draft", originalName: "my draft.pdf", mimeType: "application/pdf" }]);
    expect(sop.payments).toMatchObject([{ status: "pending", amountCents: 24900 }]);
    expect(sop.payments[0].invoiceNumber).toMatch(/^INV-\d{4}-\d{6}$/);

    const list = await call(() => sopListLoader(args(getRequest("/student/sop-applications", cookie))));
    expect((list.body as { rows: Array<{ id: number; status: string; downloadable: boolean }> }).rows).toEqual([
      expect.objectContaining({ id: sop.id, status: "pending", downloadable: false }),
    ]);
    const detail = await call(() => sopDetailLoader(args(getRequest(`/student/sop-applications/${sop.id}`, cookie), { id: String(sop.id) })));
    expect(detail.body).toMatchObject({ timeline: [{ label: "Application submitted" }], documents: [{ name: "my draft.pdf", kind: "Your draft" }] });
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

  test("the list searches by university and filters by tab", async () => {
    const { user, cookie } = await newStudent();
    await submitSop(cookie);
    await submitSop(cookie, { university: "University of Melbourne", program: "Master of Data Science" });
    const melbourne = await db.sopApplication.findFirstOrThrow({ where: { studentId: user.id, university: "University of Melbourne" } });
    await db.sopApplication.update({ where: { id: melbourne.id }, data: { status: "rejected" } });

    const load = async (query: string) =>
      (await call(() => sopListLoader(args(getRequest(`/student/sop-applications${query}`, cookie))))).body as { rows: Array<{ university: string }> };
    expect((await load("?q=melbourne")).rows.map((row) => row.university)).toEqual(["University of Melbourne"]);
    expect((await load("?status=needs_revision")).rows.map((row) => row.university)).toEqual(["University of Melbourne"]);
    expect((await load("?status=in_progress")).rows.map((row) => row.university)).toEqual(["University of Toronto"]);
    expect((await load("?status=completed")).rows).toEqual([]);
  });
});

describe("loan form and upload", () => {
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
    const refused = await call(() => loanFormAction(args(multipart("/services/loan-assistance", loanFields({ loanAmount: "25500" }), cookie))));
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ bookingResult: { error: { loanAmount: ["Choose an amount from $5,000 to $100,000 in steps of $1,000"] }, initialValue: { university: "TU Munich" } } });

    const posted = await call(() =>
      loanFormAction(args(multipart("/services/loan-assistance", loanFields({ documents: new File([PDF], "admission.pdf") }), cookie))),
    );
    expect(posted.status).toBe(302);
    expect(posted.headers.get("Location")).toBe("/student/loan-applications");
    const loan = await db.loanApplication.findFirstOrThrow({ where: { studentId: user.id }, include: { documents: true } });
    expect(loan).toMatchObject({ status: "pending", loanAmount: 25000, collateralValue: 40000, preferredBank: null });
    expect(loan.documents).toMatchObject([{ originalName: "admission.pdf", kind: "loan_document" }]);
  });

  test("Upload attaches the document and moves a documents_needed loan back to processing", async () => {
    const { user, cookie } = await newStudent();
    await call(() => loanFormAction(args(multipart("/services/loan-assistance", loanFields(), cookie))));
    const loan = await db.loanApplication.findFirstOrThrow({ where: { studentId: user.id } });

    const notYet = await call(() => uploadAction(args(multipart(`/student/loan-applications/${loan.id}/upload`, { document: new File([PDF], "bank.pdf") }, cookie), { id: String(loan.id) })));
    expect(notYet.status).toBe(409);

    await db.loanApplication.update({ where: { id: loan.id }, data: { status: "documents_needed" } });
    const list = await call(() => loanListLoader(args(getRequest("/student/loan-applications", cookie))));
    expect((list.body as { rows: Array<{ canUpload: boolean }> }).rows[0].canUpload).toBe(true);

    const wrongType = await call(() => uploadAction(args(multipart(`/student/loan-applications/${loan.id}/upload`, { document: new File([EXE], "bank.pdf") }, cookie), { id: String(loan.id) })));
    expect(wrongType.status).toBe(400);
    expect(wrongType.body).toMatchObject({ fieldError: "Upload a PDF, DOC, DOCX, JPG, PNG file." });

    const uploaded = await call(() => uploadAction(args(multipart(`/student/loan-applications/${loan.id}/upload`, { document: new File([PDF], "bank statement.pdf") }, cookie), { id: String(loan.id) })));
    expect(uploaded.status).toBe(302);
    const after = await db.loanApplication.findUniqueOrThrow({ where: { id: loan.id }, include: { documents: true } });
    expect(after.status).toBe("processing");
    expect(after.documents.map((document) => document.originalName)).toEqual(["bank statement.pdf"]);

    const download = await call(() => documentLoader(args(getRequest(`/student/documents/${after.documents[0].id}`, cookie), { id: String(after.documents[0].id) })));
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
    const booking = await upcomingBooking(owner.user.id);
    const loan = await db.loanApplication.create({
      data: { studentId: owner.user.id, university: "X", course: "Y", loanAmount: 5000, collateralValue: 0, collateralType: "None", status: "documents_needed" },
    });
    const id = (value: number) => ({ id: String(value) });
    const as = (path: string) => getRequest(path, stranger.cookie);

    const attempts: Array<() => Promise<unknown>> = [
      () => sopDetailLoader(args(as(`/student/sop-applications/${sop.id}`), id(sop.id))),
      () => documentLoader(args(as(`/student/documents/${sop.documents[0].id}`), id(sop.documents[0].id))),
      () => bookingLoader(args(as(`/student/bookings/${booking.id}`), id(booking.id))),
      () => bookingIcsLoader(args(as(`/student/bookings/${booking.id}/calendar.ics`), id(booking.id))),
      () => paymentLoader(args(as(`/student/payment-histories/${sop.payments[0].id}`), id(sop.payments[0].id))),
      () => invoiceLoader(args(as(`/student/payment-histories/${sop.payments[0].id}/invoice.pdf`), id(sop.payments[0].id))),
      () => uploadLoader(args(as(`/student/loan-applications/${loan.id}/upload`), id(loan.id))),
      () => uploadAction(args(multipart(`/student/loan-applications/${loan.id}/upload`, { document: new File([PDF], "x.pdf") }, stranger.cookie), id(loan.id))),
      () => sopDetailLoader(args(as("/student/sop-applications/abc"), { id: "abc" })),
    ];
    for (const attempt of attempts) expect((await call(attempt)).status).toBe(404);
    expect((await db.loanApplication.findUniqueOrThrow({ where: { id: loan.id } })).status).toBe("documents_needed");

    const ownView = await call(() => sopDetailLoader(args(getRequest(`/student/sop-applications/${sop.id}`, owner.cookie), id(sop.id))));
    expect(ownView.status).toBe(200);
  });

  test("a visitor is sent to log in", async () => {
    const response = await call(() => dashboardLoader(args(getRequest("/student"))));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toMatch(/^\/login\?redirectTo=%2Fstudent/);
  });
});

describe("payments", () => {
  test("Export All downloads the student's payments as CSV and Download Invoice gives a PDF", async () => {
    const { user, cookie } = await newStudent("Quote \"Me\"");
    await submitSop(cookie);
    const payment = await db.$transaction((tx) => createPendingPayment(tx, { studentId: user.id, serviceCode: "none", fallbackName: "=cmd|' /C calc'!A0", amountCents: 1234 }));

    const csv = await call(() => exportLoader(args(getRequest("/student/payment-histories/export.csv", cookie))));
    expect(csv.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("Content-Disposition")).toMatch(/attachment; filename="payments-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = String(csv.body).replace(/^\uFEFF/, "").trim().split("\r\n");
    expect(lines[0]).toBe('"Invoice","Service","Amount","Currency","Date","Status","Payment Method"');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`"${payment.invoiceNumber}","'=cmd|' /C calc'!A0","12.34","USD"`);

    const pdf = await call(() => invoiceLoader(args(getRequest(`/student/payment-histories/${payment.id}/invoice.pdf`, cookie), { id: String(payment.id) })));
    expect(pdf.headers.get("Content-Type")).toBe("application/pdf");
    expect(pdf.headers.get("Content-Disposition")).toBe(`attachment; filename="${payment.invoiceNumber}.pdf"`);
    expect(String(pdf.body).startsWith("%PDF-1.4")).toBe(true);
    expect(String(pdf.body)).toContain(`Invoice number: ${payment.invoiceNumber}`);
  });
});

describe("calendar", () => {
  test("Add to calendar gives one event with the session's UTC times", async () => {
    const { user, cookie } = await newStudent();
    const booking = await upcomingBooking(user.id);
    const ics = await call(() => bookingIcsLoader(args(getRequest(`/student/bookings/${booking.id}/calendar.ics`, cookie), { id: String(booking.id) })));
    expect(ics.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    expect(ics.headers.get("Content-Disposition")).toBe(`attachment; filename="session-${booking.id}.ics"`);
    const text = String(ics.body);
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(text).toContain(`DTSTART:${booking.startTime.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "")}`);
  });

  test("the feed answers its signed address with the student's sessions only; a forged one is a 404", async () => {
    const { user, cookie } = await newStudent();
    const stranger = await newStudent();
    const mine = await upcomingBooking(user.id);
    await upcomingBooking(stranger.user.id);

    const page = await call(() => calendarLoader(args(getRequest("/student/calendar", cookie))));
    const feed = (page.body as { feed: { https: string; webcal: string } }).feed;
    expect(feed.webcal).toMatch(/^webcal:\/\//);
    const token = feed.https.split("/").pop()!;
    expect(token).toBe(`${calendarFeedToken(user.id)}.ics`);

    const answer = await call(() => feedLoader(args(getRequest(`/student/calendar/feed/${token}`), { token })));
    expect(answer.status).toBe(200);
    const events = String(answer.body).match(/UID:booking-\d+@/g);
    expect(events).toEqual([`UID:booking-${mine.id}@`]);

    const forged = `${stranger.user.id}-${token.split("-").slice(1).join("-")}`;
    expect((await call(() => feedLoader(args(getRequest(`/student/calendar/feed/${forged}`), { token: forged })))).status).toBe(404);
  });

  test("the dashboard counts and lists the student's own records", async () => {
    const { user, cookie } = await newStudent();
    await submitSop(cookie);
    await upcomingBooking(user.id);
    const dashboard = await call(() => dashboardLoader(args(getRequest("/student", cookie))));
    expect(dashboard.body).toMatchObject({
      summary: { totalApplications: 2, upcomingSessions: 1, completed: 0 },
      upcoming: [{ title: "Speaking Mock Test (Upper Intermediate (B2))", status: "scheduled" }],
    });
    expect((dashboard.body as { recent: unknown[] }).recent).toHaveLength(2);
  });
});
