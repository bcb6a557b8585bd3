import { randomUUID } from "node:crypto";
import { describe, expect, test } from "vitest";
import { generateTotpCode, getOrStartTwoFactorSetup, matchingTotpStep } from "~/models/two-factor.server";
import * as loginApi from "~/routes/api.login";
import { action as loginAction } from "~/routes/_auth.login/route";
import * as secondStep from "~/routes/_auth.login_.two-factor/route";
import * as twoFactorPage from "~/routes/profile.two-factor/route";
import { db } from "~/utils/db.server";
import { callApi } from "../support/api";
import { callRoute, expectRedirect, fieldErrors } from "../support/routes";
import { TEST_PASSWORD, createTestUser, signedInUser } from "../support/users";

const headers = () => ({ "X-Forwarded-For": randomUUID().slice(0, 20) });
const cookieOf = (answer: { headers: Headers }) => (answer.headers.getSetCookie().find((cookie) => cookie.startsWith("__session=")) ?? "").split(";")[0];

/** A signed-in account with two-factor turned on through its page: its secret, its recovery codes, its cookie. */
async function withTwoFactor() {
  const account = await signedInUser("student", "Careful Student");
  const page = (await callRoute(twoFactorPage.loader, "/profile/two-factor", { cookie: account.cookie })).body as Awaited<ReturnType<typeof twoFactorPage.loader>>;
  const secret = page.setup!.secret;
  const answer = await callRoute(twoFactorPage.action, "/profile/two-factor", { cookie: account.cookie, form: { intent: "enable", code: generateTotpCode(secret) } });
  const recoveryCodes = (answer.body as { recoveryCodes: string[] }).recoveryCodes;
  return { ...account, secret, recoveryCodes };
}

/** The password step of the web log-in; returns the cookie that carries the pending second step. */
async function passwordStep(email: string, ip = headers()) {
  const answer = await callRoute(loginAction, "/login", { form: { email, password: TEST_PASSWORD }, headers: ip });
  expectRedirect(answer, "/login/two-factor");
  return cookieOf(answer);
}

/** The code of the next time step: the one an app shows half a minute on, since the current one is spent once used. */
const nextCode = (secret: string) => generateTotpCode(secret, new Date(Date.now() + 30_000));

const sendCode = (cookie: string, code: string, ip = headers()) => callRoute(secondStep.action, "/login/two-factor", { cookie, form: { code }, headers: ip });

describe("setting two-factor up", () => {
  test("shows a QR code and a key that stay the same until it is on; the key is stored encrypted", async () => {
    const { user, cookie } = await signedInUser();
    const first = (await callRoute(twoFactorPage.loader, "/profile/two-factor", { cookie })).body as Awaited<ReturnType<typeof twoFactorPage.loader>>;
    const again = (await callRoute(twoFactorPage.loader, "/profile/two-factor", { cookie })).body as Awaited<ReturnType<typeof twoFactorPage.loader>>;
    expect(first.setup?.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(again.setup?.secret).toBe(first.setup?.secret);
    expect(first.setup?.qrSvg).toMatch(/^<svg/);
    const stored = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(stored.twoFactorSecret).toMatch(/^enc:v1:/);
    expect(stored.twoFactorSecret).not.toContain(first.setup!.secret);
    expect(stored.twoFactorEnabledAt).toBeNull();
  });

  test("a wrong code turns nothing on; a right one does and gives 10 recovery codes, stored hashed", async () => {
    const { user, cookie } = await signedInUser();
    const { secret } = await getOrStartTwoFactorSetup(user.id);
    const wrong = await callRoute(twoFactorPage.action, "/profile/two-factor", { cookie, form: { intent: "enable", code: "000000" === generateTotpCode(secret) ? "111111" : "000000" } });
    expect(wrong.status).toBe(400);
    expect(fieldErrors(wrong).code).toBeDefined();
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).twoFactorEnabledAt).toBeNull();

    const right = await callRoute(twoFactorPage.action, "/profile/two-factor", { cookie, form: { intent: "enable", code: generateTotpCode(secret) } });
    expect(right.status).toBe(200);
    const codes = (right.body as { recoveryCodes: string[] }).recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const stored = await db.recoveryCode.findMany({ where: { userId: user.id } });
    expect(stored).toHaveLength(10);
    for (const row of stored) expect(codes.map((code) => code.replace("-", ""))).not.toContain(row.codeHash);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).twoFactorEnabledAt).not.toBeNull();
  });

  test("codes follow the clock: one step of drift either way is accepted, two are not", async () => {
    const { user } = await signedInUser();
    const { secret } = await getOrStartTwoFactorSetup(user.id);
    const now = new Date("2026-11-28T10:00:05Z");
    const code = generateTotpCode(secret, now);
    const step = Math.floor(now.getTime() / 30_000);
    expect(matchingTotpStep(secret, code, now)).toBe(step);
    expect(matchingTotpStep(secret, code, new Date(now.getTime() + 30_000))).toBe(step);
    expect(matchingTotpStep(secret, code, new Date(now.getTime() - 30_000))).toBe(step);
    expect(matchingTotpStep(secret, code, new Date(now.getTime() + 90_000))).toBeNull();
    expect(matchingTotpStep(secret, `${code.slice(0, 3)} ${code.slice(3)}`, now)).toBe(step);
  });

  test("turning it off asks for the password and a code; a wrong one changes nothing", async () => {
    const { user, cookie, secret } = await withTwoFactor();
    const wrongPassword = await callRoute(twoFactorPage.action, "/profile/two-factor", { cookie, form: { intent: "disable", password: "not-it", code: generateTotpCode(secret) }, headers: headers() });
    expect(wrongPassword.status).toBe(400);
    expect(fieldErrors(wrongPassword).password).toBeDefined();
    const wrongCode = await callRoute(twoFactorPage.action, "/profile/two-factor", { cookie, form: { intent: "disable", password: TEST_PASSWORD, code: "12345" }, headers: headers() });
    expect(fieldErrors(wrongCode).code).toBeDefined();
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).twoFactorEnabledAt).not.toBeNull();

    const off = await callRoute(twoFactorPage.action, "/profile/two-factor", { cookie, form: { intent: "disable", password: TEST_PASSWORD, code: nextCode(secret) }, headers: headers() });
    expectRedirect(off, "/profile/two-factor");
    const stored = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect([stored.twoFactorEnabledAt, stored.twoFactorSecret]).toEqual([null, null]);
    expect(await db.recoveryCode.count({ where: { userId: user.id } })).toBe(0);
  });
});

