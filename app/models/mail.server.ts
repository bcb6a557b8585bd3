import { mailAllowed, type MailContent, type MailRequest, type MailStatus } from "~/domain/mail";
import { DEFAULT_LOCALE, type Locale } from "~/i18n/locales";
import { containsText, db, type Prisma, type Tx } from "~/utils/db.server";
import { accountLocale } from "./account-locale.server";
import { enqueueJob, retryJob } from "./job-queue.server";
import { paginate } from "./paginate.server";
import { getSettings } from "./settings.server";

type Client = Tx | typeof db;

/**
 * A mail and the language its texts were written in: the worker writes the rest of it (greeting, footer, the links
 * and invitation it makes at send time) in the same one. Without one it is English, the language of staff's mail.
 */
type LocalizedMailRequest = MailRequest & { locale?: Locale };

/**
 * Queues a mail: its outbox row and the job that sends it, in the caller's transaction when it passes one, so a mail
 * exists exactly when the change it reports was saved. Returns null when the admin's switch or the recipient's
 * preferences say this kind of mail does not go.
 */
export async function enqueueMail(client: Client, request: LocalizedMailRequest) {
  if (request.category === "update" || request.category === "reminder" || request.category === "staff") {
    const [email, recipient] = await Promise.all([
      getSettings("email", client),
      request.userId ? client.user.findUnique({ where: { id: request.userId }, select: { emailUpdates: true, emailReminders: true } }) : null,
    ]);
    if (!mailAllowed(request.category, { notificationsEnabled: email.enableNotifications, recipient })) return null;
  }
  return enqueueAllowedMail(client, request);
}

/**
 * `enqueueMail` for a mail the caller has already found allowed, from settings it read before its transaction so that
 * the transaction only writes (a staff notice of a booking, decision 076).
 */
export async function enqueueAllowedMail(client: Client, request: LocalizedMailRequest) {
  if (request.key && (await client.mail.findUnique({ where: { key: request.key }, select: { id: true } }))) return null;
  const job = await enqueueJob(client, { type: "mail", payload: {} });
  return client.mail.create({
    data: {
      jobId: job.id,
      key: request.key ?? null,
      template: request.content.template,
      category: request.category,
      to: request.to,
      userId: request.userId ?? null,
      subject: request.subject,
      data: JSON.stringify({ content: request.content, toName: request.toName ?? null, replyTo: request.replyTo ?? null, locale: request.locale ?? DEFAULT_LOCALE }),
    },
    select: { id: true },
  });
}

/** The mail a `mail` job sends, with what it is built from. */
export async function getMailForJob(jobId: number) {
  const mail = await db.mail.findUnique({
    where: { jobId },
    select: { id: true, to: true, subject: true, data: true, userId: true, status: true, category: true },
  });
  if (!mail) return null;
  const { content, toName, replyTo, locale } = JSON.parse(mail.data) as { content: MailContent; toName: string | null; replyTo: string | null; locale?: string };
  // a mail queued before mails had a language has none: it was written in English
  return { ...mail, content, toName, replyTo, locale: accountLocale(locale) };
}

export type MailOutcome = {
  delivery: "smtp" | "mailbox";
  subject: string;
  text: string | null;
  html: string | null;
  calendar: string | null;
  messageId: string | null;
};

/** Records that the mail left over SMTP, or was kept in the local mailbox because no server is configured. */
export function recordMailDelivered(mailId: number, outcome: MailOutcome, now = new Date()) {
  return db.mail.update({
    where: { id: mailId },
    data: { ...outcome, status: outcome.delivery === "smtp" ? "sent" : "kept", sentAt: now, lastError: null },
  });
}

/** Records that the mail was not sent because what it was for went away first (its job is then done, not failed). */
export function recordMailWithdrawn(mailId: number, reason: string) {
  return db.mail.update({ where: { id: mailId }, data: { status: "withdrawn", lastError: reason } });
}

export function recordMailAttemptFailed(mailId: number, error: string, { final }: { final: boolean }) {
  return db.mail.update({ where: { id: mailId }, data: { lastError: error, ...(final ? { status: "failed" } : {}) } });
}

export type MailListQuery = { search: string | null; status: MailStatus | null; page: number; perPage: number };

/** The outbox, newest first: searched on recipient and subject, filtered by status. */
export function listMails(query: MailListQuery) {
  const where: Prisma.MailWhereInput = {
    ...(query.status ? { status: query.status } : {}),
    ...(query.search ? { OR: [{ to: containsText(query.search) }, { subject: containsText(query.search) }] } : {}),
  };
  return paginate(query, {
    count: () => db.mail.count({ where }),
    findMany: (offset) =>
      db.mail.findMany({
        where,
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        ...offset,
        select: {
          id: true,
          to: true,
          subject: true,
          category: true,
          status: true,
          delivery: true,
          lastError: true,
          sentAt: true,
          createdAt: true,
          job: { select: { attempts: true, maxAttempts: true, runAt: true, status: true } },
        },
      }),
  });
}

export type OutboxRow = Awaited<ReturnType<typeof listMails>>["rows"][number];

export function getMail(mailId: number) {
  return db.mail.findUnique({
    where: { id: mailId },
    select: {
      id: true,
      to: true,
      subject: true,
      category: true,
      status: true,
      delivery: true,
      text: true,
      html: true,
      calendar: true,
      messageId: true,
      lastError: true,
      sentAt: true,
      createdAt: true,
      user: { select: { id: true, name: true } },
      job: { select: { attempts: true, maxAttempts: true, runAt: true, status: true } },
    },
  });
}

export function countMailsKeptOrFailed() {
  return db.mail.groupBy({ by: ["status"], where: { status: { in: ["kept", "failed"] } }, _count: { _all: true } });
}

export class MailNotRetryableError extends Error {}

/** Sends a failed mail again now, with a fresh set of attempts. Only a failed mail with its job can be retried. */
export async function retryMail(mailId: number, now = new Date()) {
  return db.$transaction(async (tx) => {
    const mail = await tx.mail.findUnique({ where: { id: mailId }, select: { status: true, jobId: true } });
    if (!mail || mail.status !== "failed" || !mail.jobId) throw new MailNotRetryableError("Only a failed mail can be sent again.");
    const retried = await retryJob(tx, mail.jobId, now);
    if (retried.count !== 1) throw new MailNotRetryableError("Only a failed mail can be sent again.");
    await tx.mail.update({ where: { id: mailId }, data: { status: "queued" } });
  });
}
