import { randomUUID } from "node:crypto";
import { readdirSync } from "node:fs";
import { strFromU8, unzipSync } from "fflate";
import { beforeAll, describe, expect, test } from "vitest";
import { DELETION_GRACE_MS, erasedEmail } from "~/domain/account-data";
import { OPENING_CLOSED_MESSAGE } from "~/domain/careers";
import { addDaysToDay, todayInZone, type Day } from "~/domain/dates";
import type { NoticeContent } from "~/domain/mail";
import { MAX_UPLOAD_BYTES } from "~/domain/uploads";
import { runDueJobs } from "~/jobs/worker.server";
import { requestAccountDeletion } from "~/models/account-deletion.server";
import { requestDataExport } from "~/models/account-data.server";
import { submitJobApplication } from "~/models/job-application.server";
import { createOpening, type OpeningInput } from "~/models/job-opening.server";
import { getPageVersion } from "~/models/page-version.server";
import { addStarterOpenings } from "~/models/starter-content.server";
import * as applicationCv from "~/routes/admin.content.careers.applications.$id.cv";
import * as applicationList from "~/routes/admin.content.careers.applications._index";
import * as openingEdit from "~/routes/admin.content.careers.$id";
import * as openingRevisions from "~/routes/admin.content.careers.$id_.revisions";
import * as openingList from "~/routes/admin.content.careers._index";
import * as openingNew from "~/routes/admin.content.careers.new";
import * as careersPage from "~/routes/_public.careers._index";
import * as openingPage from "~/routes/_public.careers.$slug/route";
import { db } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";
import { readStoredFile } from "~/utils/uploads.server";
import { STARTER_OPENINGS } from "../../prisma/starter-content/openings";
import { uniqueTag } from "../support/fixtures/catalogue";
import { EXE, PDF, pdfFile } from "../support/fixtures/files";
import { callRoute, formResult, type Answer } from "../support/routes";
import { signedInUser, TEST_PASSWORD, uniqueEmail, type SignedInUser } from "../support/users";

let admin: SignedInUser;
let editor: SignedInUser;
let counsellor: SignedInUser;
let student: SignedInUser;

beforeAll(async () => {
  admin = await signedInUser("admin", "Asha Admin");
  editor = await signedInUser("editor", "Esha Editor");
  counsellor = await signedInUser("counsellor", "Kiran Counsellor");
  student = await signedInUser("student", "Nima Sherpa");
});

const zone = () => getEnv().APP_TIME_ZONE;
const today = () => todayInZone(zone());

function openingForm(fields: Record<string, string> = {}) {
  return { title: "Education Counselor", slug: "", location: "Kathmandu office", employmentType: "full_time", description: "Advise **students**.", closesOn: "", status: "open", ...fields };
}

const postNew = (fields: Record<string, string>) => callRoute(openingNew.action, "/admin/content/careers/new", { cookie: editor.cookie, form: openingForm(fields) });

function postEdit(openingId: number, fields: Record<string, string>) {
  return callRoute(openingEdit.action, `/admin/content/careers/${openingId}`, { cookie: editor.cookie, params: { id: String(openingId) }, form: fields });
}

/** The id of the opening a successful save redirected to. */
function savedId(answer: Answer) {
  expect(answer.status).toBe(302);
  const match = /^\/admin\/content\/careers\/(\d+)$/.exec(answer.location ?? "");
  expect(match).not.toBeNull();
  return Number(match![1]);
}

/** An opening made through the model, open with no closing day unless `fields` say otherwise. */
async function opening(fields: Partial<OpeningInput> = {}) {
  const input: OpeningInput = { title: `Trainer ${uniqueTag("t")}`, slug: "", location: "Online", employmentType: "part_time", description: "Teach.", closesOn: null, status: "open", ...fields };
  const { id } = await createOpening(input, editor.user.id);
  return db.jobOpening.findUniqueOrThrow({ where: { id } });
}

async function listedSlugs() {
  return ((await callRoute(careersPage.loader, "/careers")).body as { openings: Array<{ slug: string }> }).openings.map((row) => row.slug);
}

/** A version read after every process-wide cache of it has lapsed. */
const pageVersion = () => getPageVersion(Date.now() + 60_000 + Math.random());

type Fields = Record<string, string | File>;

