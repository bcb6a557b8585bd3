import { apiRoute } from "~/auth/api.server";
import { MY_PAYMENT_LIST } from "~/domain/student-api-lists";
import { requireCaseReader } from "~/features/api/case-access.server";
import { paymentJson } from "~/features/api/payment-json.server";
import { searchStudentPayments } from "~/models/payment.server";
import { listJson } from "~/utils/api-response.server";
import { parseApiListQuery } from "~/utils/list-query.server";

export const { loader, action } = apiRoute({
  /** The student's invoices, newest first, as on /student/payment-histories. */
  async GET({ request }) {
    const { studentId } = await requireCaseReader(request);
    const { rows, meta } = await searchStudentPayments(studentId, parseApiListQuery(request, MY_PAYMENT_LIST));
    return listJson(request, { data: rows.map(paymentJson), meta });
  },
});
