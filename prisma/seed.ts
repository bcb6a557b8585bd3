/**
 * Demo data a newcomer can click through. Safe to run again: catalogue rows are upserted by their code, slots are
 * added only where none exists at that time, and the demo student's records are created once.
 */
import { PARTNER_BANKS } from "~/content/services";
import { DEFAULT_GENERAL_SETTINGS } from "~/content/site";
import { addDaysToDay, addMonthsToDay, todayInZone, weekdayOfDay, zonedDateTime } from "~/domain/dates";
import { invoiceNumber } from "~/domain/money";
import { DAILY_SLOT_TIMES, DEFAULT_SEATS, SERVICE_TYPES, SESSION_MINUTES, type ServiceType } from "~/domain/service-types";
import { upsertUser } from "~/models/user.server";
import { db } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";
import { renderTextPdf } from "~/utils/pdf.server";
import { storeBytes } from "~/utils/uploads.server";

export const DEMO_ADMIN = { name: "Admin User", email: "admin@eduglobal.example", password: "Admin12345!" };
export const DEMO_STUDENT = { name: "Sita Sharma", email: "student@eduglobal.example", password: "Student12345!" };

const CATALOGUE = [
  { code: "sop_standard", name: "SOP Writing - Standard", priceCents: 14900, description: "Up to 800 words, 2 revision rounds, delivery within 7 days." },
  { code: "sop_premium", name: "SOP Writing - Premium", priceCents: 24900, description: "Up to 1200 words, unlimited revisions, express delivery in 3-5 days, extra support documents." },
  { code: "interview_prep", name: "Visa & Credibility Interview Preparation", priceCents: 4900, description: "A 45-minute one-to-one mock interview by video with written feedback." },
  { code: "speaking_mock", name: "Speaking Mock Test", priceCents: 0, description: "A 30-minute IELTS-style speaking test plus 15 minutes of feedback. Free." },
  { code: "demo_class", name: "Demo Class", priceCents: 0, description: "A free trial class for IELTS, TOEFL, PTE, GRE, GMAT, SAT, German or French." },
  { code: "free_counseling", name: "Free Counseling", priceCents: 0, description: "A 30-minute session with a counselor on countries, courses and universities." },
  { code: "loan_assistance", name: "Education Loan Assistance", priceCents: 0, description: "Help preparing an education-loan application with our partner banks." },
  { code: "ielts_course", name: "IELTS Preparation Course", priceCents: 19900, description: "Six weeks of live classes, four full mock tests and speaking practice." },
  { code: "pte_course", name: "PTE Preparation Course", priceCents: 17900, description: "Four weeks of live classes with scored practice tests." },
  { code: "toefl_course", name: "TOEFL Preparation Course", priceCents: 19900, description: "Six weeks of live classes covering all four sections." },
  { code: "duolingo_course", name: "Duolingo English Test Preparation", priceCents: 9900, description: "Two weeks of focused practice for the adaptive test." },
];

const SLOT_MONTHS_AHEAD = 2;
const SUNDAY = 0;

async function seedSettings() {
  const value = JSON.stringify(DEFAULT_GENERAL_SETTINGS);
  await db.setting.upsert({ where: { key: "general" }, create: { key: "general", value }, update: {} });
}

async function seedCatalogue() {
  for (const service of CATALOGUE) {
    await db.service.upsert({ where: { code: service.code }, create: service, update: {} });
  }
}

/** Slots at the seven daily times for every session type, Monday to Saturday (the office is closed on Sundays). */
async function seedTimeSlots(zone: string) {
  const today = todayInZone(zone);
  const last = addMonthsToDay(today, SLOT_MONTHS_AHEAD);
  const existing = await db.timeSlot.findMany({
    where: { startTime: { gte: zonedDateTime(today, "00:00", zone) } },
    select: { serviceType: true, startTime: true },
  });
  const taken = new Set(existing.map((slot) => `${slot.serviceType}@${slot.startTime.toISOString()}`));
  const rows = [];
  for (let day = today; day <= last; day = addDaysToDay(day, 1)) {
    if (weekdayOfDay(day) === SUNDAY) continue;
    for (const time of DAILY_SLOT_TIMES) {
      const startTime = zonedDateTime(day, time, zone);
      for (const serviceType of SERVICE_TYPES) {
        if (taken.has(`${serviceType}@${startTime.toISOString()}`)) continue;
        rows.push({
          serviceType,
          startTime,
          endTime: new Date(startTime.getTime() + SESSION_MINUTES[serviceType] * 60_000),
          maxBookings: DEFAULT_SEATS[serviceType],
        });
      }
    }
  }
  if (rows.length) await db.timeSlot.createMany({ data: rows });
  return rows.length;
}

