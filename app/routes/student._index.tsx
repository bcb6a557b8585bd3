import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { countryNameIn } from "~/features/booking/option-keys";
import { Link, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { StudentStatusBadge } from "~/components/booking/status-badge";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ButtonLink, buttonClass } from "~/components/ui/button";
import { STUDENT_TESTIMONIAL_PATH } from "~/domain/testimonial";
import { nextStepTextOf, stageLabelText, translateApplicationText } from "~/domain/university-application";
import { getStudentSummary, listRecentApplications, readStudentCase, type RecentApplicationLabels } from "~/models/student-dashboard.server";
import { getEnv } from "~/utils/env.server";
import { seoMeta } from "~/utils/meta";
import { requireStudent } from "~/auth/session.server";
import { bookingTime, readerOf, bookingKindIn, bookingTitleIn } from "~/features/booking/booking-views.server";
import { T, useFormat, useLocalizedPath, useT } from "~/i18n/i18n";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => (data ? seoMeta(data.meta.title, data.meta.description, matches) : []);

const UPCOMING_ON_DASHBOARD = 3;
const RECENT_ON_DASHBOARD = 5;

const QUICK_ACTIONS = [
  { to: "/services/sop-writing", labelKey: "student.dashboard.quick.sopWriting" },
  { to: "/services/interview-application", labelKey: "student.dashboard.quick.interviewPrep" },
  { to: "/services/speaking-mock", labelKey: "student.dashboard.quick.speakingMock" },
  { to: "/services/demo-class", labelKey: "student.dashboard.quick.demoClass" },
  { to: "/student/profile", labelKey: "student.dashboard.quick.profile" },
  { to: "/contact", labelKey: "student.dashboard.quick.support" },
] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const student = await requireStudent(request);
  const zone = getEnv().APP_TIME_ZONE;
  const { t, format } = await readerOf(request);
  const labels: RecentApplicationLabels = {
    sop: t("student.dashboard.recent.sopWriting"),
    loan: t("student.dashboard.recent.loanAssistance"),
    bookingKindIn: (type) => bookingKindIn(type, t),
    bookingTitleIn: (booking) => bookingTitleIn(booking, t),
  };
  const [summary, recent, { upcoming, nextSteps, toSend }] = await Promise.all([
    getStudentSummary(student.id),
    listRecentApplications(student.id, RECENT_ON_DASHBOARD, labels),
    readStudentCase(student.id, { upcoming: UPCOMING_ON_DASHBOARD }),
  ]);
  return {
    meta: { title: t("student.dashboard.metaTitle"), description: t("student.dashboard.metaDescription") },
    name: student.name,
    summary,
    nextSteps: nextSteps.map((step) => ({
      ...step,
      stageLabel: translateApplicationText(t, stageLabelText(step.stage, step.country)),
      nextStep: translateApplicationText(t, nextStepTextOf(step.stage, step.country)),
    })),
    // a due date is a calendar day, kept at midnight UTC
    toSend: toSend.map(({ dueDate, ...item }) => ({ ...item, due: dueDate ? format.day(dueDate, "UTC") : null })),
    recent: recent.map(({ createdAt, ...application }) => ({ ...application, submitted: format.day(createdAt, zone) })),
    upcoming: upcoming.map((session) => ({
      id: session.id,
      title: bookingTitleIn(session, t),
      kind: bookingKindIn(session.type, t),
      status: session.status,
      when: bookingTime(session.startTime, zone, format),
      meetingLink: session.status === "scheduled" ? session.meetingLink : null,
    })),
  };
}

