import { beforeAll, describe, expect, test } from "vitest";
import { getAdminDashboard } from "~/models/admin-dashboard.server";
import { submitInquiry } from "~/models/inquiry.server";
import { moveInquiry } from "~/models/inquiry-admin.server";
import * as inquiryList from "~/routes/admin.inquiries._index";
import * as inquiryPage from "~/routes/admin.inquiries.$id/route";
import { db } from "~/utils/db.server";
import { pdfFile } from "../support/fixtures/files";
import { interleave } from "../support/interleave";
import { callRoute, expectRedirect, fieldErrors, type Answer } from "../support/routes";
import { signedInUser, uniqueEmail, type SignedInUser } from "../support/users";

let admin: SignedInUser;
let colleague: SignedInUser;
let student: SignedInUser;

beforeAll(async () => {
  admin = await signedInUser("admin", "Inquiry Admin");
  colleague = await signedInUser("admin", "Bina Counselor");
  student = await signedInUser("student", "Signed Student");
});

async function newInquiry(overrides: { serviceType?: string; serviceName?: string; fullName?: string; phone?: string; withDocument?: boolean; userId?: number } = {}) {
  const email = uniqueEmail("visitor");
  const { id } = await submitInquiry({
    serviceType: overrides.serviceType ?? "sop_writing",
    serviceName: overrides.serviceName ?? "SOP Writing",
    fullName: overrides.fullName ?? "Sita Visitor",
    email,
    phone: overrides.phone ?? "+977 980 000 1111",
    country: "Canada",
    message: "MSc Computer Science, Fall intake.",
    userId: overrides.userId ?? null,
    document: overrides.withDocument ? { file: pdfFile("transcript.pdf"), type: "pdf" } : null,
  });
  return { id, email, params: { id: String(id) }, path: `/admin/inquiries/${id}` };
}

type ListBody = Awaited<ReturnType<typeof inquiryList.loader>>;
type PageBody = Awaited<ReturnType<typeof inquiryPage.loader>>;

/** The record and everything an action could have written about it. */
async function snapshot(id: number) {
  return {
    inquiry: await db.inquiry.findUniqueOrThrow({ where: { id } }),
    audit: await db.auditLog.findMany({ where: { entityType: "inquiry", entityId: id } }),
    notifications: await db.notification.count(),
    mails: await db.mail.count(),
  };
}

function post(inquiry: { path: string; params: Record<string, string> }, form: Record<string, string>, cookie = admin.cookie) {
  return callRoute(inquiryPage.action, inquiry.path, { cookie, params: inquiry.params, form });
}

function expectRefused(answer: Answer, location: string) {
  expectRedirect(answer, location);
  expect(answer.toast).toMatchObject({ type: "error", title: "Action not allowed" });
}

describe("the inquiry list", () => {
  test("lists inquiries newest first with service, status, assignee and document count", async () => {
    const older = await newInquiry({ fullName: "Older zz-list", withDocument: true });
    const newer = await newInquiry({ fullName: "Newer zz-list", serviceType: "loan", serviceName: "Education Loan" });
    await db.inquiry.update({ where: { id: older.id }, data: { assigneeId: colleague.user.id } });
    const list = (await callRoute(inquiryList.loader, "/admin/inquiries?search_keyword=zz-list", { cookie: admin.cookie })).body as ListBody;
    expect(list.rows.map((row) => [row.id, row.service, row.status, row.assignee, row.documents])).toEqual([
      [newer.id, "Education Loan", "new", null, 0],
      [older.id, "SOP Writing", "new", "Bina Counselor", 1],
    ]);
  });

  test("search finds by name, e-mail or phone; filters narrow by service and status", async () => {
    const byPhone = await newInquiry({ phone: "+977 555 424 242", serviceType: "interview", serviceName: "Interview Preparation" });
    const search = async (url: string) => ((await callRoute(inquiryList.loader, url, { cookie: admin.cookie })).body as ListBody).rows.map((row) => row.id);
    expect(await search("/admin/inquiries?search_keyword=555%20424")).toEqual([byPhone.id]);
    expect(await search(`/admin/inquiries?search_keyword=${encodeURIComponent(byPhone.email)}`)).toEqual([byPhone.id]);
    const filters = (value: object) => `/admin/inquiries?search_keyword=555%20424&filters=${encodeURIComponent(JSON.stringify(value))}`;
    expect(await search(filters({ service_type: "interview" }))).toEqual([byPhone.id]);
    expect(await search(filters({ service_type: "loan" }))).toEqual([]);
    expect(await search(filters({ status: "contacted" }))).toEqual([]);
    await moveInquiry({ adminId: admin.user.id, inquiryId: byPhone.id, move: "contact" });
    expect(await search(filters({ service_type: "interview", status: "contacted" }))).toEqual([byPhone.id]);
  });
});