async function takeSeat(serviceType: ServiceType, startTime: Date) {
  const slot = await db.timeSlot.findFirst({ where: { serviceType, startTime: { gte: startTime } }, orderBy: { startTime: "asc" } });
  if (!slot) throw new Error(`No ${serviceType} slot to seed a booking into`);
  await db.timeSlot.update({ where: { id: slot.id }, data: { currentBookings: { increment: 1 } } });
  return slot;
}

async function seedDemoStudentRecords(studentId: number, adminId: number, zone: string) {
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
    if (sop.status === "completed") {
      const pdf = renderTextPdf(
        [
          { text: "Statement of Purpose", size: 18, bold: true },
          { text: `${sop.program}, ${sop.university}`, gapBefore: 6 },
          { text: "Prepared by EduGlobal Consultancy for Sita Sharma.", gapBefore: 12 },
        ],
        "Statement of Purpose",
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
        endTime: new Date(startTime.getTime() + SESSION_MINUTES[plan.type] * 60_000),
        cancelledAt: plan.status === "cancelled" ? daysAgo(1) : null,
        createdAt: daysAgo(14 - index),
        ...plan.extra,
      },
    });
  }

  const loans = [
    { status: "pending", university: "University of Toronto", course: "MSc Computer Science", loanAmount: 30000, collateralValue: 50000, collateralType: "Property", bank: null },
    { status: "processing", university: "University of Melbourne", course: "Master of Data Science", loanAmount: 45000, collateralValue: 60000, collateralType: "Fixed deposit", bank: PARTNER_BANKS[0] },
    { status: "documents_needed", university: "TU Munich", course: "MSc Informatics", loanAmount: 15000, collateralValue: 0, collateralType: "None", bank: null },
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
  const year = new Date().getFullYear();
  const sequenceStart = (await db.payment.count()) + 1;
  for (const [index, payment] of payments.entries()) {
    const service = byCode.get(payment.code)!;
    await db.payment.create({
      data: {
        invoiceNumber: invoiceNumber(year, sequenceStart + index),
        studentId,
        serviceId: service.id,
        serviceName: service.name,
        amountCents: service.priceCents,
        method: payment.method,
        status: payment.status,
        paidAt: payment.status === "paid" || payment.status === "refunded" ? daysAgo(12 - index) : null,
        refundedAt: payment.status === "refunded" ? daysAgo(2) : null,
        createdAt: daysAgo(12 - index),
      },
    });
  }

  await db.notification.createMany({
    data: [
      { userId: studentId, title: "Interview scheduled", body: "Your visa interview preparation has been scheduled.", link: "/student/interview-applications" },
      { userId: studentId, title: "SOP completed", body: "Your statement of purpose is ready to download.", link: "/student/sop-applications" },
    ],
  });
  return true;
}

async function main() {
  const { APP_TIME_ZONE: zone } = getEnv();
  await seedSettings();
  await seedCatalogue();
  const admin = await upsertUser({ ...DEMO_ADMIN, role: "admin" });
  const student = await upsertUser({ ...DEMO_STUDENT, role: "student" });
  await upsertUser({ name: "Rohan Karki", email: "rohan@eduglobal.example", password: "Student12345!", role: "student" });
  const slots = await seedTimeSlots(zone);
  const created = await seedDemoStudentRecords(student.id, admin.id, zone);
  console.log(`Seeded: ${CATALOGUE.length} services, ${slots} new time slots, demo records ${created ? "created" : "already present"}.`);
  console.log(`Log in as ${DEMO_STUDENT.email} / ${DEMO_STUDENT.password} or ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}.`);
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => db.$disconnect());
