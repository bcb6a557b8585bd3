import { translator } from "~/i18n/catalogs.server";
import { db } from "~/utils/db.server";
import { hashPassword } from "~/utils/password.server";
import { generateToken, hashToken } from "~/utils/tokens.server";
import { accountLocale } from "./account-locale.server";
import { markEmailVerified } from "./email-verification.server";
import { enqueueMail } from "./mail.server";
import { NO_PASSWORD, normalizeEmail, setPasswordAndRevokeAccess } from "./user.server";

export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;
/** An invitation to an account made by staff leaves its person a week to choose a first password (decision 041). */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export class InvalidResetTokenError extends Error {
  constructor() {
    super("This password reset link is invalid or has expired. Please request a new one.");
  }
}

/**
 * Queues a one-time reset link for the account with this e-mail, if there is one. The caller answers the same either
 * way, so nobody can learn from the page which addresses have accounts. The link itself is issued when the mail is
 * sent (`issuePasswordResetToken`), so no usable token ever waits in the queue.
 */
export async function requestPasswordReset(email: string) {
  const user = await db.user.findUnique({ where: { email: normalizeEmail(email) }, select: { id: true, name: true, email: true, disabledAt: true, preferredLanguage: true } });
  // A disabled account gets no way back in by mail; the answer stays the same as for an unknown address.
  if (!user || user.disabledAt) return;
  const locale = accountLocale(user.preferredLanguage);
  await enqueueMail(db, {
    to: user.email,
    toName: user.name,
    userId: user.id,
    category: "account",
    subject: translator(locale)("mail.passwordReset.subject"),
    locale,
    content: { template: "password-reset", userId: user.id },
  });
}

/**
 * A new one-time token for the account (a reset link, or an invitation's link with `INVITATION_TTL_MS`); it replaces
 * any earlier one that was not used.
 */
export async function issuePasswordResetToken(userId: number, { now = new Date(), ttlMs = PASSWORD_RESET_TTL_MS }: { now?: Date; ttlMs?: number } = {}) {
  const token = generateToken();
  await db.$transaction(async (tx) => {
    await tx.passwordResetToken.deleteMany({ where: { userId, usedAt: null } });
    await tx.passwordResetToken.create({
      data: { userId, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + ttlMs) },
    });
  });
  return token;
}

/**
 * Whether a link can still be used, to tell its visitor before they type a password, and whether it chooses the
 * first password of an account that has none yet (an invitation), so the page can say so. A disabled account's
 * link is spent.
 */
export async function readResetLink(token: string) {
  const row = await db.passwordResetToken.findUnique({
    where: { tokenHash: hashToken(token) },
    select: { expiresAt: true, usedAt: true, user: { select: { passwordHash: true, disabledAt: true } } },
  });
  const usable = Boolean(row && !row.usedAt && row.expiresAt > new Date() && !row.user.disabledAt);
  return { usable, firstPassword: usable && row?.user.passwordHash === NO_PASSWORD };
}

/**
 * Spends the token and sets the new password; every session and API token of the account is revoked. Two requests
 * racing with one token cannot both succeed: the token is claimed by a conditional update. The link came by mail, so
 * it proves the address as well: accepting an invitation (or resetting) verifies it.
 */
export async function resetPasswordWithToken(token: string, newPassword: string) {
  const tokenHash = hashToken(token);
  const row = await db.passwordResetToken.findUnique({ where: { tokenHash }, select: { userId: true } });
  if (!row) throw new InvalidResetTokenError();
  const now = new Date();
  const claimed = await db.passwordResetToken.updateMany({
    where: { tokenHash, usedAt: null, expiresAt: { gt: now }, user: { disabledAt: null } },
    data: { usedAt: now },
  });
  if (claimed.count !== 1) throw new InvalidResetTokenError();
  await setPasswordAndRevokeAccess(row.userId, await hashPassword(newPassword), null);
  await markEmailVerified(row.userId, now);
  return row.userId;
}