function StatCard({ label, value, hint }: { label: string; value: number; hint: string }) {
  const format = useFormat();
  return (
    <div className="rounded-lg border border-gray-200 bg-white p-5">
      <p className="text-sm font-medium text-gray-500">{label}</p>
      <p className="mt-2 text-3xl font-bold text-gray-900">{format.number(value)}</p>
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
  const t = useT();
  if (summary.testimonial === "none") return null;
  if (summary.testimonial === "written") {
    return (
      <p className="rounded-lg border border-gray-200 bg-white px-5 py-3 text-sm text-gray-700" data-testid="testimonial-card">
        <T k="student.dashboard.testimonial.thanks" components={{ 0: <Link to={STUDENT_TESTIMONIAL_PATH} className="font-semibold text-brand-700 hover:underline" /> }} />
      </p>
    );
  }
  return (
    <section aria-labelledby="testimonial-heading" className="flex flex-wrap items-center justify-between gap-4 rounded-lg border border-brand-200 bg-brand-50 px-5 py-4" data-testid="testimonial-card">
      <div>
        <h2 id="testimonial-heading" className="text-lg font-semibold text-brand-900">
          {t("student.dashboard.testimonial.heading")}
        </h2>
        <p className="mt-1 text-sm text-gray-700">{t("student.dashboard.testimonial.intro")}</p>
      </div>
      <ButtonLink to={STUDENT_TESTIMONIAL_PATH}>{t("student.dashboard.testimonial.write")}</ButtonLink>
    </section>
  );
}

/** The case leads the dashboard: each university application's next step, the documents to send, the messages. */
function YourCase() {
  const { summary, nextSteps, toSend } = useLoaderData<typeof loader>();
  const t = useT();
  const format = useFormat();
  return (
    <section aria-label={t("student.dashboard.case.label")} className="space-y-3">
      <p className="text-sm text-gray-600" data-testid="case-counsellor">
        {summary.counsellorName ? (
          <T k="student.dashboard.case.counsellor" values={{ name: summary.counsellorName }} components={{ 0: <strong className="font-semibold text-gray-900" /> }} />
        ) : (
          t("student.dashboard.case.noCounsellor")
        )}
      </p>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        <CasePanel id="universities-heading" title={t("student.dashboard.case.universities")} to="/student/universities" linkLabel={t("student.dashboard.case.openTracker")}>
          {nextSteps.length === 0 ? (
            <p className="text-gray-500">{t("student.dashboard.case.noUniversities")}</p>
          ) : (
            <ul className="space-y-3">
              {nextSteps.map((step) => (
                <li key={step.id}>
                  <p className="font-medium text-gray-900">
                    {step.university} <span className="font-normal text-gray-500">· {countryNameIn(t, step.country)}</span>
                  </p>
                  <p className="text-xs text-gray-600">
                    <T k="student.dashboard.case.nextStep" values={{ stage: step.stageLabel, next: step.nextStep }} components={{ 0: <span className="font-semibold" /> }} />
                  </p>
                </li>
              ))}
            </ul>
          )}
        </CasePanel>
        <CasePanel id="documents-heading" title={t("student.dashboard.case.documents")} to="/student/documents" linkLabel={t("student.dashboard.case.openChecklist")}>
          {toSend.length === 0 ? (
            <p className="text-gray-500">{t("student.dashboard.case.nothingToSend")}</p>
          ) : (
            <ul className="space-y-3">
              {toSend.map((item) => (
                <li key={item.id}>
                  <p className="font-medium text-gray-900">{item.name}</p>
                  <p className="text-xs text-gray-600">
                    {item.status !== "rejected"
                      ? t("student.dashboard.case.requested")
                      : item.reason
                        ? t("student.dashboard.case.sendAgainBecause", { reason: item.reason })
                        : t("student.dashboard.case.sendAgain")}
                    {item.due ? ` · ${t("student.dashboard.case.due", { date: item.due })}` : ""}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </CasePanel>
        <CasePanel id="messages-heading" title={t("student.dashboard.case.messages")} to="/student/messages" linkLabel={t("student.dashboard.case.openConversation")}>
          <p className="text-3xl font-bold text-gray-900" data-testid="unread-messages">
            {format.number(summary.unreadMessages)}
          </p>
          <p className="mt-1 text-gray-600">{t("student.dashboard.case.unread", { count: summary.unreadMessages })}</p>
        </CasePanel>
      </div>
    </section>
  );
}

export default function StudentDashboard() {
  const { name, summary, recent, upcoming } = useLoaderData<typeof loader>();
  const t = useT();
  const lp = useLocalizedPath();
  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-gray-900">{t("student.dashboard.welcome", { name: name.split(" ")[0] })}</h1>
          <p className="mt-1 text-sm text-gray-600">{t("student.dashboard.intro")}</p>
        </div>
        <ButtonLink to="/student/new-application">{t("student.dashboard.newApplication")}</ButtonLink>
      </div>

      <TestimonialInvitation />

      <YourCase />

      <section aria-labelledby="upcoming-heading" className="rounded-lg border border-gray-200 bg-white">
        <div className="flex items-center justify-between border-b border-gray-100 px-5 py-4">
          <h2 id="upcoming-heading" className="text-lg font-semibold">
            {t("student.dashboard.upcoming.heading")}
          </h2>
          <Link to="/student/calendar" className="text-sm font-semibold text-brand-700 hover:underline">
            {t("student.dashboard.upcoming.viewCalendar")}
          </Link>
        </div>
        {upcoming.length === 0 ? (
          <p className="px-5 py-8 text-center text-sm text-gray-500">{t("student.dashboard.upcoming.none")}</p>
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
                  <StudentStatusBadge status={session.status} />
                  {session.meetingLink ? (
                    <a href={session.meetingLink} target="_blank" rel="noopener noreferrer" className={buttonClass({ size: "sm" })}>
                      {t("student.dashboard.upcoming.join")}
                    </a>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-label={t("student.dashboard.summary.label")} className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <StatCard label={t("student.dashboard.summary.total")} value={summary.totalApplications} hint={t("student.dashboard.summary.totalHint")} />
        <StatCard label={t("student.dashboard.summary.upcoming")} value={summary.upcomingSessions} hint={t("student.dashboard.summary.upcomingHint")} />
        <StatCard label={t("student.dashboard.summary.completed")} value={summary.completed} hint={t("student.dashboard.summary.completedHint")} />
      </section>

      <div className="grid grid-cols-1 gap-8 lg:grid-cols-3">
        <section aria-labelledby="recent-heading" className="rounded-lg border border-gray-200 bg-white lg:col-span-2">
          <h2 id="recent-heading" className="border-b border-gray-100 px-5 py-4 text-lg font-semibold">
            {t("student.dashboard.recent.heading")}
          </h2>
          {recent.length === 0 ? (
            <p className="px-5 py-8 text-center text-sm text-gray-500">{t("student.dashboard.recent.none")}</p>
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
                  <StudentStatusBadge status={application.status} context={application.statusContext} />
                </li>
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby="quick-heading" className="rounded-lg border border-gray-200 bg-white">
          <h2 id="quick-heading" className="border-b border-gray-100 px-5 py-4 text-lg font-semibold">
            {t("student.dashboard.quick.heading")}
          </h2>
          <ul className="grid gap-2 p-5">
            {QUICK_ACTIONS.map((action) => (
              <li key={action.to}>
                <Link to={lp(action.to)} className={buttonClass({ variant: "secondary", className: "w-full justify-start" })}>
                  {t(action.labelKey)}
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
