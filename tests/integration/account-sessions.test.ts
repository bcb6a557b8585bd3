import { randomUUID } from "node:crypto";
import { describe, expect, test } from "vitest";
import type { NoticeContent } from "~/domain/mail";
import { setPreferredLanguage } from "~/models/preferred-language.server";
import { LAST_SEEN_RESOLUTION_MS, getSessionUser, sessionHandle } from "~/models/session.server";
import { recordSuccessfulSignIn } from "~/models/sign-in.server";
import { setAccountDisabled } from "~/models/user-admin.server";
import * as loginApi from "~/routes/api.login";
import { action as loginAction } from "~/routes/_auth.login/route";
import * as userPage from "~/routes/admin.users.$id/route";
import * as security from "~/routes/profile.security/route";
import { db } from "~/utils/db.server";
import { callApi } from "../support/api";
import { callRoute, expectRedirect } from "../support/routes";
import { recordStatements } from "../support/statements";
import { TEST_PASSWORD, createTestUser, sessionCookie, signedInUser, staffActorId, uniqueEmail } from "../support/users";

const FIREFOX = "Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0";
const CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36";
const CHROME_NEXT = CHROME.replace("Chrome/124", "Chrome/125");

/** A browser of its own address, so that the per-address limit of one test never touches another. */
const browser = (userAgent = FIREFOX, ip = randomUUID().slice(0, 20)) => ({ "X-Forwarded-For": ip, "User-Agent": userAgent });

const logIn = (email: string, password: string, headers = browser()) => callRoute(loginAction, "/login", { form: { email, password }, headers });

const attemptsOf = (userId: number) => db.signInAttempt.findMany({ where: { userId }, orderBy: { id: "asc" } });
const newBrowserMails = (userId: number) => db.mail.findMany({ where: { userId, template: "notice", subject: { startsWith: "New sign-in" } }, orderBy: { id: "asc" } });
const sessionsOf = (userId: number) => db.session.findMany({ where: { userId }, orderBy: { createdAt: "asc" } });
const cookieOf = (answer: { headers: Headers }) => (answer.headers.getSetCookie().find((cookie) => cookie.startsWith("__session=")) ?? "").split(";")[0];

type SecurityData = Awaited<ReturnType<typeof security.loader>>;
const securityPage = async (cookie: string) => (await callRoute(security.loader, "/profile/security", { cookie })).body as SecurityData;

