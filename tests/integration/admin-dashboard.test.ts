import { describe, expect, test } from "vitest";
import { getAdminDashboard } from "~/models/admin-dashboard.server";
import { db } from "~/utils/db.server";
import { createTestUser } from "../support/users";

const ZONE = "Asia/Kathmandu";

describe("admin dashboard figures", () => {
  test("counts students, today's applications, pending actions and this month's revenue from the database", async () => {
    const now = new Date("2026-11-22T06:00:00Z");
    const student = await createTestUser("student", "Asha");
    await createTestUser("admin");
    await db.sopApplication.create({ data: { studentId: student.id, package: "standard", university: "U", program: "P", createdAt: now } });
    await db.sopApplication.create({ data: { studentId: student.id, package: "standard", university: "U", program: "P", status: "completed", createdAt: new Date("2026-10-05T06:00:00Z") } });
    await db.loanApplication.create({ data: { studentId: student.id, university: "U", course: "C", loanAmount: 10000, collateralValue: 0, collateralType: "None", status: "documents_needed", createdAt: now } });
    await db.payment.create({ data: { invoiceNumber: "INV-1", studentId: student.id, serviceName: "SOP", amountCents: 14900, method: "card", status: "paid", paidAt: now } });
    await db.payment.create({ data: { invoiceNumber: "INV-2", studentId: student.id, serviceName: "SOP", amountCents: 10000, method: "card", status: "paid", paidAt: new Date("2026-10-10T06:00:00Z") } });

    const dashboard = await getAdminDashboard(ZONE, now);

    expect(dashboard.stats.totalStudents.value).toBe(1);
    expect(dashboard.stats.applicationsToday.value).toBe(2);
    expect(dashboard.stats.pendingActions.value).toBe(2);
    expect(dashboard.stats.revenueMonth).toEqual({ value: 14900, change: 49 });
    expect(dashboard.statusDistribution).toContainEqual({ label: "Completed", count: 1 });
    expect(dashboard.serviceDistribution).toContainEqual({ label: "Loan Assistance", count: 1 });
    expect(dashboard.recentApplications[0].student.name).toBe("Asha");
  });
});
