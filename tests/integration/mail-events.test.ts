/**
 * Every event the product promises a mail for queues one, in the transaction that made the change: who it goes to,
 * what kind it is (account mail always goes; updates and reminders follow the preferences), and whether it carries
 * the session's invitation. Delivery itself is tested in mail-delivery and mail-queue.
 */
import { beforeAll, describe, expect, test } from "vitest";
import type { MailContent, NoticeContent } from "~/domain/mail";
import { approveBooking, assignBookingStaff, rejectBooking, setBookingMeetingLink } from "~/models/booking-admin.server";
import { cancelBooking, rescheduleBooking } from "~/models/booking.server";
import { createContactMessage } from "~/models/contact-message.server";
import { submitInquiry } from "~/models/inquiry.server";
import { approveLoan, rejectLoan, requestLoanDocuments } from "~/models/loan-admin.server";
import { markPaymentPaid } from "~/models/payment-admin.server";
import { issueRefund } from "~/models/refund.server";
import { requestPasswordReset } from "~/models/password-reset.server";
import { setPreferredLanguage } from "~/models/preferred-language.server";
import { saveSettings, getSettings } from "~/models/settings.server";
import { assignSop, requestSopRevision } from "~/models/sop-admin.server";
import { registerStudent, setEmailPreferences } from "~/models/user.server";
import { db } from "~/utils/db.server";
import { BOOKING_DETAILS, ZONE, bookFor, createSlot, pendingBooking } from "../support/fixtures/bookings";
import { createLoan, createPayment, createSop } from "../support/fixtures/applications";
import { createTestUser, uniqueEmail, TEST_PASSWORD, staffActorId } from "../support/users";
import { seedCatalogue } from "../support/fixtures/catalogue";

// The service pages sell and book the seeded catalogue entries (decision 048).
beforeAll(seedCatalogue);

type Student = Awaited<ReturnType<typeof createTestUser>>;
let admin: Awaited<ReturnType<typeof createTestUser>>;

beforeAll(async () => {
  admin = await createTestUser("admin");
});

async function lastMailTo(to: string) {
  const mail = await db.mail.findFirstOrThrow({ where: { to }, orderBy: { id: "desc" }, include: { job: true } });
  const { content, replyTo } = JSON.parse(mail.data) as { content: MailContent; replyTo: string | null };
  return { ...mail, content, replyTo };
}

function calendarOf(content: MailContent) {
  return content.template === "notice" ? (content as NoticeContent).calendar : undefined;
}