describe("sign-in attempts", () => {
  test("the web form records a success with the address and browser, and the new session keeps its address", async () => {
    const user = await createTestUser();
    const answer = await logIn(user.email, TEST_PASSWORD, browser(FIREFOX, "203.0.113.7"));
    expectRedirect(answer, "/student");
    expect(await attemptsOf(user.id)).toEqual([
      expect.objectContaining({ email: user.email, ipAddress: "203.0.113.7", userAgent: FIREFOX, success: true, reason: null }),
    ]);
    const [session] = await sessionsOf(user.id);
    expect(session).toMatchObject({ ipAddress: "203.0.113.7", userAgent: FIREFOX });
    expect(session.lastSeenAt).not.toBeNull();
  });

  test("records why an attempt failed: a wrong password, an unknown account, a disabled account, too many tries", async () => {
    const user = await createTestUser();
    const ip = randomUUID().slice(0, 20);
    expect((await logIn(user.email, "not-the-password", browser(CHROME, ip))).status).toBe(401);

    const unknown = uniqueEmail("nobody");
    expect((await logIn(unknown, TEST_PASSWORD, browser(CHROME, ip))).status).toBe(401);
    expect(await db.signInAttempt.findMany({ where: { email: unknown } })).toEqual([
      expect.objectContaining({ userId: null, success: false, reason: "unknown_account", ipAddress: ip }),
    ]);

    const disabled = await createTestUser();
    await setAccountDisabled({ adminId: await staffActorId(), userId: disabled.id, disabled: true });
    expect((await logIn(disabled.email, TEST_PASSWORD)).status).toBe(401);
    expect(await attemptsOf(disabled.id)).toEqual([expect.objectContaining({ success: false, reason: "disabled" })]);

    for (let i = 0; i < 9; i += 1) await logIn(user.email, "not-the-password");
    const limited = await logIn(user.email, TEST_PASSWORD);
    expect(limited.status).toBe(429);
    const reasons = (await attemptsOf(user.id)).map((attempt) => attempt.reason);
    expect(reasons).toEqual([...Array(10).fill("wrong_password"), "rate_limited"]);
  });

  test("POST /api/login records its attempts too", async () => {
    const user = await createTestUser();
    const headers = browser("curl/8.5.0", "198.51.100.4");
    expect((await callApi(loginApi, { method: "POST", path: "/api/login", body: { email: user.email, password: "wrong-password" }, headers })).status).toBe(401);
    expect((await callApi(loginApi, { method: "POST", path: "/api/login", body: { email: user.email, password: TEST_PASSWORD }, headers })).status).toBe(200);
    expect(await attemptsOf(user.id)).toEqual([
      expect.objectContaining({ success: false, reason: "wrong_password", ipAddress: "198.51.100.4", userAgent: "curl/8.5.0" }),
      expect.objectContaining({ success: true, reason: null }),
    ]);
  });

  test("a sign-in from a new browser is told by mail once; not the first sign-in ever, nor a known browser's new version", async () => {
    const user = await createTestUser();
    await logIn(user.email, TEST_PASSWORD, browser(FIREFOX));
    expect(await newBrowserMails(user.id)).toHaveLength(0);
    await logIn(user.email, TEST_PASSWORD, browser(FIREFOX));
    expect(await newBrowserMails(user.id)).toHaveLength(0);

    await logIn(user.email, TEST_PASSWORD, browser(CHROME, "192.0.2.9"));
    const mails = await newBrowserMails(user.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: user.email, category: "account", subject: "New sign-in from Chrome on Windows" });
    expect(mails[0].data).toContain("192.0.2.9");

    await logIn(user.email, TEST_PASSWORD, browser(CHROME_NEXT));
    // a failed attempt from yet another browser tells nobody anything
    await logIn(user.email, "not-the-password", browser("Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Version/17.4 Mobile/15E148 Safari/604.1"));
    expect(await newBrowserMails(user.id)).toHaveLength(1);
  });
});

describe("a Nepali account's new-browser mail", () => {
  test("is in Nepali, its time with the Bikram Sambat date", async () => {
    const user = await createTestUser("student", "सीता शर्मा");
    await setPreferredLanguage(user.id, "ne");
    await recordSuccessfulSignIn(user, { email: user.email, ipAddress: "192.0.2.10", userAgent: FIREFOX });
    await recordSuccessfulSignIn(user, { email: user.email, ipAddress: "192.0.2.11", userAgent: CHROME });
    const [mail] = await db.mail.findMany({ where: { userId: user.id }, orderBy: { id: "asc" } });
    expect(mail.subject).toBe("Windows मा Chrome बाट नयाँ साइन इन");
    const { content } = JSON.parse(mail.data) as { content: NoticeContent };
    expect(content.heading).toBe("नयाँ ब्राउजरबाट तपाईंको खातामा साइन इन गरियो");
    expect(content.details).toEqual([
      ["ब्राउजर", "Windows मा Chrome"],
      ["IP ठेगाना", "192.0.2.11"],
      ["समय", expect.stringMatching(/\(वि\.सं\. [०-९]+ \S+ [०-९]{4}\)$/)],
    ]);
  });
});

