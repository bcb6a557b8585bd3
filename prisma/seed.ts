/**
 * Demo data a newcomer can click through. Safe to run again: catalogue rows are upserted by their code, slots are
 * added only where none exists at that time, and the demo student's records are created once.
 */
import { DEFAULT_CATALOGUE } from "~/content/catalogue";
import { DEFAULT_GENERAL_SETTINGS } from "~/content/site";
import { DEFAULT_SECURITY_SETTINGS } from "~/content/settings-defaults";
import { addDaysToDay, addMonthsToDay, todayInZone, weekdayOfDay, zonedDateTime } from "~/domain/dates";
import { DAILY_SLOT_TIMES, DEFAULT_SEATS, SERVICE_TYPES, SLOT_MINUTES } from "~/domain/service-types";
import { seedStudentCase } from "./demo-case/case";
import { DEMO_COUNSELLOR, seedDemoCounsellor } from "./demo-case/counsellor";
import { seedStudentRecords } from "./demo-records";
import { addDefaultCatalogue } from "~/models/service.server";
import { addStarterArticles, addStarterFaqs, addStarterGallery, addStarterOpenings, addStarterTeam, addStarterTestimonials } from "~/models/starter-content.server";
import { STARTER_ARTICLES } from "./starter-content/articles";
import { STARTER_SITE_COPY } from "./starter-content/site-copy";
import { addStarterSiteCopy } from "~/models/site-copy.server";
import { STARTER_FAQS } from "./starter-content/faqs";
import { STARTER_OPENINGS } from "./starter-content/openings";
import { STARTER_GALLERY } from "./starter-content/gallery";
import { STARTER_TEAM } from "./starter-content/team";
import { STARTER_TESTIMONIALS } from "./starter-content/testimonials";
import { starterLegalDocuments } from "./starter-content/legal";
import { addStarterLegalDocuments, currentTermsVersion, readFormerPolicyTexts } from "~/models/legal-document.server";
import { upsertUser } from "~/models/user.server";
import { db } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";

export const DEMO_ADMIN = { name: "Admin User", email: "admin@eduglobal.example", password: "Admin12345!" };
export const DEMO_STUDENT = { name: "Sita Sharma", email: "student@eduglobal.example", password: "Student12345!" };
/** So the users list shows every role and state: a second admin, and a student whose account staff disabled. */
export const DEMO_SECOND_ADMIN = { name: "Maya Gurung", email: "maya@eduglobal.example", password: "Admin12345!" };
export const DEMO_DISABLED_STUDENT = { name: "Bikash Thapa", email: "bikash@eduglobal.example", password: "Student12345!" };
/** Marketing staff: the content area alone. */
export const DEMO_EDITOR = { name: "Esha Joshi", email: "editor@eduglobal.example", password: "Editor12345!" };

const SLOT_MONTHS_AHEAD = 2;
const SUNDAY = 0;

/**
 * The General settings, and the staff two-factor requirement off, so that the README's demo log-ins open the admin
 * area at once (the settings page and the README say so). Settings an admin saved stay as they are.
 */
async function seedSettings() {
  const value = JSON.stringify(DEFAULT_GENERAL_SETTINGS);
  await db.setting.upsert({ where: { key: "general" }, create: { key: "general", value }, update: {} });
  const security = JSON.stringify({ ...DEFAULT_SECURITY_SETTINGS, requireStaffTwoFactor: false });
  await db.setting.upsert({ where: { key: "security" }, create: { key: "security", value: security }, update: {} });
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
          endTime: new Date(startTime.getTime() + SLOT_MINUTES[serviceType] * 60_000),
          maxBookings: DEFAULT_SEATS[serviceType],
        });
      }
    }
  }
  if (rows.length) await db.timeSlot.createMany({ data: rows });
  return rows.length;
}

/** Two visitors' messages for the admin's inbox, one already answered; written once. */
async function seedContactMessages(adminId: number) {
  if (await db.contactMessage.count()) return;
  await db.contactMessage.create({
    data: {
      name: "Priya Thapa",
      email: "priya.thapa@example.com",
      phone: "+977 980 000 1111",
      subject: "Intakes for Canada",
      message: "Hello, which Canadian universities still take applications for the September intake, and can you help with the SOP?",
    },
  });
  await db.contactMessage.create({
    data: {
      name: "Arjun Shrestha",
      email: "arjun.shrestha@example.com",
      subject: "IELTS demo class",
      message: "Is the IELTS demo class free, and is it online?",
      status: "answered",
      readAt: new Date(),
      replies: { create: { authorId: adminId, body: "Yes, the demo class is free and held online. Book a time from the Demo Class page." } },
    },
  });
}

