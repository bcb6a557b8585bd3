import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { DEFAULT_GENERAL_SETTINGS } from "~/content/site";
import type { MailCategory, MailRequest } from "~/domain/mail";
import { deliverMailJob } from "~/mail/deliver.server";
import { runDueJobs } from "~/jobs/worker.server";
import {
  STALE_CLAIM_MS,
  claimDueJobs,
  completeJob,
  failJob,
  getJobByKey,
  releaseStaleClaims,
  retryDelayMs,
  scheduleJob,
  unscheduleJobs,
} from "~/models/job-queue.server";
import { MailNotRetryableError, enqueueMail, retryMail } from "~/models/mail.server";
import { getSettings, saveSettings } from "~/models/settings.server";
import { notifyStaff } from "~/models/staff-notification.server";
import { db } from "~/utils/db.server";
import { drainQueue, mailTo, sendMailThrough } from "../support/mail";
import { closedPort, startSmtpSink, type SmtpSink } from "../support/smtp-sink";
import { createTestUser, uniqueEmail, staffActorId } from "../support/users";

const DAY_MS = 24 * 60 * 60 * 1000;

let sink: SmtpSink;

beforeAll(async () => {
  sink = await startSmtpSink();
});

afterAll(() => sink.close());

beforeEach(() => sendMailThrough(sink.port));

// Whatever a test left due is sent now, so the next one starts with an empty queue and can count what runs.
afterEach(async () => {
  await sendMailThrough(sink.port);
  await drainQueue();
});

function notice(to: string, extra: Partial<MailRequest> = {}): MailRequest {
  return { to, category: "account", subject: "Queue test", content: { template: "notice", heading: "Hello", paragraphs: ["A test of the queue."] }, ...extra };
}

/** A queued mail with its job. */
async function enqueueNotice(to: string, extra: Partial<MailRequest> = {}) {
  const mail = await enqueueMail(db, notice(to, extra));
  return db.mail.findUniqueOrThrow({ where: { id: mail!.id }, include: { job: true } });
}

const jobOf = (mail: { jobId: number | null }) => db.job.findUniqueOrThrow({ where: { id: mail.jobId! } });
const mailRow = (id: number) => db.mail.findUniqueOrThrow({ where: { id } });
const received = (to: string) => sink.messages.filter(mailTo(to));

