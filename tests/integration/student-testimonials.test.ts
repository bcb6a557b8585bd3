import { beforeAll, describe, expect, test } from "vitest";
import { getPageVersion } from "~/models/page-version.server";
import { setPreferredLanguage } from "~/models/preferred-language.server";
import { reviewTestimonial } from "~/models/testimonial.server";
import { addUniversityApplication, moveApplicationStage } from "~/models/university-application.server";
import * as dashboard from "~/routes/student._index";
import * as testimonialPage from "~/routes/student.testimonial/route";
import * as testimonialsPage from "~/routes/_public.testimonials";
import { db } from "~/utils/db.server";
import { callRoute, expectRedirect, formResult } from "../support/routes";
import { signedInUser, type SignedInUser } from "../support/users";

const PATH = "/student/testimonial";
const NEXT_YEAR = new Date().getUTCFullYear() + 1;

let admin: SignedInUser;
let editor: SignedInUser;
let counsellor: SignedInUser;

beforeAll(async () => {
  admin = await signedInUser("admin", "Asha Admin");
  editor = await signedInUser("editor", "Esha Editor");
  counsellor = await signedInUser("counsellor", "Kiran Counsellor");
});

/** The page version as another instance would read it: a clock past this process's cached copy at every call. */
let clock = Date.now() + 60_000;
const versionNow = () => getPageVersion((clock += 10_000));

async function application(studentId: number, university = "University of British Columbia", country = "Canada") {
  return addUniversityApplication({
    actorId: admin.user.id,
    studentId,
    fields: { university, country, program: "BSc Biology", level: "Undergraduate", intakeMonth: 9, intakeYear: NEXT_YEAR },
  });
}

const move = (applicationId: number, stage: string) => moveApplicationStage({ actorId: admin.user.id, applicationId, stage });

/** A student whose application reached visa granted: invited. */
async function invitedStudent(name = "Anisha Rai") {
  const student = await signedInUser("student", name);
  const { id } = await application(student.user.id);
  await move(id, "visa_granted");
  return student;
}

const invitationMails = (studentId: number) => db.mail.findMany({ where: { userId: studentId, key: `testimonial-invitation:${studentId}` }, select: { subject: true, to: true } });

function write(student: SignedInUser, fields: Record<string, string> = {}) {
  return callRoute(testimonialPage.action, PATH, {
    cookie: student.cookie,
    form: { intent: "write", name: "Anisha R.", destination: "Canada", university: "University of British Columbia", quote: "I reached my target score on the first attempt.", rating: "5", consent: "on", ...fields },
  });
}

function withdraw(student: SignedInUser, testimonialId: number) {
  return callRoute(testimonialPage.action, PATH, { cookie: student.cookie, form: { intent: "withdraw", id: String(testimonialId) } });
}

type Page = {
  invited: boolean;
  canWrite: boolean;
  testimonial: { id: number; status: string; quote: string } | null;
  values: { name: string; destination: string; university: string };
};

async function page(student: SignedInUser) {
  const answer = await callRoute(testimonialPage.loader, PATH, { cookie: student.cookie });
  expect(answer.status).toBe(200);
  return answer.body as Page;
}

async function card(student: SignedInUser) {
  const answer = await callRoute(dashboard.loader, "/student", { cookie: student.cookie });
  return (answer.body as { summary: { testimonial: string } }).summary.testimonial;
}

async function publicIds() {
  const answer = await callRoute(testimonialsPage.loader, "/testimonials");
  return (answer.body as { testimonials: Array<{ id: number }> }).testimonials.map((row) => row.id);
}

