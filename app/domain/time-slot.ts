import { addDaysToDay, formatDay, formatTime, isDay, weekdayOfDay, zonedDateTime, type Day } from "./dates";
import type { FieldErrors } from "./forms";
import {
  readBooleanFilter,
  readChoiceFilter,
  unknownFilterErrors,
  type FilterValue,
  type ListQuery,
  type ListSpec,
} from "./list-query";
import { SERVICE_TYPE_LABELS, SERVICE_TYPES, type ServiceType } from "./service-types";

export type TimeSlotRecord = {
  id: number;
  serviceType: ServiceType;
  startTime: Date;
  endTime: Date;
  isAvailable: boolean;
  maxBookings: number;
  currentBookings: number;
  createdAt: Date;
  updatedAt: Date;
};

/** What an admin can set on a slot. */
export type TimeSlotFields = Pick<TimeSlotRecord, "serviceType" | "startTime" | "endTime" | "isAvailable" | "maxBookings" | "currentBookings">;

export const NEW_SLOT_MINUTES = 60;
export const MAX_SEATS_PER_SLOT = 500;

/**
 * Sorting is limited to keys an index serves (startTime, serviceType+startTime, isAvailable+startTime), so that a
 * list of tens of thousands of slots never sorts the whole table (see `npm run bench`).
 */
export const TIME_SLOT_SORT_KEYS = ["start_time", "service_type", "is_available"] as const;
export type TimeSlotSortKey = (typeof TIME_SLOT_SORT_KEYS)[number];

export type TimeSlotFilters = { serviceType: ServiceType | null; dateFrom: Day | null; dateTo: Day | null; isAvailable: boolean | null };

const FILTER_KEYS = ["service_type", "date_from", "date_to", "is_available"] as const;

function readDayFilter(value: unknown) {
  if (value === undefined || value === null || value === "") return { value: null };
  return isDay(value) ? { value } : { value: null, error: "must be a date in yyyy-MM-dd format" };
}

export const TIME_SLOT_LIST: ListSpec<TimeSlotSortKey, TimeSlotFilters> = {
  sortKeys: TIME_SLOT_SORT_KEYS,
  defaultSort: "start_time",
  filterKeys: FILTER_KEYS,
  parseFilters(raw) {
    const errors: FieldErrors = unknownFilterErrors(raw, FILTER_KEYS);
    const serviceType = readChoiceFilter(raw.service_type, SERVICE_TYPES);
    const dateFrom = readDayFilter(raw.date_from);
    const dateTo = readDayFilter(raw.date_to);
    const isAvailable = readBooleanFilter(raw.is_available);
    if (serviceType.error) errors.service_type = [`The service type filter must be one of ${SERVICE_TYPES.join(", ")}.`];
    if (dateFrom.error) errors.date_from = ["The date from filter must be a date in yyyy-MM-dd format."];
    if (dateTo.error) errors.date_to = ["The date to filter must be a date in yyyy-MM-dd format."];
    if (isAvailable.error) errors.is_available = ["The is available filter must be true or false."];
    const filters: TimeSlotFilters = {
      serviceType: serviceType.value,
      dateFrom: dateFrom.value,
      dateTo: dateTo.value,
      isAvailable: isAvailable.value,
    };
    if (filters.dateFrom && filters.dateTo && filters.dateTo < filters.dateFrom) {
      errors.date_to = ["The date to filter must be on or after the date from filter."];
      filters.dateTo = null;
    }
    return { filters, errors };
  },
  filtersToJson(filters) {
    const json: Record<string, FilterValue> = {};
    if (filters.serviceType) json.service_type = filters.serviceType;
    if (filters.dateFrom) json.date_from = filters.dateFrom;
    if (filters.dateTo) json.date_to = filters.dateTo;
    if (filters.isAvailable !== null) json.is_available = filters.isAvailable;
    return json;
  },
};

export type TimeSlotListQuery = ListQuery<TimeSlotSortKey, TimeSlotFilters>;

/** Slots have no text of their own: a keyword finds the service types whose value or label contains it. */
export function serviceTypesMatching(keyword: string): ServiceType[] {
  const needle = keyword.trim().toLowerCase();
  return SERVICE_TYPES.filter(
    (type) => type.includes(needle) || type.replace("_", " ").includes(needle) || SERVICE_TYPE_LABELS[type].toLowerCase().includes(needle),
  );
}

/** The instants that a day filter covers in the consultancy's time zone: [from 00:00, the day after `to` 00:00). */
export function dayRange(filters: Pick<TimeSlotFilters, "dateFrom" | "dateTo">, zone: string) {
  return {
    gte: filters.dateFrom ? zonedDateTime(filters.dateFrom, "00:00", zone) : undefined,
    lt: filters.dateTo ? zonedDateTime(addDaysToDay(filters.dateTo, 1), "00:00", zone) : undefined,
  };
}

export function durationMinutes(slot: Pick<TimeSlotRecord, "startTime" | "endTime">) {
  return Math.round((slot.endTime.getTime() - slot.startTime.getTime()) / 60_000);
}

export function remainingSeats(slot: Pick<TimeSlotRecord, "maxBookings" | "currentBookings">) {
  return Math.max(0, slot.maxBookings - slot.currentBookings);
}

export function formatSlotTime(slot: Pick<TimeSlotRecord, "startTime" | "endTime">, zone: string) {
  return `${formatTime(slot.startTime, zone)} - ${formatTime(slot.endTime, zone)}`;
}

