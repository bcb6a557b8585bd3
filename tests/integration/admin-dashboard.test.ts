import { describe, expect, test } from "vitest";
import { getAdminDashboard } from "~/models/admin-dashboard.server";
import { db } from "~/utils/db.server";
import { createTestUser } from "../support/users";

const ZONE = "Asia/Kathmandu";

describe("admin dashboard figures", () => {
  test("counts students, today's applications, pending actions and this month's revenue from the database", async () => {
    const now = new Date("2026-11-22T06:00:00Z");
    const student = await createTestUser("student", "Asha");
    const admin = await createTestUser("admin");
    await db.sopApplication.create({ data: { studentId: student.id, package: "standard", university: "U", program: "P", createdAt: now } });
    await db.sopApplication.create({ data: { studentId: student.id, package: "standard", university: "U", program: "P", status: "completed", createdAt: new Date("2026-10-05T06:00:00Z") } });
    await db.loanApplication.create({ data: { studentId: student.id, university: "U", course: "C", loanAmount: 10000, collateralValue: 0, collateralType: "None", status: "documents_needed", createdAt: now } });
    await db.payment.create({ data: { invoiceNumber: "INV-1", studentId: student.id, serviceName: "SOP", amountCents: 14900, method: "card", status: "paid", paidAt: now } });
    await db.payment.create({ data: { invoiceNumber: "INV-2", studentId: student.id, serviceName: "SOP", amountCents: 10000, method: "card", status: "paid", paidAt: new Date("2026-10-10T06:00:00Z") } });

    const dashboard = await getAdminDashboard(ZONE, admin.id, now);

    expect(dashboard.stats.totalStudents.value).toBe(1);
    expect(dashboard.stats.applicationsToday.value).toBe(2);
    expect(dashboard.stats.pendingActions.value).toBe(2);
    expect(dashboard.stats.revenueMonth).toEqual({ value: 14900, change: 49 });
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

    const { notifications } = await getAdminDashboard(ZONE, admin.id, new Date("2026-11-27T06:00:00Z"));

    expect(notifications.map((row) => ({ title: row.title, body: row.body, link: row.link, read: row.readAt !== null }))).toEqual([
      { title: "Notice 6", body: "Body 6", link: "/admin/sop-applications/6", read: false },
      { title: "Notice 5", body: "Body 5", link: "/admin/sop-applications/5", read: true },
      { title: "Notice 4", body: "Body 4", link: "/admin/sop-applications/4", read: false },
      { title: "Notice 3", body: "Body 3", link: "/admin/sop-applications/3", read: false },
      { title: "Notice 2", body: "Body 2", link: "/admin/sop-applications/2", read: false },
    ]);
  });
});
