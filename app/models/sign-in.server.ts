import { deviceLabel, parseUserAgent, sameDevice } from "~/domain/user-agent";
import { translator } from "~/i18n/catalogs.server";
import { createFormatter } from "~/i18n/format";
import { db } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";
import { verifyPasswordOrDummy } from "~/utils/password.server";
import { getAccountLocale } from "./account-locale.server";
import { enqueueMail } from "./mail.server";
import { normalizeEmail, publicUserSelect, type PublicUser } from "./user.server";

export type SignInFailure = "unknown_account" | "wrong_password" | "disabled" | "rate_limited" | "wrong_code" | "passkey_failed";

export const SIGN_IN_FAILURES: Record<SignInFailure, string> = {
  unknown_account: "Unknown account",
  wrong_password: "Wrong password",
  disabled: "Account disabled",
  rate_limited: "Too many attempts",
  wrong_code: "Wrong two-factor code",
  passkey_failed: "Passkey not accepted",
};

/** Where an attempt came from: the address and the browser, as the request tells them. */
export type SignInOrigin = { email: string; ipAddress: string | null; userAgent: string | null };

/**
 * The account an e-mail and password sign in, or why not. A wrong password on a disabled account is a wrong password:
 * only the person who knows the password learns that the account is disabled (and the answer to them is the same).
 */
export async function checkCredentials(
  email: string,
  password: string,
): Promise<{ user: PublicUser; twoFactor: boolean } | { userId: number | null; reason: SignInFailure }> {
  const user = await db.user.findUnique({
    where: { email: normalizeEmail(email) },
    select: { ...publicUserSelect, passwordHash: true, disabledAt: true, twoFactorEnabledAt: true },
  });
  const valid = await verifyPasswordOrDummy(password, user?.passwordHash || undefined);
  if (!user) return { userId: null, reason: "unknown_account" };
  if (!valid) return { userId: user.id, reason: "wrong_password" };
  if (user.disabledAt) return { userId: user.id, reason: "disabled" };
  const { passwordHash: _hash, disabledAt: _disabledAt, twoFactorEnabledAt, ...publicUser } = user;
  return { user: publicUser, twoFactor: twoFactorEnabledAt !== null };
}

function attemptData(origin: SignInOrigin) {
  return { email: origin.email.slice(0, 255), ipAddress: origin.ipAddress?.slice(0, 64) ?? null, userAgent: origin.userAgent?.slice(0, 255) ?? null };
}

/** A failed attempt, on the account the e-mail names when there is one (its owner sees it on /profile/security). */
export async function recordFailedSignIn(origin: SignInOrigin, reason: SignInFailure, userId?: number | null) {
  const ownerId =
    userId === undefined ? ((await db.user.findUnique({ where: { email: normalizeEmail(origin.email) }, select: { id: true } }))?.id ?? null) : userId;
  await db.signInAttempt.create({ data: { ...attemptData(origin), userId: ownerId, success: false, reason } });
}

/**
 * A successful sign-in. When the account has signed in before, but never from this kind of browser (browser and
 * system), its owner is told by mail: someone else may have the password.
 */
export async function recordSuccessfulSignIn(user: Pick<PublicUser, "id" | "name" | "email">, origin: SignInOrigin, now = new Date()) {
  const earlier = await db.signInAttempt.findMany({
    where: { userId: user.id, success: true },
    select: { userAgent: true },
    distinct: ["userAgent"],
  });
  const device = parseUserAgent(origin.userAgent);
  const known = earlier.some((row) => sameDevice(parseUserAgent(row.userAgent), device));
  await db.$transaction(async (tx) => {
    await tx.signInAttempt.create({ data: { ...attemptData(origin), userId: user.id, success: true, reason: null, createdAt: now } });
    if (earlier.length === 0 || known) return;
    const locale = await getAccountLocale(user.id, tx);
    const t = translator(locale);
    const label = deviceLabel(device, {
      unknownBrowser: t("account.security.unknownBrowser"),
      browserOnSystem: (browser, system) => t("account.security.browserOnSystem", { browser, system }),
    });
    await enqueueMail(tx, {
      to: user.email,
      toName: user.name,
      userId: user.id,
      category: "account",
      subject: t("mail.signIn.subject", { device: label }),
      locale,
      content: {
        template: "notice",
        heading: t("mail.signIn.heading"),
        paragraphs: [t("mail.signIn.newBrowser", { device: label }), t("mail.signIn.ifNotYou")],
        details: [
          [t("mail.signIn.detail.browser"), label],
          [t("mail.signIn.detail.address"), origin.ipAddress ?? t("mail.signIn.unknownAddress")],
          [t("mail.signIn.detail.time"), createFormatter(locale).dateTime(now, getEnv().APP_TIME_ZONE)],
        ],
        action: { label: t("mail.signIn.action"), path: "/profile/security" },
      },
    });
  });
}

export const SIGN_IN_HISTORY_LENGTH = 20;

/** The account's latest sign-in attempts, newest first. */
export function listSignInAttempts(userId: number, take = SIGN_IN_HISTORY_LENGTH) {
  return db.signInAttempt.findMany({
    where: { userId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take,
    select: { id: true, createdAt: true, ipAddress: true, userAgent: true, success: true, reason: true },
  });
}
