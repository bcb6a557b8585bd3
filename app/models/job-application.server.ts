import { APPLICATIONS_PATH } from "~/domain/content";
import { acceptsApplications, OPENING_CLOSED_MESSAGE, JOB_APPLICATION_ADMIN_LIST, type EmploymentType, type JobApplicationAdminQuery } from "~/domain/careers";
import { listSearchParams } from "~/domain/list-query";
import { DEFAULT_PER_PAGE } from "~/domain/pagination";
import { lookup } from "~/domain/lookup";
import type { FileType } from "~/domain/uploads";
import { translator } from "~/i18n/catalogs.server";
import { DEFAULT_LOCALE, type Locale } from "~/i18n/locales";
import { containsText, db, type Prisma } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";
import { removeStoredFile, storeUpload } from "~/utils/uploads.server";
import { enqueueMail } from "./mail.server";
import { paginate } from "./paginate.server";
import { notifyStaff } from "./staff-notification.server";
import { normalizeEmail } from "./user.server";

/** The opening stopped taking applications (closed, or its closing day passed) before this one was stored. */
export class OpeningClosedError extends Error {
  constructor() {
    super(OPENING_CLOSED_MESSAGE);
  }
}

export type NewJobApplication = {
  openingId: number;
  name: string;
  email: string;
  phone: string;
  coverNote: string;
  cv: { file: File; type: FileType };
  /** The language of the page the visitor applied from: their confirmation is written in it. */
  locale?: Locale;
};

/** An opening's type as the careers pages name it; a type the list does not know shows as it is stored. */
const EMPLOYMENT_TYPE_KEYS: Record<EmploymentType, string> = {
  full_time: "public.careers.type.fullTime",
  part_time: "public.careers.type.partTime",
  contract: "public.careers.type.contract",
  internship: "public.careers.type.internship",
};

/** The applications list filtered to one opening: where the staff's notice leads. */
export function openingApplicationsPath(openingId: number) {
  const query = { page: 1, perPage: DEFAULT_PER_PAGE, search: null, sortType: "received" as const, sortDirection: "desc" as const, filters: { openingId } };
  return `${APPLICATIONS_PATH}?${listSearchParams(query, JOB_APPLICATION_ADMIN_LIST)}`;
}

/**
 * Stores a visitor's application with the CV in the file storage, mails the applicant a confirmation naming the opening
 * in the language of the page they applied from (through the queue) and tells the content staff, admins and editors: the careers are theirs, not the counsellors'.
 * The opening is checked again inside the transaction, so one closed meanwhile keeps nothing; the CV is written first
 * and removed again when the row is not stored, so no orphan file and no row without its file is left.
 */
export async function submitJobApplication(input: NewJobApplication, now = new Date()) {
  const stored = await storeUpload(input.cv.file, input.cv.type);
  try {
    return await db.$transaction(async (tx) => {
      const opening = await tx.jobOpening.findUnique({ where: { id: input.openingId }, select: { id: true, title: true, location: true, employmentType: true, status: true, closesOn: true } });
      if (!opening || !acceptsApplications(opening, now, getEnv().APP_TIME_ZONE)) throw new OpeningClosedError();
      const application = await tx.jobApplication.create({
        data: {
          openingId: opening.id,
          name: input.name,
          email: normalizeEmail(input.email),
          phone: input.phone,
          coverNote: input.coverNote,
          cvKey: stored.storageKey,
          cvName: stored.originalName,
          cvMimeType: stored.mimeType,
          cvSizeBytes: stored.sizeBytes,
          createdAt: now,
        },
        select: { id: true, email: true },
      });
      const locale = input.locale ?? DEFAULT_LOCALE;
      const t = translator(locale);
      const typeKey = lookup(EMPLOYMENT_TYPE_KEYS, opening.employmentType);
      await enqueueMail(tx, {
        to: application.email,
        toName: input.name,
        category: "confirmation",
        subject: t("mail.jobApplication.subject", { title: opening.title }),
        locale,
        content: {
          template: "notice",
          heading: t("mail.jobApplication.heading"),
          paragraphs: [t("mail.jobApplication.paragraph", { title: opening.title })],
          details: [
            [t("mail.jobApplication.detail.position"), opening.title],
            [t("mail.jobApplication.detail.type"), typeKey ? t(typeKey) : opening.employmentType],
            [t("mail.jobApplication.detail.location"), opening.location],
            [t("mail.jobApplication.detail.cv"), stored.originalName],
          ],
        },
      });
      await notifyStaff(
        { title: `Job application: ${opening.title}`, body: `${input.name} (${application.email}) applied for ${opening.title}.`, link: openingApplicationsPath(opening.id) },
        { client: tx, reach: "content" },
      );
      return { id: application.id, opening: opening.title };
    });
  } catch (error) {
    await removeStoredFile(stored.storageKey);
    throw error;
  }
}

/** The content area's applications: newest first, searched on the applicant, filtered by opening. */
export function listJobApplications(query: JobApplicationAdminQuery) {
  const search = query.search;
  const where: Prisma.JobApplicationWhereInput = {
    ...(query.filters.openingId ? { openingId: query.filters.openingId } : {}),
    ...(search ? { OR: [{ name: containsText(search) }, { email: containsText(search) }, { phone: containsText(search) }] } : {}),
  };
  return paginate(query, {
    count: () => db.jobApplication.count({ where }),
    findMany: (offset) =>
      db.jobApplication.findMany({
        where,
        orderBy: [{ createdAt: query.sortDirection }, { id: query.sortDirection }],
        ...offset,
        select: { id: true, name: true, email: true, phone: true, coverNote: true, cvName: true, cvSizeBytes: true, createdAt: true, opening: { select: { id: true, title: true } } },
      }),
  });
}

/** An application's CV as a download takes it, or null. */
export async function readApplicationCv(applicationId: number) {
  const application = await db.jobApplication.findUnique({ where: { id: applicationId }, select: { cvKey: true, cvName: true, cvMimeType: true } });
  return application ? { storageKey: application.cvKey, originalName: application.cvName, mimeType: application.cvMimeType } : null;
}
