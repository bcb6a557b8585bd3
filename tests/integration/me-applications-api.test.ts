import { describe, expect, test } from "vitest";
import { createApiToken } from "~/models/api-token.server";
import { addUniversityApplication } from "~/models/university-application.server";
import * as listRoute from "~/routes/api.me.applications";
import * as oneRoute from "~/routes/api.me.applications.$id";
import * as withdrawRoute from "~/routes/api.me.applications.$id.withdraw";
import { db } from "~/utils/db.server";
import { callApi, caseWorkersOf, studentWithToken } from "../support/api";
import { createTestUser } from "../support/users";

const NEXT_YEAR = new Date().getUTCFullYear() + 1;

const shortlist = (overrides: Record<string, unknown> = {}) => ({
  university: "University of Melbourne",
  country: "Australia",
  program: "Master of Data Science",
  level: "Postgraduate",
  intake_month: 2,
  intake_year: NEXT_YEAR,
  ...overrides,
});


/** What a refused write must leave alone: the student's applications, their events, the audit log and notices. */
async function caseState(studentId: number) {
  return {
    applications: await db.universityApplication.findMany({ where: { studentId }, select: { id: true, stage: true } }),
    events: await db.universityApplicationEvent.count({ where: { application: { studentId } } }),
    audits: await db.auditLog.count({ where: { entityType: "university_application" } }),
  };
}

