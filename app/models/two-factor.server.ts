import { randomBytes } from "node:crypto";
import * as OTPAuth from "otpauth";
import { isStaff } from "~/domain/roles";
import {
  RECOVERY_CODE_COUNT,
  TOTP,
  TOTP_ISSUER,
  TOTP_WINDOW,
  formatRecoveryCode,
  isTotpCode,
  mustSetUpTwoFactorAtSignIn,
  normalizeCode,
  recoveryCodeFromBytes,
  totpStep,
} from "~/domain/two-factor";
import { translator } from "~/i18n/catalogs.server";
import { db, type Tx } from "~/utils/db.server";
import { verifyPasswordOrDummy } from "~/utils/password.server";
import { decryptSecret, encryptSecret } from "~/utils/secret-box.server";
import { hashToken } from "~/utils/tokens.server";
import { accountLocale } from "./account-locale.server";
import { ActionNotAllowedError } from "./admin-change.server";
import { recordAudit } from "./audit-log.server";
import { enqueueMail } from "./mail.server";
import { applyStaffTwoFactorRequirement } from "./staff-two-factor.server";
import { getSettings } from "./settings.server";
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

/** The time step whose code `code` is for a (base32) secret at `now`, with one step of drift; null when it is none. */
export function matchingTotpStep(secret: string, code: string, now: Date) {
  const token = normalizeCode(code);
  if (!isTotpCode(token)) return null;
  const delta = totpFor(secret, "").validate({ token, timestamp: now.getTime(), window: TOTP_WINDOW });
  return delta === null ? null : totpStep(now) + delta;
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

/** Whether the consultancy requires two-factor of its staff (Security settings). */
export async function isStaffTwoFactorRequired(client: Tx | typeof db = db) {
  return (await getSettings("security", client)).requireStaffTwoFactor;
}

/** Whether a sign-in of this account must set two-factor up before any other page (see `mustSetUpTwoFactorAtSignIn`). */
export async function mustSetUpTwoFactorOnSignIn(userId: number, { viaPasskey }: { viaPasskey: boolean }) {
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { role: true, twoFactorEnabledAt: true } });
  const signIn = { staff: isStaff(user), twoFactorOn: user.twoFactorEnabledAt !== null, viaPasskey };
  // the setting is read only for a sign-in that it would hold
  if (!mustSetUpTwoFactorAtSignIn({ ...signIn, required: true })) return false;
  return mustSetUpTwoFactorAtSignIn({ ...signIn, required: await isStaffTwoFactorRequired() });
}

const USER_ENTITY = "user";

/**
 * Turns two-factor on after one correct code from the set-up secret; returns the recovery codes, shown once. That code
 * is spent, and the account's sessions waiting for it to set two-factor up open every page again.
 */
export async function enableTwoFactor({ userId, code, now = new Date() }: { userId: number; code: string; now?: Date }) {
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { twoFactorSecret: true, twoFactorEnabledAt: true } });
  if (user.twoFactorEnabledAt) throw new TwoFactorStateError("Two-factor is on already.");
  const step = user.twoFactorSecret ? matchingTotpStep(decryptSecret(user.twoFactorSecret), code, now) : null;
  if (step === null) throw new InvalidTwoFactorCodeError();
  const codes = newRecoveryCodes();
  await db.$transaction(async (tx) => {
    const { count } = await tx.user.updateMany({
      where: { id: userId, twoFactorEnabledAt: null, twoFactorSecret: user.twoFactorSecret },
      data: { twoFactorEnabledAt: now, twoFactorLastStep: step },
    });
    if (count === 0) throw new TwoFactorStateError("Two-factor changed meanwhile; open the page again.");
    await tx.recoveryCode.deleteMany({ where: { userId } });
    await tx.recoveryCode.createMany({ data: codes.map((plain) => ({ userId, codeHash: hashToken(plain) })) });
    await tx.session.updateMany({ where: { userId, mustSetUpTwoFactor: true }, data: { mustSetUpTwoFactor: false } });
    await recordAudit(tx, { entityType: USER_ENTITY, entityId: userId, actorId: userId, action: "two_factor_enabled", detail: "Turned two-factor on." });
  });
  return codes.map(formatRecoveryCode);
}

/**
 * Whether `code` is the account's second factor: a TOTP code of a later time step than the last one accepted, or one
 * of its recovery codes. Either is used up by this, with a conditional update, so two sign-ins racing with one code
 * cannot both pass, and a code read over a shoulder does not work a second time.
 */
export async function verifySecondFactor(userId: number, code: string, now = new Date()) {
  const user = await db.user.findUnique({ where: { id: userId }, select: { twoFactorSecret: true, twoFactorEnabledAt: true } });
  if (!user?.twoFactorEnabledAt || !user.twoFactorSecret) return false;
  const token = normalizeCode(code);
  if (isTotpCode(token)) {
    const step = matchingTotpStep(decryptSecret(user.twoFactorSecret), token, now);
    if (step === null) return false;
    const { count } = await db.user.updateMany({
      where: { id: userId, twoFactorSecret: user.twoFactorSecret, OR: [{ twoFactorLastStep: null }, { twoFactorLastStep: { lt: step } }] },
      data: { twoFactorLastStep: step },
    });
    return count === 1;
  }
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
    await tx.user.update({ where: { id: userId }, data: { twoFactorSecret: null, twoFactorEnabledAt: null, twoFactorLastStep: null } });
    await tx.recoveryCode.deleteMany({ where: { userId } });
    await recordAudit(tx, { entityType: USER_ENTITY, entityId: userId, actorId: userId, action: "two_factor_disabled", detail: "Turned two-factor off." });
    await applyStaffTwoFactorRequirement(tx, { required: await isStaffTwoFactorRequired(tx), userId });
  });
}

/**
 * An admin turns another account's two-factor off, for someone who lost both the phone and the recovery codes: it is
 * audited and the owner is told by mail. A staff account then sets it up again at its next page while it is required.
 * Their own goes through their two-factor page, which asks for a code.
 */
export async function resetTwoFactorAsAdmin({ adminId, userId }: { adminId: number; userId: number }) {
  if (adminId === userId) throw new ActionNotAllowedError("Turn your own two-factor off on your two-factor page.");
  await db.$transaction(async (tx) => {
    const user = await tx.user.findUnique({ where: { id: userId }, select: { name: true, email: true, erasedAt: true, preferredLanguage: true } });
    const { count } = await tx.user.updateMany({
      where: { id: userId, twoFactorEnabledAt: { not: null } },
      data: { twoFactorSecret: null, twoFactorEnabledAt: null, twoFactorLastStep: null },
    });
    if (!user || count === 0) throw new ActionNotAllowedError("This account does not use two-factor.");
    await tx.recoveryCode.deleteMany({ where: { userId } });
    await applyStaffTwoFactorRequirement(tx, { required: await isStaffTwoFactorRequired(tx), userId });
    await recordAudit(tx, { entityType: USER_ENTITY, entityId: userId, actorId: adminId, action: "reset_two_factor", detail: "Reset the account's two-factor." });
    if (user.erasedAt) return;
    const locale = accountLocale(user.preferredLanguage);
    const t = translator(locale);
    const subject = t("mail.twoFactorReset.subject");
    await enqueueMail(tx, {
      to: user.email,
      toName: user.name,
      userId,
      category: "account",
      subject,
      locale,
      content: {
        template: "notice",
        heading: subject,
        paragraphs: [t("mail.twoFactorReset.turnedOff"), t("mail.twoFactorReset.turnOnAgain")],
        action: { label: t("mail.twoFactorReset.action"), path: "/profile/two-factor" },
      },
    });
  });
}
