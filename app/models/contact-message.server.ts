import type { MessageAdminQuery } from "~/domain/admin-lists";
import type { ContactMessageStatus } from "~/domain/statuses";
import { translator } from "~/i18n/catalogs.server";
import { DEFAULT_LOCALE, isLocale, type Locale } from "~/i18n/locales";
import { containsText, db, type Prisma } from "~/utils/db.server";
import { ActionNotAllowedError, AdminRecordNotFoundError } from "./admin-change.server";
import { recordAudit } from "./audit-log.server";
import { enqueueMail } from "./mail.server";
import { paginate } from "./paginate.server";
import { getSettings } from "./settings.server";
import { notifyStaff } from "./staff-notification.server";

const CONTACT_ENTITY = "contact_message";

/**
 * Stores a visitor's message, with the language of the page they wrote from (staff's replies go in it), and passes it
 * to the staff: in the admin and by mail to the office, Reply-To the sender.
 */
export function createContactMessage(input: { name: string; email: string; phone?: string | null; subject: string; message: string }, locale: Locale = DEFAULT_LOCALE) {
  return db.$transaction(async (tx) => {
    const message = await tx.contactMessage.create({
      data: { ...input, email: input.email.toLowerCase(), phone: input.phone || null, locale },
      select: { id: true, email: true },
    });
    await notifyStaff(
      { title: `Contact message: ${input.subject}`, body: `${input.name} (${message.email}) wrote: ${input.message}`.slice(0, 500), link: `/admin/messages/${message.id}` },
      {
        client: tx,
        mail: {
          details: [["From", `${input.name} <${message.email}>`], ["Phone", input.phone || "Not given"], ["Subject", input.subject], ["Message", input.message]],
          replyTo: message.email,
        },
      },
    );
    return { id: message.id };
  });
}

function listWhere(query: Pick<MessageAdminQuery, "search" | "filters">): Prisma.ContactMessageWhereInput {
  const search = query.search;
  return {
    ...(query.filters.status ? { status: query.filters.status } : {}),
    ...(search
      ? { OR: [{ name: containsText(search) }, { email: containsText(search) }, { subject: containsText(search) }, { message: containsText(search) }] }
      : {}),
  };
}

/** The inbox: newest first, searched on the sender, the subject and the text, filtered by status. */
export function listContactMessages(query: MessageAdminQuery) {
  const where = listWhere(query);
  return paginate(query, {
    count: () => db.contactMessage.count({ where }),
    findMany: (offset) =>
      db.contactMessage.findMany({
        where,
        orderBy: [{ createdAt: query.sortDirection }, { id: query.sortDirection }],
        ...offset,
        select: { id: true, name: true, email: true, subject: true, message: true, status: true, readAt: true, createdAt: true },
      }),
  });
}

/** One message with its replies; opening it marks it read. */
export async function openContactMessage(messageId: number, now = new Date()) {
  await db.contactMessage.updateMany({ where: { id: messageId, readAt: null }, data: { readAt: now } });
  return db.contactMessage.findUnique({
    where: { id: messageId },
    select: {
      id: true,
      name: true,
      email: true,
      phone: true,
      subject: true,
      message: true,
      status: true,
      readAt: true,
      createdAt: true,
      replies: { orderBy: { id: "asc" }, select: { id: true, body: true, createdAt: true, author: { select: { name: true } } } },
    },
  });
}

/**
 * Answers a message by e-mail through the queue (Reply-To the office, so the visitor's answer reaches the staff), in
 * the language they wrote from; keeps the reply on the record, and marks the message answered; an archived message is
 * reopened by answering it.
 */
export async function replyToContactMessage({ adminId, messageId, body }: { adminId: number; messageId: number; body: string }) {
  return db.$transaction(async (tx) => {
    const message = await tx.contactMessage.findUnique({ where: { id: messageId }, select: { id: true, name: true, email: true, subject: true, message: true, status: true, locale: true } });
    if (!message) throw new AdminRecordNotFoundError("That message does not exist any more.");
    const office = await getSettings("general", tx);
    // a message kept from before messages had a language was written from the English site
    const locale = isLocale(message.locale) ? message.locale : DEFAULT_LOCALE;
    const mail = await enqueueMail(tx, {
      to: message.email,
      toName: message.name,
      category: "reply",
      subject: `Re: ${message.subject}`,
      replyTo: office.contactEmail,
      locale,
      content: {
        template: "notice",
        heading: `Re: ${message.subject}`,
        paragraphs: [body, translator(locale)("mail.contactReply.youWrote", { message: message.message })],
      },
    });
    await tx.contactReply.create({ data: { messageId: message.id, authorId: adminId, body, mailId: mail?.id ?? null } });
    await tx.contactMessage.update({ where: { id: message.id }, data: { status: "answered" } });
    await recordAudit(tx, { entityType: CONTACT_ENTITY, entityId: message.id, actorId: adminId, action: "reply", fromStatus: message.status, toStatus: "answered", detail: body.slice(0, 500) });
  });
}

const STATUS_MOVES: Record<"archive" | "reopen", { from: ContactMessageStatus[]; to: ContactMessageStatus }> = {
  archive: { from: ["new", "answered"], to: "archived" },
  reopen: { from: ["archived"], to: "new" },
};

/** Archive a message that needs nothing more, or bring an archived one back to the inbox. */
export async function moveContactMessage({ adminId, messageId, move }: { adminId: number; messageId: number; move: keyof typeof STATUS_MOVES }) {
  return db.$transaction(async (tx) => {
    const message = await tx.contactMessage.findUnique({ where: { id: messageId }, select: { id: true, status: true } });
    if (!message) throw new AdminRecordNotFoundError("That message does not exist any more.");
    const { from, to } = STATUS_MOVES[move];
    if (!(from as string[]).includes(message.status)) throw new ActionNotAllowedError(move === "archive" ? "This message is archived already." : "Only an archived message can be reopened.");
    const changed = await tx.contactMessage.updateMany({ where: { id: message.id, status: message.status }, data: { status: to } });
    if (changed.count !== 1) throw new ActionNotAllowedError("This message changed meanwhile; reload to see it.");
    await recordAudit(tx, { entityType: CONTACT_ENTITY, entityId: message.id, actorId: adminId, action: move, fromStatus: message.status, toStatus: to });
  });
}
