import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, test } from "vitest";
import type { NoticeContent } from "~/domain/mail";
import { mustSetUpTwoFactorAtSignIn } from "~/domain/two-factor";
import { createApiToken, getUserByApiToken } from "~/models/api-token.server";
import { setPreferredLanguage } from "~/models/preferred-language.server";
import { saveSettings } from "~/models/settings.server";
import { changeUserRole } from "~/models/user-admin.server";
import { generateTotpCode, getOrStartTwoFactorSetup, resetTwoFactorAsAdmin } from "~/models/two-factor.server";
import { action as loginAction } from "~/routes/_auth.login/route";
import * as secondStep from "~/routes/_auth.login_.two-factor/route";
import { loader as adminDashboard } from "~/routes/admin._index";
import { loader as adminDocument } from "~/routes/admin.documents.$id";
import * as settingsPage from "~/routes/admin.settings/route";
import * as userPage from "~/routes/admin.users.$id/route";
import * as loginApi from "~/routes/api.login";
import { loader as profileLayout } from "~/routes/profile";
import * as securityPage from "~/routes/profile.security/route";
import * as twoFactorPage from "~/routes/profile.two-factor/route";
import { db } from "~/utils/db.server";
import { callApi } from "../support/api";
import { callRoute, expectRedirect } from "../support/routes";
import { TEST_PASSWORD, createTestUser, signedInUser, staffActorId } from "../support/users";

const headers = () => ({ "X-Forwarded-For": randomUUID().slice(0, 20) });
const cookieOf = (answer: { headers: Headers }) => (answer.headers.getSetCookie().find((cookie) => cookie.startsWith("__session=")) ?? "").split(";")[0];

/** The web log-in with a password; the answer and the cookie it sets. */
async function logInWithPassword(email: string) {
  const answer = await callRoute(loginAction, "/login", { form: { email, password: TEST_PASSWORD }, headers: headers() });
  return { answer, cookie: cookieOf(answer) };
}

const flaggedSessions = (userId: number) => db.session.count({ where: { userId, mustSetUpTwoFactor: true } });

async function setRequirement(required: boolean) {
  await saveSettings("security", { requireStaffTwoFactor: required }, await staffActorId());
}

// A test database starts without settings, so the requirement is on as it is by default; a test turning it off puts it back.
afterEach(() => setRequirement(true));

describe("the rule", () => {
  test("only staff signing in on a password alone without two-factor, while it is required, must set it up", () => {
    const base = { staff: true, twoFactorOn: false, required: true, viaPasskey: false };
    expect(mustSetUpTwoFactorAtSignIn(base)).toBe(true);
    expect(mustSetUpTwoFactorAtSignIn({ ...base, staff: false })).toBe(false);
    expect(mustSetUpTwoFactorAtSignIn({ ...base, twoFactorOn: true })).toBe(false);
    expect(mustSetUpTwoFactorAtSignIn({ ...base, required: false })).toBe(false);
    expect(mustSetUpTwoFactorAtSignIn({ ...base, viaPasskey: true })).toBe(false);
  });
});

describe("a staff sign-in while two-factor is required of staff", () => {
  for (const role of ["admin", "counsellor"] as const) {
    test(`${role === "admin" ? "an" : "a"} ${role} without two-factor lands on the set-up page, and no other page opens until it is on`, async () => {
      const staff = await createTestUser(role);
      const { answer, cookie } = await logInWithPassword(staff.email);
      expectRedirect(answer, "/profile/two-factor");
      expect(await flaggedSessions(staff.id)).toBe(1);

      expectRedirect(await callRoute(adminDashboard, "/admin", { cookie }), "/profile/two-factor");
      expectRedirect(await callRoute(adminDocument, "/admin/documents/1", { cookie, params: { id: "1" } }), "/profile/two-factor");
      expectRedirect(await callRoute(securityPage.loader, "/profile/security", { cookie }), "/profile/two-factor");
      expect((await callRoute(profileLayout, "/profile/two-factor", { cookie })).status).toBe(200);
      const page = await callRoute(twoFactorPage.loader, "/profile/two-factor", { cookie });
      expect(page.body).toMatchObject({ required: true, enabled: false, home: "/admin" });

      const { secret } = await getOrStartTwoFactorSetup(staff.id);
      const on = await callRoute(twoFactorPage.action, "/profile/two-factor", { cookie, form: { intent: "enable", code: generateTotpCode(secret) } });
      expect(on.status).toBe(200);
      expect(await flaggedSessions(staff.id)).toBe(0);
      expect((await callRoute(adminDashboard, "/admin", { cookie })).status).toBe(200);
    });
  }

  test("a student signs in as always", async () => {
    const student = await createTestUser("student");
    const { answer } = await logInWithPassword(student.email);
    expectRedirect(answer, "/student");
    expect(await flaggedSessions(student.id)).toBe(0);
  });

  test("an admin with two-factor goes through the code step and is not held on the set-up page", async () => {
    const admin = await createTestUser("admin");
    const { secret } = await getOrStartTwoFactorSetup(admin.id);
    const first = await logInWithPassword(admin.email);
    await callRoute(twoFactorPage.action, "/profile/two-factor", { cookie: first.cookie, form: { intent: "enable", code: generateTotpCode(secret) } });

    const { answer, cookie } = await logInWithPassword(admin.email);
    expectRedirect(answer, "/login/two-factor");
    const done = await callRoute(secondStep.action, "/login/two-factor", { cookie, form: { code: generateTotpCode(secret, new Date(Date.now() + 30_000)) }, headers: headers() });
    expectRedirect(done, "/student");
    expect(await flaggedSessions(admin.id)).toBe(0);
    expect((await callRoute(adminDashboard, "/admin", { cookie: cookieOf(done) })).status).toBe(200);
  });

  test("POST /api/login gives staff without two-factor no token: 403 two_factor_setup_required", async () => {
    const admin = await createTestUser("admin");
    const tokensBefore = await db.apiToken.count({ where: { userId: admin.id } });
    const answer = await callApi(loginApi, { method: "POST", path: "/api/login", body: { email: admin.email, password: TEST_PASSWORD }, headers: headers() });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ error_type: "two_factor_setup_required" });
    expect(await db.apiToken.count({ where: { userId: admin.id } })).toBe(tokensBefore);

    await setRequirement(false);
    const allowed = await callApi(loginApi, { method: "POST", path: "/api/login", body: { email: admin.email, password: TEST_PASSWORD }, headers: headers() });
    expect(allowed.status).toBe(200);
  });
});

