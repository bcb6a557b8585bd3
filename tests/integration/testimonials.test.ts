import { beforeAll, describe, expect, test } from "vitest";
import { getPageVersion } from "~/models/page-version.server";
import { submitStudentTestimonial, withdrawTestimonialConsent } from "~/models/student-testimonial.server";
import { reviewTestimonial } from "~/models/testimonial.server";
import { addUniversityApplication, moveApplicationStage } from "~/models/university-application.server";
import * as contentOverview from "~/routes/admin.content._index";
import * as testimonialEdit from "~/routes/admin.content.testimonials.$id";
import * as testimonialList from "~/routes/admin.content.testimonials._index";
import * as testimonialNew from "~/routes/admin.content.testimonials.new";
import * as homePage from "~/routes/_public._index";
import * as testimonialsPage from "~/routes/_public.testimonials";
import { db } from "~/utils/db.server";
import { uniqueTag } from "../support/fixtures/catalogue";
import { interleave } from "../support/interleave";
import { callRoute, formResult, type Answer } from "../support/routes";
import { signedInUser, type SignedInUser } from "../support/users";

let editor: SignedInUser;
let admin: SignedInUser;

beforeAll(async () => {
  editor = await signedInUser("editor", "Esha Editor");
  admin = await signedInUser("admin", "Asha Admin");
});

/** The page version as another instance would read it: a clock past this process's cached copy at every call. */
let clock = Date.now() + 60_000;
const versionNow = () => getPageVersion((clock += 10_000));

function testimonialForm(fields: Record<string, string> = {}) {
  return {
    intent: "save",
    name: `Aarati ${uniqueTag("t")}`,
    destination: "Canada",
    university: "University of Toronto",
    quote: "My counselor helped me shortlist universities that matched my budget.",
    rating: "5",
    photoId: "",
    photoAlt: "",
    position: "",
    status: "shown",
    ...fields,
  };
}

function savedId(answer: Answer) {
  expect(answer.status).toBe(302);
  const match = /^\/admin\/content\/testimonials\/(\d+)$/.exec(answer.location ?? "");
  expect(match).not.toBeNull();
  return Number(match![1]);
}

async function publicIds() {
  const answer = await callRoute(testimonialsPage.loader, "/testimonials");
  expect(answer.status).toBe(200);
  return (answer.body as { testimonials: Array<{ id: number }> }).testimonials.map((row) => row.id);
}

function review(testimonialId: number, intent: string) {
  return callRoute(testimonialEdit.action, `/admin/content/testimonials/${testimonialId}`, { cookie: editor.cookie, params: { id: String(testimonialId) }, form: { intent } });
}

/** A student invited by a move to visa granted, with their testimonial waiting for an editor. */
async function pendingStudentTestimonial(name = "Bikash Thapa") {
  const { user: student } = await signedInUser("student", name);
  const application = await addUniversityApplication({
    actorId: admin.user.id,
    studentId: student.id,
    fields: { university: "University of Melbourne", country: "Australia", program: "Master of IT", level: "Postgraduate", intakeMonth: 2, intakeYear: new Date().getUTCFullYear() + 1 },
  });
  await moveApplicationStage({ actorId: admin.user.id, applicationId: application.id, stage: "visa_granted" });
  const { id } = await submitStudentTestimonial({ studentId: student.id, input: { name, destination: "Australia", university: "University of Melbourne", quote: "The mock visa interview was spot on.", rating: 5 } });
  return { id, student };
}

describe("an editor's testimonials", () => {
  test("one added as shown is on /testimonials at once, with its first revision, and raises the page version", async () => {
    const before = await versionNow();
    const answer = await callRoute(testimonialNew.action, "/admin/content/testimonials/new", { cookie: editor.cookie, form: testimonialForm({ name: "Priya Gurung" }) });
    const id = savedId(answer);
    expect(answer.toast).toMatchObject({ type: "success", title: "Testimonial added" });
    expect(await db.testimonial.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "shown", name: "Priya Gurung", rating: 5, studentId: null });
    expect(await db.contentRevision.count({ where: { entityType: "testimonial", entityId: id } })).toBe(1);
    expect(await versionNow()).toBeGreaterThan(before);
    expect(await publicIds()).toContain(id);
  });

  test("one added as hidden is kept but not public", async () => {
    const id = savedId(await callRoute(testimonialNew.action, "/admin/content/testimonials/new", { cookie: editor.cookie, form: testimonialForm({ status: "hidden" }) }));
    expect((await db.testimonial.findUniqueOrThrow({ where: { id } })).status).toBe("hidden");
    expect(await publicIds()).not.toContain(id);
  });

  test.each([
    ["0", "Choose a rating from 1 to 5 stars"],
    ["6", "Choose a rating from 1 to 5 stars"],
  ])("a rating of %s is refused next to the field, and nothing is saved", async (rating, message) => {
    const before = await db.testimonial.count();
    const answer = await callRoute(testimonialNew.action, "/admin/content/testimonials/new", { cookie: editor.cookie, form: testimonialForm({ rating }) });
    expect(answer.status).toBe(400);
    expect(formResult(answer).error.rating).toEqual([message]);
    expect(await db.testimonial.count()).toBe(before);
  });

  test("the home page shows the first three shown testimonials in the editors' order", async () => {
    const add = (position: string) => callRoute(testimonialNew.action, "/admin/content/testimonials/new", { cookie: editor.cookie, form: testimonialForm({ position }) });
    for (let count = 0; count < 2; count++) savedId(await add(""));
    const last = savedId(await add(""));
    const first = savedId(await add("0"));
    const home = await callRoute(homePage.loader, "/");
    const shown = (home.body as { testimonials: Array<{ id: number }> }).testimonials.map((row) => row.id);
    expect(shown).toHaveLength(3);
    expect(shown).toEqual((await publicIds()).slice(0, 3));
    expect(shown[0]).toBe(first);
    expect(shown).not.toContain(last);
  });
});

