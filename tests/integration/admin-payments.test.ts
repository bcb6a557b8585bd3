import { beforeAll, describe, expect, test } from "vitest";
import type { NoticeContent } from "~/domain/mail";
import { ActionNotAllowedError } from "~/models/admin-change.server";
import { setPreferredLanguage } from "~/models/preferred-language.server";
import { markPaymentPaid } from "~/models/payment-admin.server";
import { issueRefund } from "~/models/refund.server";
import { getSettings, saveSettings } from "~/models/settings.server";
import * as paymentList from "~/routes/admin.payment-histories";
import * as paymentRefund from "~/routes/admin.payment-histories.$id.refund/route";
import * as paymentInvoice from "~/routes/admin.payment-histories_.$id.invoice[.pdf]";
import * as paymentExport from "~/routes/admin.payment-histories_.export[.csv]";
import { db } from "~/utils/db.server";
import { createPayment } from "../support/fixtures/applications";
import { recordSnapshot } from "../support/fixtures/records";
import { callRoute, csvLines, expectRedirect } from "../support/routes";
import { signedInUser, type SignedInUser } from "../support/users";

let admin: SignedInUser;
let student: SignedInUser;

beforeAll(async () => {
  admin = await signedInUser("admin", "Asha Admin");
  student = await signedInUser("student", "Nima Sherpa");
});

type PaymentList = Awaited<ReturnType<typeof paymentList.loader>>;

