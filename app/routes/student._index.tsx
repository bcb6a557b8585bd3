import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { StatusBadge } from "~/components/booking/status-badge";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ButtonLink, buttonClass } from "~/components/ui/button";
import { bookingTitle } from "~/domain/booking";
import { formatDay } from "~/domain/dates";
import { SERVICE_TYPE_LABELS } from "~/domain/service-types";
import { STUDENT_TESTIMONIAL_PATH } from "~/domain/testimonial";
import { getStudentSummary, listRecentApplications, readStudentCase } from "~/models/student-dashboard.server";
import { getEnv } from "~/utils/env.server";
import { seoMeta } from "~/utils/meta";
import { requireStudent } from "~/auth/session.server";
import { bookingTime } from "~/features/booking/booking-views.server";
import { lookup } from "~/domain/lookup";

export const meta: MetaFunction = ({ matches }) => seoMeta("Dashboard", "Your case, applications, upcoming sessions and quick actions.", matches);

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
  const [summary, recent, { upcoming, nextSteps, toSend }] = await Promise.all([
    getStudentSummary(student.id),
    listRecentApplications(student.id, RECENT_ON_DASHBOARD),
    readStudentCase(student.id, { upcoming: UPCOMING_ON_DASHBOARD }),
  ]);
  return {
    name: student.name,
    summary,
    nextSteps,
    // a due date is a calendar day, kept at midnight UTC
    toSend: toSend.map(({ dueDate, ...item }) => ({ ...item, due: dueDate ? formatDay(dueDate, "UTC") : null })),
    recent: recent.map(({ createdAt, ...application }) => ({ ...application, submitted: formatDay(createdAt, zone) })),
    upcoming: upcoming.map((session) => ({
      id: session.id,
      title: bookingTitle(session),
      kind: lookup(SERVICE_TYPE_LABELS, session.type) ?? session.type,
      status: session.status,
      when: bookingTime(session.startTime, zone),
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

function CasePanel({ id, title, to, linkLabel, children }: { id: string; title: string; to: string; linkLabel: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col rounded-lg border border-gray-200 bg-white">
      <div className="flex items-center justify-between gap-3 border-b border-gray-100 px-5 py-4">
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        <Link to={to} className="text-sm font-semibold text-brand-700 hover:underline">
          {linkLabel}
        </Link>
      </div>
      <div className="flex-1 px-5 py-4 text-sm">{children}</div>
    </section>
  );
}

/**
 * Once an application reached visa granted or enrolled, the student is asked for a testimonial: the invitation until
 * they write one, then the way back to it (its state, and taking their consent back).
 */
function TestimonialInvitation() {
  const { summary } = useLoaderData<typeof loader>();
  if (summary.testimonial === "none") return null;
  if (summary.testimonial === "written") {
    return (
      <p className="rounded-lg border border-gray-200 bg-white px-5 py-3 text-sm text-gray-700" data-testid="testimonial-card">
        Thank you for your testimonial.{" "}
        <Link to={STUDENT_TESTIMONIAL_PATH} className="font-semibold text-brand-700 hover:underline">
          See where it stands
        </Link>
      </p>
    );
  }
  return (
    <section aria-labelledby="testimonial-heading" className="flex flex-wrap items-center justify-between gap-4 rounded-lg border border-brand-200 bg-brand-50 px-5 py-4" data-testid="testimonial-card">
      <div>
        <h2 id="testimonial-heading" className="text-lg font-semibold text-brand-900">
          Congratulations! Would you tell future students about your journey?
        </h2>
        <p className="mt-1 text-sm text-gray-700">A few lines in your own words. It shows on our website only with your consent, after our team has read it.</p>
      </div>
      <ButtonLink to={STUDENT_TESTIMONIAL_PATH}>Write your testimonial</ButtonLink>
    </section>
  );
}

/** The case leads the dashboard: each university application's next step, the documents to send, the messages. */
function YourCase() {
  const { summary, nextSteps, toSend } = useLoaderData<typeof loader>();
  return (
    <section aria-label="Your case" className="space-y-3">
      <p className="text-sm text-gray-600" data-testid="case-counsellor">
        {summary.counsellorName ? (
          <>
            Your counsellor is <strong className="font-semibold text-gray-900">{summary.counsellorName}</strong>.
          </>
        ) : (
          "A counsellor will be assigned to your case soon."
        )}
      </p>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        <CasePanel id="universities-heading" title="Universities" to="/student/universities" linkLabel="Open tracker">
          {nextSteps.length === 0 ? (
            <p className="text-gray-500">No university applications yet. Add a university to your shortlist.</p>
          ) : (
            <ul className="space-y-3">
              {nextSteps.map((step) => (
                <li key={step.id}>
                  <p className="font-medium text-gray-900">
                    {step.university} <span className="font-normal text-gray-500">· {step.country}</span>
                  </p>
                  <p className="text-xs text-gray-600">
                    <span className="font-semibold">{step.stageLabel}</span> · Next: {step.nextStep}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </CasePanel>
        <CasePanel id="documents-heading" title="Documents to send" to="/student/documents" linkLabel="Open checklist">
          {toSend.length === 0 ? (
            <p className="text-gray-500">Nothing to send right now.</p>
          ) : (
            <ul className="space-y-3">
              {toSend.map((item) => (
                <li key={item.id}>
                  <p className="font-medium text-gray-900">{item.name}</p>
                  <p className="text-xs text-gray-600">
                    {item.status === "rejected" ? `Send again: ${item.reason ?? "see the checklist"}` : "Requested"}
                    {item.due ? ` · Due ${item.due}` : ""}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </CasePanel>
        <CasePanel id="messages-heading" title="Messages" to="/student/messages" linkLabel="Open conversation">
          <p className="text-3xl font-bold text-gray-900" data-testid="unread-messages">
            {summary.unreadMessages}
          </p>
          <p className="mt-1 text-gray-600">{summary.unreadMessages === 1 ? "unread message from the consultancy" : "unread messages from the consultancy"}</p>
        </CasePanel>
      </div>
    </section>
  );
}

export default function StudentDashboard() {
  const { name, summary, recent, upcoming } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-gray-900">Welcome back, {name.split(" ")[0]}</h1>
          <p className="mt-1 text-sm text-gray-600">Here is where your case, applications and sessions stand.</p>
        </div>
        <ButtonLink to="/student/new-application">New Application</ButtonLink>
      </div>

      <TestimonialInvitation />

      <YourCase />

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

    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