describe("one inquiry", () => {
  test("shows every field the visitor sent, the documents, the linked account and the history", async () => {
    const inquiry = await newInquiry({ withDocument: true, userId: student.user.id });
    await post(inquiry, { intent: "contact" });
    const page = (await callRoute(inquiryPage.loader, inquiry.path, { cookie: admin.cookie, params: inquiry.params })).body as PageBody;
    expect(page.inquiry).toMatchObject({
      name: "Sita Visitor",
      email: inquiry.email,
      phone: "+977 980 000 1111",
      country: "Canada",
      message: "MSc Computer Science, Fall intake.",
      status: "contacted",
      account: { id: student.user.id, name: "Signed Student" },
      moves: ["close"],
      canConvert: false,
    });
    expect(page.documents).toMatchObject([{ name: "transcript.pdf" }]);
    expect(page.history).toMatchObject([{ label: "Marked contacted", fromStatus: "new", toStatus: "contacted", by: "Inquiry Admin" }]);
  });

  test("offers conversion while no account is linked and it is not converted", async () => {
    const inquiry = await newInquiry();
    const page = (await callRoute(inquiryPage.loader, inquiry.path, { cookie: admin.cookie, params: inquiry.params })).body as PageBody;
    expect(page.inquiry).toMatchObject({ canConvert: true, moves: ["contact", "close"] });
    await db.inquiry.update({ where: { id: inquiry.id }, data: { status: "converted" } });
    const converted = (await callRoute(inquiryPage.loader, inquiry.path, { cookie: admin.cookie, params: inquiry.params })).body as PageBody;
    expect(converted.inquiry).toMatchObject({ canConvert: false, moves: [] });
  });

  test("the staff notification of a new inquiry opens it", async () => {
    const inquiry = await newInquiry({ serviceName: "Demo Class" });
    expect(await db.notification.findFirst({ where: { userId: admin.user.id }, orderBy: { id: "desc" } })).toMatchObject({ title: "New inquiry: Demo Class", link: inquiry.path });
  });

  test("an unknown inquiry is a 404", async () => {
    expect((await callRoute(inquiryPage.loader, "/admin/inquiries/999999", { cookie: admin.cookie, params: { id: "999999" } })).status).toBe(404);
  });
});

describe("assigning", () => {
  test("assigns to a staff member and unassigns, each audited with before and after; nobody is notified", async () => {
    const inquiry = await newInquiry();
    const before = await snapshot(inquiry.id);
    const assigned = await post(inquiry, { intent: "assign", assigneeId: String(colleague.user.id) });
    expectRedirect(assigned, inquiry.path);
    expect(assigned.toast).toMatchObject({ type: "success", title: "Inquiry assigned" });
    expect((await db.inquiry.findUniqueOrThrow({ where: { id: inquiry.id } })).assigneeId).toBe(colleague.user.id);
    const unassigned = await post(inquiry, { intent: "assign", assigneeId: "" });
    expect(unassigned.toast).toMatchObject({ type: "success", title: "Inquiry unassigned" });
    const after = await snapshot(inquiry.id);
    expect(after.inquiry.assigneeId).toBeNull();
    expect(after.audit.map((row) => [row.action, row.actorId, row.detail, JSON.parse(row.changes!)])).toEqual([
      ["assigned", admin.user.id, "Bina Counselor", { assignee: [null, "Bina Counselor"] }],
      ["unassigned", admin.user.id, null, { assignee: ["Bina Counselor", null] }],
    ]);
    expect([after.notifications, after.mails]).toEqual([before.notifications, before.mails]);
  });

  test("refuses a student or an unknown user as assignee, and a repeated assignment, changing nothing", async () => {
    const inquiry = await newInquiry();
    const before = await snapshot(inquiry.id);
    expect(fieldErrors(await post(inquiry, { intent: "assign", assigneeId: String(student.user.id) })).assigneeId).toEqual([
      "Inquiries can only be assigned to a staff member (an admin or a counsellor).",
    ]);
    expect(fieldErrors(await post(inquiry, { intent: "assign", assigneeId: "abc" })).assigneeId).toBeDefined();
    expectRefused(await post(inquiry, { intent: "assign", assigneeId: "" }), inquiry.path);
    expect(await snapshot(inquiry.id)).toEqual(before);
  });
});

describe("notes", () => {
  test("are kept on the record and audited with before and after", async () => {
    const inquiry = await newInquiry();
    const saved = await post(inquiry, { intent: "notes", notes: "  Called once, call back Monday.  " });
    expectRedirect(saved, inquiry.path);
    expect(saved.toast).toMatchObject({ type: "success", title: "Notes saved" });
    await post(inquiry, { intent: "notes", notes: "Prefers e-mail." });
    const after = await snapshot(inquiry.id);
    expect(after.inquiry.notes).toBe("Prefers e-mail.");
    expect(after.audit.map((row) => [row.action, JSON.parse(row.changes!)])).toEqual([
      ["notes", { notes: [null, "Called once, call back Monday."] }],
      ["notes", { notes: ["Called once, call back Monday.", "Prefers e-mail."] }],
    ]);
  });

  test("refuses notes that are too long, keeping what was typed and changing nothing", async () => {
    const inquiry = await newInquiry();
    const before = await snapshot(inquiry.id);
    const answer = await post(inquiry, { intent: "notes", notes: "x".repeat(5001) });
    expect(fieldErrors(answer).notes).toEqual(["Notes must be at most 5000 characters"]);
    expect(await snapshot(inquiry.id)).toEqual(before);
  });

  test("are never shown to the sender: nothing is mailed or notified", async () => {
    const inquiry = await newInquiry({ userId: student.user.id });
    const before = await snapshot(inquiry.id);
    await post(inquiry, { intent: "notes", notes: "Internal only." });
    const after = await snapshot(inquiry.id);
    expect([after.notifications, after.mails]).toEqual([before.notifications, before.mails]);
  });
});