function applicationForm(fields: Fields = {}): Fields {
  return { name: "Sita Sharma", email: "Sita.Applicant@Example.com", phone: "+977 980 111 2233", coverNote: "I taught IELTS for three years.", cv: pdfFile("Sita CV.pdf"), ...fields };
}

/** The application form as a browser posts it: multipart, from an address of its own (the limit counts per address). */
function apply(slug: string, fields: Fields = applicationForm(), ip: string = randomUUID()) {
  return callRoute(openingPage.action, `/careers/${slug}`, { params: { slug }, multipart: true, form: fields, headers: { "X-Forwarded-For": ip } });
}

const storedFiles = () => readdirSync(process.env.UPLOAD_DIR!).length;

async function drainJobs(now: Date) {
  while ((await runDueJobs({ now, limit: 10 })) > 0);
}

// first in the file: the table is empty only until a test adds an opening
describe("starter openings", () => {
  test("a database without openings gets the launch openings, open and listed; a second run writes none", async () => {
    const versionBefore = await pageVersion();
    expect(await addStarterOpenings(STARTER_OPENINGS)).toBe(STARTER_OPENINGS.length);
    expect(await pageVersion()).toBeGreaterThan(versionBefore);
    expect(await listedSlugs()).toEqual(STARTER_OPENINGS.map((row) => row.slug));
    expect(await db.contentRevision.count({ where: { entityType: "job_opening" } })).toBe(STARTER_OPENINGS.length);
    expect(await addStarterOpenings(STARTER_OPENINGS)).toBe(0);
    expect(await db.jobOpening.count()).toBe(STARTER_OPENINGS.length);
  });
});

