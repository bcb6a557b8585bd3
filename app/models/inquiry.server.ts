import { formatDay, zonedDateTime, type Day } from "~/domain/dates";
import type { FileType } from "~/domain/uploads";
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

/**
 * Stores a visitor's service application with its optional document. The file is written first and removed again
 * if the row cannot be stored, so that no orphan file and no row pointing at a missing file is left behind.
 */
export async function submitInquiry(input: NewInquiry) {
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
          documents: stored ? { create: { ...stored, kind: "inquiry_attachment", ownerId: input.userId ?? null } } : undefined,
        },
        select: { id: true, email: true },
      });
      const details: Array<[string, string]> = [
        ["Service", input.serviceName],
        ["Name", input.fullName],
        ["Phone", input.phone],
        ["Country", input.country],
        ...(preferredDate ? [["Preferred date", formatDay(preferredDate, zone)] as [string, string]] : []),
        ...(input.message ? [["Message", input.message] as [string, string]] : []),
        ["Document attached", stored ? "Yes" : "No"],
      ];
      await enqueueMail(tx, {
        to: inquiry.email,
        toName: input.fullName,
        userId: input.userId ?? null,
        category: "confirmation",
        subject: `We received your application for ${input.serviceName}`,
        content: {
          template: "notice",
          heading: "Application submitted successfully!",
          paragraphs: ["Thank you for your application. We will contact you within 24 hours."],
          details,
        },
      });
      await notifyStaff(
        { title: `New inquiry: ${input.serviceName}`, body: `${input.fullName} (${inquiry.email}) applied for ${input.serviceName}.`, link: `/admin/inquiries/${inquiry.id}` },
        { client: tx, mail: { details: [["E-mail", inquiry.email], ...details], replyTo: inquiry.email } },
      );
      return { id: inquiry.id };
    });
  } catch (error) {
    if (stored) await removeStoredFile(stored.storageKey);
    throw error;
  }
}
