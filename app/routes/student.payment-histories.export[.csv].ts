import type { LoaderFunctionArgs } from "@remix-run/node";
import { todayInZone } from "~/domain/dates";
import { exportStudentPaymentsCsv } from "~/models/payment.server";
import { getEnv } from "~/utils/env.server";
import { requireStudent } from "~/auth/session.server";

/** Export All: every payment of the student as a CSV file. */
export async function loader({ request }: LoaderFunctionArgs) {
  const student = await requireStudent(request);
  const zone = getEnv().APP_TIME_ZONE;
  const csv = await exportStudentPaymentsCsv(student.id, zone);
  return new Response(`\uFEFF${csv}`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="payments-${todayInZone(zone)}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
