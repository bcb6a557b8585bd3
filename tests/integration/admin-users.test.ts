import { randomUUID } from "node:crypto";
import { beforeAll, beforeEach, describe, expect, test } from "vitest";
import { createApiToken, getUserByApiToken } from "~/models/api-token.server";
import { submitInquiry } from "~/models/inquiry.server";
import { readResetLink, requestPasswordReset } from "~/models/password-reset.server";
import { LastAdminError, changeUserRole } from "~/models/user-admin.server";
import { verifyLogin } from "~/models/user.server";
import * as resetPassword from "~/routes/_auth.reset-password/route";
import * as convertRoute from "~/routes/admin.inquiries.$id.convert/route";
import * as userDisable from "~/routes/admin.users.$id.disable";
import * as userPage from "~/routes/admin.users.$id/route";
import * as userList from "~/routes/admin.users._index";
import * as userNew from "~/routes/admin.users.new/route";
import * as loginApi from "~/routes/api.login";
import { action as loginAction } from "~/routes/_auth.login/route";
import { loader as studentLayoutLoader } from "~/routes/student";
import { db } from "~/utils/db.server";
import { callApi } from "../support/api";
import { createLoan, createPayment, createSop } from "../support/fixtures/applications";
import { pendingBooking } from "../support/fixtures/bookings";
import { interleave } from "../support/interleave";
import { drainQueue, linksIn } from "../support/mail";
import { callRoute, expectRedirect, fieldErrors, type RouteCall, type RouteHandler } from "../support/routes";
import { TEST_PASSWORD, createTestUser, sessionCookie, signedInUser, uniqueEmail, type SignedInUser } from "../support/users";
import { seedCatalogue } from "../support/fixtures/catalogue";

// The service pages sell and book the seeded catalogue entries (decision 048).
beforeAll(seedCatalogue);

let admin: SignedInUser;
let student: SignedInUser;

beforeAll(async () => {
  admin = await signedInUser("admin", "People Admin");
  student = await signedInUser("student", "Plain Student");
});

// Some tests leave only two other admins active (the last-admin rule); every test starts with this file's admin back.
beforeEach(async () => {
  await db.user.update({ where: { id: admin.user.id }, data: { role: "admin", disabledAt: null } });
});

type ListBody = Awaited<ReturnType<typeof userList.loader>>;
type PageBody = Awaited<ReturnType<typeof userPage.loader>>;

const page = (id: number) => ({ path: `/admin/users/${id}`, params: { id: String(id) } });
const fromAnAddress = () => ({ "X-Forwarded-For": randomUUID() });
const auditOf = (entityType: string, entityId: number) => db.auditLog.findMany({ where: { entityType, entityId }, orderBy: { id: "asc" } });
const invitationsTo = (email: string) => db.mail.findMany({ where: { to: email, template: "invitation" } });

/** The link of the invitation mail once the worker has sent it (into the local mailbox: no SMTP server in tests). */
async function invitationLink(email: string) {
  await drainQueue();
  const [mail] = await invitationsTo(email);
  const link = linksIn(mail.text ?? "").find((url) => url.pathname === "/reset-password");
  if (!link) throw new Error(`no invitation link in:\n${mail.text}`);
  return link;
}

async function choosePassword(link: URL, password: string) {
  return callRoute(resetPassword.action, `${link.pathname}${link.search}`, {
    form: { token: link.searchParams.get("token")!, password, password_confirmation: password },
    headers: fromAnAddress(),
  });
}

const webLogin = (email: string, password = TEST_PASSWORD) => callRoute(loginAction, "/login", { form: { email, password }, headers: fromAnAddress() });

