import type { CsvColumn } from "~/domain/csv";
import { formatDay, type Day } from "~/domain/dates";
import { counsellorFilterFor } from "~/domain/student-case";
import {
  APPLICATION_STAGES,
  checkStageMove,
  formatIntake,
  intakeKey,
  isEndStage,
  nextStepTextOf,
  parseIntakeKey,
  stageLabel,
  stageLabelText,
  translateApplicationText,
  type ApplicationFilters,
  type ApplicationListQuery,
  type ApplicationStage,
} from "~/domain/university-application";
import { intakeIn } from "~/i18n/format";
import { containsText, db, type Prisma, type Tx } from "~/utils/db.server";
import { ActionNotAllowedError, AdminRecordNotFoundError, noticeStudent, studentSelect } from "./admin-change.server";
import { recordAudit } from "./audit-log.server";
import { inBatches, paginate } from "./paginate.server";
import { notifyStaff } from "./staff-notification.server";
import { studentsOf } from "./student-case.server";
import { inviteToWriteTestimonial } from "./testimonial-invitation.server";
import { hasKey } from "~/domain/lookup";

export const UNIVERSITY_APPLICATION_ENTITY = "university_application";
const STUDENT_PATH = "/student/universities";

/** A move the transition rule refuses (from an end, to the same stage, to an unknown stage): nothing changed. */
export class StageMoveNotAllowedError extends ActionNotAllowedError {}

/** No such application, or (for a student) not theirs. */
export class UniversityApplicationNotFoundError extends AdminRecordNotFoundError {
  constructor() {
    super("That university application does not exist.");
  }
}

export type ApplicationFields = {
  university: string;
  country: string;
  program: string;
  level: string;
  intakeMonth: number;
  intakeYear: number;
  applicationNumber?: string | null;
  portalUrl?: string | null;
  /** "yyyy-MM-dd" */
  deadline?: Day | null;
};

function fieldData(fields: ApplicationFields) {
  return {
    university: fields.university,
    country: fields.country,
    program: fields.program,
    level: fields.level,
    intakeMonth: fields.intakeMonth,
    intakeYear: fields.intakeYear,
    applicationNumber: fields.applicationNumber || null,
    portalUrl: fields.portalUrl || null,
    // a deadline is a calendar day: kept at noon UTC so that no zone moves it to another day
    deadline: fields.deadline ? new Date(`${fields.deadline}T12:00:00Z`) : null,
  };
}

function describe(application: { university: string; program: string; intakeMonth: number; intakeYear: number }) {
  return `${application.program} at ${application.university}, ${formatIntake(application.intakeMonth, application.intakeYear)}`;
}

async function requireStudentAccount(tx: Tx, studentId: number) {
  const student = await tx.user.findUnique({ where: { id: studentId }, select: { id: true, role: true, name: true, counsellorId: true } });
  if (!student || student.role !== "student") throw new UniversityApplicationNotFoundError();
  return student;
}

/** Staff add an application to a student's case: it starts shortlisted, on the timeline, and the student is told. */
export async function addUniversityApplication({ actorId, studentId, fields }: { actorId: number; studentId: number; fields: ApplicationFields }) {
  return db.$transaction(async (tx) => {
    await requireStudentAccount(tx, studentId);
    const application = await tx.universityApplication.create({
      data: { ...fieldData(fields), studentId, stage: "shortlisted", addedById: actorId, addedBySide: "staff" },
      select: { id: true, stage: true },
    });
    await tx.universityApplicationEvent.create({ data: { applicationId: application.id, actorId, fromStage: null, toStage: "shortlisted" } });
    await recordAudit(tx, { entityType: UNIVERSITY_APPLICATION_ENTITY, entityId: application.id, actorId, action: "added", toStatus: "shortlisted", detail: describe(fields) });
    await noticeStudent(tx, {
      userId: studentId,
      link: STUDENT_PATH,
      write: ({ t, locale }) => ({
        title: t("server.{university} added to your universities", { university: fields.university }),
        body: t("server.Your counsellor added {program} at {university}, {intake} to your university applications.", {
          program: fields.program,
          university: fields.university,
          intake: intakeIn(locale, fields.intakeMonth, fields.intakeYear),
        }),
      }),
    });
    return application;
  });
}

/**
 * A student adds a university to their own shortlist, for their counsellor to review: the counsellor (or, with none
 * assigned, every admin) is told in the app.
 */