describe("editing the openings", () => {
  test("a new opening takes its slug from its title, keeps a revision, raises the page version and is on /careers", async () => {
    const title = `IELTS Trainer ${uniqueTag("t")}`;
    const versionBefore = await pageVersion();
    const answer = await postNew({ title });
    const id = savedId(answer);
    expect(answer.toast).toMatchObject({ type: "success", title: "Opening saved" });
    const saved = await db.jobOpening.findUniqueOrThrow({ where: { id } });
    expect(saved).toMatchObject({ slug: title.toLowerCase().replace(/ /g, "-"), status: "open", employmentType: "full_time", closesOn: null });
    expect(await db.contentRevision.count({ where: { entityType: "job_opening", entityId: id } })).toBe(1);
    expect(await pageVersion()).toBeGreaterThan(versionBefore);
    expect(await listedSlugs()).toContain(saved.slug);
    const page = await callRoute(openingPage.loader, `/careers/${saved.slug}`, { params: { slug: saved.slug } });
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ opening: { title, type: "Full-time", location: "Kathmandu office", accepting: true, html: "<p>Advise <strong>students</strong>.</p>\n" } });
  });

  test("an empty slug whose title another opening has gets the next number; a written slug another opening has is refused next to it", async () => {
    const title = `Visa Advisor ${uniqueTag("t")}`;
    const first = await db.jobOpening.findUniqueOrThrow({ where: { id: savedId(await postNew({ title })) } });
    const second = await db.jobOpening.findUniqueOrThrow({ where: { id: savedId(await postNew({ title })) } });
    expect(second.slug).toBe(`${first.slug}-2`);
    const before = await db.jobOpening.count();
    const clash = await postNew({ title: "Another title", slug: first.slug, location: "Typed location" });
    expect(clash.status).toBe(409);
    expect(formResult(clash).error.slug).toEqual(["Another opening uses this slug. Choose another one."]);
    expect(formResult(clash).initialValue).toMatchObject({ title: "Another title", location: "Typed location", slug: first.slug });
    expect(await db.jobOpening.count()).toBe(before);
    // an opening keeps its own slug when saved again
    savedId(await postEdit(first.id, openingForm({ title, slug: first.slug })));
  });

  test("missing fields, an unknown type, a bad slug or date come back with the field's message and nothing is saved", async () => {
    const before = await db.jobOpening.count();
    const answer = await postNew({ title: "", location: "", employmentType: "freelance", description: "", slug: "Not a/slug", closesOn: "2026-02-30" });
    expect(answer.status).toBe(400);
    expect(formResult(answer).error).toMatchObject({
      title: ["Title is required"],
      location: ["Location is required"],
      employmentType: ["Choose a type from the list"],
      description: ["Description is required"],
      slug: [expect.stringMatching(/^Write a slug/)],
      closesOn: ["Enter a valid date"],
    });
    expect(await db.jobOpening.count()).toBe(before);
  });

  test("/careers lists open openings until the end of their closing day; closing one is audited and takes it off", async () => {
    const closingToday = await opening({ closesOn: today() });
    const closedYesterday = await opening({ closesOn: addDaysToDay(today(), -1) });
    const closingLater = await opening({ closesOn: addDaysToDay(today(), 30) });
    const slugs = await listedSlugs();
    expect(slugs).toContain(closingToday.slug);
    expect(slugs).toContain(closingLater.slug);
    expect(slugs).not.toContain(closedYesterday.slug);

    const versionBefore = await pageVersion();
    savedId(await postEdit(closingLater.id, openingForm({ title: closingLater.title, slug: closingLater.slug, closesOn: addDaysToDay(today(), 30), status: "closed" })));
    expect(await pageVersion()).toBeGreaterThan(versionBefore);
    expect(await listedSlugs()).not.toContain(closingLater.slug);
    expect(await db.auditLog.findFirst({ where: { entityType: "job_opening", entityId: closingLater.id }, select: { action: true, fromStatus: true, toStatus: true, actorId: true } })).toEqual({
      action: "close",
      fromStatus: "open",
      toStatus: "closed",
      actorId: editor.user.id,
    });
    // the day is kept as written, in the consultancy's zone
    const form = await callRoute(openingEdit.loader, `/admin/content/careers/${closingLater.id}`, { cookie: editor.cookie, params: { id: String(closingLater.id) } });
    expect((form.body as { values: { closesOn: Day } }).values.closesOn).toBe(addDaysToDay(today(), 30));
  });

  test("a revision is compared with now and restored, and the restore is audited", async () => {
    const id = savedId(await postNew({ title: `Writer ${uniqueTag("t")}`, description: "First description." }));
    const first = await db.jobOpening.findUniqueOrThrow({ where: { id } });
    savedId(await postEdit(id, openingForm({ title: first.title, slug: first.slug, description: "Second description.", employmentType: "contract" })));
    const revisions = await db.contentRevision.findMany({ where: { entityType: "job_opening", entityId: id }, orderBy: { id: "asc" } });
    const page = await callRoute(openingRevisions.loader, `/admin/content/careers/${id}/revisions?compare=${revisions[0].id}`, { cookie: editor.cookie, params: { id: String(id) } });
    expect((page.body as { history: { comparison: { changes: Array<{ field: string }> } } }).history.comparison.changes.map((change) => change.field)).toEqual(["Type", "Description"]);
    const restore = await callRoute(openingRevisions.action, `/admin/content/careers/${id}/revisions`, { cookie: editor.cookie, params: { id: String(id) }, form: { revisionId: String(revisions[0].id) } });
    expect(restore.toast).toMatchObject({ type: "success", title: "Revision restored" });
    expect(await db.jobOpening.findUniqueOrThrow({ where: { id } })).toMatchObject({ description: "First description.", employmentType: "full_time" });
    expect(await db.auditLog.count({ where: { entityType: "job_opening", entityId: id, action: "restore_revision" } })).toBe(1);
  });

  test("the list is searched and filtered by status", async () => {
    const tag = uniqueTag("Listed");
    const open = await opening({ title: `${tag} open` });
    const closed = await opening({ title: `${tag} closed`, status: "closed" });
    const ids = async (filters?: object) => {
      const search = new URLSearchParams({ search_keyword: tag, ...(filters ? { filters: JSON.stringify(filters) } : {}) });
      const answer = await callRoute(openingList.loader, `/admin/content/careers?${search}`, { cookie: editor.cookie });
      return (answer.body as { rows: Array<{ id: number }> }).rows.map((row) => row.id).sort((a, b) => a - b);
    };
    expect(await ids()).toEqual([open.id, closed.id].sort((a, b) => a - b));
    expect(await ids({ status: "closed" })).toEqual([closed.id]);
  });
});

