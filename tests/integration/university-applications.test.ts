import { beforeAll, describe, expect, test } from "vitest";
import { StageMoveNotAllowedError, UniversityApplicationNotFoundError, addToShortlist, addUniversityApplication, moveApplicationStage } from "~/models/university-application.server";
import * as caseTab from "~/routes/admin.students.$id.applications";
import * as board from "~/routes/admin.university-applications";
import * as exportCsv from "~/routes/admin.university-applications_.export[.csv]";
import * as studentPage from "~/routes/student.universities._index";
import * as withdrawPage from "~/routes/student.universities.$id.withdraw";
import type { NoticeContent } from "~/domain/mail";
import { notificationTextIn } from "~/features/notifications/notification-text.server";
import { setPreferredLanguage } from "~/models/preferred-language.server";
import { readCaseWork } from "~/models/staff-case-work.server";
import { readStudentCase } from "~/models/student-dashboard.server";
import { db } from "~/utils/db.server";
import { seedDemoUniversityApplications } from "../../prisma/demo-case/universities";
import { interleave } from "../support/interleave";
import { callRoute, csvLines, expectRedirect, fieldErrors, formResult } from "../support/routes";
import { signedInUser, type SignedInUser } from "../support/users";

const NEXT_YEAR = new Date().getUTCFullYear() + 1;

const fields = (overrides: Partial<Record<string, string>> = {}) => ({
  university: "University of Toronto",
  country: "Canada",
  program: "MSc Computer Science",
  level: "Postgraduate",
  intakeMonth: "9",
  intakeYear: String(NEXT_YEAR),
  ...overrides,
});

const modelFields = (university = "University of Leeds", country = "United Kingdom") => ({
  university,
  country,
  program: "MA Education",
  level: "Postgraduate",
  intakeMonth: 9,
  intakeYear: NEXT_YEAR,
});

let counsellor: SignedInUser;
let admin: SignedInUser;
let student: SignedInUser;

beforeAll(async () => {
  counsellor = await signedInUser("counsellor", "Kiran Counsellor");
  admin = await signedInUser("admin", "Asha Admin");
  student = await signedInUser("student", "Nima Sherpa");
  await db.user.update({ where: { id: student.user.id }, data: { counsellorId: counsellor.user.id } });
});

/** The application, its timeline, its audit rows, and the student's notifications and mails. */
async function snapshot(applicationId: number) {
  const application = await db.universityApplication.findUniqueOrThrow({ where: { id: applicationId }, include: { events: { orderBy: { id: "asc" } } } });
  const { updatedAt: _updated, ...record } = application;
  return {
    record,
    audits: await db.auditLog.count({ where: { entityType: "university_application", entityId: applicationId } }),
    notices: await db.notification.count({ where: { userId: application.studentId } }),
    mails: await db.mail.count({ where: { userId: application.studentId } }),
  };
}

function caseCall(studentId: number, cookie: string, form?: Record<string, string>) {
  return callRoute(form ? caseTab.action : caseTab.loader, `/admin/students/${studentId}/applications`, { cookie, params: { id: String(studentId) }, form });
}

