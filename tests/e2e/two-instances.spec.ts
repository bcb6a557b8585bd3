/**
 * Two instances of the production server on one database, as behind a load balancer: what one of them knows, the
 * other knows, because nothing they share lives in a process's memory. A session made on one is honoured and ended
 * on the other, failed logins on both count against one limit, students booking the last seats through both get
 * exactly the seats there are, the mail their bookings queue leaves once although both run a worker, and an article
 * published, edited or going live at its scheduled time on one shows on both within two seconds, page cache and all.
 *
 * It needs no browser: it runs two `node server.js` on the build Playwright uses, on their own ports and their own
 * database of the run's kind (PostgreSQL in the PostgreSQL-backed run), and talks to them as a browser without
 * JavaScript would.
 */
import bcrypt from "bcryptjs";
import { expect, test } from "@playwright/test";
import { DEFAULT_CATALOGUE } from "~/content/catalogue";
import { addDaysToDay, toDateTimeLocal, todayInZone, zonedDateTime } from "~/domain/dates";
import { SLOT_MINUTES } from "~/domain/service-types";
import { RATE_LIMITS } from "~/auth/rate-limit.server";
import { createDbClient } from "~/utils/db.server";
import { killAppServer, postForm, signInByCookie, specDatabase, startAppServer, waitUntilHealthy, type AppServer } from "../support/app-server";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink";

// beside the run's own server (E2E_PORT), never on it: 3540 and 3541 for E2E_PORT 3500
const PORTS = [40, 41].map((offset) => Number(process.env.E2E_PORT ?? 3300) + offset);
const ZONE = "Asia/Kathmandu";
const PASSWORD = "two-instances-password";
const STUDENTS = 36;
const SEATS = 3;

test.describe.configure({ mode: "serial", timeout: 180_000 });

let database: Awaited<ReturnType<typeof specDatabase>>;
let db: ReturnType<typeof createDbClient>;
let sink: SmtpSink;
let servers: AppServer[] = [];

test.beforeAll(async () => {
  // migrating a database and starting two servers takes minutes on a loaded machine
  test.setTimeout(180_000);
  database = await specDatabase(`two-instances-${PORTS[0]}`);
  db = createDbClient(database.url);
  for (const entry of DEFAULT_CATALOGUE) await db.service.upsert({ where: { code: entry.code }, create: entry, update: {} });
  sink = await startSmtpSink();
  servers = PORTS.map((port) => startAppServer({ port, databaseUrl: database.url, smtpPort: sink.port, env: { APP_TIME_ZONE: ZONE, TRUST_PROXY: "1" } }));
  await Promise.all(servers.map(waitUntilHealthy));
});

test.afterAll(async () => {
  servers.forEach(killAppServer);
  await db?.$disconnect();
  await sink?.close();
  await database?.drop();
});

async function createStudent(name: string, passwordHash = "signed in by cookie only") {
  const email = `${name.toLowerCase().replaceAll(" ", "-")}@example.com`;
  // verified, as only a verified address books
  return db.user.create({ data: { name, email, passwordHash, emailVerifiedAt: new Date() } });
}

function logIn(server: AppServer, email: string, password: string) {
  return fetch(`${server.base}/login`, { method: "POST", body: new URLSearchParams({ email, password }), redirect: "manual" });
}

test("a session made on one instance is honoured on the other, and ending it there ends it everywhere", async () => {
  const [first, second] = servers;
  const student = await createStudent("Roaming Student", await bcrypt.hash(PASSWORD, 4));

  const loggedIn = await logIn(first, student.email, PASSWORD);
  expect(loggedIn.status, first.log.join("")).toBe(302);
  const cookie = loggedIn.headers.getSetCookie().find((header) => header.startsWith("__session="))!.split(";")[0];

  const onSecond = await fetch(`${second.base}/student`, { headers: { Cookie: cookie }, redirect: "manual" });
  expect(onSecond.status).toBe(200);
  expect(await onSecond.text()).toContain("Roaming Student");

  expect(await postForm(`${second.base}/logout`, cookie, {})).toBe(302);
  const afterLogout = await fetch(`${first.base}/student`, { headers: { Cookie: cookie }, redirect: "manual" });
  expect(afterLogout.status).toBe(302);
  expect(afterLogout.headers.get("location")).toMatch(/^\/login/);
});

test("failed logins on both instances count against one limit", async () => {
  const [first, second] = servers;
  const student = await createStudent("Targeted Student", await bcrypt.hash(PASSWORD, 4));
  const limit = RATE_LIMITS.account.limit;

  for (let attempt = 0; attempt < limit; attempt++) {
    const answer = await logIn(servers[attempt % 2], student.email, "not the password");
    expect(answer.status, `attempt ${attempt + 1}`).toBe(401);
  }
  for (const server of [first, second]) {
    const refused = await logIn(server, student.email, PASSWORD);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  }
});

