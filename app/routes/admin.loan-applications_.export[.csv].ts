import type { LoaderFunctionArgs } from "@remix-run/node";
import { LOAN_ADMIN_LIST } from "~/domain/admin-lists";
import { todayInZone } from "~/domain/dates";
import { exportLoanRows, loanReportColumns } from "~/models/loan-admin.server";
import { csvResponse } from "~/utils/csv-stream.server";
import { parseExportListQuery } from "~/utils/list-query.server";
import { getEnv } from "~/utils/env.server";
import { requireStaff } from "~/auth/session.server";

/**
 * Export Report: every loan application the list's search, status and counsellor filters match (all pages), streamed;
 * with no counsellor filter, the viewer's default, as on the list.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const viewer = await requireStaff(request);
  const query = parseExportListQuery(request, LOAN_ADMIN_LIST);
  const zone = getEnv().APP_TIME_ZONE;
  return csvResponse({ filename: `loan-applications-${todayInZone(zone)}.csv`, columns: loanReportColumns(zone), batches: exportLoanRows(query, viewer) });
}