describe("student mail", () => {
  let student: Student;
  beforeAll(async () => {
    student = await createTestUser("student");
  });

  test("registration sends the welcome; a reset request queues the reset mail without any token in it", async () => {
    const email = uniqueEmail("welcome");
    const user = await registerStudent({ name: "Mina Rai", email, password: TEST_PASSWORD });
    const welcome = await lastMailTo(email);
    expect(welcome).toMatchObject({ userId: user.id, category: "account", status: "queued", template: "email-verification", subject: "Welcome! Please verify your e-mail address" });
    expect(welcome.job).toMatchObject({ type: "mail", status: "pending" });

    await requestPasswordReset(email);
    const reset = await lastMailTo(email);
    expect(reset).toMatchObject({ category: "account", template: "password-reset" });
    expect(reset.content).toEqual({ template: "password-reset", userId: user.id });
    expect(await db.passwordResetToken.count({ where: { userId: user.id } })).toBe(0);
  });

  test("booking, moving and cancelling a session each mail the student with its invitation", async () => {
    const slot = await createSlot("speaking", { daysAhead: 5 });
    const booking = await bookFor(student, slot);
    const booked = await lastMailTo(student.email);
    expect(booked).toMatchObject({ category: "confirmation", subject: "Your speaking mock test is scheduled" });
    expect(calendarOf(booked.content)).toEqual({ bookingId: booking.id, method: "REQUEST" });

    const later = await createSlot("speaking", { daysAhead: 6 });
    await rescheduleBooking({ studentId: student.id, bookingId: booking.id, slotId: later.id, zone: ZONE });
    expect(calendarOf((await lastMailTo(student.email)).content)).toEqual({ bookingId: booking.id, method: "REQUEST" });
    expect((await db.booking.findUniqueOrThrow({ where: { id: booking.id } })).calendarSequence).toBe(1);

    await cancelBooking({ studentId: student.id, bookingId: booking.id });
    const cancelled = await lastMailTo(student.email);
    expect(cancelled.subject).toBe("Your session was cancelled");
    expect(calendarOf(cancelled.content)).toEqual({ bookingId: booking.id, method: "CANCEL" });
    expect((await db.booking.findUniqueOrThrow({ where: { id: booking.id } })).calendarSequence).toBe(2);
  });

  test("staff approving, assigning, setting the link and rejecting each mail the student", async () => {
    const { booking } = await pendingBooking(student.id, "counseling", BOOKING_DETAILS.counseling as Record<string, string>);
    await approveBooking({ adminId: admin.id, bookingId: booking.id });
    expect(await lastMailTo(student.email)).toMatchObject({ subject: "Session approved", category: "update" });
    await assignBookingStaff({ adminId: admin.id, bookingId: booking.id, staffName: "Sita Gurung" });
    const assigned = await lastMailTo(student.email);
    expect(assigned.subject).toBe("Counselor assigned");
    expect((assigned.content as NoticeContent).details).toContainEqual(["With", "Sita Gurung"]);
    await setBookingMeetingLink({ adminId: admin.id, bookingId: booking.id, meetingLink: "https://meet.example.com/abc" });
    const link = await lastMailTo(student.email);
    expect((link.content as NoticeContent).details).toContainEqual(["Meeting link", "https://meet.example.com/abc"]);
    expect(calendarOf(link.content)).toEqual({ bookingId: booking.id, method: "REQUEST" });

    const { booking: other } = await pendingBooking(student.id, "interview");
    await rejectBooking({ adminId: admin.id, bookingId: other.id });
    expect(calendarOf((await lastMailTo(student.email)).content)).toEqual({ bookingId: other.id, method: "CANCEL" });
  });

  test("SOP, loan and payment changes mail the student", async () => {
    const sop = await createSop(student.id);
    expect((await lastMailTo(student.email)).subject).toBe("We received your SOP application");
    await assignSop({ adminId: admin.id, sopId: sop.id, assigneeId: admin.id });
    expect((await lastMailTo(student.email)).subject).toBe("SOP writer assigned");
    await db.sopApplication.update({ where: { id: sop.id }, data: { status: "in_progress" } });
    await requestSopRevision({ adminId: admin.id, sopId: sop.id, feedback: "Say more about your research." });
    expect((await lastMailTo(student.email)).subject).toBe("SOP needs revision");

    const loan = await createLoan(student.id);
    expect((await lastMailTo(student.email)).subject).toBe("We received your education loan application");
    await requestLoanDocuments({ adminId: admin.id, loanId: loan.id, message: "Your admission letter." });
    const documents = await lastMailTo(student.email);
    expect(documents.subject).toBe("Documents needed");
    expect((documents.content as NoticeContent).details).toContainEqual(["Documents needed", "Your admission letter."]);
    await db.loanApplication.update({ where: { id: loan.id }, data: { status: "processing" } });
    await approveLoan({ adminId: admin.id, loanId: loan.id });
    expect((await lastMailTo(student.email)).subject).toBe("Loan application approved");
    const rejected = await createLoan(student.id);
    await rejectLoan({ adminId: admin.id, loanId: rejected.id });
    expect((await lastMailTo(student.email)).subject).toBe("Loan application rejected");

    const payment = await createPayment(student.id);
    await markPaymentPaid({ adminId: admin.id, paymentId: payment.id });
    const paid = await lastMailTo(student.email);
    expect(paid.subject).toBe("Payment received");
    expect((paid.content as NoticeContent).action?.path).toBe(`/student/payment-histories/${payment.id}`);
    await issueRefund({ adminId: admin.id, paymentId: payment.id, amountCents: payment.amountCents, reason: "Cancelled" });
    expect((await lastMailTo(student.email)).subject).toBe("Refund issued");
  });

  test("a Nepali student's application confirmations are in Nepali, the SOP deadline with its Bikram Sambat date; the office's copy stays English", async () => {
    const nepali = await createTestUser("student", "सीता शर्मा");
    await setPreferredLanguage(nepali.id, "ne");
    const { contactEmail } = await getSettings("general");

    await createSop(nepali.id);
    const sop = await lastMailTo(nepali.email);
    expect(sop.subject).toBe("हामीले तपाईंको SOP आवेदन प्राप्त गरेका छौँ");
    const sopContent = sop.content as NoticeContent;
    expect(sopContent.paragraphs[0]).toContain("हामी २४ घण्टाभित्र तपाईंलाई सम्पर्क गर्नेछौँ");
    expect(sopContent.details).toContainEqual(["प्याकेज", "स्ट्यान्डर्ड"]);
    expect(sopContent.details?.find(([label]) => label === "अन्तिम मिति")?.[1]).toMatch(/^[०-९]{4} \S+ [०-९]+ \(वि\.सं\. [०-९]+ \S+ [०-९]{4}\)$/);
    expect(sopContent.action?.label).toBe("आफ्नो आवेदनको प्रगति हेर्नुहोस्");
    const office = await lastMailTo(contactEmail);
    expect(office.subject).toBe("New SOP application");
    expect((office.content as NoticeContent).details).toContainEqual(["Package", "Standard"]);

    await createLoan(nepali.id);
    const loan = await lastMailTo(nepali.email);
    expect(loan.subject).toBe("हामीले तपाईंको शैक्षिक ऋण आवेदन प्राप्त गरेका छौँ");
    expect((loan.content as NoticeContent).details).toEqual(
      expect.arrayContaining([
        ["ऋण रकम", "US$ ३०,०००"],
        ["धितो", "घरजग्गा (US$ १०,०००)"],
        ["कागजात संलग्न", "छ"],
      ]),
    );
    expect((await lastMailTo(contactEmail)).content).toMatchObject({ details: expect.arrayContaining([["Loan amount", "$30,000"], ["Collateral", "Property ($10,000)"]]) });
  });

  test("a student who turned updates off gets no update mail, but still the in-app notification and confirmations", async () => {
    const quiet = await createTestUser("student");
    await setEmailPreferences(quiet.id, { emailUpdates: false, emailReminders: true });
    const { booking } = await pendingBooking(quiet.id, "demo_class");
    await approveBooking({ adminId: admin.id, bookingId: booking.id });
    expect(await db.mail.count({ where: { to: quiet.email } })).toBe(0);
    expect(await db.notification.count({ where: { userId: quiet.id } })).toBe(1);
    await createSop(quiet.id);
    expect(await db.mail.count({ where: { to: quiet.email } })).toBe(1);
  });
});

