import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { DEFAULT_GENERAL_SETTINGS } from "~/content/site";
import { createApiToken, getUserByApiToken } from "~/models/api-token.server";
import { InvalidResetTokenError, readResetLink, requestPasswordReset, resetPasswordWithToken } from "~/models/password-reset.server";
import { setPreferredLanguage } from "~/models/preferred-language.server";
import { createSession, getSessionUser } from "~/models/session.server";
import { verifyLogin } from "~/models/user.server";
import { action as forgotAction } from "~/routes/_auth.forgot-password/route";
import { action as resetAction, loader as resetLoader } from "~/routes/_auth.reset-password/route";
import { db } from "~/utils/db.server";
import { hashToken } from "~/utils/tokens.server";
import { drainQueue, hrefsIn, keepMailInMailbox, linksIn, linkTo, mailTo, sendMailThrough, visibleText } from "../support/mail";
import { callRoute, expectRedirect, fieldErrors, formResult } from "../support/routes";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink";
import { TEST_PASSWORD, createTestUser, uniqueEmail } from "../support/users";

// vitest.config.ts sets APP_URL: every link in a mail is absolute under it.
const APP_URL = "http://localhost:3000";
const SUBJECT = `Reset your password | ${DEFAULT_GENERAL_SETTINGS.siteName}`;

let sink: SmtpSink;

beforeAll(async () => {
  sink = await startSmtpSink();
});

afterAll(() => sink.close());

beforeEach(() => sendMailThrough(sink.port));

/** Asks for a reset link, lets the worker send it and reads it as the account's owner would. */
async function requestLink(email: string) {
  await requestPasswordReset(email);
  await drainQueue();
  const mail = await sink.waitForMail(mailTo(email, SUBJECT));
  const link = linkTo(mail.parsed, "/reset-password");
  return { mail, link, token: link.searchParams.get("token")! };
}

async function userWithLink() {
  const user = await createTestUser("student", "Forgetful");
  return { user, ...(await requestLink(user.email)) };
}

function mailRowsTo(email: string) {
  return db.mail.findMany({ where: { to: email }, include: { job: true } });
}