describe("logging in with two-factor", () => {
  test("the password alone signs nobody in: the second step asks for the code, and a wrong code is recorded", async () => {
    const { user, secret } = await withTwoFactor();
    const sessionsBefore = await db.session.count({ where: { userId: user.id } });
    const pending = await passwordStep(user.email);
    expect(await db.session.count({ where: { userId: user.id } })).toBe(sessionsBefore);
    expect((await callRoute(secondStep.loader, "/login/two-factor", { cookie: pending })).status).toBe(200);

    const wrong = await sendCode(pending, "000000" === generateTotpCode(secret) ? "111111" : "000000");
    expect(wrong.status).toBe(401);
    expect(await db.session.count({ where: { userId: user.id } })).toBe(sessionsBefore);

    const right = await sendCode(pending, nextCode(secret));
    expectRedirect(right, "/student");
    expect(await db.session.count({ where: { userId: user.id } })).toBe(sessionsBefore + 1);
    const attempts = await db.signInAttempt.findMany({ where: { userId: user.id }, orderBy: { id: "asc" } });
    expect(attempts.map((attempt) => attempt.reason ?? "ok")).toEqual(["wrong_code", "ok"]);
  });

  test("a code signs in once: the same code again is refused, even within its half minute", async () => {
    const { user, secret } = await withTwoFactor();
    const enabling = generateTotpCode(secret);
    expect((await sendCode(await passwordStep(user.email), enabling)).status).toBe(401);
    const code = nextCode(secret);
    expectRedirect(await sendCode(await passwordStep(user.email), code), "/student");
    expect((await sendCode(await passwordStep(user.email), code)).status).toBe(401);
    const attempts = await db.signInAttempt.findMany({ where: { userId: user.id }, orderBy: { id: "asc" } });
    expect(attempts.map((attempt) => attempt.reason ?? "ok")).toEqual(["wrong_code", "ok", "wrong_code"]);
  });

  test("two sign-ins racing with one code: only one passes", async () => {
    const { user, secret } = await withTwoFactor();
    const [first, second] = await Promise.all([passwordStep(user.email), passwordStep(user.email)]);
    const code = nextCode(secret);
    const answers = await Promise.all([sendCode(first, code), sendCode(second, code)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([302, 401]);
  });

  test("a recovery code signs in once", async () => {
    const { user, recoveryCodes } = await withTwoFactor();
    expectRedirect(await sendCode(await passwordStep(user.email), recoveryCodes[0].toUpperCase()), "/student");
    expect((await sendCode(await passwordStep(user.email), recoveryCodes[0])).status).toBe(401);
    expect(await db.recoveryCode.count({ where: { userId: user.id, usedAt: null } })).toBe(9);
  });

  test("without a password step the code page goes back to log-in", async () => {
    expectRedirect(await callRoute(secondStep.loader, "/login/two-factor"), "/login");
    expectRedirect(await callRoute(secondStep.action, "/login/two-factor", { form: { code: "123456" } }), "/login");
  });

  test("wrong codes are limited like passwords: after 10 the account waits", async () => {
    const { user, secret } = await withTwoFactor();
    const pending = await passwordStep(user.email);
    for (let i = 0; i < 10; i += 1) expect((await sendCode(pending, "99999")).status).toBe(401);
    const limited = await sendCode(pending, generateTotpCode(secret));
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toMatch(/^\d+$/);
  });

  test("POST /api/login: 401 two_factor_required without a code, 401 with a wrong one, a token with the right one", async () => {
    const { user, secret } = await withTwoFactor();
    const login = (body: Record<string, string>) => callApi(loginApi, { method: "POST", path: "/api/login", body: { email: user.email, password: TEST_PASSWORD, ...body }, headers: headers() });
    const missing = await login({});
    expect(missing.status).toBe(401);
    expect(missing.body).toMatchObject({ error_type: "two_factor_required" });
    const wrong = await login({ code: "000000" === generateTotpCode(secret) ? "111111" : "000000" });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error_type).toBeUndefined();
    const right = await login({ code: nextCode(secret) });
    expect(right.status).toBe(200);
    expect(right.body.data.access_token).toEqual(expect.any(String));
  });

  test("an account without two-factor logs in with its password, and a code it sends is ignored", async () => {
    const user = await createTestUser();
    const answer = await callApi(loginApi, { method: "POST", path: "/api/login", body: { email: user.email, password: TEST_PASSWORD, code: "123456" }, headers: headers() });
    expect(answer.status).toBe(200);
  });
});
