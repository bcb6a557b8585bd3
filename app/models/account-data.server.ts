import { strToU8, zipSync, type Zippable } from "fflate";
import { EXPORT_KEEP_MS, exportCvPath, exportFileName, exportDocumentPath } from "~/domain/account-data";
import { isStaff } from "~/domain/roles";
import { translator } from "~/i18n/catalogs.server";
import { db } from "~/utils/db.server";
import { readStoredFile, removeStoredFile, storeArchive } from "~/utils/uploads.server";
import { accountLocale } from "./account-locale.server";
import { enqueueJob, scheduleJob, unscheduleJobs } from "./job-queue.server";
import { enqueueMail } from "./mail.server";

/**
 * The owner's copy of their data: a request makes a `DataExport` row and a `data-export` job; the job
 * builds a ZIP of JSON files and the uploaded documents, stores it with the uploads, mails the owner a link to
 * `/profile/privacy/exports/<id>` (which only the owner can open) and plans the job that deletes it 7 days later.
 */

export type DataExportPayload = { exportId: number; step: "build" | "expire" };

export class ExportInProgressError extends Error {
  constructor() {
    super("Your data is being gathered already: the link comes by e-mail in a few minutes.");
  }
}

const expiryKey = (exportId: number) => `data-export-expiry:${exportId}`;

export function exportDownloadPath(exportId: number) {
  return `/profile/privacy/exports/${exportId}`;
}

/** Queues a new export of the account's data; one at a time. */
export async function requestDataExport({ userId, now = new Date() }: { userId: number; now?: Date }) {
  return db.$transaction(async (tx) => {
    const building = await tx.dataExport.findFirst({ where: { userId, readyAt: null }, select: { id: true } });
    if (building) throw new ExportInProgressError();
    const row = await tx.dataExport.create({ data: { userId, createdAt: now }, select: { id: true } });
    const payload: DataExportPayload = { exportId: row.id, step: "build" };
    await enqueueJob(tx, { type: "data-export", payload, runAt: now });
    return row;
  });
}

/** The account's exports that are being built or can still be downloaded, newest first. */
export function listDataExports(userId: number, now = new Date()) {
  return db.dataExport.findMany({
    where: { userId, OR: [{ readyAt: null }, { expiresAt: { gt: now } }] },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { id: true, createdAt: true, readyAt: true, expiresAt: true, sizeBytes: true },
  });
}

/** The stored file of an export, if it belongs to `userId`, is built and has not expired; otherwise null. */
export async function findOwnDataExport({ userId, exportId, now = new Date() }: { userId: number; exportId: number; now?: Date }) {
  const row = await db.dataExport.findFirst({
    where: { id: exportId, userId, storageKey: { not: null }, expiresAt: { gt: now } },
    select: { storageKey: true, createdAt: true },
  });
  if (!row?.storageKey) return null;
  return { storageKey: row.storageKey, originalName: exportFileName(row.createdAt), mimeType: "application/zip" };
}

/** The worker's entry: builds the export, or deletes it once its time is up. */
export function runDataExportJob(payload: DataExportPayload, now = new Date()) {
  return payload.step === "expire" ? expireDataExport(payload.exportId) : buildDataExport(payload.exportId, now);
}

type Profile = Awaited<ReturnType<typeof readProfile>>;

function readProfile(userId: number) {
  return db.user.findUniqueOrThrow({
    where: { id: userId },
    select: { id: true, name: true, email: true, role: true, phone: true, dob: true, address: true, timeZone: true, emailReminders: true, emailUpdates: true, twoFactorEnabledAt: true, emailVerifiedAt: true, acceptedTermsVersion: true, createdAt: true, updatedAt: true },
  });
}

const signInsOf = (userId: number) =>
  db.signInAttempt.findMany({ where: { userId }, orderBy: { id: "asc" }, select: { createdAt: true, ipAddress: true, userAgent: true, success: true, reason: true } });

