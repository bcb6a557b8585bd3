import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { StatusBadge } from "~/components/booking/status-badge";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { buttonClass } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/table";
import { BOOKING_FORM_PATHS, bookingTitle } from "~/domain/booking";
import { dayInZone, formatTime, zoneLabel } from "~/domain/dates";
import { SERVICE_TYPE_LABELS } from "~/domain/service-types";
import { listUpcomingBookings } from "~/models/booking.server";
import { calendarFeedUrls } from "~/utils/calendar-feed.server";
import { getEnv } from "~/utils/env.server";
import { seoMeta } from "~/utils/meta";
import { requireStudent } from "~/auth/session.server";
import { lookup } from "~/domain/lookup";

export const meta: MetaFunction = ({ matches }) => seoMeta("Calendar", "Your upcoming sessions by day, and a calendar feed to subscribe to.", matches);

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

export async function loader({ request }: LoaderFunctionArgs) {
  const student = await requireStudent(request);
  const zone = getEnv().APP_TIME_ZONE;
  const sessions = await listUpcomingBookings({ studentId: student.id, take: MAX_SESSIONS });
  const days = new Map<string, { day: string; heading: string; sessions: SessionItem[] }>();
  for (const session of sessions) {
    const day = dayInZone(session.startTime, zone);
    const entry = days.get(day) ?? {
      day,
      heading: new Intl.DateTimeFormat("en-US", { weekday: "long", month: "long", day: "numeric", year: "numeric", timeZone: zone }).format(session.startTime),
      sessions: [],
    };
    entry.sessions.push({
      id: session.id,
      title: bookingTitle(session),
      kind: lookup(SERVICE_TYPE_LABELS, session.type) ?? session.type,
      status: session.status,
      time: `${formatTime(session.startTime, zone)} – ${formatTime(session.endTime, zone)} ${zoneLabel(session.startTime, zone)}`,
      staffName: session.staffName,
      meetingLink: session.status === "scheduled" ? session.meetingLink : null,
    });
    days.set(day, entry);
  }
  return { days: [...days.values()], feed: calendarFeedUrls(student.id) };
}

export default function CalendarPage() {
  const { days, feed } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-2xl font-bold text-gray-900">Calendar</h1>
        <p className="mt-1 text-sm text-gray-600">Your upcoming sessions, day by day.</p>
      </div>
      <section aria-labelledby="subscribe-heading" className="rounded-lg border border-gray-200 bg-white p-6">
        <h2 id="subscribe-heading" className="text-lg font-semibold">Subscribe in your calendar app</h2>
        <p className="mt-1 text-sm text-gray-600">
          Google Calendar, Apple Calendar and Outlook can follow this private address: new and moved sessions appear and cancelled ones
          disappear on their own. Keep it to yourself.
        </p>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <a href={feed.webcal} className={buttonClass()}>
            Subscribe to calendar
          </a>
          <a href={feed.https} className={buttonClass({ variant: "secondary" })} download="sessions.ics">
            Download .ics
          </a>
        </div>
        <label htmlFor="feed-url" className="mt-4 block text-sm font-medium text-gray-700">
          Feed address
        </label>
        <input id="feed-url" readOnly value={feed.https} className="mt-1 w-full rounded-md border border-gray-300 bg-gray-50 px-3 py-2 font-mono text-xs" />
      </section>
      {days.length === 0 ? (
        <EmptyState title="No upcoming sessions" hint="Book a session and it will appear here.">
          <Link to={BOOKING_FORM_PATHS.counseling} className={buttonClass({ variant: "secondary" })}>
            Book Free Counseling
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
                        {session.staffName ? ` · with ${session.staffName}` : ""}
                      </p>
                    </div>
                    <div className="flex flex-wrap items-center gap-2">
                      <StatusBadge status={session.status} />
                      {session.meetingLink ? (
                        <a href={session.meetingLink} target="_blank" rel="noopener noreferrer" className={buttonClass({ size: "sm" })}>
                          Join Meeting
                        </a>
                      ) : null}
                      <a href={`/student/bookings/${session.id}/calendar.ics`} download className={buttonClass({ size: "sm", variant: "secondary" })}>
                        Add to calendar
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