export async function addToShortlist({ studentId, fields }: { studentId: number; fields: ApplicationFields }) {
  return db.$transaction(async (tx) => {
    const student = await requireStudentAccount(tx, studentId);
    const application = await tx.universityApplication.create({
      data: { ...fieldData(fields), studentId, stage: "shortlisted", addedById: studentId, addedBySide: "student" },
      select: { id: true, stage: true },
    });
    await tx.universityApplicationEvent.create({ data: { applicationId: application.id, actorId: studentId, fromStage: null, toStage: "shortlisted" } });
    await recordAudit(tx, { entityType: UNIVERSITY_APPLICATION_ENTITY, entityId: application.id, actorId: studentId, action: "shortlisted", toStatus: "shortlisted", detail: describe(fields) });
    await tellStaff(tx, student, {
      title: `${student.name} shortlisted ${fields.university}`,
      body: `${student.name} added ${describe(fields)} to their shortlist for review.`,
      link: `/admin/students/${studentId}/applications`,
    });
    return application;
  });
}

/** News for the staff about one student: their counsellor, or every admin when they have none. */
async function tellStaff(tx: Tx, student: { counsellorId: number | null }, notice: { title: string; body: string; link: string }) {
  if (student.counsellorId) await tx.notification.create({ data: { userId: student.counsellorId, ...notice } });
  else await notifyStaff(notice, { client: tx, reach: "admins" });
}

/**
 * Moves an application to another stage. The stage the rule was checked against is repeated in the update's WHERE,
 * so of two moves decided on the same stage only the first applies; the second is refused and writes nothing.
 * Every move leaves a timeline event, an audit row, and the student's notification and mail; the first move to visa
 * granted or enrolled also asks the student for a testimonial.
 */
export async function moveApplicationStage({
  actorId,
  applicationId,
  stage,
  note,
  studentId,
}: {
  actorId: number;
  applicationId: number;
  stage: string;
  note?: string | null;
  /** The case the move was made from: another student's application is not found there. */
  studentId?: number;
}) {
  return db.$transaction(async (tx) => {
    const application = await tx.universityApplication.findUnique({
      where: { id: applicationId },
      select: { id: true, stage: true, studentId: true, university: true, country: true, program: true, intakeMonth: true, intakeYear: true },
    });
    if (!application || (studentId !== undefined && application.studentId !== studentId)) throw new UniversityApplicationNotFoundError();
    const check = checkStageMove(application.stage, stage, application.country);
    if (!check.ok) throw new StageMoveNotAllowedError(check.message);
    const to = stage as ApplicationStage;
    const moved = await tx.universityApplication.updateMany({ where: { id: application.id, stage: application.stage }, data: { stage: to } });
    if (moved.count !== 1) throw new StageMoveNotAllowedError("Someone else moved this application a moment ago. Reload the page to see its stage.");
    const cleanNote = note?.trim() || null;
    await tx.universityApplicationEvent.create({ data: { applicationId: application.id, actorId, fromStage: application.stage, toStage: to, note: cleanNote } });
    await recordAudit(tx, {
      entityType: UNIVERSITY_APPLICATION_ENTITY,
      entityId: application.id,
      actorId,
      action: "stage_moved",
      fromStatus: application.stage,
      toStatus: to,
      detail: cleanNote,
    });
    await noticeStudent(tx, {
      userId: application.studentId,
      link: STUDENT_PATH,
      write: ({ t, locale }) => {
        const stage = translateApplicationText(t, stageLabelText(to, application.country));
        const { university, program } = application;
        return {
          title: t("server.{university}: {stage}", { university, stage }),
          body: t('server.Your application for {program} at {university}, {intake} is now at "{stage}". {nextStep}', {
            program,
            university,
            intake: intakeIn(locale, application.intakeMonth, application.intakeYear),
            stage,
            nextStep: translateApplicationText(t, nextStepTextOf(to, application.country)),
          }),
          details: [
            [t("server.University"), university],
            [t("server.Program"), program],
            [t("server.Stage"), stage],
            ...(cleanNote ? [[t("server.Note"), cleanNote] as [string, string]] : []),
          ],
        };
      },
    });
    await inviteToWriteTestimonial(tx, { studentId: application.studentId, stage: to, university: application.university, country: application.country });
    return { id: application.id, from: application.stage, stage: to };
  });
}

