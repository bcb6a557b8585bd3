import { zonedDateTime, type Day } from "~/domain/dates";
import type { FileType } from "~/domain/uploads";
import { translator } from "~/i18n/catalogs.server";
import { createFormatter } from "~/i18n/format";
import { DEFAULT_LOCALE, type Locale } from "~/i18n/locales";
import { db } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";
import { removeStoredFile, storeUpload } from "~/utils/uploads.server";
import { enqueueMail } from "./mail.server";
import { notifyStaff } from "./staff-notification.server";
import { normalizeEmail } from "./user.server";

export type NewInquiry = {
  serviceType: string;
  serviceName: string;
  fullName: string;
  email: string;
  phone: string;
  country: string;
  /** A calendar day in the consultancy's time zone; stored as that day's midnight there. */
  preferredDate?: Day | null;
  message?: string | null;
  /** The signed-in user who sent it, if any. */
  userId?: number | null;
  document?: { file: File; type: FileType } | null;
};

/** The visitor's language (the page's), and the service's name in it: their confirmation is written in it. */
export type InquiryReader = { locale: Locale; serviceName: string };

/**
 * Stores a visitor's service application with its optional document and its language, and confirms it to the visitor
 * in that language (the staff's copy is English). The file is written first and removed again if the row cannot be
 * stored, so that no orphan file and no row pointing at a missing file is left behind.
 */
export async function submitInquiry(input: NewInquiry, reader: InquiryReader = { locale: DEFAULT_LOCALE, serviceName: input.serviceName }) {
  const stored = input.document ? await storeUpload(input.document.file, input.document.type) : null;
  try {
    return await db.$transaction(async (tx) => {
      const zone = getEnv().APP_TIME_ZONE;
      const preferredDate = input.preferredDate ? zonedDateTime(input.preferredDate, "00:00", zone) : null;
      const inquiry = await tx.inquiry.create({
        data: {
          serviceType: input.serviceType,
          serviceName: input.serviceName,
          fullName: input.fullName,
          email: normalizeEmail(input.email),
          phone: input.phone,
          country: input.country,
          preferredDate,
          message: input.message || null,
          userId: input.userId ?? null,
          locale: reader.locale,
          documents: stored ? { create: { ...stored, kind: "inquiry_attachment", ownerId: input.userId ?? null } } : undefined,
        },
        select: { id: true, email: true },
      });
      const detailsIn = (locale: Locale, serviceName: string): Array<[string, string]> => {
        const t = translator(locale);
        return [
          [t("mail.inquiry.detail.service"), serviceName],
          [t("mail.inquiry.detail.name"), input.fullName],
          [t("mail.inquiry.detail.phone"), input.phone],
          [t("mail.inquiry.detail.country"), input.country],
          ...(preferredDate ? [[t("mail.inquiry.detail.preferredDate"), createFormatter(locale).day(preferredDate, zone)] as [string, string]] : []),
          ...(input.message ? [[t("mail.inquiry.detail.message"), input.message] as [string, string]] : []),
          [t("mail.inquiry.detail.documentAttached"), stored ? t("mail.application.yes") : t("mail.application.no")],
        ];
      };
      const visitorText = translator(reader.locale);
      await enqueueMail(tx, {
        to: inquiry.email,
        toName: input.fullName,
        userId: input.userId ?? null,
        category: "confirmation",
        subject: visitorText("mail.inquiry.subject", { service: reader.serviceName }),
        locale: reader.locale,
        content: {
          template: "notice",
          heading: visitorText("mail.inquiry.heading"),
          paragraphs: [visitorText("mail.inquiry.paragraph")],
          details: detailsIn(reader.locale, reader.serviceName),
        },
      });
      await notifyStaff(
        { title: `New inquiry: ${input.serviceName}`, body: `${input.fullName} (${inquiry.email}) applied for ${input.serviceName}.`, link: `/admin/inquiries/${inquiry.id}` },
        { client: tx, mail: { details: [["E-mail", inquiry.email], ...detailsIn(DEFAULT_LOCALE, input.serviceName)], replyTo: inquiry.email } },
      );
      return { id: inquiry.id };
    });
  } catch (error) {
    if (stored) await removeStoredFile(stored.storageKey);
    throw error;
  }
}