describe("the invitation", () => {
  test("the first move to visa granted invites the student once, by mail and on the dashboard; a later move to enrolled does not again", async () => {
    const student = await signedInUser("student", "Rohan Karki");
    const first = await application(student.user.id, "University of Auckland", "New Zealand");
    const second = await application(student.user.id, "University of Otago", "New Zealand");
    expect(await card(student)).toBe("none");

    await move(first.id, "visa_granted");
    const invitedAt = (await db.user.findUniqueOrThrow({ where: { id: student.user.id } })).testimonialInvitedAt;
    expect(invitedAt).toBeInstanceOf(Date);
    expect(await invitationMails(student.user.id)).toEqual([{ subject: "Congratulations on your visa for New Zealand!", to: student.user.email }]);
    expect(await card(student)).toBe("invited");

    await move(first.id, "enrolled");
    await move(second.id, "visa_granted");
    expect(await invitationMails(student.user.id)).toHaveLength(1);
    expect((await db.user.findUniqueOrThrow({ where: { id: student.user.id } })).testimonialInvitedAt).toEqual(invitedAt);
  });

  test("enrolled invites too, with its own words", async () => {
    const student = await signedInUser("student", "Priya Gurung");
    const { id } = await application(student.user.id, "TU Munich", "Germany");
    await move(id, "enrolled");
    expect(await invitationMails(student.user.id)).toEqual([{ subject: "Congratulations on enrolling at TU Munich!", to: student.user.email }]);
  });

  test("a student who reads Nepali is invited in Nepali", async () => {
    const student = await signedInUser("student", "सीता शर्मा");
    await setPreferredLanguage(student.user.id, "ne");
    const { id } = await application(student.user.id, "TU Munich", "Germany");
    await move(id, "enrolled");
    expect(await invitationMails(student.user.id)).toEqual([{ subject: "TU Munich मा भर्ना हुनुभएकोमा बधाई छ!", to: student.user.email }]);
    const mail = await db.mail.findFirstOrThrow({ where: { userId: student.user.id, key: `testimonial-invitation:${student.user.id}` } });
    const { content } = JSON.parse(mail.data) as { content: { paragraphs: string[]; action: { label: string } } };
    expect(content.paragraphs[0]).toContain("तपाईंको कथाले सहयोग गर्न सक्छ");
    expect(content.action.label).toBe("आफ्नो अनुभव लेख्नुहोस्");
  });

  test("no other stage invites", async () => {
    const student = await signedInUser("student", "Suraj Bhandari");
    const { id } = await application(student.user.id);
    for (const stage of ["submitted", "unconditional_offer", "visa_lodged", "visa_refused"]) await move(id, stage);
    expect((await db.user.findUniqueOrThrow({ where: { id: student.user.id } })).testimonialInvitedAt).toBeNull();
    expect(await invitationMails(student.user.id)).toEqual([]);
    expect(await card(student)).toBe("none");
  });
});

describe("a student not invited yet", () => {
  test("sees a page that says when they will be invited, and cannot send a testimonial", async () => {
    const student = await signedInUser("student", "Not Yet");
    expect(await page(student)).toMatchObject({ invited: false, canWrite: false, testimonial: null });
    const answer = await write(student);
    expect(answer.status).toBe(409);
    expect(formResult(answer).error[""]).toEqual(["You can write a testimonial once one of your applications reaches visa granted or enrolled."]);
    expect(await db.testimonial.count({ where: { studentId: student.user.id } })).toBe(0);
  });
});