/**
 * The student withdraws one of their own applications (after confirming), from any stage that is not an end; kept on
 * the timeline like a move, and their counsellor is told.
 */
export async function withdrawApplication({ studentId, applicationId }: { studentId: number; applicationId: number }) {
  return db.$transaction(async (tx) => {
    const application = await tx.universityApplication.findUnique({
      where: { id: applicationId },
      select: { id: true, stage: true, studentId: true, university: true, program: true, intakeMonth: true, intakeYear: true },
    });
    if (!application || application.studentId !== studentId) throw new UniversityApplicationNotFoundError();
    const check = checkStageMove(application.stage, "withdrawn");
    if (!check.ok) throw new StageMoveNotAllowedError(check.message);
    const moved = await tx.universityApplication.updateMany({ where: { id: application.id, stage: application.stage }, data: { stage: "withdrawn" } });
    if (moved.count !== 1) throw new StageMoveNotAllowedError("This application changed a moment ago. Reload the page to see its stage.");
    await tx.universityApplicationEvent.create({ data: { applicationId: application.id, actorId: studentId, fromStage: application.stage, toStage: "withdrawn", note: "Withdrawn by the student." } });
    await recordAudit(tx, { entityType: UNIVERSITY_APPLICATION_ENTITY, entityId: application.id, actorId: studentId, action: "withdrawn", fromStatus: application.stage, toStatus: "withdrawn" });
    const student = await requireStudentAccount(tx, studentId);
    await tellStaff(tx, student, {
      title: `${student.name} withdrew ${application.university}`,
      body: `${student.name} withdrew their application for ${describe(application)}.`,
      link: `/admin/students/${studentId}/applications`,
    });
    return { id: application.id, from: application.stage, stage: "withdrawn" as const };
  });
}

const timelineSelect = {
  orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  select: { id: true, fromStage: true, toStage: true, note: true, createdAt: true, actor: { select: { name: true, role: true } } },
} satisfies Prisma.UniversityApplication$eventsArgs;

/** What every view of an application shows of it; the student's page adds the timeline, the staff's the student. */
const applicationFields = {
  id: true,
  university: true,
  country: true,
  program: true,
  level: true,
  intakeMonth: true,
  intakeYear: true,
  applicationNumber: true,
  portalUrl: true,
  deadline: true,
  stage: true,
  addedBySide: true,
  createdAt: true,
  updatedAt: true,
} satisfies Prisma.UniversityApplicationSelect;

const applicationSelect = { ...applicationFields, studentId: true, events: timelineSelect } satisfies Prisma.UniversityApplicationSelect;

/** A student's applications, each with its timeline: open ones first, then by intake. */
export async function listStudentApplications(studentId: number) {
  const rows = await db.universityApplication.findMany({
    where: { studentId },
    orderBy: [{ intakeYear: "asc" }, { intakeMonth: "asc" }, { id: "asc" }],
    select: applicationSelect,
  });
  return [...rows.filter((row) => !isEndStage(row.stage)), ...rows.filter((row) => isEndStage(row.stage))];
}

export type StudentApplication = Awaited<ReturnType<typeof listStudentApplications>>[number];

export function countStudentApplications(studentId: number) {
  return db.universityApplication.count({ where: { studentId } });
}

/** One of the student's own applications; null for anyone else's id. */
export function getStudentApplication(studentId: number, applicationId: number) {
  return db.universityApplication.findFirst({ where: { id: applicationId, studentId }, select: applicationSelect });
}

export type StaffViewer = { id: number; role: string };

function listWhere(query: { search: string | null; filters: ApplicationFilters }, viewer: StaffViewer, { withStage = true } = {}): Prisma.UniversityApplicationWhereInput {
  const { filters, search } = query;
  const scope = studentsOf(counsellorFilterFor(filters.counsellor, viewer), viewer.id);
  const intake = filters.intake ? parseIntakeKey(filters.intake) : null;
  return {
    AND: [
      ...(withStage && filters.stage ? [{ stage: filters.stage }] : []),
      ...(filters.country ? [{ country: filters.country }] : []),
      ...(intake ? [{ intakeYear: intake.year, intakeMonth: intake.month }] : []),
      { student: scope },
      ...(search
        ? [
            {
              OR: [
                { university: containsText(search) },
                { program: containsText(search) },
                { student: { OR: [{ name: containsText(search) }, { email: containsText(search) }] } },
              ],
            },
          ]
        : []),
    ],
  };
}

