import { describe, expect, test } from "vitest";
import { parseDateTimeInZone, toDateTimeLocal } from "~/domain/dates";
import { serviceJson } from "~/domain/service";
import { dayRange, planTimeSlots, timeSlotJson, timeSlotRuleErrors, type TimeSlotFields } from "~/domain/time-slot";

const zone = "Asia/Kathmandu"; // UTC+05:45

const slot = (overrides: Partial<TimeSlotFields> = {}): TimeSlotFields => ({
  serviceType: "interview",
  startTime: new Date("2027-03-01T04:15:00Z"),
  endTime: new Date("2027-03-01T05:15:00Z"),
  isAvailable: true,
  maxBookings: 3,
  currentBookings: 1,
  ...overrides,
});

describe("timeSlotRuleErrors", () => {
  test("accepts a consistent slot", () => {
    expect(timeSlotRuleErrors(slot(), { activeBookings: 0 })).toEqual({});
  });

  test("wants the end after the start", () => {
    expect(timeSlotRuleErrors(slot({ endTime: new Date("2027-03-01T04:15:00Z") }), { activeBookings: 0 })).toEqual({
      end_time: ["The end time must be after the start time."],
    });
  });

  test("keeps current bookings between 0 and max bookings", () => {
    expect(timeSlotRuleErrors(slot({ currentBookings: 4 }), { activeBookings: 0 })).toEqual({
      current_bookings: ["The current bookings cannot be more than the max bookings."],
    });
    expect(timeSlotRuleErrors(slot({ currentBookings: -1 }), { activeBookings: 0 })).toHaveProperty("current_bookings");
    expect(timeSlotRuleErrors(slot({ maxBookings: 0, currentBookings: 0 }), { activeBookings: 0 })).toHaveProperty("max_bookings");
  });

  test("never goes below the bookings that really exist", () => {
    expect(timeSlotRuleErrors(slot({ currentBookings: 1 }), { activeBookings: 2 })).toEqual({
      current_bookings: ["The current bookings cannot be less than the 2 bookings this slot already has."],
    });
    expect(timeSlotRuleErrors(slot({ maxBookings: 1, currentBookings: 1 }), { activeBookings: 2 })).toHaveProperty("max_bookings");
  });

  test("refuses to move or retype a booked slot, but lets seats and availability change", () => {
    const previous = slot();
    const moved = slot({ startTime: new Date("2027-03-02T04:15:00Z"), endTime: new Date("2027-03-02T05:15:00Z"), serviceType: "speaking" });
    const errors = timeSlotRuleErrors(moved, { activeBookings: 1, previous });
    expect(Object.keys(errors).sort()).toEqual(["end_time", "service_type", "start_time"]);
    expect(errors.start_time[0]).toBe("This time slot has 1 booking, so its start time cannot change. Cancel or move the bookings first.");
    expect(timeSlotRuleErrors(slot({ maxBookings: 5, isAvailable: false }), { activeBookings: 1, previous })).toEqual({});
    expect(timeSlotRuleErrors(moved, { activeBookings: 0, previous })).toEqual({});
  });
});

describe("time-slot JSON", () => {
  test("adds the display fields in the consultancy's time zone", () => {
    const now = new Date("2027-01-01T00:00:00Z");
    const json = timeSlotJson({ id: 7, ...slot({ maxBookings: 2, currentBookings: 2 }), createdAt: now, updatedAt: now }, zone);
    expect(json).toEqual({
      id: 7,
      service_type: "interview",
      start_time: "2027-03-01T04:15:00.000Z",
      end_time: "2027-03-01T05:15:00.000Z",
      is_available: true,
      max_bookings: 2,
      current_bookings: 2,
      formatted_date: "Mar 1, 2027",
      formatted_time: "10:00 AM - 11:00 AM",
      duration_minutes: 60,
      remaining_slots: 0,
      created_at: "2027-01-01T00:00:00.000Z",
      updated_at: "2027-01-01T00:00:00.000Z",
    });
  });

  test("gives a service's price in dollars as a number", () => {
    const now = new Date("2027-01-01T00:00:00Z");
    const record = { id: 1, name: "SOP", description: "", priceCents: 14950, isActive: true, createdAt: now, updatedAt: now };
    expect(serviceJson(record).price).toBe(149.5);
    expect(serviceJson({ ...record, priceCents: 14900 }).price).toBe(149);
  });
});

