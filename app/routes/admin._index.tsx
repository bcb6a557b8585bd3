import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { BriefcaseBusiness, CalendarClock, CreditCard, FileText } from "lucide";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Badge } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { formatDateTime, formatDay, formatTime } from "~/domain/dates";
import { formatMoney } from "~/domain/money";
import { SERVICE_TYPE_LABELS, isServiceType } from "~/domain/service-types";
import { describeChange, type Change } from "~/domain/stats";
import { statusDisplay } from "~/components/booking/status-badge";
import { RecentNotifications } from "~/components/notifications/notification-list";
import { notificationRow } from "~/features/notifications/notifications.server";
import { getRecentAdminDashboard } from "~/models/admin-dashboard.server";
import { readCaseWork } from "~/models/staff-case-work.server";
import { APPLICATION_STAGES, stageLabel } from "~/domain/university-application";
import { homePathFor, isAdmin, isCaseWorker } from "~/domain/roles";
import { cn } from "~/components/ui/cn";
import { getEnv } from "~/utils/env.server";
import { pageTitle } from "~/utils/meta";
import { requireStaffMember } from "~/auth/session.server";

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle("Dashboard", matches) }];

const CASE_ROWS = 5;

/** The case work leads: a counsellor sees their own students' threads, reviews, overdue items and applications. */
async function loadCaseWork(staff: { id: number; role: string }, zone: string) {
  const counsellorId = isAdmin(staff) ? undefined : staff.id;
  const { unreadThreads, toReview, overdue, byStage, notifications } = await readCaseWork({ viewerId: staff.id, counsellorId, take: CASE_ROWS, zone });
  return {
    caseWork: {
      scope: counsellorId ? ("mine" as const) : ("everyone" as const),
      unreadThreads,
      toReview,
      overdue: overdue.map(({ dueDate, ...item }) => ({ ...item, due: dueDate ? formatDay(dueDate, "UTC") : "" })),
      byStage: APPLICATION_STAGES.map((stage) => ({ label: stageLabel(stage), count: byStage[stage] })),
    },
    notifications,
  };
}

export async function loader({ request }: LoaderFunctionArgs) {
  // an editor's dashboard is the content area: "Dashboard" in their sidebar and their home lead there
  const staff = await requireStaffMember(request);
  if (!isCaseWorker(staff)) throw redirect(homePathFor(staff));
  const zone = getEnv().APP_TIME_ZONE;
  const [dashboard, { caseWork, notifications }] = await Promise.all([getRecentAdminDashboard(zone), loadCaseWork(staff, zone)]);
  return { zone, isAdmin: isAdmin(staff), ...dashboard, caseWork, notifications: notifications.map(notificationRow) };
}

const QUICK_ACTIONS = [
  { to: "/admin/sop-applications", label: "SOP applications", icon: FileText },
  { to: "/admin/interview-applications", label: "Interview applications", icon: BriefcaseBusiness },
  { to: "/admin/time-slots", label: "Time slots", icon: CalendarClock },
  { to: "/admin/payment-histories", label: "Payment histories", icon: CreditCard, adminOnly: true },
] as const;

function changeTone(change: Change | null) {
  if (change?.percent == null || change.percent === 0) return "text-gray-500";
  return change.percent > 0 ? "text-green-700" : "text-red-700";
}

function StatCard({ label, value, change, note }: { label: string; value: string; change: Change | null; note?: string }) {
  return (
    <div className="rounded-lg border border-gray-200 bg-white p-5" data-testid="stat-card">
      <p className="text-sm font-medium text-gray-500">{label}</p>
      <p className="mt-2 text-3xl font-bold text-gray-900">{value}</p>
      <p className={cn("mt-1 text-xs", changeTone(change))}>{describeChange(change) ?? note}</p>
    </div>
  );
}