/** The record of `/api/time-slots`, with the display fields formatted in the consultancy's time zone. */
export function timeSlotJson(slot: TimeSlotRecord, zone: string) {
  return {
    id: slot.id,
    service_type: slot.serviceType,
    start_time: slot.startTime.toISOString(),
    end_time: slot.endTime.toISOString(),
    is_available: slot.isAvailable,
    max_bookings: slot.maxBookings,
    current_bookings: slot.currentBookings,
    formatted_date: formatDay(slot.startTime, zone),
    formatted_time: formatSlotTime(slot, zone),
    duration_minutes: durationMinutes(slot),
    remaining_slots: remainingSeats(slot),
    created_at: slot.createdAt.toISOString(),
    updated_at: slot.updatedAt.toISOString(),
  };
}

function plural(count: number, word: string) {
  return `${count} ${word}${count === 1 ? "" : "s"}`;
}

/**
 * The rules a slot must meet, given the bookings that really exist for it (not cancelled). A booked slot keeps its
 * type and times: moving it would move its students' sessions behind their backs.
 */
export function timeSlotRuleErrors(
  next: TimeSlotFields,
  { activeBookings, previous }: { activeBookings: number; previous?: TimeSlotFields },
): FieldErrors {
  const errors: FieldErrors = {};
  if (next.endTime.getTime() <= next.startTime.getTime()) errors.end_time = ["The end time must be after the start time."];
  if (next.maxBookings < 1) errors.max_bookings = ["The max bookings must be at least 1."];
  if (next.currentBookings < 0) errors.current_bookings = ["The current bookings must be at least 0."];
  else if (next.currentBookings > next.maxBookings) errors.current_bookings = ["The current bookings cannot be more than the max bookings."];
  if (activeBookings > 0) {
    const booked = plural(activeBookings, "booking");
    if (next.maxBookings < activeBookings) errors.max_bookings = [`The max bookings cannot be less than the ${booked} this slot already has.`];
    if (next.currentBookings < activeBookings && !errors.current_bookings) {
      errors.current_bookings = [`The current bookings cannot be less than the ${booked} this slot already has.`];
    }
    if (previous) {
      const moved = `This time slot has ${booked}, so its`;
      const fix = "cannot change. Cancel or move the bookings first.";
      if (next.serviceType !== previous.serviceType) errors.service_type = [`${moved} service type ${fix}`];
      if (next.startTime.getTime() !== previous.startTime.getTime()) errors.start_time = [`${moved} start time ${fix}`];
      if (next.endTime.getTime() !== previous.endTime.getTime()) (errors.end_time ??= []).unshift(`${moved} end time ${fix}`);
    }
  }
  return errors;
}

export function deleteBlockedMessage(activeBookings: number) {
  return `This time slot has ${plural(activeBookings, "booking")} and cannot be deleted. Cancel or move the bookings first.`;
}

export const GENERATOR_MAX_DAYS = 92;
export const GENERATOR_MAX_SLOTS = 2000;
/** Times the generator offers, every half hour of an office day, in the consultancy's time zone. */
export const GENERATOR_TIMES = Array.from({ length: 27 }, (_, index) => {
  const minutes = 7 * 60 + index * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
});
export const WEEKDAYS = [
  { value: 1, label: "Mon" },
  { value: 2, label: "Tue" },
  { value: 3, label: "Wed" },
  { value: 4, label: "Thu" },
  { value: 5, label: "Fri" },
  { value: 6, label: "Sat" },
  { value: 0, label: "Sun" },
] as const;
/** The office is closed on Sundays. */
export const DEFAULT_GENERATOR_WEEKDAYS = [1, 2, 3, 4, 5, 6];

export type SlotPlan = {
  dateFrom: Day;
  dateTo: Day;
  times: string[];
  weekdays: number[];
  durationMinutes: number;
};

/**
 * The start and end of every slot a generator run asks for, in time order, leaving out instants already past.
 * Returns field errors instead when the range is unusable.
 */
export function planTimeSlots(plan: SlotPlan, { zone, now }: { zone: string; now: Date }): { slots: Array<{ startTime: Date; endTime: Date }>; errors: FieldErrors } {
  const errors: FieldErrors = {};
  if (plan.dateTo < plan.dateFrom) errors.date_to = ["The end date must be on or after the start date."];
  else if (addDaysToDay(plan.dateFrom, GENERATOR_MAX_DAYS - 1) < plan.dateTo) errors.date_to = [`The range can cover at most ${GENERATOR_MAX_DAYS} days.`];
  if (Object.keys(errors).length > 0) return { slots: [], errors };

  const times = [...new Set(plan.times)].sort();
  const slots: Array<{ startTime: Date; endTime: Date }> = [];
  for (let day = plan.dateFrom; day <= plan.dateTo; day = addDaysToDay(day, 1)) {
    if (!plan.weekdays.includes(weekdayOfDay(day))) continue;
    for (const time of times) {
      const startTime = zonedDateTime(day, time, zone);
      if (startTime.getTime() <= now.getTime()) continue;
      slots.push({ startTime, endTime: new Date(startTime.getTime() + plan.durationMinutes * 60_000) });
    }
  }
  if (slots.length === 0) errors.times = ["No future slot matches these days and times."];
  if (slots.length > GENERATOR_MAX_SLOTS) errors.date_to = [`That would create ${slots.length} slots; at most ${GENERATOR_MAX_SLOTS} at a time.`];
  return { slots: Object.keys(errors).length > 0 ? [] : slots, errors };
}