describe("password reset", () => {
  test("mails an absolute link built from APP_URL once the worker runs", async () => {
    const { user, mail, link, token } = await userWithLink();
    expect(mail.parsed.subject).toBe(SUBJECT);
    expect(mail.envelope.to).toEqual([user.email]);
    expect(`${link.origin}${link.pathname}`).toBe(`${APP_URL}/reset-password`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // the HTML part's button carries the same link
    expect(hrefsIn(mail.parsed.html || "")).toContain(link.href);
    const [row] = await mailRowsTo(user.email);
    expect(row).toMatchObject({ status: "sent", delivery: "smtp", category: "account", subject: SUBJECT });
    expect(row.job).toMatchObject({ status: "done", attempts: 1 });
  });

  test("an account that reads Nepali gets the mail in Nepali, with the same link", async () => {
    const user = await createTestUser("student", "सीता शर्मा");
    await setPreferredLanguage(user.id, "ne");
    await requestPasswordReset(user.email);
    await drainQueue();
    const { parsed } = await sink.waitForMail(mailTo(user.email, "आफ्नो पासवर्ड रिसेट गर्नुहोस्"));
    expect(parsed.subject).toBe(`आफ्नो पासवर्ड रिसेट गर्नुहोस् | ${DEFAULT_GENERAL_SETTINGS.siteName}`);
    for (const part of [parsed.text ?? "", visibleText(parsed.html || "")]) {
      expect(part).toContain("तपाईंको खाताको पासवर्ड रिसेट गर्न अनुरोध गर्नुभएको छ");
      expect(part).toContain("६० मिनेटमा यसको म्याद सकिन्छ");
      expect(part).toContain("नयाँ पासवर्ड छान्नुहोस्");
    }
    expect(`${linkTo(parsed, "/reset-password").origin}`).toBe(APP_URL);
  });

  test("queues the mail without a link: the worker issues the token when it sends", async () => {
    const user = await createTestUser("student", "Queued");
    await requestPasswordReset(user.email);
    expect(await db.passwordResetToken.count({ where: { userId: user.id } })).toBe(0);
    const [queued] = await mailRowsTo(user.email);
    expect(queued).toMatchObject({ status: "queued", template: "password-reset", text: null, html: null });
    expect(queued.job).toMatchObject({ type: "mail", status: "pending" });
    expect(sink.messages.filter(mailTo(user.email))).toEqual([]);

    await drainQueue();
    expect(await db.passwordResetToken.count({ where: { userId: user.id } })).toBe(1);
    expect(sink.messages.filter(mailTo(user.email))).toHaveLength(1);
  });

  test("neither the job, the outbox row nor anything stored after sending holds the token", async () => {
    const { user, token } = await userWithLink();
    const [row] = await mailRowsTo(user.email);
    for (const stored of [row.job!.payload, row.data, row.text ?? "", row.html ?? "", row.calendar ?? ""]) expect(stored).not.toContain(token);
    // a mail that carries a one-time link keeps no body once it has left over SMTP
    expect(row).toMatchObject({ status: "sent", text: null, html: null });
    expect(row.messageId).toBeTruthy();
  });

  test("without an SMTP server the mail is kept in the local mailbox, whole, and its link works", async () => {
    await keepMailInMailbox();
    const user = await createTestUser("student", "Offline");
    await requestPasswordReset(user.email);
    await drainQueue();
    const [row] = await mailRowsTo(user.email);
    expect(row).toMatchObject({ status: "kept", delivery: "mailbox", subject: SUBJECT });
    expect(row.job).toMatchObject({ status: "done" });
    expect(sink.messages.filter(mailTo(user.email))).toEqual([]);

    const link = linksIn(row.text ?? "").find((url) => url.pathname === "/reset-password");
    expect(link?.origin).toBe(APP_URL);
    expect(row.html).toContain(link!.href.replaceAll("&", "&amp;"));
    await resetPasswordWithToken(link!.searchParams.get("token")!, "brand-new-password");
    expect(await verifyLogin(user.email, "brand-new-password")).toMatchObject({ id: user.id });
  });

  test("stores only a hash of the token, expiring within the hour", async () => {
    const { user, token } = await userWithLink();
    const row = await db.passwordResetToken.findFirstOrThrow({ where: { userId: user.id } });
    expect(row.tokenHash).toBe(hashToken(token));
    expect(row.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60 * 1000);
    expect(row.expiresAt.getTime()).toBeGreaterThan(Date.now());
  });

  test("sends nothing for an unknown e-mail", async () => {
    const email = uniqueEmail();
    await requestPasswordReset(email);
    expect(await mailRowsTo(email)).toEqual([]);
    await drainQueue();
    expect(sink.messages.filter(mailTo(email))).toEqual([]);
  });

  test("sets the new password once; the same link then fails", async () => {
    const { user, token } = await userWithLink();
    await resetPasswordWithToken(token, "brand-new-password");
    expect(await verifyLogin(user.email, "brand-new-password")).toMatchObject({ id: user.id });
    expect(await verifyLogin(user.email, TEST_PASSWORD)).toBeNull();
    expect((await readResetLink(token)).usable).toBe(false);
    await expect(resetPasswordWithToken(token, "another-password")).rejects.toBeInstanceOf(InvalidResetTokenError);
  });

  test("an expired link fails", async () => {
    const { user, token } = await userWithLink();
    await db.passwordResetToken.updateMany({ where: { userId: user.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await readResetLink(token)).usable).toBe(false);
    await expect(resetPasswordWithToken(token, "brand-new-password")).rejects.toBeInstanceOf(InvalidResetTokenError);
  });

  test("a newer link replaces an older one", async () => {
    const { user, token: first } = await userWithLink();
    sink.clear();
    const { token: second } = await requestLink(user.email);
    expect(second).not.toBe(first);
    expect((await readResetLink(first)).usable).toBe(false);
    expect((await readResetLink(second)).usable).toBe(true);
    expect(await db.passwordResetToken.count({ where: { userId: user.id } })).toBe(1);
  });

  test("two requests racing with one token: exactly one wins", async () => {
    const { token } = await userWithLink();
    const results = await Promise.allSettled([resetPasswordWithToken(token, "password-one"), resetPasswordWithToken(token, "password-two")]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
  });

  test("signs out every browser and API client of the account", async () => {
    const { user, token } = await userWithLink();
    const session = await createSession({ userId: user.id });
    const apiToken = await createApiToken(user.id);
    await resetPasswordWithToken(token, "brand-new-password");
    expect(await getSessionUser(session.id)).toBeNull();
    expect(await getUserByApiToken(apiToken)).toBeNull();
  });
});

describe("the forgot and reset pages", () => {
  test("answer the same for a known and an unknown e-mail", async () => {
    const user = await createTestUser("student", "Known");
    const unknownEmail = uniqueEmail();
    const forgot = (email: string) => callRoute(forgotAction, "/forgot-password", { form: { email }, headers: { "X-Forwarded-For": randomUUID() } });
    const known = await forgot(user.email);
    const unknown = await forgot(unknownEmail);
    expect(known.status).toBe(302);
    expect({ status: unknown.status, location: unknown.location, toast: unknown.toast }).toEqual({ status: known.status, location: known.location, toast: known.toast });
    expect(await mailRowsTo(user.email)).toHaveLength(1);
    expect(await mailRowsTo(unknownEmail)).toHaveLength(0);
    await drainQueue();
    await sink.waitForMail(mailTo(user.email, SUBJECT));
  });

  test("limit requests for one e-mail to 10 in 15 minutes", async () => {
    const email = uniqueEmail();
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await callRoute(forgotAction, "/forgot-password", { form: { email }, headers: { "X-Forwarded-For": randomUUID() } })).status).toBe(302);
    }
    const refused = await callRoute(forgotAction, "/forgot-password", { form: { email } });
    expect(refused.status).toBe(429);
    expect(formResult(refused).error[""]).toEqual(["Too many attempts. Please try again in 15 minutes."]);
  });

  test("the reset page tells a dead link from a live one, and the form sets the password", async () => {
    const { user, token } = await userWithLink();
    expect((await callRoute(resetLoader, `/reset-password?token=${token}`)).body).toMatchObject({ usable: true, token });
    expect((await callRoute(resetLoader, "/reset-password?token=nonsense")).body).toMatchObject({ usable: false });

    const reset = (password: string, confirmation = password) =>
      callRoute(resetAction, "/reset-password", { form: { token, password, password_confirmation: confirmation } });
    expect(fieldErrors(await reset("brand-new-password", "other")).password_confirmation).toEqual(["Passwords do not match"]);

    expectRedirect(await reset("brand-new-password"), "/login");
    expect(await verifyLogin(user.email, "brand-new-password")).toMatchObject({ id: user.id });

    expect(fieldErrors(await reset("third-password-x"))[""]).toEqual(["This password reset link is invalid or has expired. Please request a new one."]);
  });
});