describe("the case page's applications", () => {
  test("staff add an application; it starts shortlisted on the timeline and the student is told", async () => {
    const answer = await caseCall(student.user.id, counsellor.cookie, { intent: "add", ...fields({ portalUrl: "https://apply.utoronto.example/portal", applicationNumber: "UT-1234", deadline: `${NEXT_YEAR}-01-15` }) });
    expectRedirect(answer, `/admin/students/${student.user.id}/applications`);
    expect(answer.toast).toMatchObject({ type: "success", title: "Application added" });
    const created = await db.universityApplication.findFirstOrThrow({ where: { studentId: student.user.id, applicationNumber: "UT-1234" }, include: { events: true } });
    expect(created).toMatchObject({ stage: "shortlisted", addedBySide: "staff", addedById: counsellor.user.id, intakeMonth: 9, intakeYear: NEXT_YEAR, portalUrl: "https://apply.utoronto.example/portal" });
    expect(created.events).toMatchObject([{ fromStage: null, toStage: "shortlisted", actorId: counsellor.user.id }]);
  });

  test("bad fields come back with their messages and add nothing", async () => {
    const before = await db.universityApplication.count({ where: { studentId: student.user.id } });
    const answer = await caseCall(student.user.id, counsellor.cookie, {
      intent: "add",
      ...fields({ university: "  ", level: "Diploma", intakeMonth: "1", intakeYear: "2020", portalUrl: "javascript:alert(1)", deadline: "31/12/2027", country: "12" }),
    });
    const errors = fieldErrors(answer);
    expect(errors).toMatchObject({
      university: ["University is required"],
      level: ["Choose a level: Undergraduate, Postgraduate, PhD"],
      portalUrl: ["Enter the portal's full address, starting with http:// or https://"],
      deadline: ["Enter the deadline as a date"],
      country: ["Enter a country's name"],
    });
    expect(await db.universityApplication.count({ where: { studentId: student.user.id } })).toBe(before);
    const past = await caseCall(student.user.id, counsellor.cookie, { intent: "add", ...fields({ intakeMonth: "1", intakeYear: String(NEXT_YEAR - 2) }) });
    expect(fieldErrors(past).intakeYear).toEqual(["The intake cannot be in the past"]);
  });

  test("a move through three stages keeps each on the timeline, audited, and tells the student in the app and by mail", async () => {
    const { id } = await addUniversityApplication({ actorId: counsellor.user.id, studentId: student.user.id, fields: modelFields() });
    const before = await snapshot(id);
    for (const [stage, note] of [["preparing", ""], ["submitted", "Sent through UCAS."], ["confirmation_issued", "CAS number ABC123."]] as const) {
      const answer = await caseCall(student.user.id, counsellor.cookie, { intent: "move", id: String(id), stage, note });
      expectRedirect(answer, `/admin/students/${student.user.id}/applications`);
      expect(answer.toast).toMatchObject({ type: "success", title: "Stage moved" });
    }
    const after = await snapshot(id);
    expect(after.record.stage).toBe("confirmation_issued");
    expect(after.record.events.map((event) => [event.fromStage, event.toStage, event.note, event.actorId])).toEqual([
      [null, "shortlisted", null, counsellor.user.id],
      ["shortlisted", "preparing", null, counsellor.user.id],
      ["preparing", "submitted", "Sent through UCAS.", counsellor.user.id],
      ["submitted", "confirmation_issued", "CAS number ABC123.", counsellor.user.id],
    ]);
    expect([after.audits, after.notices, after.mails]).toEqual([before.audits + 3, before.notices + 3, before.mails + 3]);
    expect(await db.auditLog.findFirst({ where: { entityType: "university_application", entityId: id }, orderBy: { id: "desc" } })).toMatchObject({
      action: "stage_moved",
      fromStatus: "submitted",
      toStatus: "confirmation_issued",
      detail: "CAS number ABC123.",
      actorId: counsellor.user.id,
    });
    expect(await db.notification.findFirst({ where: { userId: student.user.id }, orderBy: { id: "desc" } })).toMatchObject({
      title: "University of Leeds: CAS issued",
      link: "/student/universities",
    });
    expect(await db.mail.findFirst({ where: { userId: student.user.id }, orderBy: { id: "desc" } })).toMatchObject({ subject: "University of Leeds: CAS issued", to: student.user.email });

    const page = (await callRoute(studentPage.loader, "/student/universities", { cookie: student.cookie })).body as Awaited<ReturnType<typeof studentPage.loader>>;
    const seen = page.applications.find((application) => application.id === id)!;
    expect(seen).toMatchObject({ stage: "confirmation_issued", stageLabel: "CAS issued", ended: false });
    expect(seen.steps.find((step) => step.state === "current")?.label).toBe("CAS issued");
    expect(seen.timeline.map((event) => event.to)).toEqual(["Shortlisted", "Preparing", "Submitted", "CAS issued"]);
    expect(seen.timeline[3]).toMatchObject({ from: "Submitted", note: "CAS number ABC123.", who: "Kiran Counsellor (Counsellor)" });
    expect(seen.nextStep).toContain("CAS");
  });

  test.each([
    { case: "from an end", from: "rejected", to: "submitted", message: 'This application ended as "Rejected" and cannot move any more. Add a new application instead.', status: 409 },
    { case: "to the same stage", from: "submitted", to: "submitted", message: 'This application is already at "Submitted".', status: 409 },
    { case: "to an unknown stage", from: "submitted", to: "accepted", message: '"accepted" is not a stage of a university application. Choose one of the listed stages.', status: 400 },
  ])("refuses a move $case with its message and changes nothing", async ({ from, to, message, status }) => {
    const { id } = await addUniversityApplication({ actorId: counsellor.user.id, studentId: student.user.id, fields: modelFields() });
    if (from !== "shortlisted") await moveApplicationStage({ actorId: counsellor.user.id, applicationId: id, stage: from });
    const before = await snapshot(id);
    const answer = await caseCall(student.user.id, counsellor.cookie, { intent: "move", id: String(id), stage: to });
    expect(answer.status).toBe(status);
    expect(formResult(answer).error.stage).toEqual([message]);
    expect(await snapshot(id)).toEqual(before);
    await expect(moveApplicationStage({ actorId: counsellor.user.id, applicationId: id, stage: to })).rejects.toThrow(message);
    await expect(moveApplicationStage({ actorId: counsellor.user.id, applicationId: id, stage: to })).rejects.toBeInstanceOf(StageMoveNotAllowedError);
    expect(await snapshot(id)).toEqual(before);
  });

  test("of two moves decided on the same stage only one applies; the other is refused and writes nothing", async () => {
    const { id } = await addUniversityApplication({ actorId: counsellor.user.id, studentId: student.user.id, fields: modelFields() });
    await moveApplicationStage({ actorId: counsellor.user.id, applicationId: id, stage: "submitted" });
    let afterOther: Awaited<ReturnType<typeof snapshot>> | null = null;
    const outcome = await interleave(
      "universityApplication",
      () => moveApplicationStage({ actorId: counsellor.user.id, applicationId: id, stage: "rejected" }),
      async () => {
        await moveApplicationStage({ actorId: admin.user.id, applicationId: id, stage: "conditional_offer" });
        afterOther = await snapshot(id);
      },
    ).catch((error: unknown) => error);
    expect(outcome).toBeInstanceOf(StageMoveNotAllowedError);
    expect((outcome as Error).message).toBe("Someone else moved this application a moment ago. Reload the page to see its stage.");
    expect(await snapshot(id)).toEqual(afterOther);
    expect((await snapshot(id)).record.stage).toBe("conditional_offer");
  });

  test("two identical moves sent at once: exactly one applies", async () => {
    const { id } = await addUniversityApplication({ actorId: counsellor.user.id, studentId: student.user.id, fields: modelFields() });
    const results = await Promise.allSettled([
      moveApplicationStage({ actorId: counsellor.user.id, applicationId: id, stage: "preparing" }),
      moveApplicationStage({ actorId: admin.user.id, applicationId: id, stage: "preparing" }),
    ]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    expect((await snapshot(id)).record.events.filter((event) => event.toStage === "preparing")).toHaveLength(1);
  });

  test("another student's application is not found from this case, and a non-student id is a 404", async () => {
    const other = await signedInUser("student", "Lena Other");
    const { id } = await addUniversityApplication({ actorId: counsellor.user.id, studentId: other.user.id, fields: modelFields() });
    const before = await snapshot(id);
    const answer = await caseCall(student.user.id, counsellor.cookie, { intent: "move", id: String(id), stage: "preparing" });
    expect(answer.status).toBe(404);
    expect(await snapshot(id)).toEqual(before);
    expect((await caseCall(admin.user.id, admin.cookie)).status).toBe(404);
  });
});

describe("the student's universities", () => {
  test("a student adds a university to their shortlist for their counsellor to review", async () => {
    const answer = await callRoute(studentPage.action, "/student/universities", { cookie: student.cookie, form: { intent: "add", ...fields({ university: "TU Munich", country: "germany" }) } });
    expectRedirect(answer, "/student/universities");
    expect(answer.toast).toMatchObject({ type: "success", title: "Added to your shortlist" });
    const added = await db.universityApplication.findFirstOrThrow({ where: { studentId: student.user.id, university: "TU Munich" }, include: { events: true } });
    expect(added).toMatchObject({ stage: "shortlisted", addedBySide: "student", addedById: student.user.id, country: "Germany" });
    expect(added.events).toMatchObject([{ fromStage: null, toStage: "shortlisted", actorId: student.user.id }]);
    expect(await db.notification.findFirst({ where: { userId: counsellor.user.id }, orderBy: { id: "desc" } })).toMatchObject({
      title: "Nima Sherpa shortlisted TU Munich",
      link: `/admin/students/${student.user.id}/applications`,
    });
  });

  test("without a counsellor, the shortlist entry is told to every admin", async () => {
    const alone = await signedInUser("student", "Sam Alone");
    await addToShortlist({ studentId: alone.user.id, fields: modelFields("University of Otago", "New Zealand") });
    expect(await db.notification.findFirst({ where: { userId: admin.user.id }, orderBy: { id: "desc" } })).toMatchObject({ title: "Sam Alone shortlisted University of Otago" });
  });

  test("a bad shortlist entry comes back with its errors and adds nothing", async () => {
    const before = await db.universityApplication.count({ where: { studentId: student.user.id } });
    const answer = await callRoute(studentPage.action, "/student/universities", { cookie: student.cookie, form: { intent: "add", ...fields({ program: "", intakeMonth: "" }) } });
    expect(fieldErrors(answer)).toMatchObject({ program: ["Program is required"], intakeMonth: ["Choose the intake month"] });
    expect(await db.universityApplication.count({ where: { studentId: student.user.id } })).toBe(before);
  });

  test("the student withdraws after the confirmation page; the timeline keeps it and the counsellor is told", async () => {
    const { id } = await addUniversityApplication({ actorId: counsellor.user.id, studentId: student.user.id, fields: modelFields("University of Sydney", "Australia") });
    await moveApplicationStage({ actorId: counsellor.user.id, applicationId: id, stage: "submitted" });
    const params = { id: String(id) };
    const page = await callRoute(withdrawPage.loader, `/student/universities/${id}/withdraw`, { cookie: student.cookie, params });
    expect(page.body).toMatchObject({ application: { university: "University of Sydney", stageLabel: "Submitted" }, ended: false });
    const answer = await callRoute(withdrawPage.action, `/student/universities/${id}/withdraw`, { cookie: student.cookie, params, form: {} });
    expectRedirect(answer, "/student/universities");
    expect(answer.toast).toMatchObject({ type: "success", title: "Application withdrawn" });
    const after = await snapshot(id);
    expect(after.record.stage).toBe("withdrawn");
    expect(after.record.events.at(-1)).toMatchObject({ fromStage: "submitted", toStage: "withdrawn", actorId: student.user.id });
    expect(await db.notification.findFirst({ where: { userId: counsellor.user.id }, orderBy: { id: "desc" } })).toMatchObject({ title: "Nima Sherpa withdrew University of Sydney" });
    const again = await callRoute(withdrawPage.action, `/student/universities/${id}/withdraw`, { cookie: student.cookie, params, form: {} });
    expect(again.toast).toMatchObject({ type: "error", title: "Withdrawal not possible" });
    expect(await snapshot(id)).toEqual(after);
    const studentView = (await callRoute(studentPage.loader, "/student/universities", { cookie: student.cookie })).body as Awaited<ReturnType<typeof studentPage.loader>>;
    expect(studentView.applications.find((application) => application.id === id)).toMatchObject({ ended: true, stageLabel: "Withdrawn" });
  });

  test("another student's id is a 404 on the withdraw page and changes nothing", async () => {
    const other = await signedInUser("student", "Lena Other");
    const { id } = await addUniversityApplication({ actorId: counsellor.user.id, studentId: other.user.id, fields: modelFields() });
    const before = await snapshot(id);
    const params = { id: String(id) };
    expect((await callRoute(withdrawPage.loader, `/student/universities/${id}/withdraw`, { cookie: student.cookie, params })).status).toBe(404);
    expect((await callRoute(withdrawPage.action, `/student/universities/${id}/withdraw`, { cookie: student.cookie, params, form: {} })).status).toBe(404);
    await expect(import("~/models/university-application.server").then((model) => model.withdrawApplication({ studentId: student.user.id, applicationId: id }))).rejects.toBeInstanceOf(UniversityApplicationNotFoundError);
    expect(await snapshot(id)).toEqual(before);
  });

  test("a student is refused the staff pages and their actions, and changes nothing", async () => {
    const { id } = await addUniversityApplication({ actorId: counsellor.user.id, studentId: student.user.id, fields: modelFields() });
    const before = await snapshot(id);
    const refused = [
      await caseCall(student.user.id, student.cookie),
      await caseCall(student.user.id, student.cookie, { intent: "move", id: String(id), stage: "preparing" }),
      await callRoute(board.loader, "/admin/university-applications", { cookie: student.cookie }),
      await callRoute(board.action, "/admin/university-applications", { cookie: student.cookie, form: { intent: "move", id: String(id), stage: "preparing" } }),
      await callRoute(exportCsv.loader, "/admin/university-applications/export.csv", { cookie: student.cookie }),
    ];
    for (const answer of refused) expectRedirect(answer, "/student");
    expect(await snapshot(id)).toEqual(before);
    expect((await callRoute(studentPage.loader, "/student/universities")).status).toBe(302);
    expectRedirect(await callRoute(studentPage.loader, "/student/universities", { cookie: counsellor.cookie }), "/admin");
  });
});

describe("the staff's board and list", () => {
  let mine: SignedInUser;
  let unassigned: SignedInUser;
  let ids: { leeds: number; toronto: number; otago: number };

  beforeAll(async () => {
    mine = await signedInUser("student", "Board Mine");
    unassigned = await signedInUser("student", "Board Nobody");
    await db.user.update({ where: { id: mine.user.id }, data: { counsellorId: counsellor.user.id } });
    const leeds = await addUniversityApplication({ actorId: admin.user.id, studentId: mine.user.id, fields: { ...modelFields("Boardtest Leeds", "United Kingdom"), intakeMonth: 1 } });
    const toronto = await addUniversityApplication({ actorId: admin.user.id, studentId: mine.user.id, fields: modelFields("Boardtest Toronto", "Canada") });
    const otago = await addUniversityApplication({ actorId: admin.user.id, studentId: unassigned.user.id, fields: modelFields("Boardtest Otago", "New Zealand") });
    await moveApplicationStage({ actorId: admin.user.id, applicationId: toronto.id, stage: "submitted" });
    ids = { leeds: leeds.id, toronto: toronto.id, otago: otago.id };
  });

  type ListData = Awaited<ReturnType<typeof board.loader>>;
  const list = async (cookie: string, filters: Record<string, unknown> = {}, extra = "") => {
    const params = new URLSearchParams({ search_keyword: "Boardtest", view: "list" });
    if (Object.keys(filters).length > 0) params.set("filters", JSON.stringify(filters));
    const answer = await callRoute(board.loader, `/admin/university-applications?${params}${extra}`, { cookie });
    expect(answer.status).toBe(200);
    return answer.body as ListData;
  };

  test("a counsellor starts on their own students; everyone, unassigned and one counsellor's are filters", async () => {
    const rowIds = (data: ListData) => data.rows.map((row) => row.id).sort((a, b) => a - b);
    expect(rowIds(await list(counsellor.cookie))).toEqual([ids.leeds, ids.toronto]);
    expect((await list(counsellor.cookie)).counsellor).toBe("mine");
    expect(rowIds(await list(counsellor.cookie, { counsellor: "everyone" }))).toEqual([ids.leeds, ids.toronto, ids.otago]);
    expect(rowIds(await list(admin.cookie))).toEqual([ids.leeds, ids.toronto, ids.otago]);
    expect(rowIds(await list(admin.cookie, { counsellor: "unassigned" }))).toEqual([ids.otago]);
    expect(rowIds(await list(admin.cookie, { counsellor: counsellor.user.id }))).toEqual([ids.leeds, ids.toronto]);
  });

  test("filters by stage, country and intake, searches by student and counts per stage", async () => {
    const rowIds = (data: ListData) => data.rows.map((row) => row.id);
    expect(rowIds(await list(admin.cookie, { stage: "submitted" }))).toEqual([ids.toronto]);
    expect(rowIds(await list(admin.cookie, { country: "New Zealand" }))).toEqual([ids.otago]);
    expect(rowIds(await list(admin.cookie, { intake: `${NEXT_YEAR}-01` }))).toEqual([ids.leeds]);
    const counts = (await list(admin.cookie)).counts;
    expect(counts).toMatchObject({ shortlisted: 2, submitted: 1, enrolled: 0 });
    const byStudent = await callRoute(board.loader, `/admin/university-applications?view=list&search_keyword=${encodeURIComponent(unassigned.user.email)}`, { cookie: admin.cookie });
    expect((byStudent.body as ListData).rows.map((row) => row.id)).toEqual([ids.otago]);
    expect((await readCaseWork({ viewerId: counsellor.user.id, counsellorId: counsellor.user.id, take: 5, zone: "Asia/Kathmandu" })).byStage).toMatchObject({ submitted: expect.any(Number) });
  });

  test("filter fields posted without JavaScript are folded into the canonical address", async () => {
    const answer = await callRoute(board.loader, "/admin/university-applications?view=list&search_keyword=Boardtest&stage=submitted&country=&intake=&counsellor=everyone", { cookie: admin.cookie });
    expectRedirect(answer, `/admin/university-applications?search_keyword=Boardtest&filters=${encodeURIComponent('{"stage":"submitted","counsellor":"everyone"}')}&view=list`);
  });

  test("the page reads its URL through the list reader: spelt-out defaults redirect, the list view and the page kept", async () => {
    const path = "/admin/university-applications";
    expectRedirect(await callRoute(board.loader, `${path}?view=board&page=1&sort_direction=desc`, { cookie: admin.cookie }), path);
    expectRedirect(
      await callRoute(board.loader, `${path}?page=1&per_page=10&view=list&filters=${encodeURIComponent('{"counsellor":"mine"}')}`, { cookie: counsellor.cookie }),
      `${path}?filters=${encodeURIComponent('{"counsellor":"mine"}')}&view=list`,
    );
    expectRedirect(await callRoute(board.loader, `${path}?view=cards&filters=${encodeURIComponent('{"counsellor":"nobody"}')}`, { cookie: admin.cookie }), path);
    const listed = await callRoute(board.loader, `${path}?search_keyword=Boardtest&view=list`, { cookie: admin.cookie });
    expect(listed.body).toMatchObject({ view: "list", search: "search_keyword=Boardtest&view=list" });
  });

  test("the board shows every stage's column, and a card's move comes back to the same board with its filters", async () => {
    const filters = encodeURIComponent(JSON.stringify({ counsellor: "everyone" }));
    const url = `/admin/university-applications?search_keyword=Boardtest&filters=${filters}`;
    const data = (await callRoute(board.loader, url, { cookie: counsellor.cookie })).body as ListData;
    expect(data.columns).toHaveLength(14);
    expect(data.columns.find((column) => column.stage === "submitted")?.cards.map((card) => card.id)).toEqual([ids.toronto]);
    const answer = await callRoute(board.action, url, { cookie: counsellor.cookie, form: { intent: "move", id: String(ids.toronto), stage: "conditional_offer" } });
    expectRedirect(answer, url);
    expect(answer.toast).toMatchObject({ type: "success", title: "Stage moved" });
    expect((await snapshot(ids.toronto)).record.stage).toBe("conditional_offer");
    const refused = await callRoute(board.action, url, { cookie: counsellor.cookie, form: { intent: "move", id: String(ids.toronto), stage: "conditional_offer" } });
    expectRedirect(refused, url);
    expect(refused.toast).toMatchObject({ type: "error", title: "Action not allowed", description: 'This application is already at "Conditional offer".' });
    const unknown = await callRoute(board.action, url, { cookie: counsellor.cookie, form: { intent: "move", id: String(ids.toronto), stage: "nope" } });
    expect(unknown.toast).toMatchObject({ type: "error", title: "Not moved" });
    expect((await snapshot(ids.toronto)).record.stage).toBe("conditional_offer");
  });

  test("the CSV holds what the filters match", async () => {
    const filters = encodeURIComponent(JSON.stringify({ counsellor: "everyone", country: "United Kingdom" }));
    const answer = await callRoute(exportCsv.loader, `/admin/university-applications/export.csv?search_keyword=Boardtest&filters=${filters}`, { cookie: counsellor.cookie });
    expect(answer.status).toBe(200);
    const lines = await csvLines(answer);
    expect(lines[0]).toBe('"ID","Student","Email","Counsellor","University","Country","Program","Level","Intake","Intake (YYYY-MM)","Stage","Application number","Portal","Deadline","Added by","Last change"');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('"Boardtest Leeds","United Kingdom"');
    expect(lines[1]).toContain(`"January ${NEXT_YEAR}","${NEXT_YEAR}-01","Shortlisted"`);
    const mineOnly = await csvLines(await callRoute(exportCsv.loader, "/admin/university-applications/export.csv?search_keyword=Boardtest", { cookie: counsellor.cookie }));
    expect(mineOnly).toHaveLength(3);
  });

  test("the dashboards' next steps list the open applications", async () => {
    const steps = (await readStudentCase(mine.user.id, { upcoming: 3 })).nextSteps;
    expect(steps.map((step) => step.university).sort()).toEqual(["Boardtest Leeds", "Boardtest Toronto"]);
    expect(steps.find((step) => step.university === "Boardtest Leeds")).toMatchObject({ stage: "shortlisted", stageLabel: "Shortlisted", nextStep: expect.stringContaining("counsellor") });
  });
});

describe("demo data", () => {
  test("the demo student gets three applications at different stages with their timelines, once", async () => {
    const demo = await signedInUser("student", "Demo Student");
    expect(await seedDemoUniversityApplications(demo.user.id, admin.user.id)).toBe(true);
    expect(await seedDemoUniversityApplications(demo.user.id, admin.user.id)).toBe(false);
    const rows = await db.universityApplication.findMany({ where: { studentId: demo.user.id }, orderBy: { id: "asc" }, include: { _count: { select: { events: true } } } });
    expect(rows.map((row) => [row.country, row.stage, row._count.events])).toEqual([
      ["United Kingdom", "conditional_offer", 4],
      ["Canada", "submitted", 3],
      ["Australia", "visa_lodged", 8],
    ]);
  });
});

describe("a Nepali student's application mails", () => {
  test("adding and moving an application mail in Nepali with the intake in Nepali; the notifications keep the English the page reads back", async () => {
    const nepali = await signedInUser("student", "सीता शर्मा");
    await setPreferredLanguage(nepali.user.id, "ne");
    const { id } = await addUniversityApplication({ actorId: counsellor.user.id, studentId: nepali.user.id, fields: modelFields("University of Sydney", "Australia") });
    await moveApplicationStage({ actorId: counsellor.user.id, applicationId: id, stage: "preparing", note: "Transcripts next." });
    const mails = await db.mail.findMany({ where: { userId: nepali.user.id }, orderBy: { id: "asc" } });
    const notices = await db.notification.findMany({ where: { userId: nepali.user.id }, orderBy: { id: "asc" } });
    const contents = mails.map((mail) => (JSON.parse(mail.data) as { content: NoticeContent }).content);

    expect(mails.map((mail) => mail.subject)).toEqual(["University of Sydney तपाईंका विश्वविद्यालयहरूमा थपियो", "University of Sydney: तयारी हुँदै"]);
    expect(contents[0].paragraphs[0]).toMatch(/^तपाईंका काउन्सेलरले तपाईंका विश्वविद्यालय आवेदनहरूमा University of Sydney को MA Education \([०-९]{4} सेप्टेम्बर\) थप्नुभयो।$/);
    expect(contents[1].paragraphs[0]).toMatch(/^University of Sydney को MA Education \([०-९]{4} सेप्टेम्बर\) का लागि तपाईंको आवेदन अब "तयारी हुँदै" चरणमा छ। \S/);
    expect(contents[1].details).toEqual([
      ["विश्वविद्यालय", "University of Sydney"],
      ["कार्यक्रम", "MA Education"],
      ["चरण", "तयारी हुँदै"],
      ["टिप्पणी", "Transcripts next."],
    ]);
    expect(notices.map((notice) => notice.title)).toEqual(["University of Sydney added to your universities", "University of Sydney: Preparing"]);
    expect(notices[1].body).toMatch(new RegExp(`^Your application for MA Education at University of Sydney, September ${NEXT_YEAR} is now at "Preparing"\\. \\S`));
    for (const [index, notice] of notices.entries()) {
      expect([notificationTextIn("ne", notice.title), notificationTextIn("ne", notice.body)]).toEqual([mails[index].subject, contents[index].paragraphs[0]]);
    }
  });
});
