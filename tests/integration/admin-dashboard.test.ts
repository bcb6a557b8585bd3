import { beforeEach, describe, expect, test } from "vitest";
import { getAdminDashboard, getRecentAdminDashboard } from "~/models/admin-dashboard.server";
import { readCaseWork } from "~/models/staff-case-work.server";
import { db } from "~/utils/db.server";
import { createTestUser } from "../support/users";

const ZONE = "Asia/Kathmandu";

describe("admin dashboard figures", () => {
  test("counts students, today's applications, pending actions and this month's revenue from the database", async () => {
    const now = new Date("2026-11-22T06:00:00Z");
    const student = await createTestUser("student", "Asha");
    await db.sopApplication.create({ data: { studentId: student.id, package: "standard", university: "U", program: "P", createdAt: now } });
    await db.sopApplication.create({ data: { studentId: student.id, package: "standard", university: "U", program: "P", status: "completed", createdAt: new Date("2026-10-05T06:00:00Z") } });
    await db.loanApplication.create({ data: { studentId: student.id, university: "U", course: "C", loanAmount: 10000, collateralValue: 0, collateralType: "None", status: "documents_needed", createdAt: now } });
    await db.payment.create({ data: { invoiceNumber: "INV-1", studentId: student.id, serviceName: "SOP", amountCents: 14900, method: "card", status: "paid", paidAt: now } });
    await db.payment.create({ data: { invoiceNumber: "INV-2", studentId: student.id, serviceName: "SOP", amountCents: 10000, method: "card", status: "paid", paidAt: new Date("2026-10-10T06:00:00Z") } });

    const dashboard = await getAdminDashboard(ZONE, now);

    expect(dashboard.stats.totalStudents.value).toBe(1);
    expect(dashboard.stats.applicationsToday.value).toBe(2);
    expect(dashboard.stats.pendingActions.value).toBe(2);
    expect(dashboard.stats.revenueMonth).toEqual({ value: 14900, change: { percent: 49, basis: "last_month_to_date" } });
    expect(dashboard.statusDistribution).toContainEqual({ label: "Completed", count: 1 });
    expect(dashboard.serviceDistribution).toContainEqual({ label: "Loan Assistance", count: 1 });
    expect(dashboard.recentApplications[0].student.name).toBe("Asha");
  });

  test("Recent Notifications are the signed-in admin's own five latest, newest first, read or not", async () => {
    const admin = await createTestUser("admin", "Asha Admin");
    const other = await createTestUser("admin", "Bikash Admin");
    for (let index = 1; index <= 6; index++) {
      await db.notification.create({
        data: {
          userId: admin.id,
          title: `Notice ${index}`,
          body: `Body ${index}`,
          link: `/admin/sop-applications/${index}`,
          readAt: index === 5 ? new Date("2026-11-22T06:00:00Z") : null,
          createdAt: new Date(`2026-11-2${index}T06:00:00Z`),
        },
      });
    }
    await db.notification.create({ data: { userId: other.id, title: "Not Asha's", body: "b", createdAt: new Date("2026-11-29T06:00:00Z") } });

    const { notifications } = await readCaseWork({ viewerId: admin.id, take: 5, zone: ZONE, now: new Date("2026-11-27T06:00:00Z") });

    expect(notifications.map((row) => ({ title: row.title, body: row.body, link: row.link, read: row.readAt !== null }))).toEqual([
      { title: "Notice 6", body: "Body 6", link: "/admin/sop-applications/6", read: false },
      { title: "Notice 5", body: "Body 5", link: "/admin/sop-applications/5", read: true },
      { title: "Notice 4", body: "Body 4", link: "/admin/sop-applications/4", read: false },
      { title: "Notice 3", body: "Body 3", link: "/admin/sop-applications/3", read: false },
      { title: "Notice 2", body: "Body 2", link: "/admin/sop-applications/2", read: false },
    ]);
  });
});

