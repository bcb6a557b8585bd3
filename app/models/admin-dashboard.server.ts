import { addDaysToDay, addMonthsToDay, todayInZone, zonedDateTime } from "~/domain/dates";
import { INQUIRY_NEEDS_ACTION } from "~/domain/inquiry";
import { percentChange } from "~/domain/stats";
import { db } from "~/utils/db.server";
import { listNotifications } from "./notification.server";

type Range = { gte: Date; lt: Date };

function monthRanges(zone: string, now: Date) {
  const today = todayInZone(zone, now);
  const monthStartDay = `${today.slice(0, 7)}-01`;
  const thisMonth: Range = { gte: zonedDateTime(monthStartDay, "00:00", zone), lt: zonedDateTime(addMonthsToDay(monthStartDay, 1), "00:00", zone) };
  const lastMonth: Range = { gte: zonedDateTime(addMonthsToDay(monthStartDay, -1), "00:00", zone), lt: thisMonth.gte };
  const todayRange: Range = { gte: zonedDateTime(today, "00:00", zone), lt: zonedDateTime(addDaysToDay(today, 1), "00:00", zone) };
  return { thisMonth, lastMonth, today: todayRange };
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

async function pendingCreated(range?: Range) {
  const created = range ? { createdAt: range } : {};
  const [sops, loans, bookings, inquiries, payments] = await Promise.all([
    db.sopApplication.count({ where: { status: "pending", ...created } }),
    db.loanApplication.count({ where: { status: { in: ["pending", "documents_needed"] }, ...created } }),
    db.booking.count({ where: { status: "pending", ...created } }),
    db.inquiry.count({ where: { status: INQUIRY_NEEDS_ACTION, ...created } }),
    db.payment.count({ where: { status: "pending", ...created } }),
  ]);
  return sops + loans + bookings + inquiries + payments;
}

async function revenueCents(range: Range) {
  const result = await db.payment.aggregate({ where: { status: "paid", paidAt: range }, _sum: { amountCents: true } });
  return result._sum.amountCents ?? 0;
}

const RECENT_NOTIFICATIONS = 5;

/** Every figure of the admin dashboard, read from the database in one go, with the signed-in admin's latest notifications. */
export async function getAdminDashboard(zone: string, adminId: number, now = new Date()) {
  const { thisMonth, lastMonth, today } = monthRanges(zone, now);
  const [
    totalStudents,
    studentsThisMonth,
    studentsLastMonth,
    applicationsToday,
    applicationsThisMonth,
    applicationsLastMonth,
    pendingActions,
    pendingThisMonth,
    pendingLastMonth,
    revenueThisMonth,
    revenueLastMonth,
  ] = await Promise.all([
    db.user.count({ where: { role: "student" } }),
    db.user.count({ where: { role: "student", createdAt: thisMonth } }),
    db.user.count({ where: { role: "student", createdAt: lastMonth } }),
    applicationsCreated(today),
    applicationsCreated(thisMonth),
    applicationsCreated(lastMonth),
    pendingCreated(),
    pendingCreated(thisMonth),
    pendingCreated(lastMonth),
    revenueCents(thisMonth),
    revenueCents(lastMonth),
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
    { label: "Interview Prep", count: countOf(bookingByType, "type", "interview") },
    { label: "Speaking Mock", count: countOf(bookingByType, "type", "speaking") },
    { label: "Demo Class", count: countOf(bookingByType, "type", "demo_class") },
    { label: "Loan Assistance", count: loanCount },
  ];

  const [recentApplications, notifications, todaysSchedule] = await Promise.all([
    db.sopApplication.findMany({
      orderBy: { createdAt: "desc" },
      take: 5,
      select: { id: true, university: true, program: true, status: true, createdAt: true, student: { select: { name: true } } },
    }),
    listNotifications({ userId: adminId, page: 1, perPage: RECENT_NOTIFICATIONS }).then((page) => page.rows),
    db.booking.findMany({
      where: { startTime: today, status: { not: "cancelled" } },
      orderBy: { startTime: "asc" },
      take: 20,
      select: { id: true, type: true, status: true, startTime: true, staffName: true, student: { select: { name: true } } },
    }),
  ]);

  return {
    stats: {
      totalStudents: { value: totalStudents, change: percentChange(studentsThisMonth, studentsLastMonth) },
      applicationsToday: { value: applicationsToday, change: percentChange(applicationsThisMonth, applicationsLastMonth) },
      pendingActions: { value: pendingActions, change: percentChange(pendingThisMonth, pendingLastMonth) },
      revenueMonth: { value: revenueThisMonth, change: percentChange(revenueThisMonth, revenueLastMonth) },
    },
    statusDistribution,
    serviceDistribution,
    recentApplications,
    notifications,
    todaysSchedule,
  };
}
