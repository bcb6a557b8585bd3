import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { PASSKEY_CHALLENGE_TTL_MS, transportsFromText, transportsToText } from "~/domain/passkeys";
import { translator } from "~/i18n/catalogs.server";
import { db, type Tx } from "~/utils/db.server";
import { passkeyUserHandle, type RelyingParty } from "~/utils/webauthn.server";
import { getAccountLocale } from "./account-locale.server";
import { recordAudit } from "./audit-log.server";
import { enqueueMail } from "./mail.server";
import { consumeRateLimit } from "./rate-limit.server";
import { getGeneralSettings } from "./settings.server";
import { publicUserSelect, type PublicUser } from "./user.server";
import type { SignInFailure } from "./sign-in.server";

/**
 * Passkeys (WebAuthn, decision 097): an account adds them on its security page and signs in with one without its e-mail
 * or password. A passkey is discoverable (it names its account) and asks the person to unlock it (user verification),
 * so a sign-in with one is two factors: something held and something known or been.
 */

const USER_ENTITY = "user";

export class PasskeyNotFoundError extends Error {
  constructor() {
    super("That passkey is not on your account.");
  }
}

/** A passkey answer that was not accepted: its challenge, origin, host, signature or counter, or a credential already added. */
export class PasskeyRefusedError extends Error {}

export type PasskeyListItem = { id: number; name: string; createdAt: Date; lastUsedAt: Date | null; backedUp: boolean };

export function listPasskeys(userId: number): Promise<PasskeyListItem[]> {
  return db.passkey.findMany({ where: { userId }, orderBy: { id: "asc" }, select: { id: true, name: true, createdAt: true, lastUsedAt: true, backedUp: true } });
}

export function countPasskeys(userId: number) {
  return db.passkey.count({ where: { userId } });
}

/**
 * A challenge is answered once: the first claim of it passes, any later one within its lifetime is refused. The
 * cookie that carries it is the browser's and can be sent again, so the server keeps the mark, in the rate limit's
 * table (one use per challenge and lifetime) that every server process shares.
 */
async function claimChallenge(challenge: string) {
  const decision = await consumeRateLimit(`passkey-challenge:${challenge}`, { limit: 1, windowMs: PASSKEY_CHALLENGE_TTL_MS });
  if (!decision.allowed) throw new PasskeyRefusedError("This passkey request was used already. Try again.");
}

/** The options for `navigator.credentials.create`: a discoverable credential, unlocked by its owner, new to this account. */
export async function startPasskeyRegistration({ user, rp }: { user: PublicUser; rp: RelyingParty }) {
  const [existing, { siteName }] = await Promise.all([db.passkey.findMany({ where: { userId: user.id }, select: { credentialId: true, transports: true } }), getGeneralSettings()]);
  return generateRegistrationOptions({
    rpName: siteName,
    rpID: rp.id,
    // an opaque handle rather than the e-mail or id: the authenticator keeps it and may show or sync it
    userID: passkeyUserHandle(user.id),
    userName: user.email,
    userDisplayName: user.name,
    attestationType: "none",
    excludeCredentials: existing.map((passkey) => ({ id: passkey.credentialId, transports: transportsFromText(passkey.transports) })),
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
  });
}

async function passkeyNotice(tx: Tx, user: { id: number; name: string; email: string }, { added, name }: { added: boolean; name: string }) {
  const locale = await getAccountLocale(user.id, tx);
  const t = translator(locale);
  const subject = added ? t("mail.passkey.addedSubject") : t("mail.passkey.removedSubject");
  return enqueueMail(tx, {
    to: user.email,
    toName: user.name,
    userId: user.id,
    category: "account",
    subject,
    locale,
    content: {
      template: "notice",
      heading: subject,
      paragraphs: [added ? t("mail.passkey.added", { name }) : t("mail.passkey.removed", { name }), t("mail.passkey.ifNotYou")],
      action: { label: t("mail.passkey.action"), path: "/profile/security" },
    },
  });
}

/**
 * Verifies the browser's answer to `startPasskeyRegistration` against `challenge` (the one handed out, used once) and
 * keeps the new passkey under `name`, audited and told by mail. Throws `PasskeyRefusedError` with nothing stored.
 */