describe("status moves", () => {
  test("new -> contacted -> closed -> new, each audited with its from and to", async () => {
    const inquiry = await newInquiry();
    for (const [intent, title] of [
      ["contact", "Marked contacted"],
      ["close", "Inquiry closed"],
      ["reopen", "Inquiry reopened"],
    ]) {
      const answer = await post(inquiry, { intent });
      expectRedirect(answer, inquiry.path);
      expect(answer.toast).toMatchObject({ type: "success", title });
    }
    const after = await snapshot(inquiry.id);
    expect(after.inquiry.status).toBe("new");
    expect(after.audit.map((row) => [row.action, row.fromStatus, row.toStatus, row.actorId])).toEqual([
      ["contact", "new", "contacted", admin.user.id],
      ["close", "contacted", "closed", admin.user.id],
      ["reopen", "closed", "new", admin.user.id],
    ]);
  });

  test("refuses a move the status does not offer, changing nothing", async () => {
    const inquiry = await newInquiry();
    await post(inquiry, { intent: "close" });
    const before = await snapshot(inquiry.id);
    expectRefused(await post(inquiry, { intent: "contact" }), inquiry.path);
    expectRefused(await post(inquiry, { intent: "close" }), inquiry.path);
    expect(await snapshot(inquiry.id)).toEqual(before);
  });

  test("never moves a converted inquiry, and nothing posts it to converted", async () => {
    const inquiry = await newInquiry();
    await db.inquiry.update({ where: { id: inquiry.id }, data: { status: "converted" } });
    const before = await snapshot(inquiry.id);
    for (const intent of ["contact", "close", "reopen"]) expectRefused(await post(inquiry, { intent }), inquiry.path);
    expect((await post(inquiry, { intent: "convert" })).status).toBe(400);
    expect(await snapshot(inquiry.id)).toEqual(before);
  });

  test("Close from a page shown before another admin marked the inquiry contacted is refused and changes nothing", async () => {
    const inquiry = await newInquiry();
    let afterOther: unknown = null;
    const outcome = await interleave(
      "inquiry",
      () => post(inquiry, { intent: "close" }),
      async () => {
        await moveInquiry({ adminId: colleague.user.id, inquiryId: inquiry.id, move: "contact" });
        afterOther = await snapshot(inquiry.id);
      },
    );
    expectRefused(outcome, inquiry.path);
    expect(await snapshot(inquiry.id)).toEqual(afterOther);
    expect((await db.inquiry.findUniqueOrThrow({ where: { id: inquiry.id } })).status).toBe("contacted");
  });
});

describe("Pending Actions", () => {
  test("count only the inquiries still new", async () => {
    const pending = async () => (await getAdminDashboard("Asia/Kathmandu")).stats.pendingActions.value;
    const start = await pending();
    const inquiry = await newInquiry();
    expect(await pending()).toBe(start + 1);
    await moveInquiry({ adminId: admin.user.id, inquiryId: inquiry.id, move: "contact" });
    expect(await pending()).toBe(start);
    await moveInquiry({ adminId: admin.user.id, inquiryId: inquiry.id, move: "close" });
    expect(await pending()).toBe(start);
  });
});

describe("guards", () => {
  test("students and visitors never see or change an inquiry", async () => {
    const inquiry = await newInquiry({ userId: student.user.id });
    const before = await snapshot(inquiry.id);
    expectRedirect(await callRoute(inquiryList.loader, "/admin/inquiries", { cookie: student.cookie }), "/student");
    expectRedirect(await callRoute(inquiryPage.loader, inquiry.path, { cookie: student.cookie, params: inquiry.params }), "/student");
    const forms: Array<Record<string, string>> = [{ intent: "assign", assigneeId: String(admin.user.id) }, { intent: "notes", notes: "Hi" }, { intent: "contact" }, { intent: "close" }];
    for (const form of forms) {
      expectRedirect(await post(inquiry, form, student.cookie), "/student");
      expect((await callRoute(inquiryPage.action, inquiry.path, { params: inquiry.params, form })).location).toMatch(/^\/login\?redirectTo=/);
    }
    expect((await callRoute(inquiryList.loader, "/admin/inquiries")).location).toMatch(/^\/login\?redirectTo=/);
    expect((await callRoute(inquiryPage.loader, inquiry.path, { params: inquiry.params })).location).toMatch(/^\/login\?redirectTo=/);
    expect(await snapshot(inquiry.id)).toEqual(before);
  });
});