describe("delivery attempts", () => {
  test("a refused connection is retried after the backoff, then the mail is delivered", async () => {
    await sendMailThrough(await closedPort());
    const to = uniqueEmail("retry");
    const mail = await enqueueNotice(to);
    const now = new Date();

    expect(await runDueJobs({ workerId: "worker-a", now })).toBe(1);
    const failed = await jobOf(mail);
    expect(failed).toMatchObject({ status: "pending", attempts: 1, claimedBy: null, claimedAt: null });
    expect(failed.lastError).toMatch(/ECONNREFUSED/);
    expect(failed.runAt).toEqual(new Date(now.getTime() + retryDelayMs(1)));
    expect(await mailRow(mail.id)).toMatchObject({ status: "queued", lastError: failed.lastError, sentAt: null });
    expect(received(to)).toEqual([]);

    // not before its backoff has passed
    expect(await runDueJobs({ workerId: "worker-a", now: new Date(failed.runAt.getTime() - 1) })).toBe(0);

    await sendMailThrough(sink.port);
    expect(await runDueJobs({ workerId: "worker-a", now: new Date(failed.runAt.getTime() + 1) })).toBe(1);
    expect(await jobOf(mail)).toMatchObject({ status: "done", attempts: 2, lastError: null });
    expect(await mailRow(mail.id)).toMatchObject({ status: "sent", delivery: "smtp", lastError: null });
    expect(received(to)).toHaveLength(1);
  });

  test("two workers racing for the same due jobs send each mail exactly once", async () => {
    const recipients = Array.from({ length: 20 }, (_, index) => uniqueEmail(`race${index}`));
    const mails = [];
    for (const to of recipients) mails.push(await enqueueNotice(to));

    for (let round = 0; round < 20; round++) {
      const ran = await Promise.all([runDueJobs({ workerId: "worker-a", limit: 4 }), runDueJobs({ workerId: "worker-b", limit: 4 })]);
      if (ran[0] + ran[1] === 0) break;
    }

    for (const to of recipients) expect(received(to), to).toHaveLength(1);
    const jobs = await db.job.findMany({ where: { id: { in: mails.map((mail) => mail.jobId!) } } });
    expect(jobs.map((job) => [job.status, job.attempts])).toEqual(jobs.map(() => ["done", 1]));
    // both workers took part: each claimed its own share of the same due jobs
    expect(new Set(jobs.map((job) => job.claimedBy))).toEqual(new Set(["worker-a", "worker-b"]));
    expect(await db.mail.count({ where: { id: { in: mails.map((mail) => mail.id) }, status: "sent" } })).toBe(20);
  });

  test("claims made at the same moment never share a job: each claimed job is its claimant's, attempted once", async () => {
    const mails = [];
    for (let index = 0; index < 20; index++) mails.push(await enqueueNotice(uniqueEmail(`claim${index}`)));
    const now = new Date(Date.now() + 1000);

    const claims = await Promise.all(Array.from({ length: 10 }, (_, index) => claimDueJobs({ workerId: `worker-${index}`, limit: 3, now })));

    const claimedIds = claims.flat().map((job) => job.id);
    expect(claimedIds.length).toBeGreaterThan(0);
    expect(new Set(claimedIds).size).toBe(claimedIds.length);
    const rows = await db.job.findMany({ where: { id: { in: mails.map((mail) => mail.jobId!) } } });
    for (const [index, claimed] of claims.entries()) {
      for (const job of claimed) expect(rows.find((row) => row.id === job.id)).toMatchObject({ status: "running", claimedBy: `worker-${index}`, attempts: 1 });
    }
    expect(rows.filter((row) => row.status === "running")).toHaveLength(claimedIds.length);
    await db.job.updateMany({ where: { id: { in: claimedIds } }, data: { status: "done" } });
  });

  test("a mail the server keeps refusing fails for good after its attempts, and every admin hears of it once", async () => {
    await Promise.all([createTestUser("admin", "First Admin"), createTestUser("admin", "Second Admin")]);
    await sendMailThrough(await closedPort());
    // Every admin of the database, the staff actor of the test's own settings changes among them.
    const admins = await db.user.findMany({ where: { role: "admin" }, select: { id: true } });
    expect(admins.length).toBeGreaterThanOrEqual(2);
    const to = uniqueEmail("doomed");
    const mail = await enqueueNotice(to, { subject: "Doomed mail" });
    const staffNotices = () => db.notification.findMany({ where: { link: `/admin/mail/${mail.id}` } });

    let now = new Date();
    for (let attempt = 1; attempt < mail.job!.maxAttempts; attempt++) {
      expect(await runDueJobs({ now })).toBe(1);
      const job = await jobOf(mail);
      expect(job).toMatchObject({ status: "pending", attempts: attempt });
      expect(job.runAt).toEqual(new Date(now.getTime() + retryDelayMs(attempt)));
      now = job.runAt;
    }
    expect(await staffNotices()).toEqual([]);

    expect(await runDueJobs({ now })).toBe(1);
    const job = await jobOf(mail);
    expect(job).toMatchObject({ status: "failed", attempts: mail.job!.maxAttempts, claimedBy: null, finishedAt: now });
    expect(job.lastError).toMatch(/ECONNREFUSED/);
    expect(await mailRow(mail.id)).toMatchObject({ status: "failed", lastError: job.lastError });
    const notices = await staffNotices();
    expect(notices.map((notice) => notice.userId).sort()).toEqual(admins.map((admin) => admin.id).sort());
    for (const notice of notices) {
      expect(notice.title).toBe("A mail could not be delivered");
      expect(notice.body).toContain(`"Doomed mail" to ${to}`);
    }
    // given up: later runs leave it alone
    expect(await runDueJobs({ now: new Date(now.getTime() + DAY_MS) })).toBe(0);

    await sendMailThrough(sink.port);
    await retryMail(mail.id);
    expect(await mailRow(mail.id)).toMatchObject({ status: "queued" });
    expect(await jobOf(mail)).toMatchObject({ status: "pending", attempts: 0, finishedAt: null });
    expect(await runDueJobs()).toBe(1);
    expect(await mailRow(mail.id)).toMatchObject({ status: "sent", lastError: null });
    expect(received(to)).toHaveLength(1);
    await expect(retryMail(mail.id)).rejects.toBeInstanceOf(MailNotRetryableError);
  });

  test("a mail whose session was deleted before it left is withdrawn at once: no retries, no notice, nothing sent", async () => {
    const to = uniqueEmail("gone");
    const noticesBefore = await db.notification.count({ where: { title: "A mail could not be delivered" } });
    const mail = await enqueueNotice(to, {
      content: { template: "notice", heading: "Your session", paragraphs: ["See the invitation."], calendar: { bookingId: 999_999, method: "REQUEST" } },
    });
    expect(await runDueJobs()).toBe(1);
    expect(await jobOf(mail)).toMatchObject({ status: "done", attempts: 1 });
    expect(await mailRow(mail.id)).toMatchObject({ status: "withdrawn", lastError: "The session of this mail no longer exists." });
    expect(await db.notification.count({ where: { title: "A mail could not be delivered" } })).toBe(noticesBefore);
    expect(received(to)).toEqual([]);
    await expect(retryMail(mail.id)).rejects.toBeInstanceOf(MailNotRetryableError);
  });

  test("only a failed mail can be sent again", async () => {
    const mail = await enqueueNotice(uniqueEmail("queued"));
    await expect(retryMail(mail.id)).rejects.toBeInstanceOf(MailNotRetryableError);
  });
});