export async function addPasskey({ userId, name, response, challenge, rp }: { userId: number; name: string; response: RegistrationResponseJSON; challenge: string; rp: RelyingParty }) {
  await claimChallenge(challenge);
  const verification = await verifyRegistrationResponse({ response, expectedChallenge: challenge, expectedOrigin: rp.origin, expectedRPID: rp.id, requireUserVerification: true }).catch(
    () => ({ verified: false as const }),
  );
  if (!verification.verified) throw new PasskeyRefusedError("The passkey could not be verified. Try again.");
  const { credential, credentialBackedUp } = verification.registrationInfo;
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { id: true, name: true, email: true } });
  return db.$transaction(async (tx) => {
    // the unique index would refuse it too; asked first so that the answer says why
    if (await tx.passkey.findUnique({ where: { credentialId: credential.id }, select: { id: true } })) throw new PasskeyRefusedError("This passkey is added already.");
    const passkey = await tx.passkey.create({
      data: {
        userId,
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey).toString("base64url"),
        counter: credential.counter,
        transports: transportsToText(credential.transports),
        name,
        backedUp: credentialBackedUp,
      },
      select: { id: true, name: true },
    });
    await recordAudit(tx, { entityType: USER_ENTITY, entityId: userId, actorId: userId, action: "passkey_added", detail: `Added the passkey "${name}".` });
    await passkeyNotice(tx, user, { added: true, name });
    return passkey;
  });
}

export async function renamePasskey({ userId, passkeyId, name }: { userId: number; passkeyId: number; name: string }) {
  const { count } = await db.passkey.updateMany({ where: { id: passkeyId, userId }, data: { name } });
  if (count === 0) throw new PasskeyNotFoundError();
}

/** Removes one of the account's own passkeys (another account's is not found), audited and told by mail. */
export async function removePasskey({ userId, passkeyId }: { userId: number; passkeyId: number }) {
  await db.$transaction(async (tx) => {
    const passkey = await tx.passkey.findFirst({ where: { id: passkeyId, userId }, select: { id: true, name: true, user: { select: { id: true, name: true, email: true } } } });
    if (!passkey) throw new PasskeyNotFoundError();
    const { count } = await tx.passkey.deleteMany({ where: { id: passkey.id, userId } });
    if (count === 0) throw new PasskeyNotFoundError();
    await recordAudit(tx, { entityType: USER_ENTITY, entityId: userId, actorId: userId, action: "passkey_removed", detail: `Removed the passkey "${passkey.name}".` });
    await passkeyNotice(tx, passkey.user, { added: false, name: passkey.name });
  });
}

/** The options for `navigator.credentials.get`: no account named (the passkey names it), unlocked by its owner. */
export function startPasskeySignIn(rp: RelyingParty) {
  return generateAuthenticationOptions({ rpID: rp.id, allowCredentials: [], userVerification: "required" });
}

export type PasskeySignInResult = { user: PublicUser } | { owner: { id: number; email: string } | null; reason: SignInFailure };

/**
 * The account a passkey's answer signs in, or why not (`owner` when the credential is known, for the attempt's record).
 * The answer must be to `challenge` (used once), from this origin and host, signed by the stored key with a counter
 * that moved on (a cloned authenticator's does not), and unlocked by its owner; the account must be active, as for a
 * password (a deletion request disables the account at once, so one waiting for its erasure is refused too). Only an
 * accepted answer changes the passkey: its counter and last use.
 */
export async function verifyPasskeySignIn({ response, challenge, rp, now = new Date() }: { response: AuthenticationResponseJSON; challenge: string; rp: RelyingParty; now?: Date }): Promise<PasskeySignInResult> {
  try {
    await claimChallenge(challenge);
  } catch (error) {
    if (error instanceof PasskeyRefusedError) return { owner: null, reason: "passkey_failed" };
    throw error;
  }
  const passkey = await db.passkey.findUnique({
    where: { credentialId: response.id },
    select: { id: true, credentialId: true, publicKey: true, counter: true, transports: true, user: { select: { ...publicUserSelect, disabledAt: true } } },
  });
  if (!passkey) return { owner: null, reason: "passkey_failed" };
  const owner = { id: passkey.user.id, email: passkey.user.email };
  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: true,
    credential: { id: passkey.credentialId, publicKey: new Uint8Array(Buffer.from(passkey.publicKey, "base64url")), counter: Number(passkey.counter), transports: transportsFromText(passkey.transports) as AuthenticatorTransport[] },
  }).catch(() => null);
  if (!verification?.verified) return { owner, reason: "passkey_failed" };
  const { disabledAt, ...user } = passkey.user;
  if (disabledAt) return { owner, reason: "disabled" };
  const { newCounter, credentialBackedUp } = verification.authenticationInfo;
  await db.passkey.update({ where: { id: passkey.id }, data: { counter: newCounter, backedUp: credentialBackedUp, lastUsedAt: now } });
  return { user };
}
