import Database from "better-sqlite3";
import { describe, expect, test } from "vitest";
import * as auditLog from "~/routes/admin.audit-log";
import * as inquiries from "~/routes/admin.inquiries._index";
import * as loans from "~/routes/admin.loan-applications";
import * as mail from "~/routes/admin.mail._index";
import * as messages from "~/routes/admin.messages._index";
import * as payments from "~/routes/admin.payment-histories";
import * as services from "~/routes/admin.services";
import * as sops from "~/routes/admin.sop-applications._index";
import * as timeSlots from "~/routes/admin.time-slots";
import * as users from "~/routes/admin.users._index";
import * as sessionLists from "~/shared-routes/admin-booking-list";
import { db } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";
import { onPostgres } from "../setup/test-database";
import { callRoute, type RouteHandler } from "../support/routes";
import { recordStatements } from "../support/statements";
import { signedInUser } from "../support/users";

// Each admin list's first page, as staff open it: SQLite reads no table whole, and takes the page's rows off an index
// in the list's order. A table read whole, or every matching row sorted in a temporary B-tree to take ten, costs a
// page time in proportion to the table (a session list sorted every booking of its kind for each page until Booking
// had an index on its type and start time). Sorting a statement that reads all it finds (no LIMIT), such as a few
// accounts by id, is left alone. SQLite only: PostgreSQL plans by its statistics, which a test database does not have.
const LISTS: Array<[string, RouteHandler]> = [
  ["/admin/sop-applications", sops.loader],
  ["/admin/payment-histories", payments.loader],
  ["/admin/interview-applications", sessionLists.loader],
  ["/admin/speaking-mock-applications", sessionLists.loader],
  ["/admin/demo-class-applications", sessionLists.loader],
  ["/admin/free-counseling-applications", sessionLists.loader],
  ["/admin/loan-applications", loans.loader],
  ["/admin/services", services.loader],
  ["/admin/time-slots", timeSlots.loader],
  ["/admin/inquiries", inquiries.loader],
  ["/admin/messages", messages.loader],
  ["/admin/users", users.loader],
  ["/admin/mail", mail.loader],
  ["/admin/audit-log", auditLog.loader],
];

const bindable = (value: unknown) => (value instanceof Date ? value.toISOString() : typeof value === "boolean" ? Number(value) : value);

type Plan = { sql: string; page: boolean; plan: string[] };

/** The plan of each statement a page runs, and whether the statement reads one page of rows. */
async function pagePlans(path: string, loader: RouteHandler, cookie: string): Promise<Plan[]> {
  const statements = recordStatements();
  const answer = await callRoute(loader, path, { cookie });
  expect(answer.status).toBe(200);

  const inspector = new Database(getEnv().DATABASE_URL.replace(/^file:/, ""), { readonly: true });
  try {
    const plans = statements.map(({ sql, values }) => ({
      sql,
      // Prisma ends a read with LIMIT ? OFFSET ?; a limit of -1 takes every row.
      page: /LIMIT \? OFFSET \?$/.test(sql) && Number(values.at(-2)) > 0,
      plan: (inspector.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...values.map(bindable)) as Array<{ detail: string }>).map((row) => row.detail),
    }));
    expect(plans.length).toBeGreaterThan(1);
    return plans;
  } finally {
    inspector.close();
  }
}

// Prisma counts the rows of its own subquery (`SELECT COUNT(*) FROM (SELECT id … ) AS sub`): the scan of `sub` is that
// count, and the subquery's own plan line says how it reads the table.
const readsTableWhole = ({ plan }: Plan) => plan.some((detail) => /^SCAN \S+$/.test(detail) && detail !== "SCAN sub");
const sortsToTakeAPage = ({ plan, page }: Plan) => page && plan.some((detail) => detail.includes("TEMP B-TREE FOR ORDER BY"));

// The lists of students' records, as a counsellor opens them (their own students) and on the unassigned students.
const UNASSIGNED = `?filters=${encodeURIComponent('{"counsellor":"unassigned"}')}`;
const CASE_LISTS = LISTS.filter(([path]) => path.endsWith("-applications")).flatMap(([path, loader]): Array<[string, RouteHandler]> => [
  [path, loader],
  [`${path}${UNASSIGNED}`, loader],
]);

describe.skipIf(onPostgres)("the admin lists' query plans", () => {
  test.each(LISTS)("%s reads its page through an index, in order", async (path, loader) => {
    const { cookie, user } = await signedInUser("admin");
    // a log with an actor, whose name its filter lists
    await db.auditLog.create({ data: { actorId: user.id, entityType: "user", entityId: user.id, action: "role_changed" } });
    const plans = await pagePlans(path, loader, cookie);
    expect(plans.filter((plan) => readsTableWhole(plan) || sortsToTakeAPage(plan))).toEqual([]);
  });

  // A counsellor's students (their own, or the unassigned) are found through the students' counsellor index, or each
  // row's student by its key. SQLite may then sort those students' records: a caseload, not a table, so only a whole
  // read is refused.
  test.each(CASE_LISTS)("%s, as a counsellor opens it, reads no table whole", async (path, loader) => {
    const { cookie } = await signedInUser("counsellor");
    expect((await pagePlans(path, loader, cookie)).filter(readsTableWhole)).toEqual([]);
  });
});
