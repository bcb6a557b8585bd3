import { expect, test } from "vitest";
import { BENCH_SEATS, seedLargeDatabase } from "../../scripts/bench/seed-large";
import { benchSizes } from "../../scripts/bench/report";
import { db } from "~/utils/db.server";

test("the bench's large seed writes the rows its sizes name, and bookable demo-class seats", async () => {
  const sizes = benchSizes(0.002);
  const { students, seats } = await seedLargeDatabase(sizes, "Asia/Kathmandu");
  expect(students).toHaveLength(sizes.students);
  expect(await db.user.count({ where: { role: "student" } })).toBe(sizes.students);
  expect(await db.booking.count()).toBe(sizes.bookings);
  expect(await db.sopApplication.count()).toBe(sizes.sopApplications);
  expect(await db.loanApplication.count()).toBe(sizes.loanApplications);
  expect(await db.timeSlot.count()).toBe(sizes.timeSlots);
  expect(await db.payment.count()).toBe(sizes.payments);
  expect(await db.contactMessage.count()).toBe(sizes.messages);
  expect(await db.inquiry.count()).toBe(sizes.inquiries);
  // every seat is in a future demo-class slot, each slot offered once per seat
  const slots = await db.timeSlot.findMany({ where: { id: { in: seats.map((seat) => seat.slotId) } } });
  expect(slots.every((slot) => slot.serviceType === "demo_class" && slot.startTime > new Date())).toBe(true);
  expect(seats).toHaveLength(slots.length * BENCH_SEATS);
  // the seeded sessions are all past, so none clashes with a seat the burst books
  expect(await db.booking.count({ where: { startTime: { gte: new Date() } } })).toBe(0);
});
