import { beforeAll, describe, expect, test } from "vitest";
import type { NoticeContent } from "~/domain/mail";
import { ActionNotAllowedError } from "~/models/admin-change.server";
import { setPreferredLanguage } from "~/models/preferred-language.server";
import { approveLoan, rejectLoan, requestLoanDocuments, startLoanProcessing } from "~/models/loan-admin.server";

/** Request Documents as the dialog sends it, under the model's name so the cases below read the same. */
const requestLoanDocumentsWithMessage = Object.defineProperty(
  (target: { adminId: number; loanId: number }) => requestLoanDocuments({ ...target, message: "The admission letter." }),
  "name",
  { value: "requestLoanDocuments" },
);
import { attachLoanDocument } from "~/models/loan-application.server";
import { storeBytes } from "~/utils/uploads.server";
import * as loanBank from "~/routes/admin.loan-applications.$id.bank/route";
import * as requestDocuments from "~/routes/admin.loan-applications.$id.request-documents/route";
import * as loanDocuments from "~/routes/admin.loan-applications.$id.documents";
import * as loanList from "~/routes/admin.loan-applications";
import * as loanExport from "~/routes/admin.loan-applications_.export[.csv]";
import { loader as studentLoanList } from "~/routes/student.loan-applications._index";
import { db } from "~/utils/db.server";
import { createLoan } from "../support/fixtures/applications";
import { PDF } from "../support/fixtures/files";
import { recordSnapshot } from "../support/fixtures/records";
import { callRoute, csvLines, expectRedirect, fieldErrors } from "../support/routes";
import { signedInUser, type SignedInUser } from "../support/users";
import { seedCatalogue } from "../support/fixtures/catalogue";

// The service pages sell and book the seeded catalogue entries (decision 048).
beforeAll(seedCatalogue);

let admin: SignedInUser;
let student: SignedInUser;

beforeAll(async () => {
  admin = await signedInUser("admin", "Asha Admin");
  student = await signedInUser("student", "Nima Sherpa");
});

type LoanList = Awaited<ReturnType<typeof loanList.loader>>;

