import { randomUUID } from "node:crypto";
import { describe, expect, test } from "vitest";
import { createApiToken, getUserByApiToken } from "~/models/api-token.server";
import { listQueuedEmails } from "~/models/email-outbox.server";
import { InvalidResetTokenError, isResetTokenUsable, requestPasswordReset, resetPasswordWithToken } from "~/models/password-reset.server";
import { createSession, getSessionUser } from "~/models/session.server";
import { verifyLogin } from "~/models/user.server";
import { action as forgotAction } from "~/routes/_auth.forgot-password/route";
import { action as resetAction, loader as resetLoader } from "~/routes/_auth.reset-password/route";
import { db } from "~/utils/db.server";
import { hashToken } from "~/utils/tokens.server";
import { callRoute, expectRedirect, fieldErrors, formResult } from "../support/routes";
import { TEST_PASSWORD, createTestUser, uniqueEmail } from "../support/users";

const APP_URL = "https://consultancy.example";

async function userWithLink() {
  const user = await createTestUser("student", "Forgetful");
  await requestPasswordReset(user.email, APP_URL);
  const [email] = await listQueuedEmails(user.email);
  const link = new URL(/https?:\/\/\S+/.exec(email.message.text)![0]);
  return { user, email, link, token: link.searchParams.get("token")! };
}

describe("password reset", () => {
  test("queues an e-mail with an absolute link built from APP_URL", async () => {
    const { email, link, token } = await userWithLink();
    expect(email.message.subject).toBe("Reset your EduGlobal password");
    expect(email.status).toBe("pending");
    expect(`${link.origin}${link.pathname}`).toBe(`${APP_URL}/reset-password`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
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
    await requestPasswordReset(email, APP_URL);
    expect(await listQueuedEmails(email)).toEqual([]);
  });

  test("sets the new password once; the same link then fails", async () => {
    const { user, token } = await userWithLink();
    await resetPasswordWithToken(token, "brand-new-password");
    expect(await verifyLogin(user.email, "brand-new-password")).toMatchObject({ id: user.id });
    expect(await verifyLogin(user.email, TEST_PASSWORD)).toBeNull();
    expect(await isResetTokenUsable(token)).toBe(false);
    await expect(resetPasswordWithToken(token, "another-password")).rejects.toBeInstanceOf(InvalidResetTokenError);
  });

  test("an expired link fails", async () => {
    const { user, token } = await userWithLink();
    await db.passwordResetToken.updateMany({ where: { userId: user.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await isResetTokenUsable(token)).toBe(false);
    await expect(resetPasswordWithToken(token, "brand-new-password")).rejects.toBeInstanceOf(InvalidResetTokenError);
  });

  test("a newer link replaces an older one", async () => {
    const { user, token: first } = await userWithLink();
    await requestPasswordReset(user.email, APP_URL);
    expect(await isResetTokenUsable(first)).toBe(false);
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
    const forgot = (email: string) => callRoute(forgotAction, "/forgot-password", { form: { email }, headers: { "X-Forwarded-For": randomUUID() } });
    const known = await forgot(user.email);
    const unknown = await forgot(uniqueEmail());
    expect(known.status).toBe(302);
    expect({ status: unknown.status, location: unknown.location, toast: unknown.toast }).toEqual({ status: known.status, location: known.location, toast: known.toast });
    expect(await listQueuedEmails(user.email)).toHaveLength(1);
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
