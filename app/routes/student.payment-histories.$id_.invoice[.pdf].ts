import type { LoaderFunctionArgs } from "@remix-run/node";
import { getLocale } from "~/i18n/locale.server";
import { getStudentPayment, renderInvoicePdf } from "~/models/payment.server";
import { getGeneralSettings } from "~/models/settings.server";
import { getEnv } from "~/utils/env.server";
import { notFound, requireId } from "~/utils/route-params.server";
import { requireStudent } from "~/auth/session.server";

/** The student's invoice as a PDF, in the language they read the site in. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const student = await requireStudent(request);
  const payment = await getStudentPayment(student.id, requireId(params.id));
  if (!payment) throw notFound();
  const [company, locale] = await Promise.all([getGeneralSettings(), getLocale(request)]);
  const pdf = await renderInvoicePdf({ payment, student, company, zone: getEnv().APP_TIME_ZONE, locale });
  return new Response(new Blob([pdf as Uint8Array<ArrayBuffer>]), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${payment.invoiceNumber}.pdf"`,
      "Cache-Control": "private, no-store",
    },
  });
}