describe("applying", () => {
  test("stores the application and its CV, mails the applicant a confirmation naming the opening and tells admins and editors, not counsellors", async () => {
    const role = await opening({ title: `SOP Editor ${uniqueTag("t")}` });
    const answer = await apply(role.slug);
    expect({ status: answer.status, location: answer.location }).toEqual({ status: 302, location: `/careers/${role.slug}` });
    expect(answer.toast).toMatchObject({ type: "success", title: "Application sent" });
    const application = await db.jobApplication.findFirstOrThrow({ where: { openingId: role.id } });
    expect(application).toMatchObject({ name: "Sita Sharma", email: "sita.applicant@example.com", phone: "+977 980 111 2233", coverNote: "I taught IELTS for three years.", cvName: "Sita CV.pdf", cvMimeType: "application/pdf", cvSizeBytes: PDF.length });
    expect(Buffer.from((await readStoredFile(application.cvKey))!).equals(PDF)).toBe(true);

    const mail = await db.mail.findFirstOrThrow({ where: { to: "sita.applicant@example.com", subject: { contains: role.title } } });
    expect(mail).toMatchObject({ category: "confirmation", status: "queued", subject: `We received your application: ${role.title}` });
    expect(mail.data).toContain(`We received your application for ${role.title}`);

    const notified = async (userId: number) => db.notification.count({ where: { userId, title: `Job application: ${role.title}` } });
    expect(await notified(admin.user.id)).toBe(1);
    expect(await notified(editor.user.id)).toBe(1);
    expect(await notified(counsellor.user.id)).toBe(0);
    const notice = await db.notification.findFirstOrThrow({ where: { userId: editor.user.id, title: `Job application: ${role.title}` } });
    const list = await callRoute(applicationList.loader, notice.link!, { cookie: editor.cookie });
    expect((list.body as { rows: Array<{ id: number }> }).rows.map((row) => row.id)).toEqual([application.id]);
  });

  test("from the Nepali page, the applicant's confirmation is in Nepali; the opening keeps its own title", async () => {
    const role = await opening({ title: `Trainer ${uniqueTag("t")}` });
    const answer = await callRoute(openingPage.action, `/ne/careers/${role.slug}`, {
      params: { slug: role.slug },
      multipart: true,
      form: applicationForm({ email: "nepali.applicant@example.com" }),
      headers: { "X-Forwarded-For": randomUUID() },
    });
    expect(answer.location).toBe(`/ne/careers/${role.slug}`);
    const mail = await db.mail.findFirstOrThrow({ where: { to: "nepali.applicant@example.com" }, orderBy: { id: "desc" } });
    expect(mail.subject).toBe(`हामीले तपाईंको आवेदन प्राप्त गरेका छौँ: ${role.title}`);
    const { content } = JSON.parse(mail.data) as { content: NoticeContent };
    expect(content.heading).toBe("आवेदन दिनुभएकोमा धन्यवाद");
    expect(content.details).toContainEqual(["प्रकार", "आंशिक समय"]);
  });

  test("missing fields come back 400 with each field's message, everything typed kept but the file, nothing stored", async () => {
    const role = await opening();
    const [applications, files] = [await db.jobApplication.count(), storedFiles()];
    const answer = await apply(role.slug, { name: "", email: "sita@", phone: "", coverNote: "Kept note" });
    expect(answer.status).toBe(400);
    const result = formResult(answer);
    expect(result.error).toEqual({ name: ["Name is required"], email: ["Enter a valid e-mail address"], phone: ["Phone is required"], cv: ["Attach your CV"] });
    expect(result.initialValue).toMatchObject({ email: "sita@", coverNote: "Kept note" });
    expect(result.initialValue).not.toHaveProperty("cv");
    expect([await db.jobApplication.count(), storedFiles()]).toEqual([applications, files]);
  });

  test("a renamed executable or a CV over 5 MB is refused next to the CV, the rest kept, nothing stored", async () => {
    const role = await opening();
    const [applications, files] = [await db.jobApplication.count(), storedFiles()];
    const disguised = await apply(role.slug, applicationForm({ cv: new File([EXE], "cv.pdf", { type: "application/pdf" }) }));
    expect(disguised.status).toBe(400);
    expect(formResult(disguised).error).toEqual({ cv: ["Upload a PDF, DOC, DOCX file."] });
    expect(formResult(disguised).initialValue).toMatchObject({ name: "Sita Sharma", email: "Sita.Applicant@Example.com" });
    const big = await apply(role.slug, applicationForm({ cv: new File([new Uint8Array(MAX_UPLOAD_BYTES + 1)], "big.pdf", { type: "application/pdf" }) }));
    expect(big.status).toBe(400);
    expect(formResult(big).error).toEqual({ cv: ["The file is larger than 5 MB."] });
    expect([await db.jobApplication.count(), storedFiles()]).toEqual([applications, files]);
  });

  test("a closed opening or one past its closing day refuses with a clear message, the form kept, nothing stored; its page says so", async () => {
    const closed = await opening({ status: "closed" });
    const past = await opening({ closesOn: addDaysToDay(today(), -1) });
    const [applications, files] = [await db.jobApplication.count(), storedFiles()];
    for (const role of [closed, past]) {
      const answer = await apply(role.slug);
      expect(answer.status).toBe(409);
      expect(formResult(answer).error).toEqual({ "": [OPENING_CLOSED_MESSAGE] });
      expect(formResult(answer).initialValue).toMatchObject({ name: "Sita Sharma" });
      const page = await callRoute(openingPage.loader, `/careers/${role.slug}`, { params: { slug: role.slug } });
      expect(page.status).toBe(410);
      expect(page.body).toMatchObject({ opening: { accepting: false } });
    }
    expect([await db.jobApplication.count(), storedFiles()]).toEqual([applications, files]);
  });

  test("an opening closed between the page and the model's transaction keeps nothing, its CV removed again", async () => {
    const role = await opening();
    await db.jobOpening.update({ where: { id: role.id }, data: { status: "closed" } });
    const files = storedFiles();
    await expect(submitJobApplication({ openingId: role.id, name: "Late", email: uniqueEmail("late"), phone: "9800000000", coverNote: "", cv: { file: pdfFile(), type: "pdf" } })).rejects.toThrow(OPENING_CLOSED_MESSAGE);
    expect(await db.jobApplication.count({ where: { openingId: role.id } })).toBe(0);
    expect(storedFiles()).toBe(files);
  });

  test("an unknown opening is a 404", async () => {
    expect((await callRoute(openingPage.loader, "/careers/no-such-opening", { params: { slug: "no-such-opening" } })).status).toBe(404);
    expect((await apply("no-such-opening")).status).toBe(404);
  });

  test("one address may send 10 applications in 15 minutes; the 11th is refused with 429 and when to retry, nothing stored", async () => {
    const role = await opening();
    const ip = randomUUID();
    for (let index = 0; index < 10; index += 1) expect((await apply(role.slug, applicationForm({ email: uniqueEmail("burst") }), ip)).status).toBe(302);
    const files = storedFiles();
    const refused = await apply(role.slug, applicationForm(), ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(formResult(refused).error[""]?.[0]).toMatch(/^Too many attempts/);
    expect(formResult(refused).initialValue).toMatchObject({ name: "Sita Sharma" });
    expect(await db.jobApplication.count({ where: { openingId: role.id } })).toBe(10);
    expect(storedFiles()).toBe(files);
    expect((await apply(role.slug, applicationForm(), randomUUID())).status).toBe(302);
  });

  test("a filled honeypot gets the success answer and stores nothing", async () => {
    const role = await opening();
    const answer = await apply(role.slug, applicationForm({ website: "http://spam.example" }));
    expect(answer.status).toBe(302);
    expect(answer.toast).toMatchObject({ type: "success" });
    expect(await db.jobApplication.count({ where: { openingId: role.id } })).toBe(0);
  });
});

describe("the applications in the content area", () => {
  test("are listed newest first and filtered by opening", async () => {
    const first = await opening();
    const second = await opening();
    const older = await submitJobApplication({ openingId: first.id, name: "Older", email: uniqueEmail("a"), phone: "9800000000", coverNote: "", cv: { file: pdfFile(), type: "pdf" } }, new Date(Date.now() - 60_000));
    const newer = await submitJobApplication({ openingId: first.id, name: "Newer", email: uniqueEmail("a"), phone: "9800000000", coverNote: "", cv: { file: pdfFile(), type: "pdf" } });
    await submitJobApplication({ openingId: second.id, name: "Elsewhere", email: uniqueEmail("a"), phone: "9800000000", coverNote: "", cv: { file: pdfFile(), type: "pdf" } });
    const search = new URLSearchParams({ filters: JSON.stringify({ opening: first.id }) });
    const answer = await callRoute(applicationList.loader, `/admin/content/careers/applications?${search}`, { cookie: admin.cookie });
    expect((answer.body as { rows: Array<{ id: number }> }).rows.map((row) => row.id)).toEqual([newer.id, older.id]);
  });

  test("a CV downloads for admins and editors only: a counsellor gets 403, a student and a visitor are sent away", async () => {
    const role = await opening();
    const { id } = await submitJobApplication({ openingId: role.id, name: "Downloaded", email: uniqueEmail("cv"), phone: "9800000000", coverNote: "", cv: { file: pdfFile("My CV.pdf"), type: "pdf" } });
    const download = (cookie?: string) => callRoute(applicationCv.loader, `/admin/content/careers/applications/${id}/cv`, { cookie, params: { id: String(id) } });
    for (const user of [admin, editor]) {
      const answer = await download(user.cookie);
      expect(answer.status).toBe(200);
      expect(answer.headers.get("Content-Type")).toBe("application/pdf");
      expect(answer.headers.get("Content-Disposition")).toContain("My CV.pdf");
      expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
      expect(Buffer.from(await answer.response!.arrayBuffer()).equals(PDF)).toBe(true);
    }
    expect((await download(counsellor.cookie)).status).toBe(403);
    expect((await download(student.cookie)).location).toBe("/student");
    const visitor = await download();
    expect(visitor.status).toBe(302);
    expect(visitor.location).toMatch(/^\/login/);
    expect((await callRoute(applicationCv.loader, "/admin/content/careers/applications/999999/cv", { cookie: admin.cookie, params: { id: "999999" } })).status).toBe(404);
  });
});

describe("an applicant's personal data", () => {
  test("an account's export holds the applications sent from its address, with their CVs", async () => {
    const applicant = await signedInUser("student", "Pema Applicant");
    const role = await opening({ title: `Counselor ${uniqueTag("t")}` });
    const { id } = await submitJobApplication({ openingId: role.id, name: "Pema Applicant", email: applicant.user.email.toUpperCase(), phone: "9800000001", coverNote: "Hello", cv: { file: pdfFile("pema.pdf"), type: "pdf" } });
    await submitJobApplication({ openingId: role.id, name: "Someone Else", email: uniqueEmail("else"), phone: "9800000002", coverNote: "", cv: { file: pdfFile(), type: "pdf" } });
    const { id: exportId } = await requestDataExport({ userId: applicant.user.id });
    await drainJobs(new Date());
    const row = await db.dataExport.findUniqueOrThrow({ where: { id: exportId } });
    const files = unzipSync((await readStoredFile(row.storageKey!))!);
    expect(JSON.parse(strFromU8(files["job-applications.json"]))).toEqual([
      expect.objectContaining({ id, name: "Pema Applicant", phone: "9800000001", coverNote: "Hello", opening: role.title, cv: `job-applications/${id}-pema.pdf` }),
    ]);
    expect(strFromU8(files["job-applications.json"])).not.toContain("cvKey");
    expect(Buffer.from(files[`job-applications/${id}-pema.pdf`]).equals(PDF)).toBe(true);
  });

  test("an erased account's address loses its applications and their CVs; another address keeps its own", async () => {
    const { user: applicant } = await signedInUser("student", "Pema Applicant");
    const role = await opening();
    const mine = await submitJobApplication({ openingId: role.id, name: "Pema Applicant", email: applicant.email, phone: "9800000001", coverNote: "", cv: { file: pdfFile(), type: "pdf" } });
    const theirs = await submitJobApplication({ openingId: role.id, name: "Someone Else", email: uniqueEmail("else"), phone: "9800000002", coverNote: "", cv: { file: pdfFile(), type: "pdf" } });
    const [myCv, theirCv] = await Promise.all([mine, theirs].map(({ id }) => db.jobApplication.findUniqueOrThrow({ where: { id } }).then((row) => row.cvKey)));
    await requestAccountDeletion({ userId: applicant.id, password: TEST_PASSWORD });
    const { deletionRequestedAt } = await db.user.findUniqueOrThrow({ where: { id: applicant.id } });
    await drainJobs(new Date(deletionRequestedAt!.getTime() + DELETION_GRACE_MS + 1000));
    expect((await db.user.findUniqueOrThrow({ where: { id: applicant.id } })).email).toBe(erasedEmail(applicant.id));
    expect(await db.jobApplication.count({ where: { id: mine.id } })).toBe(0);
    expect(await readStoredFile(myCv)).toBeNull();
    expect(await db.notification.count({ where: { body: { contains: applicant.email } } })).toBe(0);
    expect(await db.jobApplication.count({ where: { id: theirs.id } })).toBe(1);
    expect(await readStoredFile(theirCv)).not.toBeNull();
  });
});
