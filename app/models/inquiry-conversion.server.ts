import { isLocale } from "~/i18n/locales";
import { db } from "~/utils/db.server";
import { inviteAccount } from "./account-invitation.server";
import { ActionNotAllowedError, AdminRecordNotFoundError, recordAdminChange } from "./admin-change.server";
import { normalizeEmail } from "./user.server";

const NOT_FOUND = "That inquiry does not exist any more.";
const CONVERTED = "This inquiry has been converted already.";

/**
 * The inquiry a conversion would turn into an account, and the account it would be linked to instead when one has
 * its e-mail (or sent it while signed in).
 */
export async function getInquiryForConversion(inquiryId: number) {
  const inquiry = await db.inquiry.findUnique({
    where: { id: inquiryId },
    select: { id: true, fullName: true, email: true, phone: true, serviceName: true, status: true, user: { select: { id: true, name: true, email: true } } },
  });
  if (!inquiry) return null;
  const { user, ...rest } = inquiry;
  const account = user ?? (await db.user.findUnique({ where: { email: normalizeEmail(inquiry.email) }, select: { id: true, name: true, email: true } }));
  return { ...rest, converted: inquiry.status === "converted", account };
}

/**
 * Turns an inquiry into a student account by invitation mail (name, e-mail, phone from the inquiry) and marks it
 * converted. When an account with that e-mail exists already (or the sender was signed in), the inquiry is linked to
 * it and no mail goes. A converted inquiry is not converted again.
 */
export function convertInquiry({ adminId, inquiryId }: { adminId: number; inquiryId: number }) {
  return db.$transaction(async (tx) => {
    const inquiry = await tx.inquiry.findUnique({ where: { id: inquiryId }, select: { id: true, fullName: true, email: true, phone: true, status: true, userId: true, locale: true } });
    if (!inquiry) throw new AdminRecordNotFoundError(NOT_FOUND);
    if (inquiry.status === "converted") throw new ActionNotAllowedError(CONVERTED);
    const existing = await tx.user.findUnique({
      where: inquiry.userId ? { id: inquiry.userId } : { email: normalizeEmail(inquiry.email) },
      select: { id: true, name: true, email: true },
    });
    const account =
      existing ??
      (await inviteAccount(tx, {
        name: inquiry.fullName,
        email: inquiry.email,
        phone: inquiry.phone,
        role: "student",
        // an inquiry kept from before inquiries had a language was sent from the English site
        locale: isLocale(inquiry.locale) ? inquiry.locale : undefined,
      }));
    const changed = await tx.inquiry.updateMany({ where: { id: inquiry.id, status: inquiry.status }, data: { status: "converted", userId: account.id } });
    if (changed.count !== 1) throw new ActionNotAllowedError(CONVERTED);
    await recordAdminChange(
      tx,
      {
        entityType: "inquiry",
        entityId: inquiry.id,
        actorId: adminId,
        action: "convert",
        fromStatus: inquiry.status,
        toStatus: "converted",
        changes: { userId: [inquiry.userId, account.id] },
      },
      null,
    );
    return { account: { id: account.id, name: account.name, email: account.email }, invited: existing === null };
  });
}