// names and dates only: the key and the credential id are of no use to their owner anywhere else
const passkeysOf = (userId: number) => db.passkey.findMany({ where: { userId }, orderBy: { id: "asc" }, select: { name: true, createdAt: true, lastUsedAt: true } });

/**
 * A staff member's copy holds what they wrote, not their students' records (decision 101): their profile, sign-ins and
 * passkeys, and the messages they wrote, without the files attached to them or the notifications, which name students.
 */
async function gatherStaffData(profile: Profile) {
  const userId = profile.id;
  const [messages, signIns, passkeys] = await Promise.all([
    db.conversationMessage.findMany({ where: { authorId: userId }, orderBy: { id: "asc" }, select: { id: true, conversationId: true, body: true, createdAt: true } }),
    signInsOf(userId),
    passkeysOf(userId),
  ]);
  const files: Zippable = { "profile.json": json(profile), "messages.json": json(messages), "sign-ins.json": json(signIns), "passkeys.json": json(passkeys) };
  return { files, uploads: [] };
}

/**
 * A student's copy: everything the account holds, the documents they and their counsellors uploaded for them, and what
 * was sent from the account's address through the public forms (contact messages, job applications with their CVs).
 */
async function gatherStudentData(profile: Profile) {
  const userId = profile.id;
  const [sopApplications, loanApplications, universityApplications, bookings, payments, conversation, notifications, signIns, passkeys, documents, inquiries, contactMessages, jobApplications] = await Promise.all([
    db.sopApplication.findMany({ where: { studentId: userId }, orderBy: { id: "asc" } }),
    db.loanApplication.findMany({ where: { studentId: userId }, orderBy: { id: "asc" } }),
    db.universityApplication.findMany({ where: { studentId: userId }, orderBy: { id: "asc" }, include: { events: { orderBy: { id: "asc" } } } }),
    db.booking.findMany({ where: { studentId: userId }, orderBy: { id: "asc" } }),
    db.payment.findMany({
      where: { studentId: userId },
      orderBy: { id: "asc" },
      include: { refunds: { orderBy: { id: "asc" }, select: { id: true, amountCents: true, reason: true, status: true, createdAt: true, settledAt: true } } },
    }),
    db.conversation.findUnique({
      where: { studentId: userId },
      select: { messages: { orderBy: { id: "asc" }, select: { id: true, authorSide: true, body: true, createdAt: true, attachments: { select: { id: true, originalName: true } } } } },
    }),
    db.notification.findMany({ where: { userId }, orderBy: { id: "asc" }, select: { id: true, title: true, body: true, link: true, readAt: true, createdAt: true } }),
    signInsOf(userId),
    passkeysOf(userId),
    db.document.findMany({
      where: { OR: [{ ownerId: userId }, { message: { conversation: { studentId: userId } } }] },
      orderBy: { id: "asc" },
      select: { id: true, kind: true, originalName: true, mimeType: true, sizeBytes: true, storageKey: true, createdAt: true },
    }),
    // the staff's notes and who the inquiry is assigned to are the consultancy's own
    db.inquiry.findMany({
      where: { userId },
      orderBy: { id: "asc" },
      select: { id: true, serviceName: true, fullName: true, email: true, phone: true, country: true, preferredDate: true, message: true, status: true, createdAt: true },
    }),
    // the contact form is open to visitors: what was sent from the account's address, with the staff's answers
    db.contactMessage.findMany({
      where: { email: profile.email },
      orderBy: { id: "asc" },
      select: { id: true, name: true, email: true, phone: true, subject: true, message: true, createdAt: true, replies: { orderBy: { id: "asc" }, select: { body: true, createdAt: true } } },
    }),
    // the careers page is open to visitors too: the applications sent from the account's address, the CV beside each
    db.jobApplication.findMany({
      where: { email: profile.email },
      orderBy: { id: "asc" },
      select: { id: true, name: true, email: true, phone: true, coverNote: true, cvKey: true, cvName: true, createdAt: true, opening: { select: { title: true } } },
    }),
  ]);
  const files: Zippable = {
    "profile.json": json(profile),
    "applications.json": json({ sop: sopApplications, loans: loanApplications, universities: universityApplications }),
    "bookings.json": json(bookings),
    "payments.json": json(payments),
    "messages.json": json(conversation?.messages ?? []),
    "notifications.json": json(notifications),
    "inquiries.json": json(inquiries),
    "contact-messages.json": json(contactMessages),
    "job-applications.json": json(jobApplications.map(({ cvKey: _key, opening, ...application }) => ({ ...application, opening: opening.title, cv: exportCvPath(application) }))),
    "sign-ins.json": json(signIns),
    "passkeys.json": json(passkeys),
    "documents.json": json(documents.map(({ storageKey: _key, ...document }) => ({ ...document, file: exportDocumentPath(document) }))),
  };
  const uploads = [
    ...documents.map((document) => ({ path: exportDocumentPath(document), storageKey: document.storageKey })),
    ...jobApplications.map((application) => ({ path: exportCvPath(application), storageKey: application.cvKey })),
  ];
  return { files, uploads };
}

