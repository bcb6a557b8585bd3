import { db } from "~/utils/db.server";
import { sendEmail } from "~/utils/mail.server";
import { hashPassword } from "~/utils/password.server";
import { generateToken, hashToken } from "~/utils/tokens.server";
import { normalizeEmail, setPasswordAndRevokeAccess } from "./user.server";

export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;

export class InvalidResetTokenError extends Error {
  constructor() {
    super("This password reset link is invalid or has expired. Please request a new one.");
  }
}

/**
 * Sends a one-time reset link to the account with this e-mail, if there is one. The caller answers the same either
 * way, so nobody can learn from the page which addresses have accounts. A new link replaces any earlier one.
 */
export async function requestPasswordReset(email: string, appUrl: string) {
  const user = await db.user.findUnique({ where: { email: normalizeEmail(email) }, select: { id: true, name: true, email: true } });
  if (!user) return;
  const token = generateToken();
  await db.$transaction(async (tx) => {
    await tx.passwordResetToken.deleteMany({ where: { userId: user.id, usedAt: null } });
    await tx.passwordResetToken.create({
      data: { userId: user.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + PASSWORD_RESET_TTL_MS) },
    });
  });
  const link = `${appUrl}/reset-password?${new URLSearchParams({ token })}`;
  await sendEmail({
    to: user.email,
    subject: "Reset your EduGlobal password",
    text: [
      `Hello ${user.name},`,
      "",
      "Someone (hopefully you) asked to reset the password of your EduGlobal account. Open this link to choose a new one:",
      "",
      link,
      "",
      `The link works once and expires in ${PASSWORD_RESET_TTL_MS / 60_000} minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.`,
    ].join("\n"),
  });
}

/** Whether a reset link can still be used, to tell its visitor before they type a new password. */
export async function isResetTokenUsable(token: string) {
  const row = await db.passwordResetToken.findUnique({ where: { tokenHash: hashToken(token) }, select: { expiresAt: true, usedAt: true } });
  return Boolean(row && !row.usedAt && row.expiresAt > new Date());
}

/**
 * Spends the token and sets the new password; every session and API token of the account is revoked. Two requests
 * racing with one token cannot both succeed: the token is claimed by a conditional update.
 */
export async function resetPasswordWithToken(token: string, newPassword: string) {
  const tokenHash = hashToken(token);
  const row = await db.passwordResetToken.findUnique({ where: { tokenHash }, select: { userId: true } });
  if (!row) throw new InvalidResetTokenError();
  const now = new Date();
  const claimed = await db.passwordResetToken.updateMany({
    where: { tokenHash, usedAt: null, expiresAt: { gt: now } },
    data: { usedAt: now },
  });
  if (claimed.count !== 1) throw new InvalidResetTokenError();
  await setPasswordAndRevokeAccess(row.userId, await hashPassword(newPassword), null);
  return row.userId;
}
