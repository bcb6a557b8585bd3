import { randomUUID } from "node:crypto";
import { describe, expect, test } from "vitest";
import { createApiToken, getUserByApiToken } from "~/models/api-token.server";
import { listQueuedEmails } from "~/models/email-outbox.server";
import { InvalidResetTokenError, isResetTokenUsable, requestPasswordReset, resetPasswordWithToken } from "~/models/password-reset.server";
import { createSession, getSessionUser } from "~/models/session.server";
import { createUser, verifyLogin } from "~/models/user.server";
import { action as forgotAction } from "~/routes/_auth.forgot-password/route";
import { action as resetAction, loader as resetLoader } from "~/routes/_auth.reset-password/route";
import { db } from "~/utils/db.server";
import { hashToken } from "~/utils/tokens.server";
import { formRequest, getRequest, unwrap } from "../support/requests";

const APP_URL = "https://consultancy.example";
const args = (request: Request) => ({ request, params: {}, context: {} });
const newEmail = () => `reset-${randomUUID()}@example.com`;

async function userWithLink() {
  const user = await createUser({ name: "Forgetful", email: newEmail(), password: "old-password-1" });
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
    const email = newEmail();
    await requestPasswordReset(email, APP_URL);
    expect(await listQueuedEmails(email)).toEqual([]);
  });

  test("sets the new password once; the same link then fails", async () => {
    const { user, token } = await userWithLink();
    await resetPasswordWithToken(token, "brand-new-password");
    expect(await verifyLogin(user.email, "brand-new-password")).toMatchObject({ id: user.id });
    expect(await verifyLogin(user.email, "old-password-1")).toBeNull();
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
    const user = await createUser({ name: "Known", email: newEmail(), password: "old-password-1" });
    const known = await unwrap(await forgotAction(args(formRequest("/forgot-password", { email: user.email }))));
    const unknown = await unwrap(await forgotAction(args(formRequest("/forgot-password", { email: newEmail() }))));
    expect(known.status).toBe(302);
    expect(unknown.status).toBe(known.status);
    expect(unknown.headers.get("Location")).toBe(known.headers.get("Location"));
    expect(await listQueuedEmails(user.email)).toHaveLength(1);
  });

  test("limit requests for one e-mail to 10 in 15 minutes", async () => {
    const email = newEmail();
    for (let attempt = 0; attempt < 10; attempt++) {
      const request = formRequest("/forgot-password", { email });
      request.headers.set("X-Forwarded-For", randomUUID());
      expect((await unwrap(await forgotAction(args(request)))).status).toBe(302);
    }
    const refused = await unwrap(await forgotAction(args(formRequest("/forgot-password", { email }))));
    expect(refused.status).toBe(429);
    expect(JSON.stringify(refused.body)).toContain("Too many attempts");
  });

  test("the reset page tells a dead link from a live one, and the form sets the password", async () => {
    const { user, token } = await userWithLink();
    const live = await unwrap(await resetLoader(args(getRequest(`/reset-password?token=${token}`))));
    expect(live.body).toMatchObject({ usable: true, token });
    const dead = await unwrap(await resetLoader(args(getRequest("/reset-password?token=nonsense"))));
    expect(dead.body).toMatchObject({ usable: false });

    const mismatch = await unwrap(await resetAction(args(formRequest("/reset-password", { token, password: "brand-new-password", password_confirmation: "other" }))));
    expect(mismatch.status).toBe(400);
    expect(JSON.stringify(mismatch.body)).toContain("Passwords do not match");

    const done = await unwrap(await resetAction(args(formRequest("/reset-password", { token, password: "brand-new-password", password_confirmation: "brand-new-password" }))));
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe("/login");
    expect(await verifyLogin(user.email, "brand-new-password")).not.toBeNull();

    const again = await unwrap(await resetAction(args(formRequest("/reset-password", { token, password: "third-password-x", password_confirmation: "third-password-x" }))));
    expect(again.status).toBe(400);
    expect(JSON.stringify(again.body)).toContain("invalid or has expired");
  });
});