const rowSelect = {
  ...applicationFields,
  student: { select: { ...studentSelect, counsellor: { select: { id: true, name: true } } } },
} satisfies Prisma.UniversityApplicationSelect;

type ApplicationRow = Prisma.UniversityApplicationGetPayload<{ select: typeof rowSelect }>;

const listOrder = (direction: "asc" | "desc") => [{ updatedAt: direction }, { id: direction }];

/** One page of the staff's list: searched, filtered, most recently changed first; with the counts per stage. */
export async function listStaffApplications(query: ApplicationListQuery, viewer: StaffViewer) {
  const where = listWhere(query, viewer);
  const [page, counts] = await Promise.all([
    paginate(query, {
      count: () => db.universityApplication.count({ where }),
      findMany: (offset) => db.universityApplication.findMany({ where, orderBy: listOrder(query.sortDirection), select: rowSelect, ...offset }),
    }),
    countByStage(listWhere(query, viewer, { withStage: false })),
  ]);
  return { ...page, counts };
}

async function countByStage(where: Prisma.UniversityApplicationWhereInput) {
  const groups = await db.universityApplication.groupBy({ by: ["stage"], where, _count: { _all: true } });
  const counts = Object.fromEntries(APPLICATION_STAGES.map((stage) => [stage, 0])) as Record<ApplicationStage, number>;
  for (const group of groups) if (hasKey(counts, group.stage)) counts[group.stage] = group._count._all;
  return counts;
}

/** How many cards a board column shows; the list view pages through the rest. */
export const BOARD_COLUMN_LIMIT = 50;

/** The board: per stage, its most recently changed applications (up to BOARD_COLUMN_LIMIT) and how many there are. */
export async function boardApplications(query: Pick<ApplicationListQuery, "search" | "filters">, viewer: StaffViewer) {
  const where = listWhere(query, viewer, { withStage: false });
  const stages = query.filters.stage ? [query.filters.stage] : APPLICATION_STAGES;
  const [columns, counts] = await Promise.all([
    Promise.all(
      stages.map(async (stage) => ({
        stage,
        rows: await db.universityApplication.findMany({ where: { AND: [where, { stage }] }, orderBy: listOrder("desc"), select: rowSelect, take: BOARD_COLUMN_LIMIT }),
      })),
    ),
    countByStage(where),
  ]);
  return { columns: columns.map((column) => ({ ...column, total: counts[column.stage] })), counts };
}

/** Every application the list's search and filters match, in the list's order, read in batches. */
export function exportApplicationRows(query: Pick<ApplicationListQuery, "search" | "filters" | "sortDirection">, viewer: StaffViewer) {
  const where = listWhere(query, viewer);
  return inBatches((batch) => db.universityApplication.findMany({ where, orderBy: listOrder(query.sortDirection), select: rowSelect, ...batch }));
}

/** The columns of the CSV export. */
export function applicationReportColumns(zone: string): CsvColumn<ApplicationRow>[] {
  return [
    { header: "ID", value: (row) => row.id },
    { header: "Student", value: (row) => row.student.name },
    { header: "Email", value: (row) => row.student.email },
    { header: "Counsellor", value: (row) => row.student.counsellor?.name ?? "Unassigned" },
    { header: "University", value: (row) => row.university },
    { header: "Country", value: (row) => row.country },
    { header: "Program", value: (row) => row.program },
    { header: "Level", value: (row) => row.level },
    { header: "Intake", value: (row) => formatIntake(row.intakeMonth, row.intakeYear) },
    { header: "Intake (YYYY-MM)", value: (row) => intakeKey(row.intakeMonth, row.intakeYear) },
    { header: "Stage", value: (row) => stageLabel(row.stage, row.country) },
    { header: "Application number", value: (row) => row.applicationNumber },
    { header: "Portal", value: (row) => row.portalUrl },
    { header: "Deadline", value: (row) => (row.deadline ? formatDay(row.deadline, "UTC") : null) },
    { header: "Added by", value: (row) => (row.addedBySide === "student" ? "Student" : "Staff") },
    { header: "Last change", value: (row) => formatDay(row.updatedAt, zone) },
  ];
}

export type StaffApplicationRow = ApplicationRow;

