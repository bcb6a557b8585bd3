// File names as people give them, on every form that takes an upload: `=` and `;` (which Remix's old multipart parser
// could not read, refusing the form as "not a form"), quotes, non-ASCII letters and emoji. A browser's way of writing
// them (Node's FormData follows the HTML standard, as browsers do) and curl's (`-F`) are both read.
import { beforeAll, describe, expect, test } from "vitest";
import { addDaysToDay, todayInZone } from "~/domain/dates";
import { MAX_UPLOAD_BYTES } from "~/domain/uploads";
import { addChecklistItem } from "~/models/checklist.server";
import * as adminThread from "~/routes/admin.conversations.$studentId";
import { action as documentsAction } from "~/routes/student.documents._index/route";
import { action as loanUploadAction } from "~/routes/student.loan-applications.$id.upload/route";
import { action as messagesAction } from "~/routes/student.messages";
import { action as profileAction } from "~/routes/student.profile/route";
import { action as sopAction } from "~/routes/student.sop-applications.$id/route";
import { action as servicePageAction } from "~/shared-routes/service-page";
import { db } from "~/utils/db.server";
import { createLoan, createSop } from "../support/fixtures/applications";
import { ZONE } from "../support/fixtures/bookings";
import { seedCatalogue } from "../support/fixtures/catalogue";
import { PDF, PNG } from "../support/fixtures/files";
import { callRoute, fieldErrors, type Answer } from "../support/routes";
import { signedInUser, staffActorId, type SignedInUser } from "../support/users";

beforeAll(seedCatalogue);

/** The name given, and the name the file is kept under (a double quote is kept as `_`, as before). */
const NAMES: Array<[string, string]> = [
  ["report=final.pdf", "report=final.pdf"],
  ["CV; final.pdf", "CV; final.pdf"],
  ['my "draft".pdf', "my _draft_.pdf"],
  ["résumé Ünïcode 履歴書.pdf", "résumé Ünïcode 履歴書.pdf"],
  ["🎓 offer letter.pdf", "🎓 offer letter.pdf"],
];

const pdf = (name: string) => new File([PDF], name, { type: "application/pdf" });
const day = (days: number) => addDaysToDay(todayInZone(ZONE), days);

type UploadForm = { name: string; post: (student: SignedInUser, file: File) => Promise<Answer> };

const FORMS: UploadForm[] = [
  {
    name: "a service inquiry's document",
    post: (student, file) =>
      callRoute(servicePageAction, "/services/sop-writing", {
        cookie: student.cookie,
        multipart: true,
        form: { intent: "inquiry", serviceType: "sop_writing", fullName: "Sita Sharma", email: student.user.email, phone: "+977 980 111 2233", country: "Canada", preferredDate: day(7), message: "Fall intake.", document: file },
      }),
  },
  {
    name: "an SOP order's draft",
    post: (student, file) =>
      callRoute(servicePageAction, "/services/sop-writing", {
        cookie: student.cookie,
        multipart: true,
        form: { intent: "book", package: "standard", university: "University of Toronto", program: "MSc Computer Science", deadline: day(30), message: "", document: file },
      }),
  },
  {
    name: "a loan application's document",
    post: (student, file) =>
      callRoute(servicePageAction, "/services/loan-assistance", {
        cookie: student.cookie,
        multipart: true,
        form: { intent: "book", university: "TU Munich", course: "MSc Informatics", loanAmount: "25000", collateralValue: "40000", collateralType: "Property", preferredBank: "", documents: file },
      }),
  },
  {
    name: "a checklist document",
    post: async (student, file) => {
      const item = await addChecklistItem({ staffId: await staffActorId(), studentId: student.user.id, name: "Passport", note: null, dueDay: null });
      return callRoute(documentsAction, "/student/documents", { cookie: student.cookie, multipart: true, form: { itemId: String(item.id), file } });
    },
  },
  {
    name: "a loan document asked for",
    post: async (student, file) => {
      const loan = await createLoan(student.user.id, { status: "documents_needed", withDocument: false });
      return callRoute(loanUploadAction, `/student/loan-applications/${loan.id}/upload`, { cookie: student.cookie, params: { id: String(loan.id) }, multipart: true, form: { document: file } });
    },
  },
  {
    name: "a revised SOP draft",
    post: async (student, file) => {
      const sop = await createSop(student.user.id, { draft: false });
      await db.sopApplication.update({ where: { id: sop.id }, data: { status: "rejected", feedback: "Shorter, please." } });
      return callRoute(sopAction, `/student/sop-applications/${sop.id}`, { cookie: student.cookie, params: { id: String(sop.id) }, multipart: true, form: { note: "Cut it down.", document: file } });
    },
  },
  {
    name: "a student's message attachment",
    post: (student, file) => callRoute(messagesAction, "/student/messages", { cookie: student.cookie, multipart: true, form: { body: "My passport scan.", attachment: file } }),
  },
  {
    name: "a counsellor's message attachment",
    post: async (student, file) => {
      const staff = await signedInUser("admin", "Asha Admin");
      const studentId = String(student.user.id);
      return callRoute(adminThread.action, `/admin/conversations/${studentId}`, { cookie: staff.cookie, params: { studentId }, multipart: true, form: { body: "The checklist.", attachment: file } });
    },
  },
];

