import { beforeAll, describe, expect, onTestFinished, test, vi } from "vitest";
import { loader as rootLoader } from "~/root";
import { loader as healthLoader } from "~/routes/healthz";
import { loader as adminLayoutLoader } from "~/routes/admin";
import { loader as staffDashboardLoader } from "~/routes/admin._index";
import { loader as dashboardLoader } from "~/routes/student._index";
import { loader as studentLayoutLoader } from "~/routes/student";
import { db } from "~/utils/db.server";
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
async function loadPage(path: string, loaders: Array<Parameters<typeof sendRequest>[0]>, cookie: string) {
  const request = routeRequest(path, { cookie });
  const answers = await runInRequestScope(() => Promise.all(loaders.map((loader) => sendRequest(loader, new Request(request)))));
  for (const answer of answers) expect(answer.status).toBe(200);
  return answers.at(-1)!.body;
}

const loadDashboard = (cookie: string) => loadPage("/student", [rootLoader, studentLayoutLoader, dashboardLoader], cookie);
const loadStaffDashboard = (cookie: string) => loadPage("/admin", [rootLoader, adminLayoutLoader, staffDashboardLoader], cookie);

describe("statements a page makes", () => {
  // decision 080: the session's user is one statement (with the bell's unread count), and so are the dashboard's counts
  // (with the case's unread messages and counsellor), its latest applications, and the case (the upcoming sessions,
  // the open university applications and the documents to send)
  test("the student dashboard: the session's user and unread count, the summary, the latest applications, the case", async () => {
    const { user, cookie } = await signedInUser();
    await createSop(user.id, { draft: false });
    await bookFor(user, await createSlot("speaking", { daysAhead: 6 }));
    const now = Date.now();
    const inProgress = await db.booking.create({
      data: { type: "counseling", studentId: user.id, status: "scheduled", startTime: new Date(now - 600_000), endTime: new Date(now + 1_200_000), meetingLink: "https://meet.example.com/now" },
    });
    await db.booking.create({ data: { type: "counseling", studentId: user.id, status: "scheduled", startTime: new Date(now - 7_200_000), endTime: new Date(now - 3_600_000) } });
    const application = (university: string, intakeYear: number, stage: string) =>
      db.universityApplication.create({ data: { studentId: user.id, university, country: "Canada", program: "MSc", level: "masters", intakeYear, intakeMonth: 9, stage } });
    await application("Later U", 2032, "shortlisted");
    await application("Sooner U", 2031, "submitted");
    await application("Refused U", 2030, "visa_refused");
    const item = (name: string, status: string, dueDate: Date | null, reason: string | null = null) => db.checklistItem.create({ data: { studentId: user.id, name, status, dueDate, reason } });
    await item("No due day", "requested", null);
    await item("Due later", "rejected", new Date("2031-03-01T00:00:00Z"), "Blurred");
    await item("Due sooner", "requested", new Date("2031-02-01T00:00:00Z"));
    await item("Accepted", "accepted", new Date("2031-01-01T00:00:00Z"));
    await loadDashboard(cookie);

    const statements = recordStatements();
    const page = (await loadDashboard(cookie)) as {
      upcoming: Array<{ id: number; kind: string; meetingLink: string | null }>;
      nextSteps: Array<{ university: string; stageLabel: string }>;
      toSend: Array<{ name: string; status: string; reason: string | null; due: string | null }>;
    };
    expect(statements).toHaveLength(4);
    expect(statements.filter(({ sql }) => /"Session"/.test(sql))).toHaveLength(1);
    expect(page.upcoming.map((session) => session.kind)).toEqual(["Counseling", "Speaking Mock Test"]);
    expect(page.upcoming[0]).toMatchObject({ id: inProgress.id, meetingLink: "https://meet.example.com/now" });
    expect(page.nextSteps.map((step) => [step.university, step.stageLabel])).toEqual([
      ["Sooner U", "Submitted"],
      ["Later U", "Shortlisted"],
    ]);
    expect(page.toSend).toEqual([
      { id: expect.any(Number), name: "Due sooner", status: "requested", reason: null, due: "Feb 1, 2031" },
      { id: expect.any(Number), name: "Due later", status: "rejected", reason: "Blurred", due: "Mar 1, 2031" },
      { id: expect.any(Number), name: "No due day", status: "requested", reason: null, due: null },
    ]);
  });

  // decision 080: the dashboard's figures are read once a few seconds for every visitor; each visit reads the session's
  // user and, in one statement, the case work of the viewer's students and the viewer's own notifications
  test.each(["admin", "counsellor"] as const)("the staff dashboard of an %s: the session's user, then the case work and notifications", async (role) => {
    const staff = await signedInUser(role);
    const { user: student } = await signedInUser("student", "Case Work Student");
    await db.user.update({ where: { id: student.id }, data: { counsellorId: staff.user.id } });
    const { id: conversationId } = await db.conversation.create({ data: { studentId: student.id, lastMessageAt: new Date() } });
    await db.conversationMessage.create({ data: { conversationId, authorId: student.id, authorSide: "student", body: "Hello" } });
    const uploadedAt = new Date("2026-11-20T04:15:00Z");
    await db.checklistItem.create({ data: { studentId: student.id, name: "Passport", status: "uploaded", updatedAt: uploadedAt } });
    await db.checklistItem.create({ data: { studentId: student.id, name: "Transcript", dueDate: new Date("2026-01-05T00:00:00Z") } });
    await db.universityApplication.create({ data: { studentId: student.id, university: "Otago", country: "New Zealand", program: "MSc", level: "masters", intakeYear: 2031, intakeMonth: 2, stage: "submitted" } });
    await db.notification.create({ data: { userId: staff.user.id, title: "For the viewer", body: "b" } });
    // the figures the warm-up read are kept a few seconds: the clock stands still until the measured visit, however
    // long a loaded machine takes between the two
    const clock = vi.spyOn(Date, "now").mockReturnValue(Date.now());
    onTestFinished(() => clock.mockRestore());
    await loadStaffDashboard(staff.cookie);

    const statements = recordStatements();
    const page = (await loadStaffDashboard(staff.cookie)) as {
      caseWork: {
        unreadThreads: Array<{ studentName: string; unread: number; lastMessageAt: Date }>;
        toReview: Array<{ name: string; updatedAt: Date; student: { id: number } }>;
        overdue: Array<{ name: string; due: string }>;
        byStage: Array<{ label: string; count: number }>;
      };
      notifications: Array<{ title: string }>;
    };
    expect(statements).toHaveLength(2);
    expect(page.caseWork.unreadThreads).toContainEqual(expect.objectContaining({ studentName: "Case Work Student", unread: 1 }));
    expect(page.caseWork.toReview).toContainEqual({ id: expect.any(Number), name: "Passport", updatedAt: uploadedAt, student: { id: student.id, name: "Case Work Student" } });
    expect(page.caseWork.overdue).toContainEqual(expect.objectContaining({ name: "Transcript", due: "Jan 5, 2026" }));
    expect(page.caseWork.byStage.find((row) => row.label === "Submitted")?.count).toBeGreaterThanOrEqual(1);
    expect(page.notifications.map((row) => row.title)).toEqual(["For the viewer"]);
  });

  // polled by load balancers during bursts, when each statement waits for a turn of a busy event loop
  test("the health check: one statement reaches the database and reads the queue", async () => {
    await healthLoader();
    const statements = recordStatements();
    expect(((await healthLoader()) as Response).status).toBe(200);
    expect(statements).toHaveLength(1);
  });
});
