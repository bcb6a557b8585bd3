import { beforeAll, expect, test } from "vitest";
import { invoiceNumber } from "~/domain/money";
import { createPendingPayment } from "~/models/payment.server";
import { db } from "~/utils/db.server";
import { seedStudentRecords } from "../../prisma/demo-records";
import { createSlot } from "../support/fixtures/bookings";
import { seedCatalogue } from "../support/fixtures/catalogue";
import { createTestUser } from "../support/users";

beforeAll(seedCatalogue);

test("the demo records number their payments as the app does, so none repeats a number after a payment was deleted", async () => {
  const [student, other, admin] = await Promise.all([createTestUser("student"), createTestUser("student"), createTestUser("admin")]);
  // seats for the demo sessions ahead, which begin 3 to 12 days from today
  for (const type of ["interview", "speaking", "demo_class", "counseling"] as const) {
    for (let daysAhead = 3; daysAhead <= 12; daysAhead++) await createSlot(type, { daysAhead, seats: 10 });
  }
  const service = { id: null, name: "SOP Writing - Standard", priceCents: 14_900 };
  const first = await createPendingPayment(db, { studentId: other.id, service });
  await createPendingPayment(db, { studentId: other.id, service });
  await createPendingPayment(db, { studentId: other.id, service });
  // Fewer rows than the highest id: a number drawn from the count would be one the app already gave.
  await db.payment.delete({ where: { id: first.id } });

  expect(await seedStudentRecords(student, admin.id, "Asia/Kathmandu")).not.toBe(false);

  const payments = await db.payment.findMany({ where: { studentId: student.id }, select: { id: true, invoiceNumber: true, createdAt: true } });
  expect(payments).toHaveLength(4);
  for (const payment of payments) expect(payment.invoiceNumber).toBe(invoiceNumber(payment.createdAt.getFullYear(), payment.id));
});
