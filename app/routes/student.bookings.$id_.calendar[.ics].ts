import type { LoaderFunctionArgs } from "@remix-run/node";
import { bookingEvent } from "~/domain/booking-calendar";
import { buildCalendar } from "~/domain/ics";
import { translator } from "~/i18n/catalogs.server";
import { getLocale } from "~/i18n/locale.server";
import { getStudentBooking } from "~/models/booking.server";
import { getGeneralSettings } from "~/models/settings.server";
import { getEnv } from "~/utils/env.server";
import { notFound, requireId } from "~/utils/route-params.server";
import { requireStudent } from "~/auth/session.server";

/** "Add to calendar": one session as an .ics file that any calendar app imports, in the student's language. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const student = await requireStudent(request);
  const booking = await getStudentBooking(student.id, requireId(params.id));
  if (!booking || booking.status === "cancelled") throw notFound();
  const { APP_URL, APP_TIME_ZONE } = getEnv();
  const [{ siteName }, locale] = await Promise.all([getGeneralSettings(), getLocale(request)]);
  const calendar = buildCalendar({
    siteName,
    name: siteName,
    timeZone: APP_TIME_ZONE,
    events: [bookingEvent({ ...booking, updatedAt: undefined }, { appUrl: APP_URL, siteName, t: translator(locale) })],
  });
  return new Response(calendar, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="session-${booking.id}.ics"`,
      "Cache-Control": "private, no-store",
    },
  });
}
