import { describe, expect, test } from "vitest";
import { assignInquiry } from "~/models/inquiry-admin.server";
import { submitInquiry } from "~/models/inquiry.server";
import { notifyStaff } from "~/models/staff-notification.server";
import { listActiveStaff } from "~/models/staff.server";
import { db } from "~/utils/db.server";
import { createTestUser } from "../support/users";

const noticesOf = (userId: number, title: string) => db.notification.count({ where: { userId, title } });

describe("staff news and assignments reach counsellors as well as admins", () => {
  test("news of case work reaches every active admin and counsellor; news of an admin-only area only the admins", async () => {
    const admin = await createTestUser("admin");
    const counsellor = await createTestUser("counsellor");
    const disabledAdmin = await createTestUser("admin");
    await db.user.update({ where: { id: disabledAdmin.id }, data: { disabledAt: new Date() } });
    const student = await createTestUser("student");

    await notifyStaff({ title: "New SOP application (staff news)", body: "An SOP arrived.", link: "/admin/sop-applications" });
    await notifyStaff({ title: "Payment received (admin news)", body: "A payment arrived.", link: "/admin/payment-histories" }, { reach: "admins" });

    expect(await noticesOf(admin.id, "New SOP application (staff news)")).toBe(1);
    expect(await noticesOf(counsellor.id, "New SOP application (staff news)")).toBe(1);
    expect(await noticesOf(disabledAdmin.id, "New SOP application (staff news)")).toBe(0);
    expect(await noticesOf(student.id, "New SOP application (staff news)")).toBe(0);
    expect(await noticesOf(admin.id, "Payment received (admin news)")).toBe(1);
    expect(await noticesOf(counsellor.id, "Payment received (admin news)")).toBe(0);
  });

  test("an inquiry can be given to a counsellor, never to a student; the choices are the active staff", async () => {
    const admin = await createTestUser("admin");
    const counsellor = await createTestUser("counsellor");
    const student = await createTestUser("student");
    const { id: inquiryId } = await submitInquiry({ serviceType: "counseling", serviceName: "Free Counseling", fullName: "Anita Lama", email: "anita@example.com", phone: "+977 980 000 0000", country: "Canada" });

    await assignInquiry({ adminId: admin.id, inquiryId, assigneeId: counsellor.id });
    expect((await db.inquiry.findUniqueOrThrow({ where: { id: inquiryId } })).assigneeId).toBe(counsellor.id);
    await expect(assignInquiry({ adminId: admin.id, inquiryId, assigneeId: student.id })).rejects.toThrow("Inquiries can only be assigned to a staff member (an admin or a counsellor).");

    const choices = (await listActiveStaff()).map((member) => member.id);
    expect(choices).toEqual(expect.arrayContaining([admin.id, counsellor.id]));
    expect(choices).not.toContain(student.id);
  });
});