describe("the Security settings", () => {
  test("off, a staff password log-in opens the admin area; turned on, it reaches the staff signed in already, the saving admin included", async () => {
    await setRequirement(false);
    const admin = await createTestUser("admin");
    const { answer, cookie } = await logInWithPassword(admin.email);
    expectRedirect(answer, "/student");
    expect((await callRoute(adminDashboard, "/admin", { cookie })).status).toBe(200);

    const counsellor = await signedInUser("counsellor");
    const student = await signedInUser("student");
    const protectedStaff = await createTestUser("admin");
    const { secret } = await getOrStartTwoFactorSetup(protectedStaff.id);
    const { cookie: protectedCookie } = await logInWithPassword(protectedStaff.email);
    await callRoute(twoFactorPage.action, "/profile/two-factor", { cookie: protectedCookie, form: { intent: "enable", code: generateTotpCode(secret) } });

    const adminToken = await createApiToken(admin.id);
    const studentToken = await createApiToken(student.user.id);
    const form = { intent: "security", requireStaffTwoFactor: "on" };
    expectRedirect(await callRoute(settingsPage.action, "/admin/settings", { cookie, form }), "/admin/settings?tab=security");
    expectRedirect(await callRoute(adminDashboard, "/admin", { cookie }), "/profile/two-factor");
    expectRedirect(await callRoute(adminDashboard, "/admin", { cookie: counsellor.cookie }), "/profile/two-factor");
    expect(await flaggedSessions(student.user.id)).toBe(0);
    expect((await callRoute(adminDashboard, "/admin", { cookie: protectedCookie })).status).toBe(200);
    const audit = await db.auditLog.findFirst({ where: { entityType: "setting", actorId: admin.id }, orderBy: { id: "desc" } });
    expect(audit?.detail).toBe("Security settings");
    // a token given for a password alone opens the admin API no more; a student's stays
    expect(await getUserByApiToken(adminToken)).toBeNull();
    expect(await getUserByApiToken(studentToken)).toMatchObject({ id: student.user.id });

    // and off again releases them
    await setRequirement(false);
    expect((await callRoute(adminDashboard, "/admin", { cookie: counsellor.cookie })).status).toBe(200);
  });

  test("a student made a counsellor sets two-factor up before the admin area", async () => {
    const person = await signedInUser("student");
    await changeUserRole({ adminId: await staffActorId(), userId: person.user.id, role: "counsellor" });
    expectRedirect(await callRoute(adminDashboard, "/admin", { cookie: person.cookie }), "/profile/two-factor");
  });
});

