import { beforeAll, describe, expect, test } from "vitest";
import { markPaymentPaid } from "~/models/payment-admin.server";
import { issueRefund } from "~/models/refund.server";
import { setPreferredLanguage } from "~/models/preferred-language.server";
import { getGeneralSettings, saveSettings } from "~/models/settings.server";
import * as adminInvoice from "~/routes/admin.payment-histories_.$id.invoice[.pdf]";
import * as studentInvoice from "~/routes/student.payment-histories.$id_.invoice[.pdf]";
import { createPayment } from "../support/fixtures/applications";
import { pdfPages, pdftotext } from "../support/pdf-text";
import { callRoute } from "../support/routes";
import { signedInUser, type SignedInUser } from "../support/users";

let admin: SignedInUser;

beforeAll(async () => {
  admin = await signedInUser("admin", "Asha Admin");
  await saveSettings(
    "general",
    {
      ...(await getGeneralSettings()),
      siteName: "Himal Study Abroad",
      officeAddress: "Putalisadak 12, Kathmandu",
      contactEmail: "office@himal.example",
      contactPhone: "+977 1 4000000",
    },
    admin.user.id,
  );
});

async function studentInvoicePdf(student: SignedInUser, paymentId: number) {
  const answer = await callRoute(studentInvoice.loader, `/student/payment-histories/${paymentId}/invoice.pdf`, { cookie: student.cookie, params: { id: String(paymentId) } });
  expect(answer.status).toBe(200);
  expect(answer.response!.headers.get("Content-Type")).toBe("application/pdf");
  return new Uint8Array(await answer.response!.arrayBuffer());
}

async function adminInvoicePdf(paymentId: number) {
  const answer = await callRoute(adminInvoice.loader, `/admin/payment-histories/${paymentId}/invoice.pdf`, { cookie: admin.cookie, params: { id: String(paymentId) } });
  expect(answer.status).toBe(200);
  return new Uint8Array(await answer.response!.arrayBuffer());
}

/** The PDF's raw bytes as Latin-1, to look at its font dictionaries. */
const rawPdf = (bytes: Uint8Array) => Buffer.from(bytes).toString("latin1");

describe("invoice PDF", () => {
  test("a Latin name with accents comes out intact, with the consultancy's details from the General settings", async () => {
    const student = await signedInUser("student", "Zoë Núñez");
    const payment = await createPayment(student.user.id, { name: "Visa Interview Préparation", amountCents: 14_900 });
    const pages = await pdfPages(await studentInvoicePdf(student, payment.id));
    expect(pages).toHaveLength(1);
    const text = pages[0];
    expect(text).toContain("Zoë Núñez");
    expect(text).not.toContain("?");
    expect(text).not.toContain("\u0000");
    expect(text).toContain(student.user.email);
    for (const detail of ["Himal Study Abroad", "Putalisadak 12, Kathmandu", "office@himal.example", "+977 1 4000000"]) expect(text).toContain(detail);
    expect(text).toContain(`Invoice number: ${payment.invoiceNumber}`);
    expect(text).toContain("Visa Interview Préparation");
    expect(text).toContain("Total: $149.00");
    expect(text).toContain("Status: Pending");
    expect(text).toContain("No payment received yet.");
  });

  test("a Devanagari name is drawn with the embedded Devanagari font and extracts as the same letters", async () => {
    const student = await signedInUser("student", "सीता शर्मा");
    const payment = await createPayment(student.user.id);
    const bytes = await adminInvoicePdf(payment.id);
    const [text] = await pdfPages(bytes);
    expect(text).toContain("सीता");
    // The reph of "शर्मा" is drawn before the letter it sits on, so a reader extracts its letters in drawing order:
    // every letter is there, none replaced. A letter the font lacks (.notdef) would extract as U+0000.
    const surname = text.split("\n").find((line) => line.startsWith("सीता "))!.slice("सीता ".length);
    expect([...surname].sort()).toEqual([..."शर्मा"].sort());
    expect(text).not.toContain("?");
    expect(text).not.toContain("\u0000");
    expect(rawPdf(bytes)).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansDevanagari-Regular/);
    expect(rawPdf(bytes)).toContain("/FontFile2");
  });

  test("paid and refunded dates and amounts are listed with the status", async () => {
    const student = await signedInUser("student", "Refund Person");
    const payment = await createPayment(student.user.id, { amountCents: 12_000 });
    await markPaymentPaid({ adminId: admin.user.id, paymentId: payment.id });
    await issueRefund({ adminId: admin.user.id, paymentId: payment.id, amountCents: 12_000, reason: "Cancelled" });
    const [text] = await pdfPages(await adminInvoicePdf(payment.id));
    expect(text).toMatch(/Paid on \w{3} \d{1,2}, \d{4}: \$120\.00/);
    expect(text).toMatch(/Refunded on \w{3} \d{1,2}, \d{4}: \$120\.00/);
    expect(text).toContain("Status: Refunded");
  });

  test("a long invoice flows onto a second page", async () => {
    const student = await signedInUser("student", "Long Invoice");
    const longName = Array.from({ length: 120 }, (_, index) => `Counselling session ${index + 1} with written feedback`).join(", ");
    const payment = await createPayment(student.user.id, { name: longName });
    const pages = await pdfPages(await studentInvoicePdf(student, payment.id));
    expect(pages).toHaveLength(2);
    expect(pages[1]).toContain("Total: $149.00");
    expect(pages.join("\n").replace(/\s+/g, " ")).toContain("Counselling session 120 with written feedback");
  });

  test("a Nepali student's invoice: Nepali labels, amounts and dates with the Bikram Sambat date, read back as written", async () => {
    const student = await signedInUser("student", "सीता शर्मा");
    await setPreferredLanguage(student.user.id, "ne");
    const payment = await createPayment(student.user.id, { name: "नेपाली विद्यार्थी शुल्क रसिद", amountCents: 12_000 });
    await markPaymentPaid({ adminId: admin.user.id, paymentId: payment.id });
    const text = await pdftotext(await studentInvoicePdf(student, payment.id));
    // conjuncts, the vowel sign ि drawn before its consonant and the reph after it all come back in written order
    expect(text).toContain("नेपाली विद्यार्थी शुल्क रसिद");
    expect(text).toMatch(new RegExp(`बीजक नम्बर: +${payment.invoiceNumber}`));
    expect(text).toMatch(/मिति: +[०-९]{4} \S+ [०-९]{1,2} \(वि\.सं\. [०-९]{1,2} \S+ [०-९]{4}\)/);
    expect(text).toMatch(/स्थिति: +भुक्तानी भएको/);
    // (the currency and the amount are kept together by a no-break space, as Intl writes them)
    expect(text).toMatch(/जम्मा: US\$\s१२०\.००/);
    expect(text).toMatch(/\(वि\.सं\. [०-९]{1,2} \S+ [०-९]{4}\) मा भुक्तानी गरिएको: US\$\s१२०\.००/);
    expect(text).toContain("सीता शर्मा");
    expect(text).not.toMatch(/Invoice number|Total:|Paid on/);

    // the same document when an admin downloads it: the student's language, not the admin's
    expect(await pdftotext(await adminInvoicePdf(payment.id))).toContain("बीजक नम्बर:");
  });
});