describe("the dashboard page's figures", () => {
  test("are read once for every visit within a few seconds, while each admin's notifications are read each time", async () => {
    const now = new Date("2026-11-22T06:00:00Z");
    const admin = await createTestUser("admin", "Page Admin");
    const first = await getRecentAdminDashboard(ZONE, now);
    await createTestUser("student", "Later Student");
    await db.notification.create({ data: { userId: admin.id, title: "Fresh notice", body: "b", createdAt: now } });

    const second = await getRecentAdminDashboard(ZONE, now);

    expect(second.stats).toEqual(first.stats);
    expect((await readCaseWork({ viewerId: admin.id, take: 5, zone: ZONE, now })).notifications.map((row) => row.title)).toContain("Fresh notice");
    // the model's own reading is never stale
    expect((await getAdminDashboard(ZONE, now)).stats.totalStudents.value).toBe(first.stats.totalStudents.value + 1);
  });
});

describe("admin dashboard changes", () => {
  beforeEach(async () => {
    await db.payment.deleteMany();
    await db.booking.deleteMany();
    await db.sopApplication.deleteMany();
    await db.loanApplication.deleteMany();
    await db.user.deleteMany();
  });

  test("compares like with like: today with the same weekday last week, the month to date with last month to the same day", async () => {
    const now = new Date("2026-11-22T06:00:00Z"); // Sunday 22 November, 11:45 in Kathmandu
    const student = await createTestUser("student", "Asha");
    const sop = (createdAt: string) => db.sopApplication.create({ data: { studentId: student.id, package: "standard", university: "U", program: "P", createdAt: new Date(createdAt) } });
    await sop("2026-11-22T04:00:00Z");
    await sop("2026-11-22T05:00:00Z");
    await sop("2026-11-15T05:00:00Z"); // the same weekday last week
    await sop("2026-11-16T05:00:00Z"); // another day last week: not the baseline
    const paid = (invoiceNumber: string, amountCents: number, paidAt: string, refundedCents = 0) =>
      db.payment.create({ data: { invoiceNumber, studentId: student.id, serviceName: "SOP", amountCents, refundedCents, method: "card", status: "paid", paidAt: new Date(paidAt) } });
    await paid("INV-1", 20000, "2026-11-10T06:00:00Z");
    await paid("INV-4", 5000, "2026-11-12T06:00:00Z", 5000 - 1); // partly refunded: only what was kept counts
    await paid("INV-2", 10000, "2026-10-20T06:00:00Z"); // last month before the 22nd: the baseline
    await paid("INV-3", 90000, "2026-10-28T06:00:00Z"); // last month after the 22nd: not compared

    const { stats } = await getAdminDashboard(ZONE, now);

    expect(stats.applicationsToday).toEqual({ value: 2, change: { percent: 100, basis: "same_weekday_last_week" } });
    expect(stats.revenueMonth).toEqual({ value: 20001, change: { percent: 100, basis: "last_month_to_date" } });
    expect(stats.pendingActions.change).toBeNull();
  });

  test("has no percentage without a baseline, and every service type in Service Distribution, Counseling included", async () => {
    const now = new Date("2026-11-22T06:00:00Z");
    const student = await createTestUser("student", "Asha");
    const session = (type: string) =>
      db.booking.create({ data: { type, studentId: student.id, status: "scheduled", startTime: new Date("2026-11-25T04:00:00Z"), endTime: new Date("2026-11-25T04:30:00Z"), createdAt: now } });
    await session("counseling");
    await session("counseling");
    await session("demo_class");

    const { stats, serviceDistribution } = await getAdminDashboard(ZONE, now);

    expect(stats.applicationsToday).toEqual({ value: 3, change: { percent: null, basis: "same_weekday_last_week" } });
    expect(stats.totalStudents).toEqual({ value: 1, change: { percent: null, basis: "a_month_ago" } });
    expect(stats.revenueMonth.change).toEqual({ percent: null, basis: "last_month_to_date" });
    expect(serviceDistribution).toEqual([
      { label: "SOP Writing", count: 0 },
      { label: "Interview Prep", count: 0 },
      { label: "Speaking Mock", count: 0 },
      { label: "Demo Class", count: 1 },
      { label: "Counseling", count: 2 },
      { label: "Loan Assistance", count: 0 },
    ]);
  });
});