const newestDocument = () => db.document.findFirstOrThrow({ orderBy: { id: "desc" } });

describe("an upload's file name", () => {
  describe.each(FORMS.map((form) => [form.name, form] as const))("on %s", (_name, form) => {
    test.each(NAMES)("%s is taken and kept as %s", async (given, kept) => {
      const student = await signedInUser("student", "Nima Sherpa");
      const answer = await form.post(student, pdf(given));
      expect(answer.status, JSON.stringify(answer.body)).toBe(302);
      expect((await newestDocument()).originalName).toBe(kept);
    });
  });

  test.each(NAMES)("an avatar named like %s is taken", async (given) => {
    const student = await signedInUser("student", "Nima Sherpa");
    const avatar = new File([PNG], given.replace(/\.pdf$/, ".png"), { type: "image/png" });
    const answer = await callRoute(profileAction, "/student/profile", { cookie: student.cookie, multipart: true, form: { intent: "profile", fullName: "Nima Sherpa", email: student.user.email, phone: "", dob: "", address: "", avatar } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(302);
    expect((await db.user.findUniqueOrThrow({ where: { id: student.user.id } })).avatarKey).toBeTruthy();
  });
});

describe("a file name as curl -F writes it", () => {
  /** A checklist upload as curl sends it: the Content-Disposition written by hand, bytes as they are. */
  async function curlUpload(disposition: string) {
    const student = await signedInUser("student", "Nima Sherpa");
    const item = await addChecklistItem({ staffId: await staffActorId(), studentId: student.user.id, name: "Passport", note: null, dueDay: null });
    const body = Buffer.concat([
      Buffer.from(`--curl\r\nContent-Disposition: form-data; name="itemId"\r\n\r\n${item.id}\r\n--curl\r\nContent-Disposition: form-data; name="file"; ${disposition}\r\nContent-Type: application/pdf\r\n\r\n`),
      PDF,
      Buffer.from("\r\n--curl--\r\n"),
    ]);
    return callRoute(documentsAction, "/student/documents", { cookie: student.cookie, body, headers: { "Content-Type": "multipart/form-data; boundary=curl" } });
  }

  test.each([
    ['filename="report=final.pdf"', "report=final.pdf"],
    ['filename="CV; final.pdf"', "CV; final.pdf"],
    ['filename="my \\"draft\\".pdf"', "my _draft_.pdf"],
    ['filename="résumé.pdf"', "résumé.pdf"],
    ["filename*=UTF-8''%F0%9F%8E%93%20offer.pdf", "🎓 offer.pdf"],
  ])("%s is taken and kept as %s", async (disposition, kept) => {
    const answer = await curlUpload(disposition);
    expect(answer.status, JSON.stringify(answer.body)).toBe(302);
    expect((await newestDocument()).originalName).toBe(kept);
  });
});

describe("the parser's limits", () => {
  async function checklistUpload(form: Record<string, string | File | File[]>) {
    const student = await signedInUser("student", "Nima Sherpa");
    const item = await addChecklistItem({ staffId: await staffActorId(), studentId: student.user.id, name: "Passport", note: null, dueDay: null });
    return callRoute(documentsAction, "/student/documents", { cookie: student.cookie, multipart: true, form: { itemId: String(item.id), ...form } });
  }

  test("a file over 5 MB is refused next to its field with the form kept; one far over it, with a 413 that says why", async () => {
    const over = await checklistUpload({ file: new File([new Uint8Array(MAX_UPLOAD_BYTES + 1)], "scan.pdf", { type: "application/pdf" }) });
    expect(over.status).toBe(400);
    expect(fieldErrors(over).file).toEqual(["The file is larger than 5 MB."]);
    const farOver = await checklistUpload({ file: new File([new Uint8Array(4 * MAX_UPLOAD_BYTES)], "scan.pdf", { type: "application/pdf" }) });
    expect(farOver.status).toBe(413);
    expect(farOver.body).toBe("The file is larger than 5 MB.");
  });

  test("more files than any form has fields for is a 413", async () => {
    const answer = await checklistUpload({ file: Array.from({ length: 5 }, (_, index) => pdf(`page ${index}.pdf`)) });
    expect(answer.status).toBe(413);
    expect(answer.body).toBe("The form is too large to send: shorten what you wrote and try again.");
  });
});