describe("an admin resets another account's two-factor", () => {
  async function withTwoFactor(role: "student" | "counsellor") {
    const account = await signedInUser(role);
    const { secret } = await getOrStartTwoFactorSetup(account.user.id);
    await callRoute(twoFactorPage.action, "/profile/two-factor", { cookie: account.cookie, form: { intent: "enable", code: generateTotpCode(secret) } });
    expect((await db.user.findUniqueOrThrow({ where: { id: account.user.id } })).twoFactorEnabledAt).not.toBeNull();
    return account;
  }

  test("turns it off, deletes the recovery codes, tells the owner by mail and is audited; a counsellor then sets it up again", async () => {
    const admin = await signedInUser("admin");
    const counsellor = await withTwoFactor("counsellor");
    const page = `/admin/users/${counsellor.user.id}`;
    expect((await callRoute(userPage.loader, page, { cookie: admin.cookie, params: { id: String(counsellor.user.id) } })).body).toMatchObject({
      user: { twoFactorSince: expect.any(String) },
    });

    const answer = await callRoute(userPage.action, page, { cookie: admin.cookie, params: { id: String(counsellor.user.id) }, form: { intent: "reset-two-factor" } });
    expectRedirect(answer, page);
    const stored = await db.user.findUniqueOrThrow({ where: { id: counsellor.user.id } });
    expect([stored.twoFactorEnabledAt, stored.twoFactorSecret, stored.twoFactorLastStep]).toEqual([null, null, null]);
    expect(await db.recoveryCode.count({ where: { userId: counsellor.user.id } })).toBe(0);
    const audit = await db.auditLog.findFirst({ where: { entityType: "user", entityId: counsellor.user.id, action: "reset_two_factor" } });
    expect(audit?.actorId).toBe(admin.user.id);
    expect(await db.mail.count({ where: { userId: counsellor.user.id, subject: "Two-factor was turned off on your account" } })).toBe(1);
    expectRedirect(await callRoute(adminDashboard, "/admin", { cookie: counsellor.cookie }), "/profile/two-factor");
  });

  test("a Nepali student is told in Nepali", async () => {
    const admin = await signedInUser("admin");
    const student = await withTwoFactor("student");
    await setPreferredLanguage(student.user.id, "ne");
    await resetTwoFactorAsAdmin({ adminId: admin.user.id, userId: student.user.id });
    const mail = await db.mail.findFirstOrThrow({ where: { userId: student.user.id }, orderBy: { id: "desc" } });
    expect(mail.subject).toBe("तपाईंको खातामा दुई-चरण प्रमाणीकरण बन्द गरियो");
    const { content } = JSON.parse(mail.data) as { content: NoticeContent };
    expect(content.paragraphs[1]).toBe("आफ्नो दुई-चरण प्रमाणीकरण पृष्ठबाट यसलाई फेरि सक्रिय गर्नुहोस्। यो तपाईंले अनुरोध गर्नुभएको होइन भने तुरुन्तै हामीलाई सम्पर्क गर्नुहोस्।");
    expect(content.action?.label).toBe("दुई-चरण प्रमाणीकरण मिलाउनुहोस्");
  });

  test("refused for the admin's own account, for an account without two-factor, and for a counsellor; nothing changes", async () => {
    const admin = await signedInUser("admin");
    const { secret } = await getOrStartTwoFactorSetup(admin.user.id);
    await callRoute(twoFactorPage.action, "/profile/two-factor", { cookie: admin.cookie, form: { intent: "enable", code: generateTotpCode(secret) } });
    const own = await callRoute(userPage.action, `/admin/users/${admin.user.id}`, { cookie: admin.cookie, params: { id: String(admin.user.id) }, form: { intent: "reset-two-factor" } });
    expect(own.toast?.type).toBe("error");
    expect((await db.user.findUniqueOrThrow({ where: { id: admin.user.id } })).twoFactorEnabledAt).not.toBeNull();

    const without = await createTestUser("student");
    const none = await callRoute(userPage.action, `/admin/users/${without.id}`, { cookie: admin.cookie, params: { id: String(without.id) }, form: { intent: "reset-two-factor" } });
    expect(none.toast).toMatchObject({ type: "error", description: "This account does not use two-factor." });

    const student = await withTwoFactor("student");
    const counsellor = await signedInUser("counsellor");
    const refused = await callRoute(userPage.action, `/admin/users/${student.user.id}`, { cookie: counsellor.cookie, params: { id: String(student.user.id) }, form: { intent: "reset-two-factor" } });
    expect(refused.status).toBe(403);
    expect((await db.user.findUniqueOrThrow({ where: { id: student.user.id } })).twoFactorEnabledAt).not.toBeNull();
    expect(await db.auditLog.count({ where: { action: "reset_two_factor", entityId: { in: [admin.user.id, without.id, student.user.id] } } })).toBe(0);
  });
});

describe("turning two-factor on and off", () => {
  test("is in the audit log with the owner as the actor", async () => {
    const { user, cookie } = await signedInUser("student");
    const { secret } = await getOrStartTwoFactorSetup(user.id);
    await callRoute(twoFactorPage.action, "/profile/two-factor", { cookie, form: { intent: "enable", code: generateTotpCode(secret) } });
    await callRoute(twoFactorPage.action, "/profile/two-factor", {
      cookie,
      form: { intent: "disable", password: TEST_PASSWORD, code: generateTotpCode(secret, new Date(Date.now() + 30_000)) },
      headers: headers(),
    });
    const rows = await db.auditLog.findMany({ where: { entityType: "user", entityId: user.id }, orderBy: { id: "asc" }, select: { action: true, actorId: true } });
    expect(rows).toEqual([
      { action: "two_factor_enabled", actorId: user.id },
      { action: "two_factor_disabled", actorId: user.id },
    ]);
  });
});
