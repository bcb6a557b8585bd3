import { PARTNER_BANKS } from "~/domain/booking-options";
import { addDaysToDay, todayInZone, zonedDateTime } from "~/domain/dates";
import { SLOT_MINUTES, type ServiceType } from "~/domain/service-types";
import { createNumberedPayment } from "~/models/payment.server";
import { db } from "~/utils/db.server";
import { renderPdf } from "~/utils/pdf.server";
import { storeBytes } from "~/utils/uploads.server";

async function takeSeat(serviceType: ServiceType, startTime: Date) {
  const slot = await db.timeSlot.findFirst({ where: { serviceType, startTime: { gte: startTime } }, orderBy: { startTime: "asc" } });
  if (!slot) throw new Error(`No ${serviceType} slot to seed a booking into`);
  await db.timeSlot.update({ where: { id: slot.id }, data: { currentBookings: { increment: 1 } } });
  return slot;
}

/**
 * A student's records in every status (SOPs, sessions, loans, payments, notifications, mail): the demo student's in
 * the seed, and any test student's that needs the same spread (the browser crawl of every page).
 */
export async function seedStudentRecords(student: { id: number; name: string; email: string }, adminId: number, zone: string) {
  const studentId = student.id;
  if (await db.sopApplication.count({ where: { studentId } })) return false;

  const now = Date.now();
  const daysAgo = (days: number) => new Date(now - days * 86_400_000);
  const inDays = (days: number) => zonedDateTime(addDaysToDay(todayInZone(zone), days), "10:00", zone);

  const sopStatuses = [
    { status: "pending", university: "University of Toronto", program: "MSc Computer Science", priority: null },
    { status: "in_progress", university: "University of Melbourne", program: "Master of Data Science", priority: "high" },
    { status: "completed", university: "Technical University of Munich", program: "MSc Informatics", priority: "medium" },
    { status: "rejected", university: "University of Auckland", program: "Master of Engineering", priority: "low" },
  ] as const;
  for (const [index, sop] of sopStatuses.entries()) {
    const created = await db.sopApplication.create({
      data: {
        studentId,
        package: index % 2 === 0 ? "standard" : "premium",
        university: sop.university,
        program: sop.program,
        deadline: inDays(45 + index * 10),
        status: sop.status,
        priority: sop.priority,
        assigneeId: sop.status === "pending" ? null : adminId,
        feedback: sop.status === "rejected" ? "Please expand on your research experience and career goals." : null,
        createdAt: daysAgo(20 - index * 4),
      },
    });
    await db.auditLog.create({ data: { entityType: "sop_application", entityId: created.id, action: "submitted", toStatus: "pending", actorId: studentId, createdAt: created.createdAt } });
    if (sop.status !== "pending") {
      await db.auditLog.create({ data: { entityType: "sop_application", entityId: created.id, action: "status_changed", fromStatus: "pending", toStatus: sop.status, actorId: adminId } });
    }
    // The student's drafts, so both SOP pages show versions: the one sent with the order and, for the SOP back in
    // review, a revised draft that answered a revision request with its note.
    const draftPdf = (version: number) =>
      renderPdf({ title: "Draft", author: student.name }, (doc) => doc.font("bold").fontSize(18).text(`Statement of Purpose, draft ${version}`).font("regular").fontSize(11).text(`${sop.program}, ${sop.university}`));
    const firstDraft = await storeBytes(await draftPdf(1), "sop-draft.pdf", "pdf");
    await db.document.create({ data: { ...firstDraft, ownerId: studentId, kind: "sop_draft", sopApplicationId: created.id, createdAt: created.createdAt } });
    if (sop.status === "in_progress") {
      const revised = await storeBytes(await draftPdf(2), "sop-draft-2.pdf", "pdf");
      await db.document.create({
        data: { ...revised, ownerId: studentId, kind: "sop_draft", sopApplicationId: created.id, note: "Expanded the research section and shortened the introduction, as asked." },
      });
    }
    if (sop.status === "completed") {
      const pdf = await renderPdf({ title: "Statement of Purpose", author: student.name }, (doc) =>
        doc
          .font("bold")
          .fontSize(18)
          .text("Statement of Purpose")
          .font("regular")
          .fontSize(11)
          .text(`${sop.program}, ${sop.university}`)
          .moveDown()
          .text(`Prepared by EduGlobal Consultancy for ${student.name}.`),
      );
      const stored = await storeBytes(pdf, "statement-of-purpose.pdf", "pdf");
      await db.document.create({ data: { ...stored, ownerId: studentId, kind: "sop_final", sopApplicationId: created.id } });
    }
  }

  const bookingPlans: Array<{ type: ServiceType; status: string; extra: Record<string, string | null> }> = [
    { type: "interview", status: "scheduled", extra: { interviewType: "visa", university: "University of Toronto", intake: "Fall 2027", staffName: "Ramesh Adhikari" } },
    { type: "interview", status: "pending", extra: { interviewType: "credibility", university: "University of Melbourne", intake: "Feb 2027" } },
    { type: "interview", status: "completed", extra: { interviewType: "visa", university: "TU Munich", intake: "Winter 2026", feedback: "Confident answers; prepare funding evidence.", staffName: "Ramesh Adhikari" } },
    { type: "interview", status: "cancelled", extra: { interviewType: "visa", university: "University of Auckland", intake: "Jul 2027" } },
    { type: "speaking", status: "scheduled", extra: { proficiencyLevel: "B2", meetingLink: "https://meet.example.com/speaking-1", staffName: "Anna Lee" } },
    { type: "speaking", status: "completed", extra: { proficiencyLevel: "B2", score: "7.0", level: "C1", feedback: "Fluent; work on pronunciation of long vowels.", staffName: "Anna Lee" } },
    { type: "demo_class", status: "scheduled", extra: { courseName: "IELTS", meetingLink: "https://meet.example.com/ielts-demo", materialsUrl: "https://example.com/materials/ielts.pdf", staffName: "Prakash Thapa" } },
    { type: "demo_class", status: "pending", extra: { courseName: "German Language" } },
    { type: "counseling", status: "scheduled", extra: { country: "Canada", courseLevel: "Postgraduate", courseName: "Computer Science", meetingLink: "https://meet.example.com/counseling-1", staffName: "Maya Gurung" } },
    { type: "counseling", status: "completed", extra: { country: "Australia", courseLevel: "Postgraduate", notes: "Shortlisted Melbourne, Monash and UNSW. Prepare IELTS by March.", staffName: "Maya Gurung" } },
  ];
  for (const [index, plan] of bookingPlans.entries()) {
    const past = plan.status === "completed";
    let slotId: number | null = null;
    let startTime: Date;
    if (past) {
      startTime = new Date(daysAgo(10 + index).setUTCHours(4, 15, 0, 0));
    } else {
      const slot = plan.status === "cancelled" ? await db.timeSlot.findFirst({ where: { serviceType: plan.type, startTime: { gte: inDays(9) } }, orderBy: { startTime: "asc" } }) : await takeSeat(plan.type, inDays(3 + index));
      slotId = slot?.id ?? null;
      startTime = slot?.startTime ?? inDays(9);
    }
    await db.booking.create({
      data: {
        type: plan.type,
        studentId,
        slotId,
        status: plan.status,
        startTime,
        endTime: new Date(startTime.getTime() + SLOT_MINUTES[plan.type] * 60_000),
        cancelledAt: plan.status === "cancelled" ? daysAgo(1) : null,
        createdAt: daysAgo(14 - index),
        ...plan.extra,
      },
    });
  }

  const loans: Array<{ status: string; university: string; course: string; loanAmount: number; collateralValue: number; collateralType: string; bank: string | null; documentsRequest?: string }> = [
    { status: "pending", university: "University of Toronto", course: "MSc Computer Science", loanAmount: 30000, collateralValue: 50000, collateralType: "Property", bank: null },
    { status: "processing", university: "University of Melbourne", course: "Master of Data Science", loanAmount: 45000, collateralValue: 60000, collateralType: "Fixed deposit", bank: PARTNER_BANKS[0] },
    {
      status: "documents_needed",
      university: "TU Munich",
      course: "MSc Informatics",
      loanAmount: 15000,
      collateralValue: 0,
      collateralType: "None",
      bank: null,
      documentsRequest: "Your admission letter from TU Munich and your last three bank statements.",
    },
    { status: "approved", university: "University of Auckland", course: "Master of Engineering", loanAmount: 25000, collateralValue: 40000, collateralType: "Property", bank: PARTNER_BANKS[2] },
    { status: "rejected", university: "University of Sydney", course: "MBA", loanAmount: 90000, collateralValue: 20000, collateralType: "Vehicle", bank: null },
  ];
  for (const [index, loan] of loans.entries()) {
    await db.loanApplication.create({ data: { studentId, ...loan, preferredBank: PARTNER_BANKS[1], createdAt: daysAgo(30 - index * 5) } });
  }

  const services = await db.service.findMany({ where: { code: { in: ["sop_standard", "sop_premium", "interview_prep", "ielts_course"] } } });
  const byCode = new Map(services.map((service) => [service.code, service]));
  const payments = [
    { status: "paid", code: "sop_standard", method: "card" },
    { status: "pending", code: "sop_premium", method: "bank_transfer" },
    { status: "refunded", code: "interview_prep", method: "paypal" },
    { status: "failed", code: "ielts_course", method: "card" },
  ];
  for (const [index, payment] of payments.entries()) {
    const service = byCode.get(payment.code)!;
    await createNumberedPayment(
      db,
      {
        studentId,
        serviceId: service.id,
        serviceName: service.name,
        amountCents: service.priceCents,
        method: payment.method,
        status: payment.status,
        paidAt: payment.status === "paid" || payment.status === "refunded" ? daysAgo(12 - index) : null,
        refundedAt: payment.status === "refunded" ? daysAgo(2) : null,
        refundedCents: payment.status === "refunded" ? service.priceCents : 0,
        createdAt: daysAgo(12 - index),
        ...(payment.status === "refunded"
          ? { refunds: { create: { amountCents: service.priceCents, reason: "The session was cancelled before it took place.", status: "succeeded", createdAt: daysAgo(2), settledAt: daysAgo(2) } } }
          : {}),
      },
      { id: true },
    );
  }

  await db.notification.createMany({
    data: [
      { userId: studentId, title: "Interview scheduled", body: "Your visa interview preparation has been scheduled.", link: "/student/interview-applications" },
      { userId: studentId, title: "SOP completed", body: "Your statement of purpose is ready to download.", link: "/student/sop-applications" },
    ],
  });

  const failedMail = await seedStudentMail(student, inDays(3), daysAgo);
  const pendingSop = await db.sopApplication.findFirstOrThrow({ where: { studentId, status: "pending" }, select: { id: true } });
  await db.notification.createMany({
    data: [
      { userId: adminId, title: "New SOP application", body: `${student.name} (${student.email}) sent a new application.`, link: `/admin/sop-applications/${pendingSop.id}`, createdAt: daysAgo(2) },
      { userId: adminId, title: "A mail could not be delivered", body: `"${failedMail.subject}" to ${student.email}: ${failedMail.lastError}`, link: `/admin/mail/${failedMail.id}`, createdAt: daysAgo(1) },
    ],
  });
  return true;
}

