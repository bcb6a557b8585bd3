import type { LoaderFunctionArgs } from "@remix-run/node";
import { bookingEvent } from "~/domain/booking-calendar";
import { buildCalendar } from "~/domain/ics";
import { translator } from "~/i18n/catalogs.server";
import { getAccountLocale } from "~/models/account-locale.server";
import { listCalendarBookings } from "~/models/booking.server";
import { getGeneralSettings } from "~/models/settings.server";
import { verifyCalendarFeedToken } from "~/utils/calendar-feed.server";
import { getEnv } from "~/utils/env.server";
import { notFound } from "~/utils/route-params.server";

const FEED_PAST_DAYS = 30;
const FEED_MAX_EVENTS = 500;

/**
 * The student's calendar subscription (webcal or https). Calendar apps send no cookie, so the signed token in the
 * address is the credential; outside the student layout so that no session is asked for. Its texts are in the
 * language the student chose for their account, which a calendar app's request cannot tell.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const studentId = verifyCalendarFeedToken((params.token ?? "").replace(/\.ics$/, ""));
  if (studentId === null) throw notFound();
  const { APP_URL, APP_TIME_ZONE } = getEnv();
  const since = new Date(Date.now() - FEED_PAST_DAYS * 86_400_000);
  const [{ siteName }, locale, sessions] = await Promise.all([
    getGeneralSettings(),
    getAccountLocale(studentId),
    listCalendarBookings({ studentId, since, take: FEED_MAX_EVENTS }),
  ]);
  const t = translator(locale);
  const calendar = buildCalendar({
    siteName,
    name: t("documents.calendar.feedName", { siteName }),
    timeZone: APP_TIME_ZONE,
    events: sessions.map((session) => bookingEvent(session, { appUrl: APP_URL, siteName, t })),
  });
  return new Response(calendar, {
    headers: { "Content-Type": "text/calendar; charset=utf-8", "Cache-Control": "private, max-age=300" },
  });
}
