import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { StatusBadge } from "~/components/booking/status-badge";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ButtonLink, buttonClass } from "~/components/ui/button";
import { bookingTitle } from "~/domain/booking";
import { formatDay } from "~/domain/dates";
import { SERVICE_TYPE_LABELS, type ServiceType } from "~/domain/service-types";
import { listUpcomingSessions } from "~/models/booking.server";
import { getStudentSummary, listRecentApplications } from "~/models/student-dashboard.server";
import { getEnv } from "~/utils/env.server";
import { seoMeta } from "~/utils/meta";
import { requireStudent } from "~/utils/session.server";
import { sessionTime } from "~/features/booking/session-views.server";

export const meta: MetaFunction = ({ matches }) => seoMeta("Dashboard", "Your applications, upcoming sessions and quick actions.", matches);

const UPCOMING_ON_DASHBOARD = 3;
const RECENT_ON_DASHBOARD = 5;

const QUICK_ACTIONS = [
  { to: "/services/sop-writing", label: "Apply for SOP Writing" },
  { to: "/services/interview-application", label: "Book Interview Prep" },
  { to: "/services/speaking-mock", label: "Take a Speaking Mock" },
  { to: "/services/demo-class", label: "Book a Demo Class" },
  { to: "/student/profile", label: "Update Profile" },
  { to: "/contact", label: "Contact Support" },
] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const student = await requireStudent(request);
  const zone = getEnv().APP_TIME_ZONE;
  const [summary, recent, upcoming] = await Promise.all([
    getStudentSummary(student.id),
    listRecentApplications(student.id, RECENT_ON_DASHBOARD),
    listUpcomingSessions({ studentId: student.id, take: UPCOMING_ON_DASHBOARD }),
  ]);
  return {
    name: student.name,
    summary,
    recent: recent.map(({ createdAt, ...application }) => ({ ...application, submitted: formatDay(createdAt, zone) })),
    upcoming: upcoming.map((session) => ({
      id: session.id,
      title: bookingTitle(session),
      kind: SERVICE_TYPE_LABELS[session.type as ServiceType] ?? session.type,
      status: session.status,
      when: sessionTime(session.startTime, zone),
      meetingLink: session.status === "scheduled" ? session.meetingLink : null,
    })),
  };
}

function StatCard({ label, value, hint }: { label: string; value: number; hint: string }) {
  return (
    <div className="rounded-lg border border-gray-200 bg-white p-5">
      <p className="text-sm font-medium text-gray-500">{label}</p>
      <p className="mt-2 text-3xl font-bold text-gray-900">{value}</p>
      <p className="mt-1 text-xs text-gray-500">{hint}</p>
    </div>
  );
}

export default function StudentDashboard() {
  const { name, summary, recent, upcoming } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-gray-900">Welcome back, {name.split(" ")[0]}</h1>
          <p className="mt-1 text-sm text-gray-600">Here is where your applications and sessions stand.</p>
        </div>
        <ButtonLink to="/student/new-application">New Application</ButtonLink>
      </div>

      <section aria-label="Summary" className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <StatCard label="Total Applications" value={summary.totalApplications} hint="SOPs, loans and sessions" />
        <StatCard label="Upcoming Sessions" value={summary.upcomingSessions} hint="Pending or scheduled" />
        <StatCard label="Completed" value={summary.completed} hint="Finished SOPs and sessions, approved loans" />
      </section>

      <div className="grid grid-cols-1 gap-8 lg:grid-cols-3">
        <section aria-labelledby="recent-heading" className="rounded-lg border border-gray-200 bg-white lg:col-span-2">
          <h2 id="recent-heading" className="border-b border-gray-100 px-5 py-4 text-lg font-semibold">
            Recent Applications
          </h2>
          {recent.length === 0 ? (
            <p className="px-5 py-8 text-center text-sm text-gray-500">You have no applications yet.</p>
          ) : (
            <ul className="divide-y divide-gray-100">
              {recent.map((application) => (
                <li key={application.key} className="flex items-center justify-between gap-4 px-5 py-3">
                  <div className="min-w-0">
                    <Link to={application.href} className="block truncate font-medium text-gray-900 hover:underline">
                      {application.title}
                    </Link>
                    <p className="text-xs text-gray-500">
                      {application.kind} · {application.submitted}
                    </p>
                  </div>
                  <StatusBadge status={application.status} context={application.statusContext} />
                </li>
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby="quick-heading" className="rounded-lg border border-gray-200 bg-white">
          <h2 id="quick-heading" className="border-b border-gray-100 px-5 py-4 text-lg font-semibold">
            Quick Actions
          </h2>
          <ul className="grid gap-2 p-5">
            {QUICK_ACTIONS.map((action) => (
              <li key={action.to}>
                <Link to={action.to} className={buttonClass({ variant: "secondary", className: "w-full justify-start" })}>
                  {action.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>

      <section aria-labelledby="upcoming-heading" className="rounded-lg border border-gray-200 bg-white">
        <div className="flex items-center justify-between border-b border-gray-100 px-5 py-4">
          <h2 id="upcoming-heading" className="text-lg font-semibold">
            Upcoming Sessions
          </h2>
          <Link to="/student/calendar" className="text-sm font-semibold text-brand-700 hover:underline">
            View Calendar
          </Link>
        </div>
        {upcoming.length === 0 ? (
          <p className="px-5 py-8 text-center text-sm text-gray-500">No upcoming sessions. Book one from a service page.</p>
        ) : (
          <ul className="divide-y divide-gray-100">
            {upcoming.map((session) => (
              <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 px-5 py-3" data-testid={`upcoming-${session.id}`}>
                <div>
                  <Link to={`/student/bookings/${session.id}`} className="font-medium text-gray-900 hover:underline">
                    {session.title}
                  </Link>
                  <p className="text-xs text-gray-500">
                    {session.kind} · {session.when}
                  </p>
                </div>
                <div className="flex items-center gap-2">
                  <StatusBadge status={session.status} />
                  {session.meetingLink ? (
                    <a href={session.meetingLink} target="_blank" rel="noopener noreferrer" className={buttonClass({ size: "sm" })}>
                      Join Meeting
                    </a>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
