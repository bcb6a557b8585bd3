import type { LoaderFunctionArgs } from "@remix-run/node";
import { getAccountLocale } from "~/models/account-locale.server";
import { getAdminPayment } from "~/models/payment-admin.server";
import { renderInvoicePdf } from "~/models/payment.server";
import { getGeneralSettings } from "~/models/settings.server";
import { getEnv } from "~/utils/env.server";
import { notFound, requireId } from "~/utils/route-params.server";
import { requireAdmin } from "~/auth/session.server";

/** Download Invoice: the same PDF the student gets, for any payment, in the student's language: it is their document. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const payment = await getAdminPayment(requireId(params.id));
  if (!payment) throw notFound();
  const [company, locale] = await Promise.all([getGeneralSettings(), getAccountLocale(payment.student.id)]);
  const pdf = await renderInvoicePdf({ payment, student: payment.student, company, zone: getEnv().APP_TIME_ZONE, locale });
  return new Response(new Blob([pdf as Uint8Array<ArrayBuffer>]), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${payment.invoiceNumber}.pdf"`,
      "Cache-Control": "private, no-store",
    },
  });
}