/** Service inquiries in every status, one assigned to the demo admin, with their history; written once. */
async function seedInquiries(adminId: number, convertedUserId: number) {
  if (await db.inquiry.count()) return;
  const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000);
  const visitor = { country: "Nepal", phone: "+977 981 000 2222" };
  await db.inquiry.create({
    data: { ...visitor, serviceType: "sop_writing", serviceName: "SOP Writing", fullName: "Maya Gurung", email: "maya.gurung@example.com", message: "I need an SOP for a Master's in Data Science in Australia.", createdAt: day(0) },
  });
  const assigned = await db.inquiry.create({
    data: {
      ...visitor,
      serviceType: "loan",
      serviceName: "Education Loan",
      fullName: "Bikash Rai",
      email: "bikash.rai@example.com",
      message: "Which banks lend for a two-year course in Canada without collateral?",
      assigneeId: adminId,
      createdAt: day(1),
    },
  });
  const contacted = await db.inquiry.create({
    data: { ...visitor, serviceType: "counseling", serviceName: "Free Counseling", fullName: "Anita Lama", email: "anita.lama@example.com", status: "contacted", notes: "Called on the phone; she will book a session next week.", createdAt: day(3) },
  });
  const closed = await db.inquiry.create({
    data: { ...visitor, serviceType: "demo_class", serviceName: "Demo Class", fullName: "Suman Karki", email: "suman.karki@example.com", status: "closed", notes: "Found a class near home.", createdAt: day(9) },
  });
  const converted = await db.inquiry.create({
    data: { ...visitor, serviceType: "interview", serviceName: "Interview Preparation", fullName: "Rohan Karki", email: "rohan@eduglobal.example", status: "converted", userId: convertedUserId, createdAt: day(14) },
  });
  await db.auditLog.createMany({
    data: [
      { entityType: "inquiry", entityId: assigned.id, actorId: adminId, action: "assigned", detail: "Admin User", changes: JSON.stringify({ assignee: [null, "Admin User"] }) },
      { entityType: "inquiry", entityId: contacted.id, actorId: adminId, action: "contact", fromStatus: "new", toStatus: "contacted" },
      { entityType: "inquiry", entityId: closed.id, actorId: adminId, action: "close", fromStatus: "new", toStatus: "closed" },
      { entityType: "inquiry", entityId: converted.id, actorId: adminId, action: "convert", fromStatus: "contacted", toStatus: "converted", detail: "rohan@eduglobal.example" },
    ],
  });
}

async function main() {
  const { APP_TIME_ZONE: zone } = getEnv();
  await seedSettings();
  await addDefaultCatalogue();
  await addStarterSiteCopy(STARTER_SITE_COPY);
  await addStarterArticles(STARTER_ARTICLES, zone);
  await addStarterFaqs(STARTER_FAQS);
  await addStarterOpenings(STARTER_OPENINGS);
  await addStarterGallery(STARTER_GALLERY);
  await addStarterTeam(STARTER_TEAM);
  await addStarterTestimonials(STARTER_TESTIMONIALS);
  await addStarterLegalDocuments(starterLegalDocuments(await readFormerPolicyTexts()), zone);
  const admin = await upsertUser({ ...DEMO_ADMIN, role: "admin" });
  const student = await upsertUser({ ...DEMO_STUDENT, role: "student" });
  const rohan = await upsertUser({ name: "Rohan Karki", email: "rohan@eduglobal.example", password: "Student12345!", role: "student" });
  await upsertUser({ ...DEMO_SECOND_ADMIN, role: "admin" });
  await upsertUser({ ...DEMO_EDITOR, role: "editor" });
  const disabled = await upsertUser({ ...DEMO_DISABLED_STUDENT, role: "student" });
  await db.user.updateMany({ where: { id: disabled.id, disabledAt: null }, data: { disabledAt: new Date() } });
  // the demo students registered under the terms in force, as registration records for a real one
  await db.user.updateMany({ where: { id: { in: [student.id, rohan.id, disabled.id] }, acceptedTermsVersion: null }, data: { acceptedTermsVersion: await currentTermsVersion() } });
  const slots = await seedTimeSlots(zone);
  await seedContactMessages(admin.id);
  await seedInquiries(admin.id, rohan.id);
  const created = await seedStudentRecords(student, admin.id, zone);
  const counsellor = await seedDemoCounsellor();
  await seedStudentCase(student.id, counsellor.id);
  console.log(`Seeded: ${DEFAULT_CATALOGUE.length} services, ${slots} new time slots, demo records ${created ? "created" : "already present"}.`);
  console.log(
    `Log in as ${DEMO_STUDENT.email} / ${DEMO_STUDENT.password}, ${DEMO_COUNSELLOR.email} / ${DEMO_COUNSELLOR.password} or ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}.`,
  );
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => db.$disconnect());