describe("admin loans", () => {
  test("the list searches by student, university, course and bank, and filters by status", async () => {
    const other = await signedInUser("student", "Lena Borrower");
    const sydney = await createLoan(other.user.id);
    const munich = await createLoan(other.user.id, { university: "TU Munich", course: "MSc Informatics", status: "processing", bank: "Everest Education Bank" });
    const ids = async (query: string) => ((await callRoute(loanList.loader, `/admin/loan-applications?${query}`, { cookie: admin.cookie })).body as LoanList).rows.map((row) => row.id);
    expect(await ids("search_keyword=Lena")).toEqual([munich.id, sydney.id]);
    expect(await ids("search_keyword=Informatics")).toEqual([munich.id]);
    expect(await ids("search_keyword=Everest")).toEqual([munich.id]);
    expect(await ids(`search_keyword=Lena&filters=${encodeURIComponent('{"status":"pending"}')}`)).toEqual([sydney.id]);
    const row = ((await callRoute(loanList.loader, "/admin/loan-applications?search_keyword=Lena", { cookie: admin.cookie })).body as LoanList).rows[1];
    expect(row).toMatchObject({ amount: "$30,000", bank: null, documentCount: 1, actions: ["start_processing", "approve", "reject", "assign_bank", "view_documents", "request_documents"] });
  });

  test("Request Documents asks which documents; the student's list shows that next to Upload, until they upload", async () => {
    const loan = await createLoan(student.user.id);
    const params = { id: String(loan.id) };
    const path = `/admin/loan-applications/${loan.id}/request-documents?search_keyword=Sydney`;
    const page = (await callRoute(requestDocuments.loader, path, { cookie: admin.cookie, params })).body as Awaited<ReturnType<typeof requestDocuments.loader>>;
    expect(page.closeTo).toBe("/admin/loan-applications?search_keyword=Sydney");

    const empty = await callRoute(requestDocuments.action, path, { cookie: admin.cookie, params, form: { message: "   " } });
    expect(fieldErrors(empty).message).toEqual(["The list of documents is required"]);
    expect((await recordSnapshot("loan_application", loan.id)).record.status).toBe("pending");

    const asked = "Your last three bank statements and the admission letter.";
    const answer = await callRoute(requestDocuments.action, path, { cookie: admin.cookie, params, form: { message: asked } });
    expectRedirect(answer, "/admin/loan-applications?search_keyword=Sydney");
    expect(answer.toast).toMatchObject({ type: "success", title: "Documents requested" });
    expect((await recordSnapshot("loan_application", loan.id)).record).toMatchObject({ status: "documents_needed", documentsRequest: asked });
    const mine = (await callRoute(studentLoanList, "/student/loan-applications", { cookie: student.cookie })).body as {
      rows: Array<{ id: number; canUpload: boolean; documentsRequest: string | null }>;
    };
    expect(mine.rows.find((row) => row.id === loan.id)).toMatchObject({ canUpload: true, documentsRequest: asked });
    expect(await db.notification.findFirst({ where: { userId: student.user.id }, orderBy: { id: "desc" } })).toMatchObject({
      title: "Documents needed",
      body: `Your education loan application needs more documents: ${asked} Upload them from your loan applications.`,
      link: "/student/loan-applications",
    });

    await attachLoanDocument({ studentId: student.user.id, loanId: loan.id, document: await storeBytes(PDF, "statements.pdf", "pdf") });
    expect((await recordSnapshot("loan_application", loan.id)).record).toMatchObject({ status: "processing", documentsRequest: null });
    expect((await callRoute(requestDocuments.loader, path, { cookie: student.cookie, params })).status).not.toBe(200);
  });

  test.each([
    { from: "pending", act: startLoanProcessing, to: "processing" },
    { from: "pending", act: approveLoan, to: "approved" },
    { from: "documents_needed", act: approveLoan, to: "approved" },
    { from: "processing", act: rejectLoan, to: "rejected" },
    { from: "processing", act: requestLoanDocumentsWithMessage, to: "documents_needed" },
  ])("$act.name moves a $from application to $to", async ({ from, act, to }) => {
    const loan = await createLoan(student.user.id, { status: from });
    const before = await recordSnapshot("loan_application", loan.id);
    await act({ adminId: admin.user.id, loanId: loan.id });
    const after = await recordSnapshot("loan_application", loan.id);
    expect(after.record.status).toBe(to);
    expect([after.audits, after.notices]).toEqual([before.audits + 1, before.notices + 1]);
  });

  test.each([
    { from: "processing", act: startLoanProcessing },
    { from: "approved", act: approveLoan },
    { from: "rejected", act: rejectLoan },
    { from: "documents_needed", act: requestLoanDocumentsWithMessage },
    { from: "approved", act: requestLoanDocumentsWithMessage },
  ])("refuses $act.name on a $from application and changes nothing", async ({ from, act }) => {
    const loan = await createLoan(student.user.id, { status: from });
    const before = await recordSnapshot("loan_application", loan.id);
    await expect(act({ adminId: admin.user.id, loanId: loan.id })).rejects.toBeInstanceOf(ActionNotAllowedError);
    expect(await recordSnapshot("loan_application", loan.id)).toEqual(before);
  });

  test("a Nepali student is asked for documents in Nepali, the request quoted as staff wrote it", async () => {
    const nepali = await signedInUser("student", "सीता शर्मा");
    await setPreferredLanguage(nepali.user.id, "ne");
    const loan = await createLoan(nepali.user.id);
    await requestLoanDocuments({ adminId: admin.user.id, loanId: loan.id, message: "The admission letter." });
    const mail = await db.mail.findFirstOrThrow({ where: { userId: nepali.user.id }, orderBy: { id: "desc" } });
    expect(mail.subject).toBe("कागजातहरू आवश्यक छन्");
    const { content } = JSON.parse(mail.data) as { content: NoticeContent };
    expect(content.paragraphs[0]).toContain("तपाईंको शैक्षिक ऋण आवेदनका लागि थप कागजातहरू चाहिन्छन्: The admission letter.");
    expect(content.details).toEqual([["चाहिने कागजात", "The admission letter."]]);
  });

  test("a refused row action comes back with an error toast", async () => {
    const loan = await createLoan(student.user.id, { status: "approved" });
    const answer = await callRoute(loanList.action, "/admin/loan-applications?page=3", { cookie: admin.cookie, form: { intent: "approve", id: String(loan.id) } });
    expectRedirect(answer, "/admin/loan-applications?page=3");
    expect(answer.toast).toMatchObject({ type: "error", title: "Action not allowed" });
    expect((await recordSnapshot("loan_application", loan.id)).record.status).toBe("approved");
  });

  test("the list no longer takes Reject: it goes through its confirmation route", async () => {
    const loan = await createLoan(student.user.id);
    const answer = await callRoute(loanList.action, "/admin/loan-applications", { cookie: admin.cookie, form: { intent: "reject", id: String(loan.id) } });
    expect(answer.status).toBe(400);
    expect((await recordSnapshot("loan_application", loan.id)).record.status).toBe("pending");
  });

  test("Assign Bank takes a partner bank only, once", async () => {
    const loan = await createLoan(student.user.id);
    const params = { id: String(loan.id) };
    const path = `/admin/loan-applications/${loan.id}/bank?search_keyword=Sydney`;
    const page = (await callRoute(loanBank.loader, path, { cookie: admin.cookie, params })).body as Awaited<ReturnType<typeof loanBank.loader>>;
    expect(page.closeTo).toBe("/admin/loan-applications?search_keyword=Sydney");
    expect(page.loan.preferredBank).toBe("Summit Credit Bank");

    expect(fieldErrors(await callRoute(loanBank.action, path, { cookie: admin.cookie, params, form: { bank: "Shady Loans Ltd" } })).bank).toEqual(["Choose a partner bank"]);
    const saved = await callRoute(loanBank.action, path, { cookie: admin.cookie, params, form: { bank: "Summit Credit Bank" } });
    expectRedirect(saved, "/admin/loan-applications?search_keyword=Sydney");
    expect(saved.toast).toMatchObject({ title: "Bank assigned" });
    expect((await recordSnapshot("loan_application", loan.id)).record).toMatchObject({ bank: "Summit Credit Bank", status: "pending" });

    const again = await callRoute(loanBank.loader, path, { cookie: admin.cookie, params });
    expect(again.toast).toMatchObject({ type: "error", title: "Action not allowed" });
  });

  test("View Documents lists the documents with admin download links", async () => {
    const loan = await createLoan(student.user.id);
    const page = (await callRoute(loanDocuments.loader, `/admin/loan-applications/${loan.id}/documents`, { cookie: admin.cookie, params: { id: String(loan.id) } })).body as Awaited<
      ReturnType<typeof loanDocuments.loader>
    >;
    expect(page.loan.documents).toMatchObject([{ originalName: "bank statement.pdf" }]);
  });

  // Once, a filter named like an inherited property answered 500
  test("a filter named __proto__, constructor or toString: the list drops it, the export refuses it with 400", async () => {
    for (const key of ["__proto__", "constructor", "toString"]) {
      const filters = encodeURIComponent(`{"${key}":1}`);
      expectRedirect(await callRoute(loanList.loader, `/admin/loan-applications?filters=${filters}`, { cookie: admin.cookie }), "/admin/loan-applications");
      const answer = await callRoute(loanExport.loader, `/admin/loan-applications/export.csv?filters=${filters}`, { cookie: admin.cookie });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual(expect.stringContaining(`filters.${key}: Unknown filter.`));
    }
  });

  test("Export Report streams every matching application", async () => {
    const reporter = await signedInUser("student", "सीता शर्मा Report Person");
    await createLoan(reporter.user.id, { university: "University of Report" });
    await createLoan(reporter.user.id, { university: "University of Report", status: "approved", bank: "Global Scholars Finance" });
    const answer = await callRoute(loanExport.loader, "/admin/loan-applications/export.csv?search_keyword=Report%20Person", { cookie: admin.cookie });
    expect(answer.response!.headers.get("Content-Disposition")).toMatch(/filename="loan-applications-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = await csvLines(answer);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toContain('"Student","Email","University","Course","Amount (USD)"');
    expect(lines[1]).toContain('"सीता शर्मा Report Person"');
    expect(lines[1]).toContain('"Global Scholars Finance","Approved","bank statement.pdf"');
    expect(lines[2]).toContain('"Unassigned","Pending"');
  });
});