describe("the users list", () => {
  test("lists every account with its role and state; search, role and state filters narrow it", async () => {
    const tag = `zz-people-${randomUUID().slice(0, 8)}`;
    const learner = await createTestUser("student", `Learner ${tag}`);
    const staff = await createTestUser("admin", `Staff ${tag}`);
    const gone = await createTestUser("student", `Gone ${tag}`);
    await db.user.update({ where: { id: gone.id }, data: { disabledAt: new Date() } });
    const leaving = await createTestUser("student", `Leaving ${tag}`);
    await db.user.update({ where: { id: leaving.id }, data: { disabledAt: new Date(), deletionRequestedAt: new Date() } });

    const all = (await callRoute(userList.loader, `/admin/users?search_keyword=${tag}`, { cookie: admin.cookie })).body as ListBody;
    expect(all.rows.map((row) => [row.id, row.role, row.state])).toEqual([
      [leaving.id, "student", "deletion_pending"],
      [gone.id, "student", "disabled"],
      [staff.id, "admin", "active"],
      [learner.id, "student", "active"],
    ]);
    const filter = (filters: object) => `/admin/users?search_keyword=${tag}&filters=${encodeURIComponent(JSON.stringify(filters))}`;
    const admins = (await callRoute(userList.loader, filter({ role: "admin" }), { cookie: admin.cookie })).body as ListBody;
    expect(admins.rows.map((row) => row.id)).toEqual([staff.id]);
    const disabled = (await callRoute(userList.loader, filter({ state: "disabled" }), { cookie: admin.cookie })).body as ListBody;
    expect(disabled.rows.map((row) => row.id)).toEqual([gone.id]);
    const pending = (await callRoute(userList.loader, filter({ state: "deletion_pending" }), { cookie: admin.cookie })).body as ListBody;
    expect(pending.rows.map((row) => row.id)).toEqual([leaving.id]);
    const activeStudents = (await callRoute(userList.loader, filter({ role: "student", state: "active" }), { cookie: admin.cookie })).body as ListBody;
    expect(activeStudents.rows.map((row) => row.id)).toEqual([learner.id]);
    const byEmail = (await callRoute(userList.loader, `/admin/users?search_keyword=${encodeURIComponent(staff.email)}`, { cookie: admin.cookie })).body as ListBody;
    expect(byEmail.rows.map((row) => row.id)).toEqual([staff.id]);
  });
});

describe("an account's page", () => {
  test("a student's page shows their contact details and every kind of record, each linked to the page that handles it", async () => {
    const owner = await createTestUser("student", "Records Owner");
    await createSop(owner.id);
    await createLoan(owner.id);
    await pendingBooking(owner.id, "interview");
    for (let count = 0; count < 11; count++) await createPayment(owner.id);
    const { user, records } = (await callRoute(userPage.loader, page(owner.id).path, { cookie: admin.cookie, params: page(owner.id).params })).body as PageBody;
    expect(user).toMatchObject({ id: owner.id, email: owner.email, role: "student", disabledSince: null, invitationPending: false });
    expect(records).not.toBeNull();
    const counts = {
      sops: await db.sopApplication.count({ where: { studentId: owner.id } }),
      bookings: await db.booking.count({ where: { studentId: owner.id } }),
      loans: await db.loanApplication.count({ where: { studentId: owner.id } }),
      payments: await db.payment.count({ where: { studentId: owner.id } }),
      documents: await db.document.count({ where: { ownerId: owner.id } }),
    };
    for (const [key, total] of Object.entries(counts)) {
      const section = records![key as keyof typeof counts];
      expect(total).toBeGreaterThan(0);
      expect(section.total).toBe(total);
      expect(section.rows.length).toBe(Math.min(total, 10));
    }
    expect(records!.sops.rows[0].href).toMatch(/^\/admin\/sop-applications\/\d+$/);
    expect(records!.documents.rows[0].href).toMatch(/^\/admin\/documents\/\d+$/);
    expect(records!.payments.rows[0].href).toMatch(/^\/admin\/payment-histories\?search_keyword=/);
    expect(records!.bookings.rows[0].href).toMatch(/^\/admin\/[a-z-]+-applications\?search_keyword=\d+$/);
  });

  test("an admin's page shows role and state without records; an unknown account is a 404", async () => {
    const other = await createTestUser("admin", "Other Admin");
    const body = (await callRoute(userPage.loader, page(other.id).path, { cookie: admin.cookie, params: page(other.id).params })).body as PageBody;
    expect(body).toMatchObject({ user: { role: "admin", disabledSince: null }, records: null, self: false });
    expect((await callRoute(userPage.loader, "/admin/users/999999", { cookie: admin.cookie, params: { id: "999999" } })).status).toBe(404);
  });
});

