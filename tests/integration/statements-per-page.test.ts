import { createRequire } from "node:module";
import Database from "better-sqlite3";
import { afterEach, beforeAll, describe, expect, test } from "vitest";
import { loader as rootLoader } from "~/root";
import { loader as healthLoader } from "~/routes/healthz";
import { loader as dashboardLoader } from "~/routes/student._index";
import { loader as studentLayoutLoader } from "~/routes/student";
import { createSop } from "../support/fixtures/applications";
import { bookFor, createSlot } from "../support/fixtures/bookings";
import { seedCatalogue } from "../support/fixtures/catalogue";
import { routeRequest, sendRequest } from "../support/routes";
import { signedInUser } from "../support/users";
import { onPostgres } from "../setup/test-database";

// The driver Prisma's PostgreSQL adapter loads; the project has no types for it and needs none but this.
const pg = createRequire(import.meta.url)("pg") as { Client: { prototype: Record<string, unknown> } };

// Sessions are booked from the seeded catalogue (decision 048).
beforeAll(seedCatalogue);

const restores: Array<() => void> = [];
afterEach(() => restores.splice(0).forEach((restore) => restore()));

/** Counts the statements the database driver runs from now on (better-sqlite3's, or pg's on PostgreSQL). */
function countStatements() {
  const counter = { statements: [] as string[] };
  const wrap = (target: Record<string, unknown>, method: string, sqlOf: (self: unknown, args: unknown[]) => string) => {
    const original = target[method] as (...args: unknown[]) => unknown;
    target[method] = function (this: unknown, ...args: unknown[]) {
      counter.statements.push(sqlOf(this, args));
      return original.apply(this, args);
    };
    restores.push(() => (target[method] = original));
  };
  if (onPostgres) {
    wrap(pg.Client.prototype, "query", (_self, [query]) => String((query as { text?: string }).text ?? query));
  } else {
    const memory = new Database(":memory:");
    const statement = Object.getPrototypeOf(memory.prepare("SELECT 1")) as Record<string, unknown>;
    memory.close();
    for (const method of ["all", "get", "run", "iterate"]) wrap(statement, method, (self) => (self as { source: string }).source);
  }
  return counter;
}

/** The dashboard as Remix loads it: the root, layout and page loaders with the same request. */
async function loadDashboard(cookie: string) {
  const request = routeRequest("/student", { cookie });
  const answers = await Promise.all([rootLoader, studentLayoutLoader, dashboardLoader].map((loader) => sendRequest(loader, request)));
  for (const answer of answers) expect(answer.status).toBe(200);
}

describe("statements a page makes", () => {
  // decision 080: the session's user is one statement, and so are the dashboard's counts and its latest applications
  test("the student dashboard: the session's user, the unread count, the summary, the latest applications, the upcoming sessions", async () => {
    const { user, cookie } = await signedInUser();
    await createSop(user.id, { draft: false });
    await bookFor(user, await createSlot("speaking", { daysAhead: 6 }));
    await loadDashboard(cookie);

    const counter = countStatements();
    await loadDashboard(cookie);
    expect(counter.statements).toHaveLength(5);
    expect(counter.statements.filter((sql) => /"Session"/.test(sql))).toHaveLength(1);
  });

  // polled by load balancers during bursts, when each statement waits for a turn of a busy event loop
  test("the health check: one statement reaches the database and reads the queue", async () => {
    await healthLoader();
    const counter = countStatements();
    expect(((await healthLoader()) as Response).status).toBe(200);
    expect(counter.statements).toHaveLength(1);
  });
});