describe("staff mail and notifications", () => {
  test("a contact message, an inquiry and an application reach the office (Reply-To the sender) and every admin", async () => {
    const office = (await getSettings("general")).contactEmail;
    const before = await db.notification.count({ where: { userId: admin.id } });

    const sender = uniqueEmail("visitor");
    await createContactMessage({ name: "Visitor", email: sender, subject: "Fees", message: "How much is the premium SOP?" });
    const contact = await lastMailTo(office);
    expect(contact).toMatchObject({ category: "staff", subject: "Contact message: Fees", replyTo: sender });

    const applicant = uniqueEmail("applicant");
    await submitInquiry({ serviceType: "sop", serviceName: "SOP Writing", fullName: "Applicant", email: applicant, phone: "+977 9800000000", country: "Nepal" });
    expect(await lastMailTo(office)).toMatchObject({ subject: "New inquiry: SOP Writing", replyTo: applicant });
    expect(await lastMailTo(applicant)).toMatchObject({ category: "confirmation", subject: "We received your application for SOP Writing" });

    const student = await createTestUser("student");
    await createSop(student.id);
    expect(await lastMailTo(office)).toMatchObject({ subject: "New SOP application", replyTo: student.email });

    const booking = await bookFor(student, await createSlot("speaking", { daysAhead: 8 }));
    expect(await lastMailTo(office)).toMatchObject({ category: "staff", subject: "New speaking mock test", replyTo: student.email });

    const notes = await db.notification.findMany({ where: { userId: admin.id }, orderBy: { id: "asc" }, skip: before });
    expect(notes.map((note) => note.title)).toEqual(["Contact message: Fees", "New inquiry: SOP Writing", "New SOP application", "New speaking mock test"]);
    expect(notes[2].link).toMatch(/^\/admin\/sop-applications\/\d+$/);
    expect(notes[3].link).toBe(`/admin/speaking-mock-applications?search_keyword=${booking.id}`);
  });

  test("with notifications switched off, staff and update mail stop; confirmations and account mail still go", async () => {
    const email = await getSettings("email");
    await saveSettings("email", { ...email, enableNotifications: false }, await staffActorId());
    try {
      const office = (await getSettings("general")).contactEmail;
      const officeBefore = await db.mail.count({ where: { to: office } });
      const student = await createTestUser("student");
      await createSop(student.id);
      expect(await db.mail.count({ where: { to: office } })).toBe(officeBefore);
      expect(await db.mail.count({ where: { to: student.email } })).toBe(1);
      const { booking } = await pendingBooking(student.id, "speaking");
      await approveBooking({ adminId: admin.id, bookingId: booking.id });
      expect(await db.mail.count({ where: { to: student.email } })).toBe(1);
      await requestPasswordReset(student.email);
      expect(await db.mail.count({ where: { to: student.email } })).toBe(2);

      // A booking: the switch stops the office's mail, the student's confirmation still goes, and every admin still
      // gets the notice in the app.
      const adminsNotified = () => db.notification.count({ where: { userId: admin.id, title: "New speaking mock test" } });
      const noticesBefore = await adminsNotified();
      await bookFor(student, await createSlot("speaking", { daysAhead: 9 }));
      expect(await db.mail.count({ where: { to: office } })).toBe(officeBefore);
      expect(await db.mail.count({ where: { to: student.email } })).toBe(3);
      expect(await adminsNotified()).toBe(noticesBefore + 1);
    } finally {
      await saveSettings("email", email, await staffActorId());
    }
  });
});
