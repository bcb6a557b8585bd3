import { erasedEmail, erasureDueAt } from "~/domain/account-data";
import { accountLifecycle, lifecycleColumns, moveAccount } from "~/domain/account-lifecycle";
import { leavesAnActiveAdmin } from "~/domain/roles";
import { translator } from "~/i18n/catalogs.server";
import { createFormatter } from "~/i18n/format";
import { DEFAULT_LOCALE, type Locale } from "~/i18n/locales";
import { db, type Tx } from "~/utils/db.server";
import { verifyPassword, verifyPasswordOrDummy } from "~/utils/password.server";
import { removeStoredFile } from "~/utils/uploads.server";
import { deleteDataExports } from "./account-data.server";
import { accountLocale } from "./account-locale.server";
import { recordAudit } from "./audit-log.server";
import { scheduleJob, unscheduleJobs } from "./job-queue.server";
import { enqueueMail } from "./mail.server";
import { InvalidTwoFactorCodeError, verifySecondFactor } from "./two-factor.server";
import { NO_PASSWORD, normalizeEmail, WrongPasswordError } from "./user.server";

/**
 * Closing an account: the owner confirms with their password (and second factor); the account is closed at once (its
 * sessions and API tokens end) and an `account-erasure` job is planned 14 days later. Until then the owner can cancel
 * on `/keep-my-account` with their e-mail, password and second factor (linked from the mail), and an admin who
 * enables or disables the account cancels it too (decision 100). The erasure anonymises the person and deletes their
 * documents, messages, job applications and account records; invoices, payments and their applications for our
 * services stay, and so does the audit log, which names the account by its id.
 */

export type AccountErasurePayload = { userId: number };

export const USER_ENTITY = "user";

const erasureKey = (userId: number) => `account-erasure:${userId}`;

export class DeletionNotAllowedError extends Error {}

export class LastAdminDeletionError extends DeletionNotAllowedError {
  constructor() {
    super("You are the last active admin: make another account an admin first, so that someone can still run the admin area.");
  }
}

export class NoPendingDeletionError extends Error {
  constructor() {
    super("The e-mail or password is incorrect, or this account has no deletion to cancel.");
  }
}

/** The password was right for an account with two-factor, and no code came with it. */
export class KeepNeedsSecondFactorError extends Error {
  constructor() {
    super("This account has two-factor: enter the code from your authenticator app, or a recovery code.");
  }
}

/** An instant as the owner's mail states it, in UTC: the form English mail has always had, or the reader's own. */
function utcInstant(at: Date, locale: Locale) {
  if (locale === DEFAULT_LOCALE) return at.toUTCString();
  return translator(locale)("mail.accountDeletion.utcDateTime", { dateTime: createFormatter(locale).dateTime(at, "UTC") });
}

export function getDeletionState(userId: number) {
  return db.user.findUnique({ where: { id: userId }, select: { deletionRequestedAt: true, twoFactorEnabledAt: true, role: true } });
}

/**
 * Withdraws a pending deletion inside the transaction that moved the account out of it: the planned erasure is
 * dropped and the audit log says who cancelled it. An admin's cancelling is told to the owner by mail, who asked for
 * the erasure and would otherwise wait for it.
 */
export async function withdrawDeletion(tx: Tx, { userId, actorId, requestedAt, reopened }: { userId: number; actorId: number; requestedAt: Date; reopened: boolean }) {
  await unscheduleJobs(tx, [erasureKey(userId)]);
  const byOwner = actorId === userId;
  await recordAudit(tx, {
    entityType: USER_ENTITY,
    entityId: userId,
    actorId,
    action: "cancel_deletion",
    fromStatus: "deletion_pending",
    toStatus: reopened ? "active" : "disabled",
    ...(byOwner ? {} : { detail: "An admin cancelled the deletion the owner asked for." }),
  });
  if (byOwner) return;
  const owner = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { name: true, email: true, preferredLanguage: true } });
  const locale = accountLocale(owner.preferredLanguage);
  const t = translator(locale);
  const subject = t("mail.accountDeletion.kept.subject");
  await enqueueMail(tx, {
    to: owner.email,
    toName: owner.name,
    userId,
    category: "account",
    subject,
    locale,
    content: {
      template: "notice",
      heading: subject,
      paragraphs: [t("mail.accountDeletion.kept.cancelled"), reopened ? t("mail.accountDeletion.kept.reopened") : t("mail.accountDeletion.kept.staysClosed")],
      details: [[t("mail.accountDeletion.kept.askedFor"), utcInstant(requestedAt, locale)]],
      ...(reopened ? { action: { label: t("mail.accountDeletion.kept.signIn"), path: "/login" } } : {}),
    },
  });
}

/**
 * Disables the account now and plans its erasure; refused with nothing changed on a wrong password, or, for an
 * account with two-factor, without a right code (or recovery code).
 */