describe("writing a testimonial", () => {
  test("the form starts with the application's university and country and the student's name", async () => {
    const student = await invitedStudent("Anisha Rai");
    expect(await page(student)).toMatchObject({ invited: true, canWrite: true, values: { name: "Anisha Rai", university: "University of British Columbia", destination: "Canada" } });
  });

  test("it is stored as pending, not public, audited, and the admins and editors are told, never a counsellor", async () => {
    const student = await invitedStudent();
    const answer = await write(student);
    expectRedirect(answer, PATH);
    expect(answer.toast).toMatchObject({ type: "success", title: "Thank you for your testimonial" });
    const testimonial = await db.testimonial.findFirstOrThrow({ where: { studentId: student.user.id } });
    expect(testimonial).toMatchObject({ status: "pending", name: "Anisha R.", rating: 5, university: "University of British Columbia" });
    expect(await publicIds()).not.toContain(testimonial.id);
    expect(await db.auditLog.findFirst({ where: { entityType: "testimonial", entityId: testimonial.id }, select: { action: true, actorId: true, toStatus: true } })).toEqual({
      action: "submitted",
      actorId: student.user.id,
      toStatus: "pending",
    });
    const told = async (userId: number) => db.notification.count({ where: { userId, link: `/admin/content/testimonials/${testimonial.id}` } });
    expect([await told(admin.user.id), await told(editor.user.id), await told(counsellor.user.id)]).toEqual([1, 1, 0]);
    expect(await page(student)).toMatchObject({ canWrite: false, testimonial: { id: testimonial.id, status: "pending" } });
    expect(await card(student)).toBe("written");
  });

  test.each([
    ["without consent", { consent: "" }, "consent", "Tick the box to let us show your testimonial on our website"],
    ["with a rating of 0", { rating: "0" }, "rating", "Choose a rating from 1 to 5 stars"],
    ["with a rating of 6", { rating: "6" }, "rating", "Choose a rating from 1 to 5 stars"],
    ["without a rating", { rating: "" }, "rating", "Choose a rating from 1 to 5 stars"],
    ["with an empty testimonial", { quote: "   " }, "quote", "Testimonial is required"],
  ])("sent %s, it comes back with the message next to the field and what was typed, and nothing is stored", async (_case, fields, field, message) => {
    const student = await invitedStudent();
    const answer = await write(student, { name: "Kept Name", ...fields });
    expect(answer.status).toBe(400);
    const result = formResult(answer);
    expect(result.error[field]).toEqual([message]);
    expect(result.initialValue).toMatchObject({ name: "Kept Name", university: "University of British Columbia" });
    expect(await db.testimonial.count({ where: { studentId: student.user.id } })).toBe(0);
  });

  test("a second one while the first is the student's is refused", async () => {
    const student = await invitedStudent();
    await write(student);
    const again = await write(student, { quote: "Another one." });
    expect(again.status).toBe(409);
    expect(await db.testimonial.count({ where: { studentId: student.user.id } })).toBe(1);
  });

  test("the form sent twice at once (a double click, two tabs) stores one testimonial; the other send is refused", async () => {
    const student = await invitedStudent();
    const answers = await Promise.all([write(student), write(student, { quote: "Sent from the other tab." })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([302, 409]);
    expect(await db.testimonial.count({ where: { studentId: student.user.id } })).toBe(1);
  });
});

describe("taking consent back", () => {
  test("takes a shown testimonial off the site at once, audited, raising the page version; the student may write a new one", async () => {
    const student = await invitedStudent();
    await write(student);
    const { id } = await db.testimonial.findFirstOrThrow({ where: { studentId: student.user.id } });
    await reviewTestimonial({ testimonialId: id, review: "approve", editorId: editor.user.id });
    expect(await publicIds()).toContain(id);

    const before = await versionNow();
    const answer = await withdraw(student, id);
    expectRedirect(answer, PATH);
    expect(answer.toast).toMatchObject({ type: "success", title: "Consent withdrawn" });
    expect(await versionNow()).toBeGreaterThan(before);
    expect(await publicIds()).not.toContain(id);
    expect(await db.testimonial.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "withdrawn", consentWithdrawnAt: expect.any(Date) });
    expect(await db.auditLog.findFirst({ where: { entityType: "testimonial", entityId: id, action: "withdraw_consent" }, select: { actorId: true, fromStatus: true, toStatus: true } })).toEqual({
      actorId: student.user.id,
      fromStatus: "shown",
      toStatus: "withdrawn",
    });
    expect(await page(student)).toMatchObject({ canWrite: true, testimonial: { id, status: "withdrawn" } });
    expect((await withdraw(student, id)).toast).toMatchObject({ type: "error", title: "Nothing to withdraw" });
  });

  test("another student neither sees nor withdraws someone else's testimonial", async () => {
    const owner = await invitedStudent("Owner Student");
    await write(owner);
    const { id } = await db.testimonial.findFirstOrThrow({ where: { studentId: owner.user.id } });
    const other = await invitedStudent("Other Student");
    expect((await page(other)).testimonial).toBeNull();
    expect((await withdraw(other, id)).status).toBe(404);
    expect((await db.testimonial.findUniqueOrThrow({ where: { id } })).status).toBe("pending");
  });

  test("staff are sent to their own area", async () => {
    const answer = await callRoute(testimonialPage.loader, PATH, { cookie: editor.cookie });
    expectRedirect(answer, "/admin/content");
  });
});
