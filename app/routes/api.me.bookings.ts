import { apiRoute } from "~/auth/api.server";
import { MY_BOOKING_LIST } from "~/domain/student-api-lists";
import { bookingJson } from "~/features/api/booking-json.server";
import { requireCaseReader } from "~/features/api/case-access.server";
import { searchStudentBookings } from "~/models/booking.server";
import { listJson } from "~/utils/api-response.server";
import { parseApiListQuery } from "~/utils/list-query.server";

export const { loader, action } = apiRoute({
  /** The student's sessions of every kind, latest first, as on their four booking lists. */
  async GET({ request }) {
    const { studentId } = await requireCaseReader(request);
    const { rows, meta } = await searchStudentBookings(studentId, parseApiListQuery(request, MY_BOOKING_LIST));
    const now = new Date();
    return listJson(request, { data: rows.map((booking) => bookingJson(booking, now)), meta });
  },
});
