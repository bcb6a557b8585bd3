import { randomBytes } from "node:crypto";
import * as OTPAuth from "otpauth";
import { RECOVERY_CODE_COUNT, TOTP, TOTP_ISSUER, TOTP_WINDOW, formatRecoveryCode, isTotpCode, normalizeCode, recoveryCodeFromBytes } from "~/domain/two-factor";
import { db } from "~/utils/db.server";
import { verifyPasswordOrDummy } from "~/utils/password.server";
import { decryptSecret, encryptSecret } from "~/utils/secret-box.server";
import { hashToken } from "~/utils/tokens.server";
import { WrongPasswordError } from "./user.server";

export class InvalidTwoFactorCodeError extends Error {
  constructor() {
    super("That code is not valid. Enter the current code from your authenticator app, or a recovery code.");
  }
}

export class TwoFactorStateError extends Error {}

function totpFor(secret: string, label: string) {
  return new OTPAuth.TOTP({ issuer: TOTP_ISSUER, label, ...TOTP, secret: OTPAuth.Secret.fromBase32(secret) });
}

/** Whether a TOTP code is right for a (base32) secret at `now`, with one step of drift. */
export function totpCodeMatches(secret: string, code: string, now = new Date()) {
  const token = normalizeCode(code);
  return isTotpCode(token) && totpFor(secret, "").validate({ token, timestamp: now.getTime(), window: TOTP_WINDOW }) !== null;
}

/** The current code for a secret: for tests, which play the authenticator app. */
export function generateTotpCode(secret: string, now = new Date()) {
  return totpFor(secret, "").generate({ timestamp: now.getTime() });
}

export async function getTwoFactorState(userId: number) {
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { twoFactorEnabledAt: true, _count: { select: { recoveryCodes: { where: { usedAt: null } } } } } });
  return { enabledAt: user.twoFactorEnabledAt, recoveryCodesLeft: user._count.recoveryCodes };
}

/**
 * The secret being set up, made (and kept encrypted) on the first visit to the set-up page, so that the QR code stays
 * the same across reloads until the account turns two-factor on with it.
 */
export async function getOrStartTwoFactorSetup(userId: number) {
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true, twoFactorSecret: true, twoFactorEnabledAt: true } });
  if (user.twoFactorEnabledAt) throw new TwoFactorStateError("Two-factor is on already.");
  let secret = user.twoFactorSecret ? decryptSecret(user.twoFactorSecret) : null;
  if (!secret) {
    secret = new OTPAuth.Secret({ size: 20 }).base32;
    await db.user.updateMany({ where: { id: userId, twoFactorEnabledAt: null }, data: { twoFactorSecret: encryptSecret(secret) } });
  }
  return { secret, uri: totpFor(secret, user.email).toString() };
}

function newRecoveryCodes() {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => recoveryCodeFromBytes(randomBytes(10)));
}

/** Turns two-factor on after one correct code from the set-up secret; returns the recovery codes, shown once. */
export async function enableTwoFactor({ userId, code, now = new Date() }: { userId: number; code: string; now?: Date }) {
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { twoFactorSecret: true, twoFactorEnabledAt: true } });
  if (user.twoFactorEnabledAt) throw new TwoFactorStateError("Two-factor is on already.");
  if (!user.twoFactorSecret || !totpCodeMatches(decryptSecret(user.twoFactorSecret), code, now)) throw new InvalidTwoFactorCodeError();
  const codes = newRecoveryCodes();
  await db.$transaction(async (tx) => {
    const { count } = await tx.user.updateMany({ where: { id: userId, twoFactorEnabledAt: null, twoFactorSecret: user.twoFactorSecret }, data: { twoFactorEnabledAt: now } });
    if (count === 0) throw new TwoFactorStateError("Two-factor changed meanwhile; open the page again.");
    await tx.recoveryCode.deleteMany({ where: { userId } });
    await tx.recoveryCode.createMany({ data: codes.map((plain) => ({ userId, codeHash: hashToken(plain) })) });
  });
  return codes.map(formatRecoveryCode);
}

/**
 * Whether `code` is the account's second factor: its current TOTP code, or one of its recovery codes, which is used
 * up by this (a conditional update, so two sign-ins racing with one code cannot both pass).
 */
export async function verifySecondFactor(userId: number, code: string, now = new Date()) {
  const user = await db.user.findUnique({ where: { id: userId }, select: { twoFactorSecret: true, twoFactorEnabledAt: true } });
  if (!user?.twoFactorEnabledAt || !user.twoFactorSecret) return false;
  const token = normalizeCode(code);
  if (isTotpCode(token)) return totpCodeMatches(decryptSecret(user.twoFactorSecret), token, now);
  if (token.length !== 10) return false;
  const { count } = await db.recoveryCode.updateMany({ where: { userId, codeHash: hashToken(token), usedAt: null }, data: { usedAt: now } });
  return count === 1;
}

/** Turns two-factor off: the password and a code (or a recovery code) are asked for, so a left-open session cannot. */
export async function disableTwoFactor({ userId, password, code }: { userId: number; password: string; code: string }) {
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { passwordHash: true, twoFactorEnabledAt: true } });
  if (!user.twoFactorEnabledAt) throw new TwoFactorStateError("Two-factor is off already.");
  if (!(await verifyPasswordOrDummy(password, user.passwordHash || undefined))) throw new WrongPasswordError();
  if (!(await verifySecondFactor(userId, code))) throw new InvalidTwoFactorCodeError();
  await db.$transaction(async (tx) => {
    await tx.user.update({ where: { id: userId }, data: { twoFactorSecret: null, twoFactorEnabledAt: null } });
    await tx.recoveryCode.deleteMany({ where: { userId } });
  });
}
