import { zonedDateTime, type Day } from "~/domain/dates";
import type { FileType } from "~/domain/uploads";
import { db } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";
import { removeStoredFile, storeUpload } from "~/utils/uploads.server";
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
    return await db.inquiry.create({
      data: {
        serviceType: input.serviceType,
        serviceName: input.serviceName,
        fullName: input.fullName,
        email: normalizeEmail(input.email),
        phone: input.phone,
        country: input.country,
        preferredDate: input.preferredDate ? zonedDateTime(input.preferredDate, "00:00", getEnv().APP_TIME_ZONE) : null,
        message: input.message || null,
        userId: input.userId ?? null,
        documents: stored ? { create: { ...stored, kind: "inquiry_attachment", ownerId: input.userId ?? null } } : undefined,
      },
      select: { id: true },
    });
  } catch (error) {
    if (stored) await removeStoredFile(stored.storageKey);
    throw error;
  }
}
