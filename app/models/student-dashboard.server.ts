import { bookingTitle, type BookingDescription } from "~/domain/booking";
import { nextStepText, stageLabel } from "~/domain/university-application";
import { SERVICE_TYPE_LABELS } from "~/domain/service-types";
import { db, rowDate } from "~/utils/db.server";
import { lookup } from "~/domain/lookup";

export type RecentApplication = {
  key: string;
  kind: string;
  title: string;
  status: string;
  statusContext?: "student-sop";
  createdAt: Date;
  href: string;
};

/** The dashboard's testimonial card: none before the invitation, an invitation to write, or a link to the one written. */
type TestimonialCardState = "none" | "invited" | "written";

type SummaryRow = {
  totalApplications: number | bigint;
  upcomingSessions: number | bigint;
  completed: number | bigint;
  unreadMessages: number | bigint;
  counsellorName: string | null;
  testimonial: TestimonialCardState | null;
};

/**
 * The dashboard's three counts: every application and session, the sessions not over yet (the ones its list of
 * upcoming sessions shows, one in progress included), and the finished ones; with the case's unread staff messages,
 * the student's counsellor and the testimonial card's state. One statement reads each table once
 * through its studentId index; as Prisma queries (three counts by status and the upcoming count) they were four of
 * the dashboard's eleven statements. The quoted names are Prisma's own, the same on SQLite and PostgreSQL, where
 * counts come back as bigint.
 */
export async function getStudentSummary(studentId: number, now = new Date()) {
  const [row] = await db.$queryRaw<SummaryRow[]>`
    SELECT sops.total + loans.total + bookings.total AS "totalApplications",
           bookings.upcoming AS "upcomingSessions",
           sops.done + loans.done + bookings.done AS "completed",
           (SELECT COUNT(*) FROM "ConversationMessage" AS m JOIN "Conversation" AS c ON c."id" = m."conversationId"
            WHERE c."studentId" = ${studentId} AND m."authorSide" = 'staff'
              AND (c."studentReadAt" IS NULL OR m."createdAt" > c."studentReadAt")) AS "unreadMessages",
           (SELECT counsellor."name" FROM "User" AS student JOIN "User" AS counsellor ON counsellor."id" = student."counsellorId"
            WHERE student."id" = ${studentId}) AS "counsellorName",
           (SELECT CASE WHEN student."testimonialInvitedAt" IS NULL THEN 'none'
                        WHEN EXISTS (SELECT 1 FROM "Testimonial" AS t WHERE t."studentId" = student."id") THEN 'written'
                        ELSE 'invited' END
            FROM "User" AS student WHERE student."id" = ${studentId}) AS "testimonial"
    FROM (SELECT COUNT(*) AS total, COUNT(CASE WHEN "status" = 'completed' THEN 1 END) AS done
          FROM "SopApplication" WHERE "studentId" = ${studentId}) AS sops
    CROSS JOIN (SELECT COUNT(*) AS total, COUNT(CASE WHEN "status" = 'approved' THEN 1 END) AS done
          FROM "LoanApplication" WHERE "studentId" = ${studentId}) AS loans
    CROSS JOIN (SELECT COUNT(*) AS total, COUNT(CASE WHEN "status" = 'completed' THEN 1 END) AS done,
                COUNT(CASE WHEN "status" IN ('pending', 'scheduled') AND "endTime" > ${now} THEN 1 END) AS upcoming
          FROM "Booking" WHERE "studentId" = ${studentId}) AS bookings`;
  return {
    totalApplications: Number(row.totalApplications),
    upcomingSessions: Number(row.upcomingSessions),
    completed: Number(row.completed),
    unreadMessages: Number(row.unreadMessages),
    counsellorName: row.counsellorName,
    testimonial: row.testimonial ?? "none",
  };
}

type RecentRow = {
  kind: "sop" | "loan" | "booking";
  id: number;
  status: string;
  createdAt: Date;
  university: string | null;
  program: string | null;
  type: string | null;
  interviewType: string | null;
  proficiencyLevel: string | null;
  courseName: string | null;
  country: string | null;
};

/** How the list names the kinds of application and a session: the dashboard passes its reader's words. */
export type RecentApplicationLabels = {
  sop: string;
  loan: string;
  bookingKindIn(type: string): string;
  bookingTitleIn(booking: BookingDescription): string;
};

const ENGLISH_LABELS: RecentApplicationLabels = {
  sop: "SOP Writing",
  loan: "Loan Assistance",
  bookingKindIn: (type) => lookup(SERVICE_TYPE_LABELS, type) ?? type,
  bookingTitleIn: bookingTitle,
};

/**
 * The latest applications of every kind, newest first, in one statement: each kind's latest `take` through its
 * studentId index, then the newest `take` of those (three Prisma queries before, three of the dashboard's statements).
 */
export async function listRecentApplications(studentId: number, take = 5, labels = ENGLISH_LABELS): Promise<RecentApplication[]> {
  const rows = await db.$queryRaw<RecentRow[]>`
    SELECT * FROM (
      SELECT 'sop' AS "kind", "id", "status", "createdAt", "university", "program", NULL AS "type",
             NULL AS "interviewType", NULL AS "proficiencyLevel", NULL AS "courseName", NULL AS "country"
      FROM "SopApplication" WHERE "studentId" = ${studentId} ORDER BY "createdAt" DESC LIMIT ${take}) AS sops
    UNION ALL
    SELECT * FROM (
      SELECT 'loan', "id", "status", "createdAt", "university", NULL, NULL, NULL, NULL, NULL, NULL
      FROM "LoanApplication" WHERE "studentId" = ${studentId} ORDER BY "createdAt" DESC LIMIT ${take}) AS loans
    UNION ALL
    SELECT * FROM (
      SELECT 'booking', "id", "status", "createdAt", NULL, NULL, "type", "interviewType", "proficiencyLevel",
             "courseName", "country"
      FROM "Booking" WHERE "studentId" = ${studentId} ORDER BY "createdAt" DESC LIMIT ${take}) AS bookings
    ORDER BY "createdAt" DESC, "id" DESC
    LIMIT ${take}`;
  return rows.map((row) => ({ ...describeRecent(row, labels), status: row.status, createdAt: row.createdAt }));
}

