import type { LoaderFunctionArgs } from "@remix-run/node";
import { PAYMENT_ADMIN_LIST } from "~/domain/admin-lists";
import { todayInZone } from "~/domain/dates";
import { exportPaymentRows, paymentExportColumns } from "~/models/payment-admin.server";
import { csvResponse } from "~/utils/csv-stream.server";
import { parseExportListQuery } from "~/utils/list-query.server";
import { getEnv } from "~/utils/env.server";
import { requireAdmin } from "~/auth/session.server";

/** Export CSV: every payment the list's search and status filter match (all pages), streamed. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const query = parseExportListQuery(request, PAYMENT_ADMIN_LIST);
  const zone = getEnv().APP_TIME_ZONE;
  return csvResponse({ filename: `payments-${todayInZone(zone)}.csv`, columns: paymentExportColumns(zone), batches: exportPaymentRows(query) });
}
