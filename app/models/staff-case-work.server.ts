import { dueDateFromDay, todayFor } from "~/domain/checklist";
import { APPLICATION_STAGES, type ApplicationStage } from "~/domain/university-application";
import { hasKey } from "~/domain/lookup";
import { Prisma, db, rowDate } from "~/utils/db.server";

/** How many notifications the dashboard shows, newest first. */
export const DASHBOARD_NOTIFICATIONS = 5;

type DeskRow = {
  kind: "thread" | "review" | "overdue" | "stage" | "notification";
  id: number | bigint | null;
  studentId: number | bigint | null;
  studentName: string | null;
  name: string | null;
  at: Date | string | null;
  status: string | null;
  count: number | bigint | null;
  body: string | null;
  link: string | null;
  readAt: Date | string | null;
};

/**
 * What the staff dashboard reads on every visit, in one statement (decision 080): the threads whose students wrote
 * last and are not read by staff, the uploads waiting for a decision (oldest first), the items past their due day and
 * not accepted (longest overdue first), `take` of each; the university applications by stage; and the viewer's own
 * latest notifications. `counsellorId` narrows the case work to that counsellor's students; without it, every
 * student's. As Prisma queries these were eight statements, a third of the page's time under load.
 *
 * Each branch numbers its rows in its own order, and the union is read back in it. Every NULL of a branch has its
 * column's type, since PostgreSQL types a union's columns from its branches.
 */
export async function readCaseWork({ viewerId, counsellorId, take, now = new Date(), zone }: { viewerId: number; counsellorId?: number; take: number; now?: Date; zone: string }) {
  const scope = counsellorId === undefined ? Prisma.empty : Prisma.sql`AND s."counsellorId" = ${counsellorId}`;
  const overdueBefore = dueDateFromDay(todayFor(now, zone));
  const rows = await db.$queryRaw<DeskRow[]>`
    SELECT * FROM (
      SELECT 'thread' AS "kind", ROW_NUMBER() OVER (ORDER BY c."lastMessageAt" DESC, c."id" DESC) AS "pos", c."id" AS "id", c."studentId" AS "studentId", s."name" AS "studentName",
             CAST(NULL AS TEXT) AS "name", c."lastMessageAt" AS "at", CAST(NULL AS TEXT) AS "status",
             (SELECT COUNT(*) FROM "ConversationMessage" AS m
              WHERE m."conversationId" = c."id" AND m."authorSide" = 'student'
                AND (c."staffReadAt" IS NULL OR m."createdAt" > c."staffReadAt")) AS "count",
             CAST(NULL AS TEXT) AS "body", CAST(NULL AS TEXT) AS "link", c."staffReadAt" AS "readAt"
      FROM "Conversation" AS c JOIN "User" AS s ON s."id" = c."studentId"
      WHERE ((c."staffReadAt" IS NULL AND c."lastMessageAt" IS NOT NULL) OR c."lastMessageAt" > c."staffReadAt") ${scope}
      ORDER BY c."lastMessageAt" DESC, c."id" DESC
      LIMIT ${take}) AS threads
    UNION ALL
    SELECT * FROM (
      SELECT 'review', ROW_NUMBER() OVER (ORDER BY i."updatedAt" ASC, i."id" ASC), i."id", i."studentId", s."name", i."name", i."updatedAt", i."status",
             CAST(NULL AS BIGINT), CAST(NULL AS TEXT), CAST(NULL AS TEXT), CAST(NULL AS TIMESTAMP(3))
      FROM "ChecklistItem" AS i JOIN "User" AS s ON s."id" = i."studentId"
      WHERE i."status" = 'uploaded' ${scope}
      ORDER BY i."updatedAt" ASC, i."id" ASC
      LIMIT ${take}) AS reviews
    UNION ALL
    SELECT * FROM (
      SELECT 'overdue', ROW_NUMBER() OVER (ORDER BY i."dueDate" ASC, i."id" ASC), i."id", i."studentId", s."name", i."name", i."dueDate", i."status",
             CAST(NULL AS BIGINT), CAST(NULL AS TEXT), CAST(NULL AS TEXT), CAST(NULL AS TIMESTAMP(3))
      FROM "ChecklistItem" AS i JOIN "User" AS s ON s."id" = i."studentId"
      WHERE i."status" <> 'accepted' AND i."dueDate" < ${overdueBefore} ${scope}
      ORDER BY i."dueDate" ASC, i."id" ASC
      LIMIT ${take}) AS overdue
    UNION ALL
    SELECT 'stage', ROW_NUMBER() OVER (ORDER BY a."stage"), CAST(NULL AS INTEGER), CAST(NULL AS INTEGER), CAST(NULL AS TEXT), a."stage", CAST(NULL AS TIMESTAMP(3)),
           CAST(NULL AS TEXT), COUNT(*), CAST(NULL AS TEXT), CAST(NULL AS TEXT), CAST(NULL AS TIMESTAMP(3))
    FROM "UniversityApplication" AS a JOIN "User" AS s ON s."id" = a."studentId"
    WHERE 1 = 1 ${scope}
    GROUP BY a."stage"
    UNION ALL
    SELECT * FROM (
      SELECT 'notification', ROW_NUMBER() OVER (ORDER BY n."createdAt" DESC, n."id" DESC), n."id", CAST(NULL AS INTEGER), CAST(NULL AS TEXT), n."title", n."createdAt", CAST(NULL AS TEXT),
             CAST(NULL AS BIGINT), n."body", n."link", n."readAt"
      FROM "Notification" AS n
      WHERE n."userId" = ${viewerId}
      ORDER BY n."createdAt" DESC, n."id" DESC
      LIMIT ${DASHBOARD_NOTIFICATIONS}) AS notifications
    ORDER BY "kind", "pos"`;

  const of = (kind: DeskRow["kind"]) => rows.filter((row) => row.kind === kind);
  const student = (row: DeskRow) => ({ id: Number(row.studentId), name: row.studentName ?? "" });
  const byStage = Object.fromEntries(APPLICATION_STAGES.map((stage) => [stage, 0])) as Record<ApplicationStage, number>;
  for (const row of of("stage")) if (row.name !== null && hasKey(byStage, row.name)) byStage[row.name] = Number(row.count);
  return {
    unreadThreads: of("thread")
      .map((row) => ({ studentId: Number(row.studentId), studentName: row.studentName ?? "", lastMessageAt: rowDate(row.at)!, unread: Number(row.count) }))
      // a thread whose last message is staff's own has nothing to read
      .filter((thread) => thread.unread > 0),
    toReview: of("review").map((row) => ({ id: Number(row.id), name: row.name ?? "", updatedAt: rowDate(row.at)!, student: student(row) })),
    overdue: of("overdue").map((row) => ({ id: Number(row.id), name: row.name ?? "", status: row.status ?? "", dueDate: rowDate(row.at), student: student(row) })),
    byStage,
    notifications: of("notification").map((row) => ({
      id: Number(row.id),
      title: row.name ?? "",
      body: row.body ?? "",
      link: row.link,
      readAt: rowDate(row.readAt),
      createdAt: rowDate(row.at)!,
    })),
  };
}
