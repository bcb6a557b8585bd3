import { describe, expect, test } from "vitest";
import { postMessage } from "~/models/conversation.server";
import { addUniversityApplication } from "~/models/university-application.server";
import { loader as adminDashboardLoader } from "~/routes/admin._index";
import { db } from "~/utils/db.server";
import { callRoute } from "../support/routes";
import { createTestUser, signedInUser } from "../support/users";

type CaseWork = {
  scope: string;
  unreadThreads: Array<{ studentId: number }>;
  toReview: Array<{ student: { id: number } }>;
  overdue: Array<{ student: { id: number } }>;
  byStage: Array<{ label: string; count: number }>;
};

/** A student with a message staff have not read, an upload to review, an overdue item and a submitted application. */
async function studentWithCaseWork(counsellorId: number | null) {
  const student = await createTestUser("student");
  await db.user.update({ where: { id: student.id }, data: { counsellorId } });
  await postMessage({ studentId: student.id, author: { id: student.id, side: "student" }, body: "I have sent my passport." });
  await db.checklistItem.create({ data: { studentId: student.id, name: "Passport", status: "uploaded" } });
  await db.checklistItem.create({ data: { studentId: student.id, name: "Transcripts", dueDate: new Date("2020-01-15T00:00:00Z") } });
  const actorId = counsellorId ?? (await createTestUser("admin")).id;
  const fields = { university: "University of Leeds", country: "United Kingdom", program: "MSc Data Science", level: "Postgraduate", intakeMonth: 9, intakeYear: new Date().getFullYear() + 1 };
  const application = await addUniversityApplication({ actorId, studentId: student.id, fields });
  await db.universityApplication.update({ where: { id: application.id }, data: { stage: "submitted" } });
  return student;
}

async function dashboardOf(cookie: string) {
  const answer = await callRoute(adminDashboardLoader, "/admin", { cookie });
  expect(answer.status).toBe(200);
  return answer.body as { isAdmin: boolean; stats: Record<string, unknown>; caseWork: CaseWork };
}

const ids = (rows: Array<{ studentId: number } | { student: { id: number } }>) => rows.map((row) => ("studentId" in row ? row.studentId : row.student.id));

describe("the staff dashboards' case work", () => {
  test("a counsellor sees their own students' unread threads, reviews, overdue items and applications by stage", async () => {
    const { user: counsellor, cookie } = await signedInUser("counsellor");
    const mine = await studentWithCaseWork(counsellor.id);
    const someoneElses = await studentWithCaseWork(null);

    const { isAdmin, caseWork } = await dashboardOf(cookie);

    expect(isAdmin).toBe(false);
    expect(caseWork.scope).toBe("mine");
    expect(ids(caseWork.unreadThreads)).toEqual([mine.id]);
    expect(ids(caseWork.toReview)).toEqual([mine.id]);
    expect(ids(caseWork.overdue)).toEqual([mine.id]);
    expect(caseWork.byStage).toContainEqual({ label: "Submitted", count: 1 });
    expect(ids(caseWork.unreadThreads)).not.toContain(someoneElses.id);
  });

  test("an admin sees everyone's case work", async () => {
    const counsellor = await createTestUser("counsellor");
    const assigned = await studentWithCaseWork(counsellor.id);
    const unassigned = await studentWithCaseWork(null);
    const { cookie } = await signedInUser("admin");

    const { isAdmin, caseWork } = await dashboardOf(cookie);

    expect(isAdmin).toBe(true);
    expect(caseWork.scope).toBe("everyone");
    // newest first: the two threads just written lead the list, the counsellor's student's and the unassigned one's
    expect(ids(caseWork.unreadThreads).slice(0, 2)).toEqual([unassigned.id, assigned.id]);
    expect(caseWork.byStage.find((row) => row.label === "Submitted")!.count).toBeGreaterThanOrEqual(2);
  });
});