export async function requestAccountDeletion({ userId, password, code = "", now = new Date() }: { userId: number; password: string; code?: string; now?: Date }) {
  const user = await db.user.findUnique({
    where: { id: userId },
    select: { id: true, name: true, email: true, role: true, passwordHash: true, twoFactorEnabledAt: true, disabledAt: true, deletionRequestedAt: true, erasedAt: true, preferredLanguage: true },
  });
  if (!user) throw new DeletionNotAllowedError("This account cannot be deleted now.");
  const move = moveAccount(accountLifecycle(user), "request_deletion");
  if (!move.allowed) throw new DeletionNotAllowedError(move.reason);
  if (user.passwordHash === NO_PASSWORD || !(await verifyPassword(password, user.passwordHash))) throw new WrongPasswordError();
  if (user.twoFactorEnabledAt && !(await verifySecondFactor(userId, code, now))) throw new InvalidTwoFactorCodeError();
  const dueAt = erasureDueAt(now);
  await db.$transaction(async (tx) => {
    const changed = await tx.user.updateMany({
      where: { id: userId, disabledAt: null, deletionRequestedAt: user.deletionRequestedAt, erasedAt: null },
      data: lifecycleColumns("deletion_pending", now),
    });
    if (changed.count !== 1) throw new DeletionNotAllowedError("This account changed meanwhile; reload to see it.");
    // counted after the write, in its transaction: two admins closing their accounts at once cannot both pass
    if (user.role === "admin" && !leavesAnActiveAdmin(await tx.user.count({ where: { role: "admin", disabledAt: null } }))) throw new LastAdminDeletionError();
    await tx.session.deleteMany({ where: { userId } });
    await tx.apiToken.deleteMany({ where: { userId } });
    const payload: AccountErasurePayload = { userId };
    await scheduleJob(tx, { type: "account-erasure", key: erasureKey(userId), runAt: dueAt, payload });
    await recordAudit(tx, { entityType: USER_ENTITY, entityId: userId, actorId: userId, action: "request_deletion", fromStatus: "active", toStatus: "deletion_pending" });
    const locale = accountLocale(user.preferredLanguage);
    const t = translator(locale);
    const subject = t("mail.accountDeletion.requested.subject");
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
        paragraphs: [
          t("mail.accountDeletion.requested.closed"),
          t("mail.accountDeletion.requested.erasure"),
          user.twoFactorEnabledAt ? t("mail.accountDeletion.requested.keepWithTwoFactor") : t("mail.accountDeletion.requested.keep"),
        ],
        details: [[t("mail.accountDeletion.requested.erasedOn"), utcInstant(dueAt, locale)]],
        action: { label: t("mail.accountDeletion.requested.action"), path: "/keep-my-account" },
      },
    });
  });
}

/**
 * The owner keeps the account while the erasure has not run: with its e-mail and password, and for an account with
 * two-factor a code (or a recovery code), as a sign-in would ask.
 */
export async function cancelAccountDeletion({ email, password, code = "", now = new Date() }: { email: string; password: string; code?: string; now?: Date }) {
  const user = await db.user.findUnique({
    where: { email: normalizeEmail(email) },
    select: { id: true, passwordHash: true, twoFactorEnabledAt: true, disabledAt: true, deletionRequestedAt: true, erasedAt: true },
  });
  const valid = await verifyPasswordOrDummy(password, user?.passwordHash || undefined);
  if (!user || !valid || !user.deletionRequestedAt || !moveAccount(accountLifecycle(user), "keep").allowed) throw new NoPendingDeletionError();
  if (user.twoFactorEnabledAt) {
    if (!code.trim()) throw new KeepNeedsSecondFactorError();
    if (!(await verifySecondFactor(user.id, code, now))) throw new InvalidTwoFactorCodeError();
  }
  const requestedAt = user.deletionRequestedAt;
  await db.$transaction(async (tx) => {
    const changed = await tx.user.updateMany({ where: { id: user.id, disabledAt: user.disabledAt, deletionRequestedAt: requestedAt, erasedAt: null }, data: lifecycleColumns("active", now) });
    if (changed.count !== 1) throw new NoPendingDeletionError();
    await withdrawDeletion(tx, { userId: user.id, actorId: user.id, requestedAt, reopened: true });
  });
  return { userId: user.id };
}

const ERASED_NAME = "Deleted account";

/** The erasure found the account no longer waiting for it (kept, enabled or disabled meanwhile): nothing was erased. */
class NotPendingError extends Error {}

/**
 * The staff's own copies name the person too: their notifications ("Pema Sherpa (pema@example.com) booked a demo
 * class") lose the name and address, and the mails that went to staff about the person's messages, or to the address
 * itself (a reply to a contact message), are deleted from the outbox. Both are matched by the address, which every
 * such copy carries; REPLACE and LIKE read the same on SQLite and PostgreSQL.
 */