describe("/profile/security", () => {
  test("lists the account's sessions with this device marked, and its sign-in attempts, newest first", async () => {
    const user = await createTestUser();
    await logIn(user.email, "not-the-password", browser(CHROME, "192.0.2.1"));
    const here = cookieOf(await logIn(user.email, TEST_PASSWORD, browser(FIREFOX, "192.0.2.2")));
    await logIn(user.email, TEST_PASSWORD, browser(CHROME, "192.0.2.3"));
    const stranger = await signedInUser();

    const data = await securityPage(here);
    expect(data.sessions).toHaveLength(2);
    expect(data.sessions.filter((session) => session.current)).toEqual([expect.objectContaining({ device: "Firefox on Linux", address: "192.0.2.2" })]);
    expect(data.sessions.find((session) => !session.current)).toMatchObject({ device: "Chrome on Windows", address: "192.0.2.3" });
    expect(data.sessions.map((session) => session.handle)).not.toContain(sessionHandle(stranger.sessionId));
    expect(data.attempts.map((attempt) => [attempt.address, attempt.outcome])).toEqual([
      ["192.0.2.3", null],
      ["192.0.2.2", null],
      ["192.0.2.1", "Wrong password"],
    ]);
    // no session id (what the cookie carries) reaches the page
    const ids = (await sessionsOf(user.id)).map((session) => session.id);
    expect(JSON.stringify(data)).not.toMatch(new RegExp(ids.join("|")));
  });

  test("ends another of the account's sessions, which then signs nobody in", async () => {
    const user = await createTestUser();
    const here = await sessionCookie(user.id);
    const there = await sessionCookie(user.id);
    const [, other] = await sessionsOf(user.id);
    const answer = await callRoute(security.action, "/profile/security", { cookie: here, form: { intent: "end", session: sessionHandle(other.id) } });
    expectRedirect(answer, "/profile/security");
    expect(answer.toast).toMatchObject({ type: "success", title: "Session ended" });
    expect((await sessionsOf(user.id)).map((session) => session.id)).not.toContain(other.id);
    expect((await callRoute(security.loader, "/profile/security", { cookie: there })).location).toMatch(/^\/login/);
    expect((await callRoute(security.loader, "/profile/security", { cookie: here })).status).toBe(200);
  });

  test("ending this device's session logs out", async () => {
    const { user, cookie, sessionId } = await signedInUser();
    const answer = await callRoute(security.action, "/profile/security", { cookie, form: { intent: "end", session: sessionHandle(sessionId) } });
    expectRedirect(answer, "/login");
    expect(await sessionsOf(user.id)).toHaveLength(0);
  });

  test("ends all other sessions and keeps this one", async () => {
    const { user, cookie, sessionId } = await signedInUser();
    await sessionCookie(user.id);
    await sessionCookie(user.id);
    const stranger = await signedInUser();
    const answer = await callRoute(security.action, "/profile/security", { cookie, form: { intent: "end-others" } });
    expectRedirect(answer, "/profile/security");
    expect(answer.toast).toMatchObject({ title: "Other sessions ended", description: "2 other sessions signed out." });
    expect((await sessionsOf(user.id)).map((session) => session.id)).toEqual([sessionId]);
    expect(await sessionsOf(stranger.user.id)).toHaveLength(1);
  });

  test("refuses with 404 to end another account's session, or an unknown one, and changes nothing", async () => {
    const { cookie } = await signedInUser();
    const victim = await signedInUser();
    for (const session of [sessionHandle(victim.sessionId), "no-such-session", ""]) {
      const answer = await callRoute(security.action, "/profile/security", { cookie, form: { intent: "end", session } });
      expect(answer.status).toBe(404);
    }
    expect((await sessionsOf(victim.user.id)).map((session) => session.id)).toEqual([victim.sessionId]);
    expect(await getSessionUser(victim.sessionId)).toMatchObject({ id: victim.user.id });
  });

  test("asks a visitor to log in", async () => {
    expect((await callRoute(security.loader, "/profile/security")).location).toMatch(/^\/login/);
    expect((await callRoute(security.action, "/profile/security", { form: { intent: "end-others" } })).location).toMatch(/^\/login/);
  });
});

