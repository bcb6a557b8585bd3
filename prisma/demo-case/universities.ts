import { addUniversityApplication, countStudentApplications, moveApplicationStage } from "~/models/university-application.server";
import { db } from "~/utils/db.server";

const DAY_MS = 86_400_000;

/**
 * Spreads a seeded application's timeline over the past weeks, as a real case would have it: the moves are made now
 * through the model, one after the other, and would otherwise all show the same minute.
 */
async function spreadTimeline(applicationId: number, now: Date, daysBetween: number) {
  const events = await db.universityApplicationEvent.findMany({ where: { applicationId }, orderBy: { id: "asc" }, select: { id: true } });
  for (const [index, event] of events.entries()) {
    const createdAt = new Date(now.getTime() - (events.length - index) * daysBetween * DAY_MS);
    await db.universityApplicationEvent.update({ where: { id: event.id }, data: { createdAt } });
    if (index === 0) await db.universityApplication.update({ where: { id: applicationId }, data: { createdAt } });
  }
}

/** The demo student's university applications: each added and moved through the model, so each has its timeline. */
const DEMO_APPLICATIONS = [
  {
    fields: { university: "University of Manchester", country: "United Kingdom", program: "MSc Data Science", level: "Postgraduate", portalUrl: "https://apply.manchester.example/portal", applicationNumber: "UOM-2451781" },
    moves: [
      { stage: "preparing", note: "Transcripts and IELTS report collected." },
      { stage: "submitted", note: "Submitted through the university's portal." },
      { stage: "conditional_offer", note: "Condition: IELTS 6.5 overall with no band below 6.0." },
    ],
  },
  {
    fields: { university: "University of British Columbia", country: "Canada", program: "Master of Engineering", level: "Postgraduate", applicationNumber: null, portalUrl: null },
    moves: [
      { stage: "preparing", note: null },
      { stage: "submitted", note: "Application fee paid; decision expected in six to eight weeks." },
    ],
  },
  {
    fields: { university: "University of Melbourne", country: "Australia", program: "Master of Information Technology", level: "Postgraduate", applicationNumber: "UOM-AU-88213", portalUrl: null },
    moves: [
      { stage: "preparing", note: null },
      { stage: "submitted", note: null },
      { stage: "unconditional_offer", note: "Full offer received." },
      { stage: "offer_accepted", note: null },
      { stage: "deposit_paid", note: "Tuition deposit receipt uploaded." },
      { stage: "confirmation_issued", note: "CoE issued." },
      { stage: "visa_lodged", note: "Subclass 500 visa lodged; biometrics done." },
    ],
  },
] as const;

/**
 * Three applications at different stages (United Kingdom at a conditional offer, Canada submitted, Australia with the
 * visa lodged), their intakes in the coming year. Running it again for a student who has applications adds nothing.
 */
export async function seedDemoUniversityApplications(studentId: number, staffId: number) {
  if ((await countStudentApplications(studentId)) > 0) return false;
  const now = new Date();
  const nextYear = now.getUTCFullYear() + 1;
  const intakes = [
    { intakeMonth: 9, intakeYear: nextYear },
    { intakeMonth: 9, intakeYear: nextYear },
    { intakeMonth: 2, intakeYear: nextYear },
  ];
  for (const [index, application] of DEMO_APPLICATIONS.entries()) {
    const { id } = await addUniversityApplication({ actorId: staffId, studentId, fields: { ...application.fields, ...intakes[index] } });
    for (const move of application.moves) await moveApplicationStage({ actorId: staffId, applicationId: id, stage: move.stage, note: move.note });
    await spreadTimeline(id, now, 9 - index * 2);
  }
  return true;
}
