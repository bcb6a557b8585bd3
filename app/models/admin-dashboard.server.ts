import { todayInZone, zonedDateTime } from "~/domain/dates";
import { SERVICE_TYPES, type ServiceType } from "~/domain/service-types";
import { comparisonRanges, percentChange, type Change, type ChangeBasis, type DayRange } from "~/domain/stats";
import { INQUIRY_NEEDS_ACTION } from "~/domain/inquiry";
import { db } from "~/utils/db.server";
import { shortLivedCache } from "~/utils/short-lived-cache.server";

type Range = { gte: Date; lt: Date };

function instants({ from, to }: DayRange, zone: string): Range {
  return { gte: zonedDateTime(from, "00:00", zone), lt: zonedDateTime(to, "00:00", zone) };
}

async function applicationsCreated(range: Range) {
  const where = { createdAt: range };
  const [sops, loans, bookings, inquiries] = await Promise.all([
    db.sopApplication.count({ where }),
    db.loanApplication.count({ where }),
    db.booking.count({ where }),
    db.inquiry.count({ where }),
  ]);
  return sops + loans + bookings + inquiries;
}

async function pendingNow() {
  const [sops, loans, bookings, inquiries, payments] = await Promise.all([
    db.sopApplication.count({ where: { status: "pending" } }),
    db.loanApplication.count({ where: { status: { in: ["pending", "documents_needed"] } } }),
    db.booking.count({ where: { status: "pending" } }),
    db.inquiry.count({ where: { status: INQUIRY_NEEDS_ACTION } }),
    db.payment.count({ where: { status: "pending" } }),
  ]);
  return sops + loans + bookings + inquiries + payments;
}

async function revenueCents(range: Range) {
  // what was kept: a partly refunded payment stays "paid" and counts less what went back
  const result = await db.payment.aggregate({ where: { status: "paid", paidAt: range }, _sum: { amountCents: true, refundedCents: true } });
  return (result._sum.amountCents ?? 0) - (result._sum.refundedCents ?? 0);
}

/** The dashboard's bar labels; a Record, so a new session type cannot be left out of Service Distribution. */
const SERVICE_BAR_LABELS: Record<ServiceType, string> = {
  interview: "Interview Prep",
  speaking: "Speaking Mock",
  demo_class: "Demo Class",
  counseling: "Counseling",
};

function change(current: number, previous: number, basis: ChangeBasis): Change {
  return { percent: percentChange(current, previous), basis };
}

/**
 * Every figure of the admin dashboard, read now. Each change compares like with like (see `comparisonRanges`);
 * Pending Actions is a count of what is open now, which has no earlier figure to compare with, so it has no change.
 * The viewer's own reads (case work, notifications) are `readCaseWork`'s.
 */
export function getAdminDashboard(zone: string, now = new Date()) {
  return readFigures(zone, now);
}

/** How old the dashboard page's figures may be: every admin's visit within it shares one reading of the tables. */
export const DASHBOARD_FIGURES_TTL_MS = 5_000;
const recentFigures = shortLivedCache<DashboardFigures>(DASHBOARD_FIGURES_TTL_MS);

/**
 * The dashboard page's figures: they count and sum the largest tables, so this process reads them at most once per
 * DASHBOARD_FIGURES_TTL_MS (decision 063).
 */
export function getRecentAdminDashboard(zone: string, now = new Date()) {
  return recentFigures(`${zone} ${todayInZone(zone, now)}`, () => readFigures(zone, now));
}

type DashboardFigures = Awaited<ReturnType<typeof readFigures>>;

async function readFigures(zone: string, now: Date) {
  const ranges = comparisonRanges(todayInZone(zone, now));
  const [lastMonthToDate, today, sameWeekdayLastWeek, monthToDate] = [ranges.lastMonthToDate, ranges.today, ranges.sameWeekdayLastWeek, ranges.monthToDate].map(
    (range) => instants(range, zone),
  );
  const [totalStudents, studentsAMonthAgo, applicationsToday, applicationsLastWeek, pendingActions, revenueThisMonth, revenueLastMonth] = await Promise.all([
    db.user.count({ where: { role: "student" } }),
    db.user.count({ where: { role: "student", createdAt: { lt: lastMonthToDate.lt } } }),
    applicationsCreated(today),
    applicationsCreated(sameWeekdayLastWeek),
    pendingNow(),
    revenueCents(monthToDate),
    revenueCents(lastMonthToDate),
  ]);

  const [sopByStatus, loanByStatus, bookingByStatus, bookingByType, sopCount, loanCount] = await Promise.all([
    db.sopApplication.groupBy({ by: ["status"], _count: { _all: true } }),
    db.loanApplication.groupBy({ by: ["status"], _count: { _all: true } }),
    db.booking.groupBy({ by: ["status"], _count: { _all: true } }),
    db.booking.groupBy({ by: ["type"], _count: { _all: true } }),
    db.sopApplication.count(),
    db.loanApplication.count(),
  ]);
  const countOf = (rows: Array<{ _count: { _all: number } } & Record<string, unknown>>, key: string, value: string) =>
    rows.find((row) => row[key] === value)?._count._all ?? 0;

  const statusDistribution = [
    { label: "Completed", count: countOf(sopByStatus, "status", "completed") + countOf(bookingByStatus, "status", "completed") },
    { label: "Approved", count: countOf(loanByStatus, "status", "approved") },
    { label: "Pending", count: countOf(sopByStatus, "status", "pending") + countOf(loanByStatus, "status", "pending") + countOf(bookingByStatus, "status", "pending") },
    { label: "Scheduled", count: countOf(bookingByStatus, "status", "scheduled") },
  ];
  const serviceDistribution = [
    { label: "SOP Writing", count: sopCount },
    ...SERVICE_TYPES.map((type) => ({ label: SERVICE_BAR_LABELS[type], count: countOf(bookingByType, "type", type) })),
    { label: "Loan Assistance", count: loanCount },
  ];

  const [recentApplications, todaysSchedule] = await Promise.all([
    db.sopApplication.findMany({
      orderBy: { createdAt: "desc" },
      take: 5,
      select: { id: true, university: true, program: true, status: true, createdAt: true, student: { select: { name: true } } },
    }),
    db.booking.findMany({
      where: { startTime: today, status: { not: "cancelled" } },
      orderBy: { startTime: "asc" },
      take: 20,
      select: { id: true, type: true, status: true, startTime: true, staffName: true, student: { select: { name: true } } },
    }),
  ]);

  return {
    stats: {
      totalStudents: { value: totalStudents, change: change(totalStudents, studentsAMonthAgo, "a_month_ago") },
      applicationsToday: { value: applicationsToday, change: change(applicationsToday, applicationsLastWeek, "same_weekday_last_week") },
      pendingActions: { value: pendingActions, change: null },
      revenueMonth: { value: revenueThisMonth, change: change(revenueThisMonth, revenueLastMonth, "last_month_to_date") },
    },
    statusDistribution,
    serviceDistribution,
    recentApplications,
    todaysSchedule,
  };
}