function json(value: unknown) {
  return strToU8(JSON.stringify(value, null, 2));
}

async function buildDataExport(exportId: number, now: Date) {
  const row = await db.dataExport.findUnique({ where: { id: exportId }, select: { id: true, userId: true, readyAt: true, user: { select: { name: true, email: true, preferredLanguage: true } } } });
  if (!row || row.readyAt) return;
  const profile = await readProfile(row.userId);
  const staff = isStaff(profile);
  const { files, uploads } = staff ? await gatherStaffData(profile) : await gatherStudentData(profile);
  for (const upload of uploads) {
    const bytes = await readStoredFile(upload.storageKey);
    // Stored as they are: PDFs, images and Word files are compressed already, and deflating them again gained nothing
    // but blocked the server's event loop (the worker runs in it) for seconds, about 7 s for 80 MB on this machine.
    if (bytes) files[upload.path] = [bytes, { level: 0 }];
  }
  const stored = await storeArchive(zipSync(files), exportFileName(now));
  const expiresAt = new Date(now.getTime() + EXPORT_KEEP_MS);
  try {
    await db.$transaction(async (tx) => {
      await tx.dataExport.update({ where: { id: row.id }, data: { storageKey: stored.storageKey, sizeBytes: stored.sizeBytes, readyAt: now, expiresAt } });
      const payload: DataExportPayload = { exportId: row.id, step: "expire" };
      await scheduleJob(tx, { type: "data-export", key: expiryKey(row.id), runAt: expiresAt, payload });
      const locale = accountLocale(row.user.preferredLanguage);
      const t = translator(locale);
      await enqueueMail(tx, {
        to: row.user.email,
        toName: row.user.name,
        userId: row.userId,
        category: "account",
        subject: t("mail.accountData.subject"),
        locale,
        content: {
          template: "notice",
          heading: t("mail.accountData.heading"),
          paragraphs: [staff ? t("mail.accountData.staffContents") : t("mail.accountData.studentContents"), t("mail.accountData.onlyYou")],
          action: { label: t("mail.accountData.action"), path: exportDownloadPath(row.id) },
        },
      });
    });
  } catch (error) {
    await removeStoredFile(stored.storageKey);
    throw error;
  }
}

async function expireDataExport(exportId: number) {
  const row = await db.dataExport.findUnique({ where: { id: exportId }, select: { storageKey: true } });
  if (!row) return;
  await db.dataExport.delete({ where: { id: exportId } });
  if (row.storageKey) await removeStoredFile(row.storageKey);
}

/** Deletes every export of an account, files included (its erasure). */
export async function deleteDataExports(userId: number) {
  const rows = await db.dataExport.findMany({ where: { userId }, select: { id: true, storageKey: true } });
  await unscheduleJobs(db, rows.map((row) => expiryKey(row.id)));
  await db.dataExport.deleteMany({ where: { id: { in: rows.map((row) => row.id) } } });
  for (const row of rows) if (row.storageKey) await removeStoredFile(row.storageKey);
}