/** An instant in iCalendar's UTC form (20261201T041500Z). */
const icsTime = (instant: Date) => instant.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");

/**
 * Two mails of the outbox at /admin/mail, written as the worker leaves them: one kept in the local mailbox (no SMTP
 * server) with its text, HTML and calendar parts, and one that failed for good and can be sent again.
 */
async function seedStudentMail(student: { id: number; name: string; email: string }, sessionStart: Date, daysAgo: (days: number) => Date) {
  const data = (heading: string, paragraphs: string[]) =>
    JSON.stringify({ content: { template: "notice", heading, paragraphs }, toName: student.name, replyTo: null });

  const keptAt = daysAgo(3);
  const keptJob = await db.job.create({ data: { type: "mail", payload: "{}", status: "done", attempts: 1, runAt: keptAt, finishedAt: keptAt, createdAt: keptAt } });
  const sessionEnd = new Date(sessionStart.getTime() + SLOT_MINUTES.interview * 60_000);
  const heading = "Your interview preparation session is scheduled";
  const paragraphs = [`Hello ${student.name},`, "Your visa interview preparation session is confirmed. The invitation is attached; add it to your calendar."];
  await db.mail.create({
    data: {
      jobId: keptJob.id,
      template: "notice",
      category: "update",
      to: student.email,
      userId: student.id,
      subject: heading,
      data: data(heading, paragraphs),
      status: "kept",
      delivery: "mailbox",
      text: `${heading}\n\n${paragraphs.join("\n\n")}\n\nSession: Visa interview preparation\nWith: Ramesh Adhikari`,
      html: `<!doctype html><html><body style="font-family:sans-serif"><h1>${heading}</h1>${paragraphs.map((line) => `<p>${line}</p>`).join("")}<p><strong>With:</strong> Ramesh Adhikari</p></body></html>`,
      calendar: [
        "BEGIN:VCALENDAR",
        "VERSION:2.0",
        "PRODID:-//EduGlobal//Sessions//EN",
        "METHOD:REQUEST",
        "BEGIN:VEVENT",
        `UID:demo-session-${student.id}@eduglobal.example`,
        "SEQUENCE:0",
        `DTSTAMP:${icsTime(keptAt)}`,
        `DTSTART:${icsTime(sessionStart)}`,
        `DTEND:${icsTime(sessionEnd)}`,
        "SUMMARY:Visa interview preparation",
        "END:VEVENT",
        "END:VCALENDAR",
      ].join("\r\n"),
      sentAt: keptAt,
      createdAt: keptAt,
    },
  });

  const failedAt = daysAgo(1);
  const error = "connect ECONNREFUSED 127.0.0.1:2525";
  const failedJob = await db.job.create({
    data: { type: "mail", payload: "{}", status: "failed", attempts: 6, maxAttempts: 6, lastError: error, runAt: failedAt, finishedAt: failedAt, createdAt: daysAgo(2) },
  });
  const failedHeading = "Your SOP application was received";
  return db.mail.create({
    data: {
      jobId: failedJob.id,
      template: "notice",
      category: "confirmation",
      to: student.email,
      userId: student.id,
      subject: failedHeading,
      data: data(failedHeading, [`Hello ${student.name},`, "We have your statement of purpose and will start the review shortly."]),
      status: "failed",
      lastError: error,
      createdAt: daysAgo(2),
    },
    select: { id: true, subject: true, lastError: true },
  });
}
