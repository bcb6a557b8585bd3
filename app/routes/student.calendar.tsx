import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { StudentStatusBadge } from "~/components/booking/status-badge";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { buttonClass } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/table";
import { BOOKING_FORM_PATHS } from "~/domain/booking";
import { dayInZone, zoneLabel, type Day } from "~/domain/dates";
import { readerOf, bookingKindIn, bookingTitleIn, type Reader } from "~/features/booking/booking-views.server";
import { bikramSambatText } from "~/i18n/bikram-sambat";
import { useLocalizedPath, useT } from "~/i18n/i18n";
import { LOCALES, intlLocale } from "~/i18n/locales";
import { listUpcomingBookings } from "~/models/booking.server";
import { calendarFeedUrls } from "~/utils/calendar-feed.server";
import { getEnv } from "~/utils/env.server";
import { seoMeta } from "~/utils/meta";
import { requireStudent } from "~/auth/session.server";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => (data ? seoMeta(data.meta.title, data.meta.description, matches) : []);

const MAX_SESSIONS = 100;

type SessionItem = {
  id: number;
  title: string;
  kind: string;
  status: string;
  time: string;
  staffName: string | null;
  meetingLink: string | null;
};

/** The month and year of a Bikram Sambat day ("मंसिर २०८३"): its text without the day of the month it starts with. */
function bikramSambatMonth(day: Day) {
  return bikramSambatText(day).split(" ").slice(1).join(" ");
}

/**
 * The Bikram Sambat months the listed days fall in ("मंसिर २०८३ र पौष २०८३"), for the languages whose readers count
 * in both calendars; null for the others, or with nothing listed.
 */
function bikramSambatMonthsOf(days: Day[], { locale, t }: Reader) {
  if (!LOCALES[locale].bikramSambat || days.length === 0) return null;
  const months = new Set(days.map(bikramSambatMonth));
  return t("student.calendar.bikramSambatMonths", { months: new Intl.ListFormat(intlLocale(locale)).format(months) });
}

export async function loader({ request }: LoaderFunctionArgs) {
  const student = await requireStudent(request);
  const zone = getEnv().APP_TIME_ZONE;
  const [sessions, reader] = await Promise.all([listUpcomingBookings({ studentId: student.id, take: MAX_SESSIONS }), readerOf(request)]);
  const { locale, t, format } = reader;
  // weekday and month names in the reader's language
  const dayHeading = new Intl.DateTimeFormat(intlLocale(locale), { weekday: "long", month: "long", day: "numeric", year: "numeric", timeZone: zone });
  const days = new Map<Day, { day: Day; heading: string; sessions: SessionItem[] }>();
  for (const session of sessions) {
    const day = dayInZone(session.startTime, zone);
    let entry = days.get(day);
    if (!entry) {
      const heading = dayHeading.format(session.startTime);
      entry = { day, heading: LOCALES[locale].bikramSambat ? t("student.calendar.dayWithBikramSambat", { day: heading, bikramSambat: bikramSambatText(day) }) : heading, sessions: [] };
      days.set(day, entry);
    }
    entry.sessions.push({
      id: session.id,
      title: bookingTitleIn(session, t),
      kind: bookingKindIn(session.type, t),
      status: session.status,
      time: `${format.time(session.startTime, zone)} – ${format.time(session.endTime, zone)} ${zoneLabel(session.startTime, zone)}`,
      staffName: session.staffName,
      meetingLink: session.status === "scheduled" ? session.meetingLink : null,
    });
  }
  return {
    meta: { title: t("student.calendar.heading"), description: t("student.calendar.metaDescription") },
    days: [...days.values()],
    bikramSambatMonths: bikramSambatMonthsOf([...days.keys()], reader),
    feed: calendarFeedUrls(student.id),
  };
}

export default function CalendarPage() {
  const { days, bikramSambatMonths, feed } = useLoaderData<typeof loader>();
  const t = useT();
  const lp = useLocalizedPath();
  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-2xl font-bold text-gray-900">{t("student.calendar.heading")}</h1>
        <p className="mt-1 text-sm text-gray-600">{t("student.calendar.intro")}</p>
        {bikramSambatMonths ? <p className="mt-1 text-sm text-gray-600">{bikramSambatMonths}</p> : null}
      </div>
      <section aria-labelledby="subscribe-heading" className="rounded-lg border border-gray-200 bg-white p-6">
        <h2 id="subscribe-heading" className="text-lg font-semibold">{t("student.calendar.subscribe.heading")}</h2>
        <p className="mt-1 text-sm text-gray-600">{t("student.calendar.subscribe.intro")}</p>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <a href={feed.webcal} className={buttonClass()}>
            {t("student.calendar.subscribe.button")}
          </a>
          <a href={feed.https} className={buttonClass({ variant: "secondary" })} download="sessions.ics">
            {t("student.calendar.subscribe.download")}
          </a>
        </div>
        <label htmlFor="feed-url" className="mt-4 block text-sm font-medium text-gray-700">
          {t("student.calendar.subscribe.feedAddress")}
        </label>
        <input id="feed-url" readOnly value={feed.https} className="mt-1 w-full rounded-md border border-gray-300 bg-gray-50 px-3 py-2 font-mono text-xs" />
      </section>
      {days.length === 0 ? (
        <EmptyState title={t("student.calendar.empty.title")} hint={t("student.calendar.empty.hint")}>
          <Link to={lp(BOOKING_FORM_PATHS.counseling)} className={buttonClass({ variant: "secondary" })}>
            {t("student.calendar.empty.book")}
          </Link>
        </EmptyState>
      ) : (
        <ol className="space-y-6">
          {days.map((day) => (
            <li key={day.day}>
              <h2 className="text-sm font-semibold uppercase tracking-wide text-gray-500">{day.heading}</h2>
              <ul className="mt-2 divide-y divide-gray-100 rounded-lg border border-gray-200 bg-white">
                {day.sessions.map((session) => (
                  <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 p-4" data-testid={`calendar-booking-${session.id}`}>
                    <div>
                      <p className="font-medium text-gray-900">
                        <Link to={`/student/bookings/${session.id}`} className="hover:underline">
                          {session.title}
                        </Link>
                      </p>
                      <p className="text-sm text-gray-600">
                        {session.time} · {session.kind}
                        {session.staffName ? ` · ${t("student.calendar.withStaff", { name: session.staffName })}` : ""}
                      </p>
                    </div>
                    <div className="flex flex-wrap items-center gap-2">
                      <StudentStatusBadge status={session.status} />
                      {session.meetingLink ? (
                        <a href={session.meetingLink} target="_blank" rel="noopener noreferrer" className={buttonClass({ size: "sm" })}>
                          {t("student.calendar.join")}
                        </a>
                      ) : null}
                      <a href={`/student/bookings/${session.id}/calendar.ics`} download className={buttonClass({ size: "sm", variant: "secondary" })}>
                        {t("student.calendar.addToCalendar")}
                      </a>
                    </div>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
