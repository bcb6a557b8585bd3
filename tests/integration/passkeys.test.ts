import { randomUUID } from "node:crypto";
import { strFromU8, unzipSync } from "fflate";
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/server";
import { describe, expect, test } from "vitest";
import { DELETION_GRACE_MS } from "~/domain/account-data";
import type { NoticeContent } from "~/domain/mail";
import { runDueJobs } from "~/jobs/worker.server";
import { eraseAccount, requestAccountDeletion } from "~/models/account-deletion.server";
import { setPreferredLanguage } from "~/models/preferred-language.server";
import { saveSettings } from "~/models/settings.server";
import { enableTwoFactor, generateTotpCode, getOrStartTwoFactorSetup } from "~/models/two-factor.server";
import { setAccountDisabled } from "~/models/user-admin.server";
import { action as loginAction } from "~/routes/_auth.login/route";
import * as signInOptions from "~/routes/_auth.login_.passkey-options";
import { loader as adminDashboard } from "~/routes/admin._index";
import * as userPage from "~/routes/admin.users.$id/route";
import * as registrationOptions from "~/routes/profile.passkey-options";
import { action as privacyAction } from "~/routes/profile.privacy/route";
import { loader as downloadExport } from "~/routes/profile.privacy.exports.$id";
import * as security from "~/routes/profile.security/route";
import { db } from "~/utils/db.server";
import { SoftwareAuthenticator, type Bend } from "../support/passkey-authenticator";
import { callRoute, expectRedirect, formResult, type Answer } from "../support/routes";
import { TEST_PASSWORD, signedInUser, staffActorId, type SignedInUser } from "../support/users";

/** A browser of its own address, so that the per-address log-in limit of one test never touches another. */
const browser = (ip = randomUUID().slice(0, 20)) => ({ "X-Forwarded-For": ip, "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36" });

