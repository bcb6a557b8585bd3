import { isCounsellor } from "~/domain/roles";
import { counsellorFilterFor, type CounsellorFilter, type StudentListQuery } from "~/domain/student-case";
import { containsText, db, type Prisma } from "~/utils/db.server";
import { ACTIVE_STAFF } from "./staff.server";
import { ActionNotAllowedError, AdminRecordNotFoundError, noticeStudent, recordAdminChange } from "./admin-change.server";
import { paginate } from "./paginate.server";

const USER_ENTITY = "user";

/** The chosen counsellor is not an active admin or counsellor (a stale form, a crafted one): nothing changed. */
export class NotACounsellorError extends Error {
  constructor() {
    super("Choose an active counsellor or admin, or no counsellor.");
  }
}

const counsellorSelect = { select: { id: true, name: true, email: true } } as const;

/** The students a counsellor filter names: the viewer's own, nobody's, everyone's, or one counsellor's (by id). */
export function studentsOf(filter: CounsellorFilter | number, viewerId: number): Prisma.UserWhereInput {
  if (filter === "everyone") return {};
  if (filter === "mine") return { counsellorId: viewerId };
  if (filter === "unassigned") return { counsellorId: null };
  return { counsellorId: filter };
}

/** The students a list shows its viewer: those of the counsellor filter the URL names, else of the viewer's default. */
export function studentsInView(chosen: CounsellorFilter | null, viewer: { id: number; role: string }): Prisma.UserWhereInput {
  return studentsOf(counsellorFilterFor(chosen, viewer), viewer.id);
}

function listWhere({ search, filters }: Pick<StudentListQuery, "search" | "filters">, viewer: { id: number; role: string }): Prisma.UserWhereInput {
  const whose = counsellorFilterFor(filters.counsellor, viewer);
  return {
    role: "student",
    ...studentsOf(whose, viewer.id),
    ...(search ? { OR: [{ name: containsText(search) }, { email: containsText(search) }] } : {}),
  };
}

/** The students staff look after, by name: searched on name and e-mail, filtered by whose they are. */
export function listStudents(query: StudentListQuery, viewer: { id: number; role: string }) {
  const where = listWhere(query, viewer);
  return paginate(query, {
    count: () => db.user.count({ where }),
    findMany: (offset) =>
      db.user.findMany({
        where,
        orderBy: [{ name: query.sortDirection }, { id: query.sortDirection }],
        ...offset,
        select: { id: true, name: true, email: true, phone: true, disabledAt: true, deletionRequestedAt: true, erasedAt: true, createdAt: true, counsellor: counsellorSelect },
      }),
  });
}

/** One student's case header and profile facts; null when the id is not a student's. */
export function getStudentCase(studentId: number) {
  return db.user.findFirst({
    where: { id: studentId, role: "student" },
    select: { id: true, name: true, email: true, phone: true, address: true, disabledAt: true, deletionRequestedAt: true, erasedAt: true, createdAt: true, acceptedTermsVersion: true, counsellor: counsellorSelect },
  });
}


/**
 * Sets (or, with null, clears) a student's counsellor. Audited on the student's record; the student hears who
 * counsels them now, and the new counsellor which student they have, in the app and by mail.
 */
export function assignCounsellor({ adminId, studentId, counsellorId }: { adminId: number; studentId: number; counsellorId: number | null }) {
  return db.$transaction(async (tx) => {
    const student = await tx.user.findFirst({ where: { id: studentId, role: "student" }, select: { id: true, name: true, email: true, counsellorId: true } });
    if (!student) throw new AdminRecordNotFoundError("That student does not exist any more.");
    const counsellor =
      counsellorId === null
        ? null
        : await tx.user.findFirst({ where: { id: counsellorId, ...ACTIVE_STAFF }, select: { id: true, name: true, email: true } });
    if (counsellorId !== null && !counsellor) throw new NotACounsellorError();
    if (student.counsellorId === counsellorId) {
      throw new ActionNotAllowedError(counsellor ? `${counsellor.name} is this student's counsellor already.` : "This student has no counsellor already.");
    }
    // the counsellor the page showed is still the one in place: a concurrent change is not silently overwritten
    const changed = await tx.user.updateMany({ where: { id: studentId, counsellorId: student.counsellorId }, data: { counsellorId } });
    if (changed.count !== 1) throw new ActionNotAllowedError("This student's counsellor changed meanwhile; reload to see it.");
    await recordAdminChange(
      tx,
      { entityType: USER_ENTITY, entityId: studentId, actorId: adminId, action: "assign_counsellor", changes: { counsellorId: [student.counsellorId, counsellorId] } },
      counsellor
        ? {
            userId: studentId,
            link: "/student",
            write: ({ t }) => ({
              title: t("server.{name} is your counsellor", { name: counsellor.name }),
              body: t("server.{name} ({email}) is now your counsellor: they guide your university applications, your documents and your questions.", {
                name: counsellor.name,
                email: counsellor.email,
              }),
            }),
          }
        : {
            userId: studentId,
            link: "/student",
            write: ({ t }) => ({
              title: t("server.Your counsellor has changed"),
              body: t("server.You have no assigned counsellor at the moment; our team keeps looking after your case until a new one is assigned."),
            }),
          },
    );
    if (counsellor) {
      await noticeStudent(tx, {
        userId: counsellor.id,
        title: `New student: ${student.name}`,
        body: `${student.name} (${student.email}) is now your student. Their case page holds their applications, checklist and conversation.`,
        link: `/admin/students/${studentId}`,
      });
    }
    return { student, counsellor };
  });
}

/** A student whose case `viewer` works on: any student for an admin, their own students for a counsellor; else null. */
export function findViewableStudent(studentId: number, viewer: { id: number; role: string }) {
  return db.user.findFirst({ where: { id: studentId, role: "student", ...(isCounsellor(viewer) ? { counsellorId: viewer.id } : {}) }, select: { id: true } });
}
