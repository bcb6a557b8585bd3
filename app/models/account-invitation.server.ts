import type { Role, StaffRole } from "~/domain/roles";
import { translator } from "~/i18n/catalogs.server";
import { DEFAULT_LOCALE, type Locale } from "~/i18n/locales";
import { db, type Tx } from "~/utils/db.server";
import { recordAdminChange } from "./admin-change.server";
import { enqueueMail } from "./mail.server";
import { EmailTakenError, NO_PASSWORD, normalizeEmail, publicUserSelect } from "./user.server";

/** `locale`: the language the person already wrote to us in (an inquiry's), which the account and its invitation take. */
export type Invitee = { name: string; email: string; phone?: string | null; role: Role; locale?: Locale };

/**
 * An account made by staff: it has no usable password, and its person gets a mail whose one-time link chooses one
 * (decision 041). The link is issued when the mail is sent, so no usable token waits in the queue. Runs in the
 * caller's transaction, so the account, its mail and whatever the caller records exist together or not at all.
 */
export async function inviteAccount(tx: Tx, input: Invitee) {
  const email = normalizeEmail(input.email);
  if (await tx.user.findUnique({ where: { email }, select: { id: true } })) throw new EmailTakenError();
  // without a language the person wrote in, the account has the default one, and so has its invitation
  const locale = input.locale ?? DEFAULT_LOCALE;
  const user = await tx.user.create({
    data: { name: input.name.trim(), email, phone: input.phone?.trim() || null, role: input.role, passwordHash: NO_PASSWORD, preferredLanguage: locale },
    select: publicUserSelect,
  });
  await enqueueMail(tx, {
    to: user.email,
    toName: user.name,
    userId: user.id,
    category: "account",
    subject: translator(locale)("mail.invitation.subject"),
    locale,
    content: { template: "invitation", userId: user.id },
  });
  return user;
}

/** A colleague made by an admin (an admin or a counsellor, decision 092): the account, its invitation, the audit row. */
export function inviteStaff({ adminId, name, email, role }: { adminId: number; name: string; email: string; role: StaffRole }) {
  return db.$transaction(async (tx) => {
    const user = await inviteAccount(tx, { name, email, role });
    await recordAdminChange(tx, { entityType: "user", entityId: user.id, actorId: adminId, action: "invite", changes: { role: [null, role] } }, null);
    return user;
  });
}