test(`${STUDENTS} students booking a ${SEATS}-seat slot through both instances get ${SEATS} seats, and each booking's mail leaves once`, async () => {
  const day = addDaysToDay(todayInZone(ZONE), 5);
  const startTime = zonedDateTime(day, "10:00", ZONE);
  const slot = await db.timeSlot.create({
    data: { serviceType: "demo_class", startTime, endTime: new Date(startTime.getTime() + SLOT_MINUTES.demo_class * 60_000), maxBookings: SEATS },
  });
  const students = await Promise.all(Array.from({ length: STUDENTS }, (_, index) => createStudent(`Racing Student ${index}`)));
  const cookies = await Promise.all(students.map((student) => signInByCookie(db, student.id)));
  sink.clear();

  const answers = await Promise.all(
    cookies.map((cookie, index) =>
      postForm(`${servers[index % 2].base}/services/demo-class`, cookie, { intent: "book", courseName: "IELTS", date: day, timeSlot: String(slot.id) }),
    ),
  );

  expect(answers.filter((status) => status === 302), JSON.stringify(answers)).toHaveLength(SEATS);
  expect(answers.filter((status) => status === 409), JSON.stringify(answers)).toHaveLength(STUDENTS - SEATS);
  expect((await db.timeSlot.findUniqueOrThrow({ where: { id: slot.id } })).currentBookings).toBe(SEATS);
  const bookings = await db.booking.findMany({ where: { slotId: slot.id }, select: { student: { select: { email: true } } } });
  expect(bookings).toHaveLength(SEATS);

  // Both workers poll the one queue: every mail the bookings queued is sent, each exactly once.
  await expect.poll(() => db.job.count({ where: { type: "mail", status: { not: "done" } } }), { timeout: 60_000 }).toBe(0);
  const queued = await db.mail.findMany({ select: { to: true, subject: true, status: true } });
  expect(queued.filter((mail) => mail.status !== "sent")).toEqual([]);
  // each booked student's confirmation, beside the staff's notices
  expect(queued.map((mail) => mail.to)).toEqual(expect.arrayContaining(bookings.map((booking) => booking.student.email)));
  await expect.poll(() => sink.messages.length, { timeout: 10_000 }).toBe(queued.length);
  await new Promise((resolve) => setTimeout(resolve, 500));
  const received = sink.messages.map((message) => `${message.envelope.to[0]} / ${message.parsed.subject}`).sort();
  expect(received).toEqual(queued.map((mail) => `${mail.to} / ${mail.subject}`).sort());
});

/** How soon a content change made on one instance must show on every instance, its page cache included. */
const PROPAGATION_MS = 2_000;

/**
 * The time from `since` to the start of the first request of `path` on `server` whose page shows `text`: when the
 * instance began serving the change, whatever the loaded machine's rendering time adds to the answer.
 */
async function shownAfter(server: AppServer, path: string, text: string, since: number) {
  for (;;) {
    const started = Date.now();
    const answer = await fetch(`${server.base}${path}`);
    if (answer.status === 200 && (await answer.text()).includes(text)) return started - since;
    if (started - since > 30_000) throw new Error(`${text} never showed on ${server.base}${path}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function expectShownEverywhere(path: string, text: string, since: number) {
  for (const server of servers) expect(await shownAfter(server, path, text, since), `${server.base}${path}`).toBeLessThanOrEqual(PROPAGATION_MS);
}

test("an article published, edited or going live at its time on one instance shows on both within two seconds", async () => {
  const [first, second] = servers;
  const editor = await db.user.create({ data: { name: "Roaming Editor", email: "roaming-editor@example.com", passwordHash: "signed in by cookie only", role: "editor", emailVerifiedAt: new Date() } });
  const cookie = await signInByCookie(db, editor.id);
  // both instances have the blog in their page cache before the change
  for (const server of servers) expect((await fetch(`${server.base}/blog`)).status).toBe(200);
  for (const server of servers) {
    const cached = await fetch(`${server.base}/blog`);
    expect(cached.headers.get("x-page-cache")).toBe("hit");
    expect(await cached.text()).not.toContain("Rolling admissions in Canada");
  }

  let since = Date.now();
  expect(await postForm(`${first.base}/admin/content/articles/new`, cookie, { intent: "publish", title: "Rolling admissions in Canada", body: "Apply early: seats go as they are filled." })).toBe(302);
  await expectShownEverywhere("/blog", "Rolling admissions in Canada", since);
  const article = await db.article.findFirstOrThrow({ where: { slug: "rolling-admissions-in-canada" } });
  expect(article.status).toBe("published");

  since = Date.now();
  const edited = { intent: "save", title: "Rolling admissions in Canada", slug: article.slug, body: "Apply early: most colleges fill their seats by March." };
  expect(await postForm(`${second.base}/admin/content/articles/${article.id}`, cookie, edited)).toBe(302);
  await expectShownEverywhere(`/blog/${article.slug}`, "most colleges fill their seats by March", since);

  const tomorrow = toDateTimeLocal(new Date(Date.now() + 24 * 60 * 60 * 1000), ZONE);
  const scheduledForm = { intent: "schedule", title: "Intakes of the coming year", body: "The September and January intakes, side by side.", publishAt: tomorrow };
  expect(await postForm(`${second.base}/admin/content/articles/new`, cookie, scheduledForm)).toBe(302);
  const scheduled = await db.article.findFirstOrThrow({ where: { slug: "intakes-of-the-coming-year" } });
  expect(scheduled.status).toBe("scheduled");
  for (const server of servers) expect(await (await fetch(`${server.base}/blog`)).text()).not.toContain("Intakes of the coming year");
  // the scheduled time, brought to now: what the clock would do by itself; either instance's worker publishes it
  since = Date.now();
  const due = new Date(since);
  await db.article.update({ where: { id: scheduled.id }, data: { publishAt: due } });
  await db.job.update({ where: { key: `article-publish:${scheduled.id}` }, data: { runAt: due, payload: JSON.stringify({ articleId: scheduled.id, publishAt: due.toISOString() }) } });
  await expectShownEverywhere("/blog", "Intakes of the coming year", since);
});