describe("admin payments", () => {
  test("the list searches by invoice, student and service, and filters by status", async () => {
    const other = await signedInUser("student", "Kiran Payer");
    const paid = await createPayment(other.user.id, { status: "paid", name: "Speaking Mock Premium" });
    const pending = await createPayment(other.user.id);
    const ids = async (query: string) => ((await callRoute(paymentList.loader, `/admin/payment-histories?${query}`, { cookie: admin.cookie })).body as PaymentList).rows.map((row) => row.id);
    expect(await ids(`search_keyword=${paid.invoiceNumber}`)).toEqual([paid.id]);
    expect(await ids("search_keyword=Kiran")).toEqual([pending.id, paid.id]);
    expect(await ids(`search_keyword=${encodeURIComponent(other.user.email)}`)).toEqual([pending.id, paid.id]);
    expect(await ids("search_keyword=Speaking%20Mock%20Premium")).toEqual([paid.id]);
    expect(await ids(`search_keyword=Kiran&filters=${encodeURIComponent('{"status":"paid"}')}`)).toEqual([paid.id]);
    expect(await ids(`search_keyword=Kiran&sort_direction=asc`)).toEqual([paid.id, pending.id]);
    const row = ((await callRoute(paymentList.loader, `/admin/payment-histories?search_keyword=${pending.invoiceNumber}`, { cookie: admin.cookie })).body as PaymentList).rows[0];
    expect(row).toMatchObject({ amount: "$149.00", method: "Bank Transfer", status: "pending", actions: ["mark_paid"], student: { name: "Kiran Payer" } });
  });

  test("Mark as Paid settles a pending payment with its date; Issue Refund refunds a paid one", async () => {
    const payment = await createPayment(student.user.id);
    const marked = await callRoute(paymentList.action, "/admin/payment-histories?search_keyword=INV", { cookie: admin.cookie, form: { intent: "mark_paid", id: String(payment.id) } });
    expectRedirect(marked, "/admin/payment-histories?search_keyword=INV");
    expect(marked.toast).toEqual({ type: "success", title: "Payment marked as paid", description: `Invoice ${payment.invoiceNumber} is now paid.` });
    const paid = await recordSnapshot("payment", payment.id);
    expect(paid.record).toMatchObject({ status: "paid", paidAt: expect.any(Date), refundedAt: null });
    expect(await db.notification.findFirst({ where: { userId: student.user.id }, orderBy: { id: "desc" } })).toMatchObject({ title: "Payment received" });

    // Issue Refund goes through its confirmation: the list itself no longer takes it.
    expect((await callRoute(paymentList.action, "/admin/payment-histories", { cookie: admin.cookie, form: { intent: "refund", id: String(payment.id) } })).status).toBe(400);
    expect((await recordSnapshot("payment", payment.id)).record.status).toBe("paid");
    const refunded = await callRoute(paymentRefund.action, `/admin/payment-histories/${payment.id}/refund`, {
      cookie: admin.cookie,
      params: { id: String(payment.id) },
      form: { amount: "149", reason: "Cancelled" },
    });
    expect(refunded.toast).toMatchObject({ type: "success", title: "Refund issued" });
    expect((await recordSnapshot("payment", payment.id)).record).toMatchObject({ status: "refunded", refundedAt: expect.any(Date) });
  });

  test("a Nepali student hears of the payment and a partial refund in Nepali, amounts in Devanagari digits", async () => {
    const nepali = await signedInUser("student", "सीता शर्मा");
    await setPreferredLanguage(nepali.user.id, "ne");
    const payment = await createPayment(nepali.user.id);
    const lastMail = async () => {
      const mail = await db.mail.findFirstOrThrow({ where: { userId: nepali.user.id }, orderBy: { id: "desc" } });
      return { subject: mail.subject, content: (JSON.parse(mail.data) as { content: NoticeContent }).content };
    };
    await markPaymentPaid({ adminId: admin.user.id, paymentId: payment.id });
    const paid = await lastMail();
    expect(paid.subject).toBe("भुक्तानी प्राप्त भयो");
    expect(paid.content.paragraphs[0]).toContain(`(${payment.invoiceNumber}) का लागि तपाईंको भुक्तानी प्राप्त भयो। धन्यवाद।`);
    expect(paid.content.details).toContainEqual(["बीजक", payment.invoiceNumber]);
    expect(paid.content.details?.find(([label]) => label === "रकम")?.[1]).toContain("१४९");

    await issueRefund({ adminId: admin.user.id, paymentId: payment.id, amountCents: 4900, reason: "Class moved" });
    const refund = await lastMail();
    expect(refund.subject).toBe("रकम फिर्ता गरियो");
    expect(refund.content.paragraphs[0]).toMatch(/४९\.०० फिर्ता गरियो। भुक्तानीको .*१००\.०० फिर्ता गरिएको छैन।$/);
    expect(refund.content.details).toContainEqual(["कारण", "Class moved"]);
    // the student area reads the stored English notification back in Nepali
    expect(await db.notification.findFirst({ where: { userId: nepali.user.id }, orderBy: { id: "desc" } })).toMatchObject({ title: "Refund issued" });
  });

  test.each([
    { status: "paid", intent: "mark_paid", message: "Only pending payments can be marked as paid." },
    { status: "failed", intent: "mark_paid", message: "Only pending payments can be marked as paid." },
    { status: "pending", intent: "refund", message: "Only paid payments can be refunded." },
    { status: "refunded", intent: "refund", message: "Only paid payments can be refunded." },
  ])("refuses $intent on a $status payment with an error toast and changes nothing", async ({ status, intent, message }) => {
    const payment = await createPayment(student.user.id, { status });
    const before = await recordSnapshot("payment", payment.id);
    // Issue Refund posts from its confirmation route, Mark as Paid from the list.
    const answer =
      intent === "refund"
        ? await callRoute(paymentRefund.action, `/admin/payment-histories/${payment.id}/refund`, { cookie: admin.cookie, params: { id: String(payment.id) }, form: { amount: "1", reason: "Crafted" } })
        : await callRoute(paymentList.action, "/admin/payment-histories", { cookie: admin.cookie, form: { intent, id: String(payment.id) } });
    expect(answer.toast).toEqual({ type: "error", title: "Action not allowed", description: message });
    expect(await recordSnapshot("payment", payment.id)).toEqual(before);
    const direct =
      intent === "refund"
        ? issueRefund({ adminId: admin.user.id, paymentId: payment.id, amountCents: 100, reason: "Crafted" })
        : markPaymentPaid({ adminId: admin.user.id, paymentId: payment.id });
    await expect(direct).rejects.toBeInstanceOf(ActionNotAllowedError);
  });

  test("Export CSV streams every matching payment (all pages) with a filename, as UTF-8 with a byte-order mark", async () => {
    const exporter = await signedInUser("student", "Zoë Núñez, \"The\" Exporter");
    for (let index = 0; index < 12; index++) await createPayment(exporter.user.id, { name: index === 0 ? "=cmd()" : "Demo Class" });
    const answer = await callRoute(paymentExport.loader, `/admin/payment-histories/export.csv?search_keyword=Exporter&page=2`, { cookie: admin.cookie });
    expect(answer.status).toBe(200);
    expect(answer.response!.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(answer.response!.headers.get("Content-Disposition")).toMatch(/^attachment; filename="payments-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = await csvLines(answer);
    expect(lines[0]).toBe('"Invoice","Student","Email","Service","Date","Amount","Currency","Payment Method","Status","Paid On","Refunded On"');
    expect(lines).toHaveLength(13);
    expect(lines[1]).toContain('"Zoë Núñez, ""The"" Exporter"');
    expect(lines[1]).toContain('"149.00","USD","Bank Transfer","Pending"');
    expect(lines.at(-1)).toContain(`"'=cmd()"`);

    const paidOnly = await callRoute(paymentExport.loader, `/admin/payment-histories/export.csv?search_keyword=Exporter&filters=${encodeURIComponent('{"status":"paid"}')}`, { cookie: admin.cookie });
    expect(await csvLines(paidOnly)).toHaveLength(1);
  });

  test("Download Invoice answers the PDF of any payment, written by the consultancy of the settings; an unknown one is a 404", async () => {
    await saveSettings("general", { ...(await getSettings("general")), siteName: "Himal Consultancy" }, admin.user.id);
    const payment = await createPayment(student.user.id);
    const answer = await callRoute(paymentInvoice.loader, `/admin/payment-histories/${payment.id}/invoice.pdf`, { cookie: admin.cookie, params: { id: String(payment.id) } });
    expect(answer.status).toBe(200);
    expect(answer.response!.headers.get("Content-Disposition")).toBe(`attachment; filename="${payment.invoiceNumber}.pdf"`);
    const pdf = new TextDecoder("latin1").decode(await answer.response!.arrayBuffer());
    expect(pdf.startsWith("%PDF-")).toBe(true);
    const author = /\/Author (\d+) 0 R/.exec(pdf)?.[1];
    expect(pdf).toContain(`\n${author} 0 obj\n(Himal Consultancy)\nendobj`);
    expect(pdf).not.toContain("EduGlobal");
    expect((await callRoute(paymentInvoice.loader, "/admin/payment-histories/999999/invoice.pdf", { cookie: admin.cookie, params: { id: "999999" } })).status).toBe(404);
  });
});