describe("dates of the admin forms", () => {
  test("a datetime-local value means that wall-clock time in the consultancy's zone", () => {
    expect(parseDateTimeInZone("2027-03-01T10:00", zone)?.toISOString()).toBe("2027-03-01T04:15:00.000Z");
    expect(parseDateTimeInZone("2027-03-01 10:00:30", zone)?.toISOString()).toBe("2027-03-01T04:15:30.000Z");
    expect(toDateTimeLocal(new Date("2027-03-01T04:15:00Z"), zone)).toBe("2027-03-01T10:00");
  });

  test("an ISO 8601 value with an offset is that instant", () => {
    expect(parseDateTimeInZone("2027-03-01T10:00:00Z", zone)?.toISOString()).toBe("2027-03-01T10:00:00.000Z");
    expect(parseDateTimeInZone("2027-03-01T10:00:00.250+01:00", zone)?.toISOString()).toBe("2027-03-01T09:00:00.250Z");
    expect(parseDateTimeInZone("2027-03-01T10:00:00+0100", zone)?.toISOString()).toBe("2027-03-01T09:00:00.000Z");
  });

  test("anything else is refused", () => {
    for (const value of ["", "tomorrow", "2027-02-30T10:00", "2027-03-01T24:00", "2027-03-01", "03/01/2027 10:00"]) {
      expect(parseDateTimeInZone(value, zone)).toBeNull();
    }
  });

  test("a day filter covers whole days in the consultancy's zone", () => {
    expect(dayRange({ dateFrom: "2027-03-01", dateTo: "2027-03-01" }, zone)).toEqual({
      gte: new Date("2027-02-28T18:15:00.000Z"),
      lt: new Date("2027-03-01T18:15:00.000Z"),
    });
  });
});

describe("planTimeSlots", () => {
  const now = new Date("2027-03-01T05:00:00Z"); // 10:45 in Kathmandu on Monday, March 1

  test("plans the chosen times on the chosen weekdays and skips instants already past", () => {
    const { slots, errors } = planTimeSlots(
      { dateFrom: "2027-03-01", dateTo: "2027-03-08", times: ["14:00", "10:00", "10:00"], weekdays: [1], durationMinutes: 45 },
      { zone, now },
    );
    expect(errors).toEqual({});
    expect(slots.map((s) => toDateTimeLocal(s.startTime, zone))).toEqual(["2027-03-01T14:00", "2027-03-08T10:00", "2027-03-08T14:00"]);
    expect(slots[0].endTime.getTime() - slots[0].startTime.getTime()).toBe(45 * 60_000);
  });

  test("refuses reversed or too long ranges and plans that match nothing", () => {
    const base = { times: ["10:00"], weekdays: [1, 2, 3, 4, 5, 6, 0], durationMinutes: 30 };
    expect(planTimeSlots({ ...base, dateFrom: "2027-03-05", dateTo: "2027-03-01" }, { zone, now }).errors).toHaveProperty("date_to");
    expect(planTimeSlots({ ...base, dateFrom: "2027-03-01", dateTo: "2027-07-01" }, { zone, now }).errors).toHaveProperty("date_to");
    expect(planTimeSlots({ ...base, dateFrom: "2027-03-01", dateTo: "2027-03-01", times: ["09:00"] }, { zone, now }).errors).toEqual({
      times: ["No future slot matches these days and times."],
    });
  });
});
