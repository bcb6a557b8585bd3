import { VERIFY_EMAIL_FIRST, fillTemplate } from "~/domain/message-templates";
import { translator } from "~/i18n/catalogs.server";
import { db, isUniqueViolation, type Tx } from "~/utils/db.server";
import { generateToken, hashToken } from "~/utils/tokens.server";
import { accountLocale, getAccountLocale } from "./account-locale.server";
import { enqueueMail } from "./mail.server";

/**
 * Verified e-mail (decision 096): a link mailed to an address proves it. The account's own address
 * (registration, or the link sent again) marks the account verified; a new address asked for on the profile becomes
 * the account's only when its link is opened. Until the account is verified it cannot book, order, pay or upload.
 * Callers pass addresses already normalised (`normalizeEmail`): this module sits below `user.server`.
 */

export const EMAIL_VERIFICATION_TTL_MS = 48 * 60 * 60 * 1000;

export class EmailNotVerifiedError extends Error {
  constructor(readonly email: string) {
    super(fillTemplate(VERIFY_EMAIL_FIRST, { email }));
  }
}

export class InvalidVerificationLinkError extends Error {
  constructor() {
    super("This verification link is invalid, has expired or was used already.");
  }
}

export class AddressTakenMeanwhileError extends Error {
  constructor(readonly email: string) {
    super(`Another account now uses ${email}, so your address was not changed. Choose another address on your profile.`);
  }
}

export class NothingToVerifyError extends Error {}

type Client = Tx | typeof db;

/**
 * A link row for the worker to fill in: its hash is that of a token nobody knows, replaced by a fresh one when the mail
 * is sent (`issueEmailVerificationToken`), so no usable link ever waits in the queue.
 */
async function createVerificationMail(client: Client, user: { id: number; name: string; email: string }, email: string, { welcome = false, now = new Date() } = {}) {
  const row = await client.emailVerification.create({
    data: { userId: user.id, email, tokenHash: hashToken(generateToken()), expiresAt: new Date(now.getTime() + EMAIL_VERIFICATION_TTL_MS) },
    select: { id: true },
  });
  // a new account's language is the one of the page it was made on, written with it in the same transaction
  const locale = await getAccountLocale(user.id, client);
  const t = translator(locale);
  await enqueueMail(client, {
    to: email,
    toName: user.name,
    userId: user.id,
    category: "account",
    subject: email !== user.email ? t("mail.emailChange.subject") : welcome ? t("mail.emailVerification.welcomeSubject") : t("mail.emailVerification.verifySubject"),
    locale,
    content: { template: "email-verification", verificationId: row.id, welcome },
  });
}

/** A new account's one mail: the welcome, with the link that verifies its address. In the caller's transaction. */
export function startEmailVerification(tx: Tx, user: { id: number; name: string; email: string }) {
  return createVerificationMail(tx, user, user.email, { welcome: true });
}

/**
 * Sends the account's own address a new link. Earlier links stay good until they expire: each proves the same inbox,
 * and the mail that arrives first is the one people click.
 */
export async function resendEmailVerification(userId: number) {
  const user = await db.user.findUnique({ where: { id: userId }, select: { id: true, name: true, email: true, emailVerifiedAt: true } });
  if (!user || user.emailVerifiedAt) throw new NothingToVerifyError("Your e-mail address is verified already.");
  await createVerificationMail(db, user, user.email);
  return user.email;
}

const pendingChange = (userId: number, currentEmail: string) => ({ userId, usedAt: null, email: { not: currentEmail } });

/**
 * The profile asked to move the account to `newEmail`: a link goes there, and any earlier change still waiting is
 * withdrawn (its link stops working), so only the address asked for last can take over. In the caller's transaction.
 */
export async function requestEmailChange(tx: Tx, user: { id: number; name: string; email: string }, newEmail: string) {
  await tx.emailVerification.deleteMany({ where: pendingChange(user.id, user.email) });
  await createVerificationMail(tx, user, newEmail);
}

/** The change of address waiting for its link, if any: the newest unused link to another address than the account's. */
export async function getPendingEmailChange(userId: number, client: Client = db) {
  const user = await client.user.findUnique({ where: { id: userId }, select: { email: true } });
  if (!user) return null;
  return client.emailVerification.findFirst({
    where: pendingChange(userId, user.email),
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { email: true, createdAt: true, expiresAt: true },
  });
}

/** Mails the waiting change's address a new link (replacing the earlier one); returns that address. */
export async function resendEmailChange(userId: number) {
  return db.$transaction(async (tx) => {
    const user = await tx.user.findUnique({ where: { id: userId }, select: { id: true, name: true, email: true } });
    const pending = user ? await getPendingEmailChange(userId, tx) : null;
    if (!user || !pending) throw new NothingToVerifyError("No change of e-mail address is waiting.");
    await requestEmailChange(tx, user, pending.email);
    return pending.email;
  });
}