describe("the student's applications through the API", () => {
  test("a student shortlists a university, lists it, reads its timeline and withdraws it, as on the page", async () => {
    const counsellor = await createTestUser("counsellor", "Kiran Counsellor");
    const { user, token } = await studentWithToken("Api Shortlister");
    await db.user.update({ where: { id: user.id }, data: { counsellorId: counsellor.id } });

    const created = await callApi(listRoute, { method: "POST", path: "/api/me/applications", token, body: shortlist() });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      message: "University of Melbourne is on your shortlist for your counsellor to review.",
      data: { university: "University of Melbourne", stage: "shortlisted", stage_label: "Shortlisted", added_by: "student", intake_month: 2, intake_year: NEXT_YEAR },
    });
    const id = (created.body as { data: { id: number } }).data.id;
    // the same traces as the page's form: the timeline's first entry, the audit row and the counsellor's notice
    expect(await db.auditLog.findFirst({ where: { entityType: "university_application", entityId: id } })).toMatchObject({ action: "shortlisted", actorId: user.id });
    expect(await db.notification.findFirst({ where: { userId: counsellor.id }, orderBy: { id: "desc" } })).toMatchObject({ title: "Api Shortlister shortlisted University of Melbourne" });

    const list = await callApi(listRoute, { path: "/api/me/applications", token });
    expect(list.status).toBe(200);
    expect((list.body as { data: Array<{ id: number }> }).data.map((row) => row.id)).toEqual([id]);

    const one = await callApi(oneRoute, { path: `/api/me/applications/${id}`, token, params: { id: String(id) } });
    expect(one.body).toMatchObject({ data: { id, timeline: [{ from_stage: null, to_stage: "shortlisted", by: { name: "Api Shortlister", role: "student" } }] } });

    const withdrawn = await callApi(withdrawRoute, { method: "POST", path: `/api/me/applications/${id}/withdraw`, token, params: { id: String(id) } });
    expect(withdrawn).toMatchObject({ status: 200, body: { message: "Application withdrawn.", data: { stage: "withdrawn", ended: true } } });
    const again = await callApi(withdrawRoute, { method: "POST", path: `/api/me/applications/${id}/withdraw`, token, params: { id: String(id) } });
    expect(again.status).toBe(409);
  });

  test("another student's application is a 404, read or withdrawn, and nothing changes", async () => {
    const owner = await studentWithToken("Owner Student");
    const other = await studentWithToken("Other Student");
    const { id } = await addUniversityApplication({ actorId: owner.user.id, studentId: owner.user.id, fields: { university: "ETH Zurich", country: "Switzerland", program: "MSc", level: "Postgraduate", intakeMonth: 9, intakeYear: NEXT_YEAR } });
    const before = await caseState(owner.user.id);
    const read = await callApi(oneRoute, { path: `/api/me/applications/${id}`, token: other.token, params: { id: String(id) } });
    expect(read).toMatchObject({ status: 404, body: { message: "Application not found." } });
    const withdraw = await callApi(withdrawRoute, { method: "POST", path: `/api/me/applications/${id}/withdraw`, token: other.token, params: { id: String(id) } });
    expect(withdraw.status).toBe(404);
    expect((await callApi(listRoute, { path: "/api/me/applications", token: other.token })).body).toEqual({ data: [] });
    expect(await caseState(owner.user.id)).toEqual(before);
  });

  test("case workers read their students' applications by student_id; a counsellor not theirs gets a 404, an editor a 403", async () => {
    const student = await studentWithToken("Counselled Student");
    const { mine, notMine, admin, editor } = await caseWorkersOf(student.user.id);
    await addUniversityApplication({ actorId: mine.id, studentId: student.user.id, fields: { university: "TU Munich", country: "Germany", program: "MSc", level: "Postgraduate", intakeMonth: 10, intakeYear: NEXT_YEAR } });
    const read = async (userId: number, query = `?student_id=${student.user.id}`) => callApi(listRoute, { path: `/api/me/applications${query}`, token: await createApiToken(userId) });

    for (const reader of [mine, admin]) expect((await read(reader.id)).body).toMatchObject({ data: [{ university: "TU Munich", added_by: "staff" }] });
    expect(await read(notMine.id)).toMatchObject({ status: 404, body: { message: "Student not found." } });
    expect((await read(editor.id)).status).toBe(403);
    expect(await read(mine.id, "")).toMatchObject({ status: 422, body: { errors: { student_id: ["Name the student whose case to read with student_id."] } } });
    expect((await read(mine.id, "?student_id=abc")).status).toBe(422);
    // staff read a case; they do not shortlist for the student through it
    const write = await callApi(listRoute, { method: "POST", path: "/api/me/applications", token: await createApiToken(mine.id), body: shortlist() });
    expect(write.status).toBe(403);
  });

  test("writes need a verified e-mail address and a token; reads need a token", async () => {
    const unverified = await studentWithToken("Unverified Student", { emailVerified: false });
    const refused = await callApi(listRoute, { method: "POST", path: "/api/me/applications", token: unverified.token, body: shortlist() });
    expect(refused).toMatchObject({ status: 403, body: { error_type: "email_not_verified" } });
    expect(await caseState(unverified.user.id)).toMatchObject({ applications: [], events: 0 });
    expect((await callApi(listRoute, { path: "/api/me/applications", token: unverified.token })).status).toBe(200);
    expect((await callApi(listRoute, { path: "/api/me/applications" })).status).toBe(401);
    expect((await callApi(listRoute, { method: "POST", path: "/api/me/applications", body: shortlist() })).status).toBe(401);
  });

  test("bad input answers 422 or 400 in the documented shape and stores nothing", async () => {
    const { user, token } = await studentWithToken("Careless Student");
    const post = (body: unknown) => callApi(listRoute, { method: "POST", path: "/api/me/applications", token, body });
    const wrongTypes = await post(shortlist({ intake_month: "2", intake_year: "next", university: 42 }));
    expect(wrongTypes.status).toBe(422);
    expect(Object.keys((wrongTypes.body as { errors: object }).errors).sort()).toEqual(["intake_month", "intake_year", "university"]);
    const missing = await post({ university: "Only a name" });
    expect(Object.keys((missing.body as { errors: object }).errors).sort()).toEqual(["country", "intake_month", "intake_year", "level", "program"]);
    expect((await post(shortlist({ intake_year: NEXT_YEAR - 3 }))).body).toMatchObject({ errors: { intake_year: ["The intake cannot be in the past"] } });
    expect((await post(shortlist({ level: "Kindergarten" }))).status).toBe(422);
    expect((await post("[1, 2]")).status).toBe(400);
    expect((await post("{not json")).status).toBe(400);
    // a prototype key is an unknown field, dropped; it reaches no object's prototype
    const polluted = await post(`{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {"isAdmin": true}}, "university": ""}`);
    expect(polluted.status).toBe(422);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    expect(await caseState(user.id)).toMatchObject({ applications: [], events: 0 });
  });
});