describe("adding an admin by invitation", () => {
  test("creates an account without a usable password, queues one invitation, audits it; the link sets a password and the admin logs in", async () => {
    const email = uniqueEmail("new-admin");
    const answer = await callRoute(userNew.action, "/admin/users/new", { cookie: admin.cookie, form: { name: "  Nisha Admin ", email: email.toUpperCase() } });
    const created = await db.user.findUniqueOrThrow({ where: { email } });
    expectRedirect(answer, `/admin/users/${created.id}`);
    expect(answer.toast).toMatchObject({ type: "success", title: "Admin added" });
    expect(created).toMatchObject({ name: "Nisha Admin", role: "admin", passwordHash: "", disabledAt: null });
    expect(await verifyLogin(email, "")).toBeNull();
    const [audit] = await auditOf("user", created.id);
    expect(audit).toMatchObject({ action: "invite", actorId: admin.user.id });
    expect(JSON.parse(audit.changes!)).toEqual({ role: [null, "admin"] });

    const queued = await invitationsTo(email);
    expect(queued).toMatchObject([{ category: "account", status: "queued", userId: created.id }]);
    // The link is issued by the worker when it sends, never waiting in the queue.
    expect(await db.passwordResetToken.count({ where: { userId: created.id } })).toBe(0);

    const before = Date.now();
    const link = await invitationLink(email);
    const token = await db.passwordResetToken.findFirstOrThrow({ where: { userId: created.id } });
    expect(token.expiresAt.getTime() - before).toBeGreaterThan(7 * 86_400_000 - 60_000);
    expect(token.expiresAt.getTime() - before).toBeLessThanOrEqual(7 * 86_400_000 + 60_000);
    expect(await readResetLink(link.searchParams.get("token")!)).toEqual({ usable: true, firstPassword: true });
    const page = (await callRoute(resetPassword.loader, `${link.pathname}${link.search}`)).body as { firstPassword: boolean };
    expect(page.firstPassword).toBe(true);

    const set = await choosePassword(link, "a-first-password-1");
    expectRedirect(set, "/login");
    expect(set.toast).toMatchObject({ type: "success", title: "Password set" });
    expect(await verifyLogin(email, "a-first-password-1")).toMatchObject({ id: created.id, role: "admin" });
    expect((await choosePassword(link, "another-password-2")).status).toBe(400);
  });

  test("a taken e-mail is a field error and creates nothing", async () => {
    const existing = await createTestUser("student");
    const answer = await callRoute(userNew.action, "/admin/users/new", { cookie: admin.cookie, form: { name: "Twice", email: existing.email } });
    expect(fieldErrors(answer).email).toEqual(["An account with this e-mail already exists."]);
    expect(await db.user.count({ where: { email: existing.email } })).toBe(1);
    expect((await db.user.findUniqueOrThrow({ where: { email: existing.email } })).role).toBe("student");
    expect(await invitationsTo(existing.email)).toEqual([]);
    expect(await auditOf("user", existing.id)).toEqual([]);
  });

  test("a missing name or a bad e-mail is refused with field errors and creates nothing", async () => {
    const email = uniqueEmail("bad");
    const answer = await callRoute(userNew.action, "/admin/users/new", { cookie: admin.cookie, form: { name: "   ", email: "not-an-address" } });
    expect(fieldErrors(answer)).toMatchObject({ name: ["Name is required"], email: ["Enter a valid e-mail address"] });
    const blankName = await callRoute(userNew.action, "/admin/users/new", { cookie: admin.cookie, form: { name: "", email } });
    expect(blankName.status).toBe(400);
    expect(await db.user.count({ where: { email } })).toBe(0);
  });
});

/** Only `keep` stay active admins, so the last-admin rule can be met; the others are made students. */
async function onlyAdmins(...keep: number[]) {
  await db.user.updateMany({ where: { role: "admin", id: { notIn: keep } }, data: { role: "student" } });
}