/** Withdraws the waiting change: its link stops working and the address stays as it is. */
export async function cancelEmailChange(userId: number) {
  const user = await db.user.findUnique({ where: { id: userId }, select: { email: true } });
  if (!user) return 0;
  const { count } = await db.emailVerification.deleteMany({ where: pendingChange(userId, user.email) });
  return count;
}

/**
 * What the worker puts in the mail: a fresh token for the link row, with the row's address and whether it changes
 * the account's. Null when the row was withdrawn, used or has expired since the mail was queued.
 */
export async function issueEmailVerificationToken(verificationId: number, now = new Date()) {
  const token = generateToken();
  const { count } = await db.emailVerification.updateMany({
    where: { id: verificationId, usedAt: null, expiresAt: { gt: now } },
    data: { tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + EMAIL_VERIFICATION_TTL_MS) },
  });
  if (count !== 1) return null;
  const row = await db.emailVerification.findUniqueOrThrow({ where: { id: verificationId }, select: { email: true, user: { select: { email: true } } } });
  return { token, email: row.email, change: row.email !== row.user.email };
}

export type VerifiedEmail = { userId: number; email: string; changedFrom: string | null };

/**
 * Opens a link: the account's own address is marked verified, or the account moves to the new address the link was
 * sent to (which verifies it too) and the old address is told. A link works once: two clicks at once cannot both
 * apply, as the row is claimed by a conditional update. An address another account took meanwhile is refused with
 * nothing changed.
 */
export async function verifyEmailWithToken(token: string, now = new Date()): Promise<VerifiedEmail> {
  const tokenHash = hashToken(token);
  try {
    return await db.$transaction(async (tx) => {
      const row = await tx.emailVerification.findUnique({
        where: { tokenHash },
        select: {
          id: true,
          email: true,
          usedAt: true,
          expiresAt: true,
          user: { select: { id: true, name: true, email: true, emailVerifiedAt: true, disabledAt: true, preferredLanguage: true } },
        },
      });
      if (!row || row.usedAt || row.expiresAt <= now || row.user.disabledAt) throw new InvalidVerificationLinkError();
      const claimed = await tx.emailVerification.updateMany({ where: { id: row.id, usedAt: null, expiresAt: { gt: now } }, data: { usedAt: now } });
      if (claimed.count !== 1) throw new InvalidVerificationLinkError();
      const { user } = row;
      if (row.email === user.email) {
        if (!user.emailVerifiedAt) await tx.user.updateMany({ where: { id: user.id, emailVerifiedAt: null }, data: { emailVerifiedAt: now } });
        return { userId: user.id, email: row.email, changedFrom: null };
      }
      if (await tx.user.findUnique({ where: { email: row.email }, select: { id: true } })) throw new AddressTakenMeanwhileError(row.email);
      const moved = await tx.user.updateMany({ where: { id: user.id, email: user.email }, data: { email: row.email, emailVerifiedAt: now } });
      if (moved.count !== 1) throw new InvalidVerificationLinkError();
      // the links still waiting name the old address or another change: none of them may apply after this one
      await tx.emailVerification.deleteMany({ where: { userId: user.id, usedAt: null } });
      const locale = accountLocale(user.preferredLanguage);
      const t = translator(locale);
      const subject = t("mail.addressChanged.subject");
      await enqueueMail(tx, {
        to: user.email,
        toName: user.name,
        userId: user.id,
        category: "account",
        subject,
        locale,
        content: {
          template: "notice",
          heading: subject,
          paragraphs: [t("mail.addressChanged.intro", { newEmail: row.email, oldEmail: user.email }), t("mail.addressChanged.warning")],
        },
      });
      return { userId: user.id, email: row.email, changedFrom: user.email };
    });
  } catch (error) {
    // another account took the address between the check and the write
    if (isUniqueViolation(error)) {
      const row = await db.emailVerification.findUnique({ where: { tokenHash }, select: { email: true } });
      throw new AddressTakenMeanwhileError(row?.email ?? "that address");
    }
    throw error;
  }
}

/** Whether the account may book, order, pay or upload; throws `EmailNotVerifiedError` (with its address) when not. */
export async function assertEmailVerified(userId: number) {
  const user = await db.user.findUnique({ where: { id: userId }, select: { email: true, emailVerifiedAt: true } });
  if (user && !user.emailVerifiedAt) throw new EmailNotVerifiedError(user.email);
}

/** The verification state an account's pages show: the unverified address (for the banner), or null once verified. */
export async function getUserUnverifiedEmail(userId: number) {
  const user = await db.user.findUnique({ where: { id: userId }, select: { email: true, emailVerifiedAt: true } });
  return user && !user.emailVerifiedAt ? user.email : null;
}

/** A password reset or an invitation's link, opened, proves the address it was mailed to as well. */
export function markEmailVerified(userId: number, now = new Date()) {
  return db.user.updateMany({ where: { id: userId, emailVerifiedAt: null }, data: { emailVerifiedAt: now } });
}