describe("the approval queue", () => {
  test("a student's testimonial waits as pending and is not public; approving shows it, audited, and raises the page version", async () => {
    const { id } = await pendingStudentTestimonial();
    expect(await publicIds()).not.toContain(id);

    const queue = await callRoute(testimonialList.loader, `/admin/content/testimonials?filters=${encodeURIComponent(JSON.stringify({ status: "pending" }))}`, { cookie: editor.cookie });
    expect((queue.body as { rows: Array<{ id: number; reviews: string[] }> }).rows).toContainEqual(expect.objectContaining({ id, reviews: ["approve", "decline"] }));

    const before = await versionNow();
    const answer = await callRoute(testimonialList.action, "/admin/content/testimonials?index", { cookie: editor.cookie, form: { intent: "approve", id: String(id) } });
    expect(answer.toast).toMatchObject({ type: "success", title: "Testimonial approved" });
    expect(await versionNow()).toBeGreaterThan(before);
    expect(await publicIds()).toContain(id);
    expect(await db.testimonial.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "shown", reviewedById: editor.user.id, reviewedAt: expect.any(Date) });
    expect(await db.auditLog.findFirst({ where: { entityType: "testimonial", entityId: id, action: "approve" }, select: { actorId: true, fromStatus: true, toStatus: true } })).toEqual({
      actorId: editor.user.id,
      fromStatus: "pending",
      toStatus: "shown",
    });
  });

  test("hiding a shown testimonial takes it off the site at once; declining a pending one keeps it off", async () => {
    const shown = await pendingStudentTestimonial("Sneha Adhikari");
    await reviewTestimonial({ testimonialId: shown.id, review: "approve", editorId: editor.user.id });
    const before = await versionNow();
    expect((await review(shown.id, "hide")).toast).toMatchObject({ type: "success", title: "Testimonial hidden" });
    expect(await versionNow()).toBeGreaterThan(before);
    expect(await publicIds()).not.toContain(shown.id);

    const declined = await pendingStudentTestimonial("Kiran Magar");
    expect((await review(declined.id, "decline")).toast).toMatchObject({ type: "success", title: "Testimonial declined" });
    expect((await db.testimonial.findUniqueOrThrow({ where: { id: declined.id } })).status).toBe("hidden");
    expect(await publicIds()).not.toContain(declined.id);
    expect((await review(declined.id, "approve")).toast).toMatchObject({ type: "error", title: "Action not allowed" });
  });

  test("an approval decided on a page another editor has just declined from is refused, and the decline stands", async () => {
    const { id } = await pendingStudentTestimonial("Suraj Bhandari");
    await expect(
      interleave(
        "testimonial",
        () => reviewTestimonial({ testimonialId: id, review: "approve", editorId: editor.user.id }),
        () => reviewTestimonial({ testimonialId: id, review: "decline", editorId: admin.user.id }),
      ),
    ).rejects.toThrow("This testimonial changed a moment ago. Reload the page to see its state.");
    expect(await db.testimonial.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "hidden", reviewedById: admin.user.id });
    expect(await publicIds()).not.toContain(id);
  });

  test("a withdrawn testimonial can be neither shown nor edited", async () => {
    const { id, student } = await pendingStudentTestimonial("Manisha Poudel");
    await withdrawTestimonialConsent({ studentId: student.id, testimonialId: id });
    expect((await review(id, "approve")).toast).toMatchObject({ type: "error", title: "Action not allowed" });
    const edit = await callRoute(testimonialEdit.action, `/admin/content/testimonials/${id}`, { cookie: editor.cookie, params: { id: String(id) }, form: testimonialForm() });
    expect(edit.toast).toMatchObject({ type: "error", description: "The student withdrew their consent: this testimonial can no longer be edited or shown." });
    expect(await db.testimonial.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "withdrawn", name: "Manisha Poudel" });
  });

  test("the content area's overview counts the testimonials waiting and leads to the queue", async () => {
    await pendingStudentTestimonial("Anisha Rai");
    const overview = await callRoute(contentOverview.loader, "/admin/content", { cookie: editor.cookie });
    const pending = (overview.body as { people: Array<{ key: string; count: number; href: string }> }).people.find((row) => row.key === "pending");
    expect(pending?.count).toBe(await db.testimonial.count({ where: { status: "pending" } }));
    expect(pending?.count).toBeGreaterThan(0);
    const queue = await callRoute(testimonialList.loader, pending!.href, { cookie: editor.cookie });
    expect(queue.status).toBe(200);
    expect((queue.body as { rows: Array<{ status: string }> }).rows.every((row) => row.status === "pending")).toBe(true);
  });

  test("the list searches names, universities and words", async () => {
    const tag = uniqueTag("Searchable");
    const id = savedId(await callRoute(testimonialNew.action, "/admin/content/testimonials/new", { cookie: editor.cookie, form: testimonialForm({ quote: `${tag} was a great help.` }) }));
    const list = await callRoute(testimonialList.loader, `/admin/content/testimonials?search_keyword=${tag}`, { cookie: editor.cookie });
    expect((list.body as { rows: Array<{ id: number }> }).rows.map((row) => row.id)).toEqual([id]);
  });
});