async function scrubStaffCopies(tx: Tx, { userId, name, email }: { userId: number; name: string; email: string }) {
  const mention = `%${email}%`;
  const erased = erasedEmail(userId);
  const named = `${name} (${email})`;
  const erasedNamed = `${ERASED_NAME} (${erased})`;
  await tx.$executeRaw`
    UPDATE "Notification"
    SET "title" = REPLACE(REPLACE("title", ${named}, ${erasedNamed}), ${email}, ${erased}),
      "body" = REPLACE(REPLACE("body", ${named}, ${erasedNamed}), ${email}, ${erased})
    WHERE "title" LIKE ${mention} OR "body" LIKE ${mention}`;
  await tx.$executeRaw`DELETE FROM "Mail" WHERE "to" = ${email} OR "data" LIKE ${mention} OR "text" LIKE ${mention} OR "html" LIKE ${mention}`;
}

/**
 * The `account-erasure` job: runs only on an account whose deletion is still pending and due, checked at run time
 * and again by the write that claims the row, so a deletion cancelled after the job was claimed erases nothing.
 */
export async function eraseAccount({ userId }: AccountErasurePayload, now = new Date()) {
  const user = await db.user.findUnique({ where: { id: userId }, select: { name: true, email: true, disabledAt: true, deletionRequestedAt: true, erasedAt: true, avatarKey: true } });
  if (!user?.deletionRequestedAt || !moveAccount(accountLifecycle(user), "erase").allowed || erasureDueAt(user.deletionRequestedAt) > now) return;
  const documents = await db.document.findMany({
    where: { OR: [{ ownerId: userId }, { message: { conversation: { studentId: userId } } }] },
    select: { id: true, storageKey: true },
  });
  // the CVs of the address's job applications, read with the rows the transaction deletes and removed once it commits
  let cvKeys: string[] = [];
  try {
    await db.$transaction(async (tx) => {
      const claimed = await tx.user.updateMany({
        where: { id: userId, disabledAt: user.disabledAt, deletionRequestedAt: user.deletionRequestedAt, erasedAt: null },
        data: {
          name: ERASED_NAME,
          email: erasedEmail(userId),
          passwordHash: NO_PASSWORD,
          phone: null,
          dob: null,
          address: null,
          avatarKey: null,
          timeZone: null,
          twoFactorSecret: null,
          twoFactorEnabledAt: null,
          twoFactorLastStep: null,
          emailReminders: false,
          emailUpdates: false,
          erasedAt: now,
        },
      });
      if (claimed.count !== 1) throw new NotPendingError();
      await tx.document.deleteMany({ where: { id: { in: documents.map((document) => document.id) } } });
      await tx.conversation.deleteMany({ where: { studentId: userId } });
      await tx.conversationMessage.deleteMany({ where: { authorId: userId } });
      await tx.notification.deleteMany({ where: { userId } });
      await tx.signInAttempt.deleteMany({ where: { userId } });
      await tx.recoveryCode.deleteMany({ where: { userId } });
      await tx.passkey.deleteMany({ where: { userId } });
      await tx.passwordResetToken.deleteMany({ where: { userId } });
      await tx.emailVerification.deleteMany({ where: { userId } });
      await tx.session.deleteMany({ where: { userId } });
      await tx.apiToken.deleteMany({ where: { userId } });
      // the outbox's copies hold the person's name, address and what was written to them; a queued one then sends nothing
      await tx.mail.deleteMany({ where: { userId } });
      await tx.inquiry.updateMany({ where: { userId }, data: { fullName: ERASED_NAME, email: erasedEmail(userId), phone: "", message: null } });
      // what the person wrote from this address through the contact form, with the staff's replies to it
      await tx.contactMessage.deleteMany({ where: { email: user.email } });
      // and what it sent through the careers page, the CVs with them
      const applications = await tx.jobApplication.findMany({ where: { email: user.email }, select: { id: true, cvKey: true } });
      await tx.jobApplication.deleteMany({ where: { id: { in: applications.map((application) => application.id) } } });
      cvKeys = applications.map((application) => application.cvKey);
      await scrubStaffCopies(tx, { userId, name: user.name, email: user.email });
      await recordAudit(tx, { entityType: USER_ENTITY, entityId: userId, actorId: null, action: "erase", fromStatus: "deletion_pending", toStatus: "erased" });
    });
  } catch (error) {
    if (error instanceof NotPendingError) return;
    throw error;
  }
  await deleteDataExports(userId);
  for (const key of [...documents.map((document) => document.storageKey), ...cvKeys, ...(user.avatarKey ? [user.avatarKey] : [])]) await removeStoredFile(key);
}
