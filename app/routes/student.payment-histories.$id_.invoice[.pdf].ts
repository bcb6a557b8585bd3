import type { LoaderFunctionArgs } from "@remix-run/node";
import { getStudentPayment, renderInvoicePdf } from "~/models/payment.server";
import { getGeneralSettings } from "~/models/settings.server";
import { getEnv } from "~/utils/env.server";
import { notFound, requireId } from "~/utils/route-params.server";
import { requireStudent } from "~/auth/session.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const student = await requireStudent(request);
  const payment = await getStudentPayment(student.id, requireId(params.id));
  if (!payment) throw notFound();
  const pdf = await renderInvoicePdf({ payment, student, company: await getGeneralSettings(), zone: getEnv().APP_TIME_ZONE });
  return new Response(new Blob([pdf as Uint8Array<ArrayBuffer>]), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${payment.invoiceNumber}.pdf"`,
      "Cache-Control": "private, no-store",
    },
  });
}