const cookieNamed = (answer: Answer, name: string) => (answer.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`)) ?? "").split(";")[0];
const withCookies = (...cookies: string[]) => cookies.filter(Boolean).join("; ");

/** The options the security page's script asks for, and the cookie that carries their challenge. */
async function startRegistration(account: SignedInUser) {
  const answer = await callRoute(registrationOptions.action, "/profile/passkey-options", { method: "POST", cookie: account.cookie });
  expect(answer.status).toBe(200);
  return { options: answer.body as PublicKeyCredentialCreationOptionsJSON, challengeCookie: cookieNamed(answer, "__passkey") };
}

const postAdd = (account: SignedInUser, challengeCookie: string, response: unknown, name = "Work laptop") =>
  callRoute(security.action, "/profile/security", { cookie: withCookies(account.cookie, challengeCookie), form: { intent: "add-passkey", name, response: JSON.stringify(response) } });

/** A signed-in account with one passkey added through its security page, and the authenticator holding it. */
async function withPasskey(role: "student" | "admin" = "student") {
  const account = await signedInUser(role);
  const authenticator = new SoftwareAuthenticator();
  const { options, challengeCookie } = await startRegistration(account);
  expectRedirect(await postAdd(account, challengeCookie, authenticator.register(options)), "/profile/security");
  const passkey = await db.passkey.findFirstOrThrow({ where: { userId: account.user.id } });
  return { ...account, authenticator, passkey };
}

async function startSignIn(headers = browser()) {
  const answer = await callRoute(signInOptions.action, "/login/passkey-options", { method: "POST", headers });
  expect(answer.status).toBe(200);
  return { options: answer.body as PublicKeyCredentialRequestOptionsJSON, challengeCookie: cookieNamed(answer, "__passkey") };
}

const postSignIn = (challengeCookie: string, response: unknown, headers = browser(), extra: Record<string, string> = {}) =>
  callRoute(loginAction, "/login", { cookie: challengeCookie, form: { intent: "passkey", response: JSON.stringify(response), ...extra }, headers });

/** One whole passkey sign-in with `authenticator`, its answer bent as asked. */
async function signInWith(authenticator: SoftwareAuthenticator, bend: Bend & { credentialId?: string } = {}, headers = browser()) {
  const { options, challengeCookie } = await startSignIn(headers);
  return postSignIn(challengeCookie, authenticator.authenticate(options, bend), headers);
}

const sessionsOf = (userId: number) => db.session.count({ where: { userId } });
const attemptsOf = (userId: number) => db.signInAttempt.findMany({ where: { userId }, orderBy: { id: "asc" }, select: { success: true, reason: true } });
const passkeyRow = (id: number) => db.passkey.findUniqueOrThrow({ where: { id } });

/** What a refused sign-in must leave alone: no session, and the passkey as it was. */
async function expectNothingChanged(account: { user: { id: number }; passkey: { id: number } }, sessionsBefore: number, before: Awaited<ReturnType<typeof passkeyRow>>) {
  expect(await sessionsOf(account.user.id)).toBe(sessionsBefore);
  expect(await passkeyRow(account.passkey.id)).toEqual(before);
}

describe("adding a passkey", () => {
  test("the options ask for a discoverable passkey its owner unlocks, on this host, under an opaque user handle", async () => {
    const account = await signedInUser();
    const { options, challengeCookie } = await startRegistration(account);
    expect(options.rp.id).toBe("localhost");
    expect(options.authenticatorSelection).toMatchObject({ residentKey: "required", userVerification: "required" });
    expect(options.attestation).toBe("none");
    expect(options.user.name).toBe(account.user.email);
    expect(Buffer.from(options.user.id, "base64url").toString("latin1")).not.toContain(account.user.email);
    expect(Buffer.from(options.user.id, "base64url")).toHaveLength(32);
    expect(options.excludeCredentials).toEqual([]);
    expect(challengeCookie).toMatch(/^__passkey=/);
    // the same account always gets the same handle, so an authenticator keeps one passkey per account
    expect((await startRegistration(account)).options.user.id).toBe(options.user.id);
  });

  test("a verified answer is kept with its key, counter and transports, audited, mailed to the owner, and excluded next time", async () => {
    const { user, cookie, passkey } = await withPasskey();
    expect(passkey).toMatchObject({ name: "Work laptop", counter: 0n, transports: "internal", lastUsedAt: null });
    expect(passkey.publicKey).toMatch(/^[\w-]{40,}$/);
    expect(await db.auditLog.findMany({ where: { entityType: "user", entityId: user.id }, select: { action: true, actorId: true } })).toEqual([{ action: "passkey_added", actorId: user.id }]);
    expect(await db.mail.count({ where: { userId: user.id, subject: "A passkey was added to your account" } })).toBe(1);

    const page = (await callRoute(security.loader, "/profile/security", { cookie })).body as Awaited<ReturnType<typeof security.loader>>;
    expect(page.passkeys).toEqual([{ id: passkey.id, name: "Work laptop", created: expect.any(String), lastUsed: null }]);
    const again = await startRegistration({ user, cookie, sessionId: "" });
    expect(again.options.excludeCredentials).toEqual([{ id: passkey.credentialId, type: "public-key", transports: ["internal"] }]);
  });

  test("a Nepali owner is told in Nepali, the passkey named as they named it", async () => {
    const account = await signedInUser("student", "सीता शर्मा");
    await setPreferredLanguage(account.user.id, "ne");
    const authenticator = new SoftwareAuthenticator();
    const { options, challengeCookie } = await startRegistration(account);
    expectRedirect(await postAdd(account, challengeCookie, authenticator.register(options), "मेरो फोन"), "/profile/security");
    const mail = await db.mail.findFirstOrThrow({ where: { userId: account.user.id }, orderBy: { id: "desc" } });
    expect(mail.subject).toBe("तपाईंको खातामा एउटा पासकी थपियो");
    expect((JSON.parse(mail.data) as { content: NoticeContent }).content.paragraphs[0]).toBe("\"मेरो फोन\" पासकीले अब पासवर्डबिनै तपाईंको खातामा साइन इन गर्न सक्छ।");
  });

  test("refused with nothing stored: another challenge, the challenge used twice, another origin or host, no user verification, another account's challenge, no challenge", async () => {
    const account = await signedInUser();
    const other = await signedInUser();
    const authenticator = new SoftwareAuthenticator();
    const fresh = () => startRegistration(account);

    const cases: Array<[string, () => Promise<Answer>]> = [
      ["another challenge", async () => {
        const { options, challengeCookie } = await fresh();
        return postAdd(account, challengeCookie, authenticator.register(options, { challenge: (await fresh()).options.challenge }));
      }],
      ["another origin", async () => {
        const { options, challengeCookie } = await fresh();
        return postAdd(account, challengeCookie, authenticator.register(options, { origin: "https://evil.example" }));
      }],
      ["another relying party", async () => {
        const { options, challengeCookie } = await fresh();
        return postAdd(account, challengeCookie, authenticator.register(options, { rpId: "evil.example" }));
      }],
      ["no user verification", async () => {
        const { options, challengeCookie } = await fresh();
        return postAdd(account, challengeCookie, authenticator.register(options, { userVerified: false }));
      }],
      ["a challenge handed to another account", async () => {
        const { options, challengeCookie } = await startRegistration(other);
        return postAdd(account, challengeCookie, authenticator.register(options));
      }],
      ["no challenge cookie", async () => postAdd(account, "", authenticator.register((await fresh()).options))],
    ];
    for (const [name, send] of cases) {
      const answer = await send();
      expect(answer.status, name).toBe(400);
      expect(formResult(answer).error[""]?.[0], name).toMatch(/passkey/i);
      expect(cookieNamed(answer, "__passkey"), `${name}: the challenge cookie is cleared`).toMatch(/^__passkey=;?/);
    }
    expect(await db.passkey.count({ where: { userId: { in: [account.user.id, other.user.id] } } })).toBe(0);
    expect(await db.auditLog.count({ where: { entityType: "user", entityId: account.user.id } })).toBe(0);

    // answered once: the first answer to a challenge is kept, a second (even of another credential) is not
    const { options, challengeCookie } = await fresh();
    expectRedirect(await postAdd(account, challengeCookie, authenticator.register(options)), "/profile/security");
    const replay = await postAdd(account, challengeCookie, authenticator.register(options), "Second");
    expect(replay.status).toBe(400);
    expect(await db.passkey.count({ where: { userId: account.user.id } })).toBe(1);
  });

  test("a name is required and at most 60 characters; a malformed answer is refused with one message", async () => {
    const account = await signedInUser();
    const authenticator = new SoftwareAuthenticator();
    const { options, challengeCookie } = await startRegistration(account);
    const response = authenticator.register(options);
    expect(formResult(await postAdd(account, challengeCookie, response, " ")).error.name).toEqual(["Name is required"]);
    expect(formResult(await postAdd(account, challengeCookie, response, "x".repeat(61))).error.name).toEqual(["Name must be at most 60 characters"]);
    const broken = await callRoute(security.action, "/profile/security", { cookie: withCookies(account.cookie, challengeCookie), form: { intent: "add-passkey", name: "Phone", response: "{not json" } });
    expect(formResult(broken).error.response).toEqual(["The passkey's answer did not arrive whole. Try again."]);
    expect(await db.passkey.count({ where: { userId: account.user.id } })).toBe(0);
  });
});

describe("signing in with a passkey", () => {
  test("no e-mail or password: a session starts, the attempt is recorded, the counter and last use are stored", async () => {
    const account = await withPasskey();
    const sessionsBefore = await sessionsOf(account.user.id);
    const { options, challengeCookie } = await startSignIn();
    expect(options).toMatchObject({ rpId: "localhost", userVerification: "required", allowCredentials: [] });

    const answer = await postSignIn(challengeCookie, account.authenticator.authenticate(options), browser(), { redirectTo: "/student/bookings" });
    expectRedirect(answer, "/student/bookings");
    expect(cookieNamed(answer, "__session")).toMatch(/^__session=.+/);
    expect(cookieNamed(answer, "__passkey")).toMatch(/^__passkey=;?/);
    expect(await sessionsOf(account.user.id)).toBe(sessionsBefore + 1);
    expect(await attemptsOf(account.user.id)).toEqual([{ success: true, reason: null }]);
    const after = await passkeyRow(account.passkey.id);
    expect(after.counter).toBe(1n);
    expect(after.lastUsedAt).toBeInstanceOf(Date);

    expectRedirect(await signInWith(account.authenticator), "/student");
    expect((await passkeyRow(account.passkey.id)).counter).toBe(2n);
  });

  test("a signature count past 2^31 is kept whole, and the next answer must still move on from it", async () => {
    const account = await withPasskey();
    // WebAuthn's count is an unsigned 32-bit number; some authenticators keep one count for every site they serve
    const high = 2 ** 32 - 10;
    expectRedirect(await signInWith(account.authenticator, { counter: high }), "/student");
    expect((await passkeyRow(account.passkey.id)).counter).toBe(BigInt(high));
    expectRedirect(await signInWith(account.authenticator, { counter: high + 1 }), "/student");
    expect((await passkeyRow(account.passkey.id)).counter).toBe(BigInt(high + 1));
    const replayed = await signInWith(account.authenticator, { counter: high + 1 });
    expect(replayed.status).not.toBe(302);
    expect((await passkeyRow(account.passkey.id)).counter).toBe(BigInt(high + 1));
  });

  test("an account with two-factor is signed in at once: a passkey is two factors, never the code step", async () => {
    const account = await withPasskey();
    const { secret } = await getOrStartTwoFactorSetup(account.user.id);
    await enableTwoFactor({ userId: account.user.id, code: generateTotpCode(secret) });
    const answer = await signInWith(account.authenticator);
    expectRedirect(answer, "/student");
    expect(await sessionsOf(account.user.id)).toBe(2);
  });

  test("turning the staff requirement on holds a staff member's password session, never the one their passkey began", async () => {
    const requireStaffTwoFactor = async (required: boolean) => saveSettings("security", { requireStaffTwoFactor: required }, await staffActorId());
    await requireStaffTwoFactor(false);
    try {
      const admin = await withPasskey("admin");
      const viaPasskey = await signInWith(admin.authenticator);
      expectRedirect(viaPasskey, "/student");
      const viaPassword = await callRoute(loginAction, "/login", { form: { email: admin.user.email, password: TEST_PASSWORD }, headers: browser() });
      expectRedirect(viaPassword, "/student");

      await requireStaffTwoFactor(true);
      expect((await callRoute(adminDashboard, "/admin", { cookie: cookieNamed(viaPasskey, "__session") })).status).toBe(200);
      expectRedirect(await callRoute(adminDashboard, "/admin", { cookie: cookieNamed(viaPassword, "__session") }), "/profile/two-factor");
    } finally {
      // a test database starts without settings: the requirement is on, as by default
      await requireStaffTwoFactor(true);
    }
  });

  test("a staff account without two-factor, while staff must use it, is not sent to set it up: a passkey is two factors", async () => {
    const admin = await withPasskey("admin");
    const password = await callRoute(loginAction, "/login", { form: { email: admin.user.email, password: TEST_PASSWORD }, headers: browser() });
    expectRedirect(password, "/profile/two-factor");
    const answer = await signInWith(admin.authenticator);
    expectRedirect(answer, "/student");
    // the test's own session, the password's (held to the set-up page) and the passkey's (free)
    expect(await db.session.count({ where: { userId: admin.user.id, mustSetUpTwoFactor: true } })).toBe(1);
    expect(await db.session.count({ where: { userId: admin.user.id, mustSetUpTwoFactor: false } })).toBe(2);
  });

  test("refused with nothing changed: another challenge, another origin or host, a counter that went back, no user verification", async () => {
    const account = await withPasskey();
    expectRedirect(await signInWith(account.authenticator), "/student");
    const sessionsBefore = await sessionsOf(account.user.id);
    const before = await passkeyRow(account.passkey.id);
    const otherChallenge = (await startSignIn()).options.challenge;

    for (const [name, bend] of [
      ["another challenge", { challenge: otherChallenge }],
      ["another origin", { origin: "https://evil.example" }],
      ["another relying party", { rpId: "evil.example" }],
      ["a counter that did not move on (a cloned authenticator)", { counter: Number(before.counter) }],
      ["no user verification", { userVerified: false }],
    ] as const) {
      const answer = await signInWith(account.authenticator, bend);
      expect(answer.status, name).toBe(401);
      expect(formResult(answer, "passkey").error[""], name).toEqual(["That passkey did not sign you in. Try again, or log in with your e-mail and password."]);
      await expectNothingChanged(account, sessionsBefore, before);
    }
    expect((await attemptsOf(account.user.id)).map((attempt) => attempt.reason ?? "ok")).toEqual(["ok", ...Array(5).fill("passkey_failed")]);
  });

  test("a challenge is answered once: the same answer again, or a new one to the same challenge, is refused", async () => {
    const account = await withPasskey();
    const headers = browser();
    const { options, challengeCookie } = await startSignIn(headers);
    const response = account.authenticator.authenticate(options);
    expectRedirect(await postSignIn(challengeCookie, response, headers), "/student");
    const sessionsBefore = await sessionsOf(account.user.id);
    const before = await passkeyRow(account.passkey.id);

    expect((await postSignIn(challengeCookie, response, headers)).status).toBe(401);
    expect((await postSignIn(challengeCookie, account.authenticator.authenticate(options), headers)).status).toBe(401);
    await expectNothingChanged(account, sessionsBefore, before);
  });

  test("an unknown passkey, or none asked for, signs nobody in and is recorded without an account", async () => {
    const stranger = new SoftwareAuthenticator();
    stranger.register({ rp: { id: "localhost", name: "x" }, user: { id: "dW5rbm93bg", name: "u", displayName: "u" }, challenge: "Y2hhbGxlbmdl", pubKeyCredParams: [] });
    const ip = randomUUID().slice(0, 20);
    const attemptsBefore = await db.signInAttempt.count({ where: { ipAddress: ip } });
    const unknown = await signInWith(stranger, {}, browser(ip));
    expect(unknown.status).toBe(401);
    expect(cookieNamed(unknown, "__session")).toBe("");

    const account = await withPasskey();
    const noChallenge = await postSignIn("", account.authenticator.authenticate({ challenge: "Y2hhbGxlbmdl", rpId: "localhost" }), browser(ip));
    expect(noChallenge.status).toBe(400);
    expect(await sessionsOf(account.user.id)).toBe(1);
    expect(await db.signInAttempt.findMany({ where: { ipAddress: ip }, select: { userId: true, success: true, reason: true } })).toEqual([
      ...Array(attemptsBefore).fill(expect.anything()),
      { userId: null, success: false, reason: "passkey_failed" },
      { userId: null, success: false, reason: "passkey_failed" },
    ]);
  });

  test("a disabled account, or one waiting for its erasure, is refused with nothing changed", async () => {
    const disabled = await withPasskey();
    await setAccountDisabled({ adminId: await staffActorId(), userId: disabled.user.id, disabled: true });
    const closing = await withPasskey();
    await requestAccountDeletion({ userId: closing.user.id, password: TEST_PASSWORD });

    for (const account of [disabled, closing]) {
      const [sessionsBefore, before] = [await sessionsOf(account.user.id), await passkeyRow(account.passkey.id)];
      const answer = await signInWith(account.authenticator);
      expect(answer.status).toBe(401);
      await expectNothingChanged(account, sessionsBefore, before);
      expect((await attemptsOf(account.user.id)).at(-1)).toEqual({ success: false, reason: "disabled" });
    }
  });

  test("failures are limited per address like passwords: after 50 the address waits, with Retry-After", async () => {
    const account = await withPasskey();
    const headers = browser();
    for (let attempt = 0; attempt < 50; attempt++) expect((await signInWith(account.authenticator, { origin: "https://evil.example" }, headers)).status).toBe(401);
    const limited = await signInWith(account.authenticator, {}, headers);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(await sessionsOf(account.user.id)).toBe(1);
    expectRedirect(await signInWith(account.authenticator), "/student");
  });

  test("the options need a host name: opened by an IP address, they are refused with a message", async () => {
    const answer = await callRoute(signInOptions.action, "http://127.0.0.1:3000/login/passkey-options", { method: "POST", headers: browser() });
    expect(answer.status).toBe(400);
    expect((answer.body as { message: string }).message).toMatch(/not by an address such as 127\.0\.0\.1/);
    expect(cookieNamed(answer, "__passkey")).toBe("");
  });
});

describe("renaming and removing a passkey", () => {
  test("the owner renames and removes their own, removal audited and mailed; another account's is not found and unchanged", async () => {
    const owner = await withPasskey();
    const intruder = await signedInUser();
    const send = (cookie: string, form: Record<string, string>) => callRoute(security.action, "/profile/security", { cookie, form });

    expect((await send(intruder.cookie, { intent: "rename-passkey", passkey: String(owner.passkey.id), name: "Mine now" })).status).toBe(404);
    expect((await send(intruder.cookie, { intent: "remove-passkey", passkey: String(owner.passkey.id) })).status).toBe(404);
    expect(await passkeyRow(owner.passkey.id)).toEqual(owner.passkey);

    expectRedirect(await send(owner.cookie, { intent: "rename-passkey", passkey: String(owner.passkey.id), name: "  Phone  " }), "/profile/security");
    expect((await passkeyRow(owner.passkey.id)).name).toBe("Phone");

    expectRedirect(await send(owner.cookie, { intent: "remove-passkey", passkey: String(owner.passkey.id) }), "/profile/security");
    expect(await db.passkey.count({ where: { id: owner.passkey.id } })).toBe(0);
    expect((await db.auditLog.findMany({ where: { entityType: "user", entityId: owner.user.id }, orderBy: { id: "asc" }, select: { action: true } })).map((row) => row.action)).toEqual([
      "passkey_added",
      "passkey_removed",
    ]);
    expect(await db.mail.count({ where: { userId: owner.user.id, subject: "A passkey was removed from your account" } })).toBe(1);
    // a removed passkey signs nobody in
    expect((await signInWith(owner.authenticator)).status).toBe(401);
  });
});

describe("the account's data", () => {
  test("the export lists each passkey's name and dates, never its key or credential id", async () => {
    const account = await withPasskey();
    expectRedirect(await callRoute(privacyAction, "/profile/privacy", { cookie: account.cookie, form: { intent: "export" } }), "/profile/privacy");
    while ((await runDueJobs({ now: new Date(), limit: 10 })) > 0);
    const { id } = await db.dataExport.findFirstOrThrow({ where: { userId: account.user.id, readyAt: { not: null } } });
    const download = await callRoute(downloadExport, `/profile/privacy/exports/${id}`, { cookie: account.cookie, params: { id: String(id) } });
    const files = unzipSync(new Uint8Array(await download.response!.arrayBuffer()));
    const text = strFromU8(files["passkeys.json"]);
    expect(JSON.parse(text)).toEqual([{ name: "Work laptop", createdAt: account.passkey.createdAt.toISOString(), lastUsedAt: null }]);
    expect(text).not.toContain(account.passkey.credentialId);
    expect(text).not.toContain(account.passkey.publicKey);
  });

  test("erasing the account deletes its passkeys, and the passkey then signs nobody in", async () => {
    const account = await withPasskey();
    const requestedAt = new Date();
    await requestAccountDeletion({ userId: account.user.id, password: TEST_PASSWORD, now: requestedAt });
    await eraseAccount({ userId: account.user.id }, new Date(requestedAt.getTime() + DELETION_GRACE_MS + 1000));
    expect(await db.passkey.count({ where: { userId: account.user.id } })).toBe(0);
    expect((await signInWith(account.authenticator)).status).toBe(401);
  });
});

test("an admin sees how many passkeys an account has on its user page", async () => {
  const account = await withPasskey();
  const admin = await signedInUser("admin");
  const page = await callRoute(userPage.loader, `/admin/users/${account.user.id}`, { cookie: admin.cookie, params: { id: String(account.user.id) } });
  expect((page.body as Awaited<ReturnType<typeof userPage.loader>>).user.passkeys).toBe(1);
});
