import { beforeAll, describe, expect, test } from "vitest";
import { loader as rootLoader } from "~/root";
import { loader as healthLoader } from "~/routes/healthz";
import { loader as dashboardLoader } from "~/routes/student._index";
import { loader as studentLayoutLoader } from "~/routes/student";
import { runInRequestScope } from "~/utils/request-scope.server";
import { createSop } from "../support/fixtures/applications";
import { bookFor, createSlot } from "../support/fixtures/bookings";
import { seedCatalogue } from "../support/fixtures/catalogue";
import { routeRequest, sendRequest } from "../support/routes";
import { signedInUser } from "../support/users";
import { recordStatements } from "../support/statements";

// Sessions are booked from the seeded catalogue (decision 048).
beforeAll(seedCatalogue);

/**
 * The dashboard as the server loads it: the root, layout and page loaders side by side, each with a copy of the page's
 * request of its own (as Remix hands them), inside the request's scope (decision 090).
 */
async function loadDashboard(cookie: string) {
  const request = routeRequest("/student", { cookie });
  const answers = await runInRequestScope(() =>
    Promise.all([rootLoader, studentLayoutLoader, dashboardLoader].map((loader) => sendRequest(loader, new Request(request)))),
  );
  for (const answer of answers) expect(answer.status).toBe(200);
}

describe("statements a page makes", () => {
  // decision 080: the session's user is one statement (with the bell's unread count), and so are the dashboard's counts
  // (with the case's unread messages and counsellor) and its latest applications; the case adds its university
  // applications and documents
  test("the student dashboard: the session's user and unread count, the summary, the latest applications, the upcoming sessions, the case", async () => {
    const { user, cookie } = await signedInUser();
    await createSop(user.id, { draft: false });
    await bookFor(user, await createSlot("speaking", { daysAhead: 6 }));
    await loadDashboard(cookie);

    const statements = recordStatements();
    await loadDashboard(cookie);
    expect(statements).toHaveLength(6);
    expect(statements.filter(({ sql }) => /"Session"/.test(sql))).toHaveLength(1);
  });

  // polled by load balancers during bursts, when each statement waits for a turn of a busy event loop
  test("the health check: one statement reaches the database and reads the queue", async () => {
    await healthLoader();
    const statements = recordStatements();
    expect(((await healthLoader()) as Response).status).toBe(200);
    expect(statements).toHaveLength(1);
  });
});