describe("an admin and a user's sessions", () => {
  const page = (id: number) => ({ path: `/admin/users/${id}`, params: { id: String(id) } });

  test("the user's page lists the sessions; ending one and then all is audited on the user", async () => {
    const admin = await signedInUser("admin", "Session Admin");
    const person = await createTestUser();
    await sessionCookie(person.id);
    await sessionCookie(person.id);
    const [first] = await sessionsOf(person.id);
    const { path, params } = page(person.id);

    const data = (await callRoute(userPage.loader, path, { cookie: admin.cookie, params })).body as Awaited<ReturnType<typeof userPage.loader>>;
    expect(data.sessions).toHaveLength(2);

    const one = await callRoute(userPage.action, path, { cookie: admin.cookie, params, form: { intent: "end-session", session: sessionHandle(first.id) } });
    expectRedirect(one, path);
    expect(await sessionsOf(person.id)).toHaveLength(1);

    const all = await callRoute(userPage.action, path, { cookie: admin.cookie, params, form: { intent: "end-all-sessions" } });
    expectRedirect(all, path);
    expect(all.toast).toMatchObject({ title: "Sessions ended", description: "1 session signed out." });
    expect(await sessionsOf(person.id)).toHaveLength(0);

    const audit = await db.auditLog.findMany({ where: { entityType: "user", entityId: person.id }, orderBy: { id: "asc" } });
    expect(audit.map((row) => [row.actorId, row.action])).toEqual([
      [admin.user.id, "end_session"],
      [admin.user.id, "end_all_sessions"],
    ]);
  });

  test("a session of another account, or one already ended, is not found and nothing is audited", async () => {
    const admin = await signedInUser("admin", "Session Admin");
    const person = await signedInUser();
    const other = await signedInUser();
    const { path, params } = page(person.user.id);
    const answer = await callRoute(userPage.action, path, { cookie: admin.cookie, params, form: { intent: "end-session", session: sessionHandle(other.sessionId) } });
    expectRedirect(answer, path);
    expect(answer.toast).toMatchObject({ type: "error", title: "Not found" });
    expect(await sessionsOf(other.user.id)).toHaveLength(1);
    expect(await sessionsOf(person.user.id)).toHaveLength(1);
    expect(await db.auditLog.count({ where: { entityType: "user", entityId: person.user.id } })).toBe(0);
    expect((await callRoute(userPage.action, page(999999).path, { cookie: admin.cookie, params: page(999999).params, form: { intent: "end-all-sessions" } })).status).toBe(404);
  });

  test("a counsellor can neither see nor end them", async () => {
    const counsellor = await signedInUser("counsellor");
    const person = await signedInUser();
    const { path, params } = page(person.user.id);
    expect((await callRoute(userPage.loader, path, { cookie: counsellor.cookie, params })).status).toBe(403);
    expect((await callRoute(userPage.action, path, { cookie: counsellor.cookie, params, form: { intent: "end-all-sessions" } })).status).toBe(403);
    expect(await sessionsOf(person.user.id)).toHaveLength(1);
  });
});

describe("a session's last use", () => {
  test("a fresh session is looked up in one statement that writes nothing", async () => {
    const { user, sessionId } = await signedInUser();
    const statements = recordStatements();
    expect(await getSessionUser(sessionId)).toMatchObject({ id: user.id });
    expect(statements).toHaveLength(1);
  });

  test("a stale mark is written once, by the lookup that finds it stale", async () => {
    const { user, sessionId } = await signedInUser();
    const stale = new Date(Date.now() - LAST_SEEN_RESOLUTION_MS - 60_000);
    await db.session.update({ where: { id: sessionId }, data: { lastSeenAt: stale } });
    const statements = recordStatements();
    const now = new Date();
    expect(await getSessionUser(sessionId, now)).toMatchObject({ id: user.id });
    expect((await db.session.findUniqueOrThrow({ where: { id: sessionId } })).lastSeenAt).toEqual(now);
    const writes = () => statements.filter(({ sql }) => /^\s*UPDATE/i.test(sql));
    expect(writes()).toHaveLength(1);
    await getSessionUser(sessionId, new Date(now.getTime() + 1000));
    expect(writes()).toHaveLength(1);
  });
});
