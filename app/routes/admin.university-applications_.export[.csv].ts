import type { LoaderFunctionArgs } from "@remix-run/node";
import { todayInZone } from "~/domain/dates";
import { UNIVERSITY_APPLICATION_LIST } from "~/domain/university-application";
import { applicationReportColumns, exportApplicationRows } from "~/models/university-application.server";
import { csvResponse } from "~/utils/csv-stream.server";
import { parseExportListQuery } from "~/utils/list-query.server";
import { getEnv } from "~/utils/env.server";
import { requireStaff } from "~/auth/session.server";

/** Export CSV: every application the board's or list's search and filters match (all pages), streamed. */
export async function loader({ request }: LoaderFunctionArgs) {
  const viewer = await requireStaff(request);
  const query = parseExportListQuery(request, UNIVERSITY_APPLICATION_LIST);
  const zone = getEnv().APP_TIME_ZONE;
  return csvResponse({ filename: `university-applications-${todayInZone(zone)}.csv`, columns: applicationReportColumns(zone), batches: exportApplicationRows(query, viewer) });
}
