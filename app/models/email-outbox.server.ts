import * as z from "zod";
import { db } from "~/utils/db.server";

export const EMAIL_JOB_TYPE = "email";

export const emailMessageSchema = z.object({
  to: z.email(),
  subject: z.string().min(1),
  text: z.string().min(1),
});

export type EmailMessage = z.infer<typeof emailMessageSchema>;

/** Stores the message as a pending job; a sender delivers it later, so a slow mail server never holds up a request. */
export function queueEmail(message: EmailMessage) {
  return db.job.create({
    data: { type: EMAIL_JOB_TYPE, payload: JSON.stringify(emailMessageSchema.parse(message)) },
    select: { id: true },
  });
}

/** The e-mails queued for an address, newest first. */
export async function listQueuedEmails(to: string) {
  const jobs = await db.job.findMany({
    // The payload is JSON with `to` first (see queueEmail), so the database can narrow the scan.
    where: { type: EMAIL_JOB_TYPE, payload: { contains: `"to":${JSON.stringify(to)}` } },
    orderBy: { id: "desc" },
    select: { id: true, payload: true, status: true, createdAt: true },
  });
  return jobs
    .map((job) => ({ ...job, message: emailMessageSchema.parse(JSON.parse(job.payload)) }))
    .filter((job) => job.message.to.toLowerCase() === to.toLowerCase())
    .map(({ payload: _payload, ...job }) => job);
}