function Bars({ title, rows }: { title: string; rows: Array<{ label: string; count: number }> }) {
  const max = Math.max(1, ...rows.map((row) => row.count));
  return (
    <section className="rounded-lg border border-gray-200 bg-white p-5">
      <h2 className="text-base font-semibold text-gray-900">{title}</h2>
      <ul className="mt-4 space-y-3">
        {rows.map((row) => (
          <li key={row.label}>
            <div className="flex justify-between text-sm">
              <span className="text-gray-700">{row.label}</span>
              <span className="font-medium text-gray-900">{row.count}</span>
            </div>
            <div className="mt-1 h-2 rounded-full bg-gray-100" aria-hidden="true">
              <div className="h-2 rounded-full bg-brand-500" style={{ width: `${(row.count / max) * 100}%` }} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

function CaseList({ title, to, linkLabel, empty, children, count }: { title: string; to: string; linkLabel: string; empty: string; count: number; children: ReactNode }) {
  return (
    <section className="rounded-lg border border-gray-200 bg-white p-5">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-base font-semibold text-gray-900">{title}</h2>
        <Link to={to} className="text-sm font-medium text-brand-700 hover:underline">
          {linkLabel}
        </Link>
      </div>
      {count === 0 ? <p className="mt-4 text-sm text-gray-500">{empty}</p> : <ul className="mt-4 space-y-3 text-sm">{children}</ul>}
    </section>
  );
}

function CaseWork() {
  const { zone, caseWork } = useLoaderData<typeof loader>();
  const whose = caseWork.scope === "mine" ? "Your students" : "All students";
  return (
    <section aria-labelledby="case-work-heading" className="space-y-3">
      <h2 id="case-work-heading" className="text-lg font-semibold text-gray-900">
        Case work <span className="text-sm font-normal text-gray-500">· {whose}</span>
      </h2>
      <div className="grid grid-cols-1 items-start gap-6 md:grid-cols-2 xl:grid-cols-4">
        <CaseList title="Unread conversations" to="/admin/conversations" linkLabel="All conversations" empty="Every conversation is read." count={caseWork.unreadThreads.length}>
          {caseWork.unreadThreads.map((thread) => (
            <li key={thread.studentId}>
              <Link to={`/admin/conversations/${thread.studentId}`} className="font-medium text-gray-900 hover:underline">
                {thread.studentName}
              </Link>
              <p className="text-xs text-gray-500">
                {thread.unread} unread · {formatDateTime(thread.lastMessageAt, zone)}
              </p>
            </li>
          ))}
        </CaseList>
        <CaseList title="Documents to review" to="/admin/students" linkLabel="Students" empty="No documents are waiting for a decision." count={caseWork.toReview.length}>
          {caseWork.toReview.map((item) => (
            <li key={item.id}>
              <Link to={`/admin/students/${item.student.id}/checklist`} className="font-medium text-gray-900 hover:underline">
                {item.name}
              </Link>
              <p className="text-xs text-gray-500">
                {item.student.name} · uploaded {formatDateTime(item.updatedAt, zone)}
              </p>
            </li>
          ))}
        </CaseList>
        <CaseList title="Overdue documents" to="/admin/students" linkLabel="Students" empty="Nothing is overdue." count={caseWork.overdue.length}>
          {caseWork.overdue.map((item) => (
            <li key={item.id}>
              <Link to={`/admin/students/${item.student.id}/checklist`} className="font-medium text-gray-900 hover:underline">
                {item.name}
              </Link>
              <p className="text-xs text-red-700">
                {item.student.name} · due {item.due}
              </p>
            </li>
          ))}
        </CaseList>
        <Bars title="Applications by stage" rows={caseWork.byStage} />
      </div>
    </section>
  );
}

export default function AdminDashboard() {
  const { zone, isAdmin, stats, statusDistribution, serviceDistribution, recentApplications, notifications, todaysSchedule } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-gray-900">Dashboard</h1>
        {isAdmin ? (
          <div className="flex gap-2">
            <ButtonLink to="/admin/settings" variant="secondary">
              Settings
            </ButtonLink>
            <ButtonLink to="/admin/services">Manage Services</ButtonLink>
          </div>
        ) : null}
      </div>

      <CaseWork />

      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard label="Total Students" value={String(stats.totalStudents.value)} change={stats.totalStudents.change} />
        <StatCard label="Applications Today" value={String(stats.applicationsToday.value)} change={stats.applicationsToday.change} />
        <StatCard label="Pending Actions" value={String(stats.pendingActions.value)} change={stats.pendingActions.change} note="Open right now" />
        {isAdmin ? <StatCard label="Revenue (Month)" value={formatMoney(stats.revenueMonth.value)} change={stats.revenueMonth.change} /> : null}
      </div>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <section className="rounded-lg border border-gray-200 bg-white p-5 lg:col-span-2">
          <div className="flex items-center justify-between">
            <h2 className="text-base font-semibold text-gray-900">Recent Applications</h2>
            <Link to="/admin/sop-applications" className="text-sm font-medium text-brand-700 hover:underline">
              View All
            </Link>
          </div>
          {recentApplications.length === 0 ? (
            <p className="mt-4 text-sm text-gray-500">No applications yet.</p>
          ) : (
            <ul className="mt-4 divide-y divide-gray-100">
              {recentApplications.map((application) => {
                const status = statusDisplay(application.status);
                return (
                  <li key={application.id} className="flex items-center justify-between gap-3 py-3">
                    <div className="min-w-0">
                      <p className="truncate text-sm font-medium text-gray-900">{application.student.name}</p>
                      <p className="truncate text-xs text-gray-500">
                        {application.university} · {application.program} · {formatDateTime(application.createdAt, zone)}
                      </p>
                    </div>
                    <Badge tone={status.tone}>{status.label}</Badge>
                  </li>
                );
              })}
            </ul>
          )}
        </section>
        <Bars title="Status Distribution" rows={statusDistribution} />
      </div>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <Bars title="Service Distribution" rows={serviceDistribution} />
        <section className="rounded-lg border border-gray-200 bg-white p-5">
          <div className="flex items-center justify-between">
            <h2 className="text-base font-semibold text-gray-900">Recent Notifications</h2>
            <Link to="/admin/notifications" className="text-sm font-medium text-brand-700 hover:underline">
              View All<span className="sr-only"> notifications</span>
            </Link>
          </div>
          {notifications.length === 0 ? (
            <p className="mt-4 text-sm text-gray-500">Nothing new.</p>
          ) : (
            <div className="mt-4">
              <RecentNotifications rows={notifications} action="/admin/notifications" />
            </div>
          )}
        </section>
        <section className="rounded-lg border border-gray-200 bg-white p-5">
          <h2 className="text-base font-semibold text-gray-900">Today&apos;s Schedule</h2>
          {todaysSchedule.length === 0 ? (
            <p className="mt-4 text-sm text-gray-500">No sessions today.</p>
          ) : (
            <ul className="mt-4 space-y-3">
              {todaysSchedule.map((booking) => (
                <li key={booking.id} className="flex items-start justify-between gap-2 text-sm">
                  <div>
                    <p className="font-medium text-gray-900">{formatTime(booking.startTime, zone)} · {isServiceType(booking.type) ? SERVICE_TYPE_LABELS[booking.type] : booking.type}</p>
                    <p className="text-xs text-gray-500">
                      {booking.student.name}
                      {booking.staffName ? ` with ${booking.staffName}` : ""}
                    </p>
                  </div>
                  <Badge tone={statusDisplay(booking.status).tone}>{statusDisplay(booking.status).label}</Badge>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>

      <section className="rounded-lg border border-gray-200 bg-white p-5">
        <h2 className="text-base font-semibold text-gray-900">Quick Actions</h2>
        <div className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {QUICK_ACTIONS.filter((action) => isAdmin || !("adminOnly" in action)).map((action) => (
            <Link
              key={action.to}
              to={action.to}
              className="flex items-center gap-3 rounded-md border border-gray-200 px-4 py-3 text-sm font-medium text-gray-800 hover:border-brand-300 hover:bg-brand-50"
            >
              <Icon icon={action.icon} className="h-5 w-5 shrink-0 text-brand-600" />
              {action.label}
            </Link>
          ))}
        </div>
      </section>
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