function describeRecent(row: RecentRow, labels: RecentApplicationLabels): Pick<RecentApplication, "key" | "kind" | "title" | "href" | "statusContext"> {
  switch (row.kind) {
    case "sop":
      return {
        key: `sop-${row.id}`,
        kind: labels.sop,
        title: `${row.program}, ${row.university}`,
        statusContext: "student-sop",
        href: `/student/sop-applications/${row.id}`,
      };
    case "loan":
      return { key: `loan-${row.id}`, kind: labels.loan, title: row.university ?? "", href: "/student/loan-applications" };
    case "booking": {
      const type = row.type ?? "";
      return {
        key: `booking-${row.id}`,
        kind: labels.bookingKindIn(type),
        title: labels.bookingTitleIn({ ...row, type }),
        href: `/student/bookings/${row.id}`,
      };
    }
  }
}

type CaseRow = {
  kind: "booking" | "step" | "document";
  id: number | bigint;
  status: string;
  name: string | null;
  country: string | null;
  reason: string | null;
  at: Date | string | null;
  endTime: Date | string | null;
  type: string | null;
  staffName: string | null;
  meetingLink: string | null;
  courseName: string | null;
  interviewType: string | null;
  proficiencyLevel: string | null;
};

/**
 * The student's case on the dashboard, in one statement (three Prisma queries before): the pending and scheduled
 * bookings that have not ended (one in progress keeps its Join), soonest first, `upcoming` of them; each open
 * university application (not rejected, refused or withdrawn) with its next step, by intake; and the documents to
 * send (requested or rejected), the earliest due first, those without a due day last. Each branch numbers its rows
 * in its own order, and the union is read back in it. Every NULL of a branch has its column's type, since
 * PostgreSQL types a union's columns from its branches.
 */
export async function readStudentCase(studentId: number, { upcoming, now = new Date() }: { upcoming: number; now?: Date }) {
  const rows = await db.$queryRaw<CaseRow[]>`
    SELECT * FROM (
      SELECT 'booking' AS "kind", ROW_NUMBER() OVER (ORDER BY b."startTime", b."id") AS "pos", b."id" AS "id",
             b."status" AS "status", CAST(NULL AS TEXT) AS "name", b."country" AS "country", CAST(NULL AS TEXT) AS "reason",
             b."startTime" AS "at", b."endTime" AS "endTime", b."type" AS "type", b."staffName" AS "staffName",
             b."meetingLink" AS "meetingLink", b."courseName" AS "courseName", b."interviewType" AS "interviewType",
             b."proficiencyLevel" AS "proficiencyLevel"
      FROM "Booking" AS b
      WHERE b."studentId" = ${studentId} AND b."status" IN ('pending', 'scheduled') AND b."endTime" > ${now}
      ORDER BY b."startTime", b."id"
      LIMIT ${upcoming}) AS bookings
    UNION ALL
    SELECT 'step', ROW_NUMBER() OVER (ORDER BY a."intakeYear", a."intakeMonth", a."id"), a."id", a."stage", a."university",
           a."country", CAST(NULL AS TEXT), CAST(NULL AS TIMESTAMP(3)), CAST(NULL AS TIMESTAMP(3)), CAST(NULL AS TEXT),
           CAST(NULL AS TEXT), CAST(NULL AS TEXT), CAST(NULL AS TEXT), CAST(NULL AS TEXT), CAST(NULL AS TEXT)
    FROM "UniversityApplication" AS a
    WHERE a."studentId" = ${studentId} AND a."stage" NOT IN ('rejected', 'visa_refused', 'withdrawn')
    UNION ALL
    SELECT 'document', ROW_NUMBER() OVER (ORDER BY i."dueDate" ASC NULLS LAST, i."id"), i."id", i."status", i."name",
           CAST(NULL AS TEXT), i."reason", i."dueDate", CAST(NULL AS TIMESTAMP(3)), CAST(NULL AS TEXT), CAST(NULL AS TEXT),
           CAST(NULL AS TEXT), CAST(NULL AS TEXT), CAST(NULL AS TEXT), CAST(NULL AS TEXT)
    FROM "ChecklistItem" AS i
    WHERE i."studentId" = ${studentId} AND i."status" IN ('requested', 'rejected')
    ORDER BY "kind", "pos"`;
  const of = (kind: CaseRow["kind"]) => rows.filter((row) => row.kind === kind);
  return {
    upcoming: of("booking").map((row) => ({
      id: Number(row.id),
      type: row.type ?? "",
      status: row.status,
      startTime: rowDate(row.at)!,
      endTime: rowDate(row.endTime)!,
      staffName: row.staffName,
      meetingLink: row.meetingLink,
      courseName: row.courseName,
      interviewType: row.interviewType,
      proficiencyLevel: row.proficiencyLevel,
      country: row.country,
    })),
    nextSteps: of("step").map((row) => {
      const country = row.country ?? "";
      return { id: Number(row.id), university: row.name ?? "", country, stage: row.status, stageLabel: stageLabel(row.status, country), nextStep: nextStepText(row.status, country) };
    }),
    toSend: of("document").map((row) => ({ id: Number(row.id), name: row.name ?? "", status: row.status, reason: row.reason, dueDate: rowDate(row.at) })),
  };
}