describe("claims", () => {
  test("a claim its worker never finished goes back to the queue once stale, and the mail is sent once", async () => {
    const to = uniqueEmail("stale");
    const mail = await enqueueNotice(to);
    const claimedAt = new Date();
    const [claimed] = await claimDueJobs({ workerId: "crashed", limit: 1, now: claimedAt });
    expect(claimed.id).toBe(mail.jobId);
    expect(await jobOf(mail)).toMatchObject({ status: "running", claimedBy: "crashed", claimedAt, attempts: 1 });
    // another worker does not take a running job
    expect(await runDueJobs({ workerId: "healthy", now: claimedAt })).toBe(0);

    expect((await releaseStaleClaims(new Date(claimedAt.getTime() + STALE_CLAIM_MS - 1000))).count).toBe(0);
    const releasedAt = new Date(claimedAt.getTime() + STALE_CLAIM_MS + 1);
    expect((await releaseStaleClaims(releasedAt)).count).toBe(1);
    expect(await jobOf(mail)).toMatchObject({ status: "pending", claimedBy: null, claimedAt: null, runAt: releasedAt });

    expect(await runDueJobs({ workerId: "healthy", now: releasedAt })).toBe(1);
    expect(await jobOf(mail)).toMatchObject({ status: "done", claimedBy: "healthy" });
    // the crashed worker coming back to life cannot overwrite what the healthy one recorded
    expect(await completeJob(claimed, "crashed")).toBe(false);
    await failJob(claimed, "crashed", "late failure");
    expect(await jobOf(mail)).toMatchObject({ status: "done", claimedBy: "healthy", lastError: null });
    expect(received(to)).toHaveLength(1);
  });

  test("a mail sent by a worker that died before marking its job done is not sent again", async () => {
    const to = uniqueEmail("sent-then-crashed");
    const mail = await enqueueNotice(to);
    const claimedAt = new Date();
    const [claimed] = await claimDueJobs({ workerId: "crashed", limit: 1, now: claimedAt });
    await deliverMailJob(claimed);
    expect(received(to)).toHaveLength(1);

    const releasedAt = new Date(claimedAt.getTime() + STALE_CLAIM_MS + 1);
    expect((await releaseStaleClaims(releasedAt)).count).toBe(1);
    expect(await runDueJobs({ workerId: "healthy", now: releasedAt })).toBe(1);
    expect(await jobOf(mail)).toMatchObject({ status: "done" });
    expect(await mailRow(mail.id)).toMatchObject({ status: "sent" });
    expect(received(to)).toHaveLength(1);
  });
});