describe("changing a role", () => {
  test("makes a student an admin and back, each audited with the role's before and after", async () => {
    const person = await createTestUser("student", "Promoted Person");
    const target = page(person.id);
    const promoted = await callRoute(userPage.action, target.path, { cookie: admin.cookie, params: target.params, form: { intent: "role", role: "admin" } });
    expectRedirect(promoted, target.path);
    expect(promoted.toast).toMatchObject({ type: "success", title: "Role changed" });
    expect((await db.user.findUniqueOrThrow({ where: { id: person.id } })).role).toBe("admin");
    await callRoute(userPage.action, target.path, { cookie: admin.cookie, params: target.params, form: { intent: "role", role: "student" } });
    expect((await db.user.findUniqueOrThrow({ where: { id: person.id } })).role).toBe("student");
    const audits = await auditOf("user", person.id);
    expect(audits.map((row) => [row.action, row.actorId, JSON.parse(row.changes!)])).toEqual([
      ["change_role", admin.user.id, { role: ["student", "admin"] }],
      ["change_role", admin.user.id, { role: ["admin", "student"] }],
    ]);
  });

  test("the same role again, or an unknown role, changes nothing", async () => {
    const person = await createTestUser("student");
    const target = page(person.id);
    const same = await callRoute(userPage.action, target.path, { cookie: admin.cookie, params: target.params, form: { intent: "role", role: "student" } });
    expect(same.toast).toMatchObject({ type: "error", title: "Action not allowed" });
    const unknown = await callRoute(userPage.action, target.path, { cookie: admin.cookie, params: target.params, form: { intent: "role", role: "owner" } });
    expect(fieldErrors(unknown).role).toEqual(["Choose Student, Counsellor or Admin"]);
    expect((await db.user.findUniqueOrThrow({ where: { id: person.id } })).role).toBe("student");
    expect(await auditOf("user", person.id)).toEqual([]);
  });

  test("the last active admin cannot be made a student; a disabled admin does not count", async () => {
    const disabledAdmin = await createTestUser("admin", "Disabled Admin");
    await db.user.update({ where: { id: disabledAdmin.id }, data: { disabledAt: new Date() } });
    await onlyAdmins(admin.user.id, disabledAdmin.id);
    const self = page(admin.user.id);
    const refused = await callRoute(userPage.action, self.path, { cookie: admin.cookie, params: self.params, form: { intent: "role", role: "student" } });
    expect(refused.toast).toMatchObject({ type: "error", title: "Action not allowed", description: new LastAdminError().message });
    expect((await db.user.findUniqueOrThrow({ where: { id: admin.user.id } })).role).toBe("admin");
    expect(await auditOf("user", admin.user.id)).toEqual([]);
  });

  // The last-admin rule counts the active admins and then writes: on PostgreSQL both changes can pass the count.
  test("two admins demoting each other at the same moment: one is refused and an admin remains", async () => {
    const first = await createTestUser("admin", "First Admin");
    const second = await createTestUser("admin", "Second Admin");
    await onlyAdmins(first.id, second.id);
    await expect(
      interleave(
        "user",
        () => changeUserRole({ adminId: first.id, userId: second.id, role: "student" }),
        () => changeUserRole({ adminId: second.id, userId: first.id, role: "student" }),
      ),
    ).rejects.toBeInstanceOf(LastAdminError);
    expect(await db.user.count({ where: { role: "admin", disabledAt: null } })).toBe(1);
    expect((await db.user.findUniqueOrThrow({ where: { id: second.id } })).role).toBe("admin");
    expect(await auditOf("user", second.id)).toEqual([]);

    // The same two changes sent together, without a paused read: one wins, the other is refused.
    const third = await createTestUser("admin", "Third Admin");
    await onlyAdmins(second.id, third.id);
    const outcomes = await Promise.allSettled([
      changeUserRole({ adminId: second.id, userId: third.id, role: "student" }),
      changeUserRole({ adminId: third.id, userId: second.id, role: "student" }),
    ]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(["fulfilled", "rejected"]);
    expect(await db.user.count({ where: { role: "admin", disabledAt: null } })).toBe(1);
  });
});

describe("disabling and enabling an account", () => {
  test("ends every session and API token at once; the account cannot log in, on the web or the API, nor get back in by a reset link", async () => {
    const person = await signedInUser("student", "Soon Disabled");
    const token = await createApiToken(person.user.id);
    await requestPasswordReset(person.user.email);
    await drainQueue();
    const resetMail = await db.mail.findFirstOrThrow({ where: { to: person.user.email, template: "password-reset" } });
    const resetLink = linksIn(resetMail.text ?? "").find((url) => url.pathname === "/reset-password")!;

    const target = page(person.user.id);
    const confirm = await callRoute(userDisable.loader, `${target.path}/disable`, { cookie: admin.cookie, params: target.params });
    expect(confirm.body).toMatchObject({ closeTo: target.path, user: { email: person.user.email, role: "student" } });
    const answer = await callRoute(userDisable.action, `${target.path}/disable`, { cookie: admin.cookie, params: target.params, form: {} });
    expectRedirect(answer, target.path);
    expect(answer.toast).toMatchObject({ type: "success", title: "Account disabled" });

    expect((await db.user.findUniqueOrThrow({ where: { id: person.user.id } })).disabledAt).not.toBeNull();
    expect(await db.session.count({ where: { userId: person.user.id } })).toBe(0);
    expect(await db.apiToken.count({ where: { userId: person.user.id } })).toBe(0);
    expect(await getUserByApiToken(token)).toBeNull();
    expect((await callRoute(studentLayoutLoader, "/student", { cookie: person.cookie })).location).toMatch(/^\/login\?redirectTo=/);
    expect((await auditOf("user", person.user.id)).map((row) => [row.action, row.fromStatus, row.toStatus, row.actorId])).toEqual([["disable", "active", "disabled", admin.user.id]]);

    expect((await webLogin(person.user.email)).status).toBe(401);
    expect(await db.session.count({ where: { userId: person.user.id } })).toBe(0);
    const api = await callApi(loginApi, { method: "POST", path: "/api/login", body: { email: person.user.email, password: TEST_PASSWORD }, headers: fromAnAddress() });
    expect(api).toMatchObject({ status: 401, body: { message: "Invalid email or password." } });

    expect((await readResetLink(resetLink.searchParams.get("token")!)).usable).toBe(false);
    const reset = await choosePassword(resetLink, "a-new-password-9");
    expect(reset.status).toBe(400);
    expect(await verifyLogin(person.user.email, "a-new-password-9")).toBeNull();
    await requestPasswordReset(person.user.email);
    expect(await db.mail.count({ where: { to: person.user.email, template: "password-reset" } })).toBe(1);
  });

  test("enabling lets the account log in again, audited", async () => {
    const person = await createTestUser("student", "Back Again");
    const target = page(person.id);
    await callRoute(userDisable.action, `${target.path}/disable`, { cookie: admin.cookie, params: target.params, form: {} });
    expect(await verifyLogin(person.email, TEST_PASSWORD)).toBeNull();
    const enabled = await callRoute(userPage.action, target.path, { cookie: admin.cookie, params: target.params, form: { intent: "enable" } });
    expect(enabled.toast).toMatchObject({ type: "success", title: "Account enabled" });
    expect(await verifyLogin(person.email, TEST_PASSWORD)).toMatchObject({ id: person.id });
    expect((await auditOf("user", person.id)).map((row) => row.action)).toEqual(["disable", "enable"]);
    const again = await callRoute(userPage.action, target.path, { cookie: admin.cookie, params: target.params, form: { intent: "enable" } });
    expect(again.toast).toMatchObject({ type: "error", title: "Action not allowed", description: "This account is not disabled." });
  });

  test("an admin cannot disable themselves, nor an account twice; nothing changes", async () => {
    const self = page(admin.user.id);
    const confirm = await callRoute(userDisable.loader, `${self.path}/disable`, { cookie: admin.cookie, params: self.params });
    expectRedirect(confirm, self.path);
    expect(confirm.toast).toMatchObject({ type: "error", description: "You cannot disable your own account." });
    const refused = await callRoute(userDisable.action, `${self.path}/disable`, { cookie: admin.cookie, params: self.params, form: {} });
    expect(refused.toast).toMatchObject({ type: "error", title: "Action not allowed", description: "You cannot disable your own account." });
    expect((await db.user.findUniqueOrThrow({ where: { id: admin.user.id } })).disabledAt).toBeNull();
    expect(await db.session.count({ where: { userId: admin.user.id } })).toBeGreaterThan(0);

    const person = await createTestUser("student");
    const target = page(person.id);
    await callRoute(userDisable.action, `${target.path}/disable`, { cookie: admin.cookie, params: target.params, form: {} });
    const twice = await callRoute(userDisable.action, `${target.path}/disable`, { cookie: admin.cookie, params: target.params, form: {} });
    expect(twice.toast).toMatchObject({ type: "error", description: "This account is disabled already." });
    expect(await auditOf("user", person.id)).toHaveLength(1);
  });

  // The last-admin rule counts the active admins and then writes: on PostgreSQL both changes can pass the count.
  test("two admins disabling each other at the same moment: one is refused and an admin can still log in", async () => {
    const first = await signedInUser("admin", "First Disabler");
    const second = await signedInUser("admin", "Second Disabler");
    await onlyAdmins(first.user.id, second.user.id);
    const outcomes = await Promise.all([
      callRoute(userDisable.action, `/admin/users/${second.user.id}/disable`, { cookie: first.cookie, params: { id: String(second.user.id) }, form: {} }),
      callRoute(userDisable.action, `/admin/users/${first.user.id}/disable`, { cookie: second.cookie, params: { id: String(first.user.id) }, form: {} }),
    ]);
    expect(outcomes.map((outcome) => outcome.toast?.type).sort()).toEqual(["error", "success"]);
    expect(await db.user.count({ where: { role: "admin", disabledAt: null } })).toBe(1);
  });
});

describe("converting an inquiry", () => {
  async function newInquiry(email = uniqueEmail("prospect")) {
    const { id } = await submitInquiry({ serviceType: "counseling", serviceName: "Free Counseling", fullName: "Pema Lama", email, phone: "+977 9800000000", country: "Australia" });
    return { id, email, path: `/admin/inquiries/${id}/convert`, params: { id: String(id) } };
  }

  test("creates one student account from the inquiry with one invitation mail, links and marks the inquiry, audits; a second conversion is refused", async () => {
    const inquiry = await newInquiry();
    const confirm = await callRoute(convertRoute.loader, inquiry.path, { cookie: admin.cookie, params: inquiry.params });
    expect(confirm.body).toMatchObject({ closeTo: `/admin/inquiries/${inquiry.id}`, inquiry: { name: "Pema Lama", email: inquiry.email }, account: null });

    const answer = await callRoute(convertRoute.action, inquiry.path, { cookie: admin.cookie, params: inquiry.params, form: {} });
    expectRedirect(answer, `/admin/inquiries/${inquiry.id}`);
    expect(answer.toast).toMatchObject({ type: "success", title: "Inquiry converted" });
    const account = await db.user.findUniqueOrThrow({ where: { email: inquiry.email } });
    expect(account).toMatchObject({ name: "Pema Lama", phone: "+977 9800000000", role: "student", passwordHash: "" });
    expect(await db.inquiry.findUniqueOrThrow({ where: { id: inquiry.id } })).toMatchObject({ status: "converted", userId: account.id });
    expect(await invitationsTo(inquiry.email)).toHaveLength(1);
    const [audit] = await auditOf("inquiry", inquiry.id);
    expect(audit).toMatchObject({ action: "convert", fromStatus: "new", toStatus: "converted", actorId: admin.user.id });
    expect(JSON.parse(audit.changes!)).toEqual({ userId: [null, account.id] });

    const again = await callRoute(convertRoute.action, inquiry.path, { cookie: admin.cookie, params: inquiry.params, form: {} });
    expect(again.toast).toMatchObject({ type: "error", title: "Action not allowed", description: "This inquiry has been converted already." });
    const reopened = await callRoute(convertRoute.loader, inquiry.path, { cookie: admin.cookie, params: inquiry.params });
    expectRedirect(reopened, `/admin/inquiries/${inquiry.id}`);
    expect(await db.user.count({ where: { email: inquiry.email } })).toBe(1);
    expect(await invitationsTo(inquiry.email)).toHaveLength(1);
    expect(await auditOf("inquiry", inquiry.id)).toHaveLength(1);

    const link = await invitationLink(inquiry.email);
    expectRedirect(await choosePassword(link, "pema-password-1"), "/login");
    expectRedirect(await webLogin(inquiry.email, "pema-password-1"), "/student");
  });

  test("an inquiry sent from a Nepali page makes a Nepali account, and its invitation is in Nepali", async () => {
    const email = uniqueEmail("nepali-prospect");
    const { id } = await submitInquiry(
      { serviceType: "counseling", serviceName: "Free Counseling", fullName: "सीता शर्मा", email, phone: "+977 9800000000", country: "Nepal" },
      { locale: "ne", serviceName: "निःशुल्क काउन्सेलिङ" },
    );
    await callRoute(convertRoute.action, `/admin/inquiries/${id}/convert`, { cookie: admin.cookie, params: { id: String(id) }, form: {} });
    expect(await db.user.findUniqueOrThrow({ where: { email } })).toMatchObject({ preferredLanguage: "ne" });
    const [invitation] = await invitationsTo(email);
    expect(invitation).toMatchObject({ subject: "तपाईंको खाता तयार छ: पासवर्ड छान्नुहोस्" });
    expect(JSON.parse(invitation.data)).toMatchObject({ locale: "ne" });
  });

  test("an inquiry from an address that has an account is linked to it, without a mail, and the toast says so", async () => {
    const existing = await createTestUser("student", "Known Student");
    const inquiry = await newInquiry(existing.email);
    const confirm = await callRoute(convertRoute.loader, inquiry.path, { cookie: admin.cookie, params: inquiry.params });
    expect(confirm.body).toMatchObject({ account: { id: existing.id } });
    const answer = await callRoute(convertRoute.action, inquiry.path, { cookie: admin.cookie, params: inquiry.params, form: {} });
    expect(answer.toast?.description).toContain("already has an account");
    expect(await db.inquiry.findUniqueOrThrow({ where: { id: inquiry.id } })).toMatchObject({ status: "converted", userId: existing.id });
    expect(await db.user.count({ where: { email: existing.email } })).toBe(1);
    expect(await invitationsTo(existing.email)).toEqual([]);
  });

  test("an unknown inquiry is a 404", async () => {
    expect((await callRoute(convertRoute.loader, "/admin/inquiries/999999/convert", { cookie: admin.cookie, params: { id: "999999" } })).status).toBe(404);
  });
});

describe("only admins manage people", () => {
  test("students and visitors are refused by every loader and action, and nothing changes", async () => {
    const person = await createTestUser("student", "Untouched");
    const target = page(person.id);
    const inquiry = await submitInquiry({ serviceType: "counseling", serviceName: "Free Counseling", fullName: "Nobody", email: uniqueEmail("nobody"), phone: "+977 9811111111", country: "Japan" });
    const convert = { path: `/admin/inquiries/${inquiry.id}/convert`, params: { id: String(inquiry.id) } };
    const calls: Array<[RouteHandler, string, RouteCall]> = [
      [userList.loader, "/admin/users", {}],
      [userNew.loader, "/admin/users/new", {}],
      [userNew.action, "/admin/users/new", { form: { name: "Sneaky", email: uniqueEmail("sneaky") } }],
      [userPage.loader, target.path, { params: target.params }],
      [userPage.action, target.path, { params: target.params, form: { intent: "role", role: "admin" } }],
      [userPage.action, target.path, { params: target.params, form: { intent: "enable" } }],
      [userDisable.loader, `${target.path}/disable`, { params: target.params }],
      [userDisable.action, `${target.path}/disable`, { params: target.params, form: {} }],
      [convertRoute.loader, convert.path, { params: convert.params }],
      [convertRoute.action, convert.path, { params: convert.params, form: {} }],
    ];
    for (const [handler, path, call] of calls) {
      expectRedirect(await callRoute(handler, path, { ...call, cookie: student.cookie }), "/student");
      expect((await callRoute(handler, path, call)).location).toMatch(/^\/login\?redirectTo=/);
    }
    expect(await db.user.findUniqueOrThrow({ where: { id: person.id } })).toMatchObject({ role: "student", disabledAt: null });
    expect(await db.inquiry.findUniqueOrThrow({ where: { id: inquiry.id } })).toMatchObject({ status: "new", userId: null });
    expect(await db.user.count({ where: { name: "Sneaky" } })).toBe(0);
    expect(await auditOf("user", person.id)).toEqual([]);
  });
});

test("a session cookie of a disabled account signs nobody in, even if its row survived", async () => {
  const person = await createTestUser("student");
  const cookie = await sessionCookie(person.id);
  await db.user.update({ where: { id: person.id }, data: { disabledAt: new Date() } });
  expect((await callRoute(studentLayoutLoader, "/student", { cookie })).location).toMatch(/^\/login\?redirectTo=/);
});