describe("planned jobs", () => {
  const inAYear = () => new Date(Date.now() + 365 * DAY_MS);

  test("scheduling a key again moves its job, and plans it again when it already ran", async () => {
    const key = `test-plan:${randomUUID()}`;
    const first = await scheduleJob(db, { type: "session-reminder", key, runAt: inAYear(), payload: { version: 1 } });
    const later = new Date(inAYear().getTime() + DAY_MS);
    const moved = await scheduleJob(db, { type: "session-reminder", key, runAt: later, payload: { version: 2 } });
    expect(moved.id).toBe(first.id);
    expect(await db.job.count({ where: { key } })).toBe(1);
    expect(await getJobByKey(key)).toMatchObject({ id: first.id, status: "pending", runAt: later, payload: JSON.stringify({ version: 2 }) });

    await db.job.update({ where: { id: first.id }, data: { status: "done", attempts: 1, finishedAt: new Date(), claimedBy: "worker-a" } });
    const again = await scheduleJob(db, { type: "session-reminder", key, runAt: later, payload: { version: 3 } });
    expect(again.id).toBe(first.id);
    expect(await db.job.findUniqueOrThrow({ where: { id: first.id } })).toMatchObject({ status: "pending", attempts: 0, finishedAt: null, claimedBy: null });
    await db.job.delete({ where: { id: first.id } });
  });

  test("unscheduling drops the pending jobs of those keys and leaves a running one to finish", async () => {
    const [pending, running, other] = [`test-drop:${randomUUID()}`, `test-drop:${randomUUID()}`, `test-drop:${randomUUID()}`];
    for (const key of [pending, running, other]) await scheduleJob(db, { type: "session-reminder", key, runAt: inAYear(), payload: {} });
    await db.job.update({ where: { key: running }, data: { status: "running", claimedBy: "worker-a", claimedAt: new Date() } });

    expect((await unscheduleJobs(db, [pending, running])).count).toBe(1);
    expect(await getJobByKey(pending)).toBeNull();
    expect(await getJobByKey(running)).toMatchObject({ status: "running" });
    expect(await getJobByKey(other)).toMatchObject({ status: "pending" });
    await db.job.deleteMany({ where: { key: { in: [running, other] } } });
  });
});

describe("who gets which mail", () => {
  function request(category: MailCategory, user: { id: number; email: string } | null) {
    return notice(user?.email ?? uniqueEmail("staff"), { category, userId: user?.id ?? null, subject: `A ${category} mail` });
  }

  async function categoriesThatGo(user: { id: number; email: string } | null) {
    const categories: MailCategory[] = ["account", "confirmation", "update", "reminder", "staff"];
    const going: MailCategory[] = [];
    for (const category of categories) {
      const before = await db.job.count();
      const mail = await enqueueMail(db, request(category, user));
      // a mail that does not go leaves no outbox row and no job behind
      expect(await db.job.count()).toBe(before + (mail ? 1 : 0));
      if (mail) going.push(category);
    }
    return going;
  }

  async function setNotifications(enableNotifications: boolean) {
    await saveSettings("email", { ...(await getSettings("email")), enableNotifications }, await staffActorId());
  }

  test("with the admin's notifications off, only account and confirmation mail goes", async () => {
    const student = await createTestUser("student", "Switched Off");
    await setNotifications(false);
    try {
      expect(await categoriesThatGo(student)).toEqual(["account", "confirmation"]);
      expect(await categoriesThatGo(null)).toEqual(["account", "confirmation"]);

      // the staff are still told in the app, but not by mail
      const admin = await createTestUser("admin", "Quiet Admin");
      const title = `Quiet ${randomUUID()}`;
      await notifyStaff({ title, body: "Something arrived.", link: "/admin" }, { mail: {} });
      expect(await db.notification.count({ where: { userId: admin.id, title } })).toBe(1);
      expect(await db.mail.count({ where: { to: DEFAULT_GENERAL_SETTINGS.contactEmail, subject: title } })).toBe(0);
    } finally {
      await setNotifications(true);
    }
    expect(await categoriesThatGo(student)).toEqual(["account", "confirmation", "update", "reminder", "staff"]);
  });

  test("a student who turned off updates or reminders gets none of them, and everything else", async () => {
    const noUpdates = await createTestUser("student", "No Updates");
    await db.user.update({ where: { id: noUpdates.id }, data: { emailUpdates: false } });
    const noReminders = await createTestUser("student", "No Reminders");
    await db.user.update({ where: { id: noReminders.id }, data: { emailReminders: false } });

    expect(await categoriesThatGo(noUpdates)).toEqual(["account", "confirmation", "reminder", "staff"]);
    expect(await categoriesThatGo(noReminders)).toEqual(["account", "confirmation", "update", "staff"]);
  });
});
