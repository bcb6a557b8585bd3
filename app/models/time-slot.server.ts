import { diffChanges, type AuditChanges } from "~/domain/audit-log";
import { formatDateTime } from "~/domain/dates";
import type { FieldErrors } from "~/domain/forms";
import { isServiceType, type ServiceType } from "~/domain/service-types";
import {
  dayRange,
  deleteBlockedMessage,
  planTimeSlots,
  serviceTypesMatching,
  timeSlotRuleErrors,
  type SlotPlan,
  type TimeSlotFields,
  type TimeSlotListQuery,
  type TimeSlotRecord,
  type TimeSlotSortKey,
} from "~/domain/time-slot";
import { db, type Prisma, type Tx } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";
import { recordAdminChange } from "./admin-change.server";
import { paginate, type Page } from "./paginate.server";

const SLOT_ENTITY = "time_slot";

function slotFields(slot: TimeSlotFields): TimeSlotFields {
  return {
    serviceType: slot.serviceType,
    startTime: slot.startTime,
    endTime: slot.endTime,
    isAvailable: slot.isAvailable,
    maxBookings: slot.maxBookings,
    currentBookings: slot.currentBookings,
  };
}

const NO_SLOT = { serviceType: null, startTime: null, endTime: null, isAvailable: null, maxBookings: null, currentBookings: null };

/** The slot's kind and start in the consultancy's zone, so a row of the log says which slot without opening it. */
function slotName(slot: Pick<TimeSlotFields, "serviceType" | "startTime">) {
  return `${slot.serviceType} ${formatDateTime(slot.startTime, getEnv().APP_TIME_ZONE)}`;
}

function recordSlotChange(tx: Tx, actorId: number, slot: TimeSlotRecord, action: string, changes: AuditChanges) {
  return recordAdminChange(tx, { entityType: SLOT_ENTITY, entityId: slot.id, actorId, action, detail: slotName(slot), changes }, null);
}

export class TimeSlotNotFoundError extends Error {
  constructor(readonly id: number) {
    super("Time slot not found.");
  }
}

export class UnknownTimeSlotIdsError extends Error {
  constructor(readonly ids: number[]) {
    super(`These time slots do not exist: ${ids.join(", ")}.`);
  }
}

/** A slot change that breaks a rule; `errors` uses the form's and the API's field names. */
export class TimeSlotRuleError extends Error {
  constructor(readonly errors: FieldErrors) {
    super(Object.values(errors).flat()[0] ?? "The time slot is not valid.");
  }
}

/** Bookings that hold a seat: every status but cancelled. */
const ACTIVE_BOOKING = { status: { not: "cancelled" } } satisfies Prisma.BookingWhereInput;

const slotSelect = {
  id: true,
  serviceType: true,
  startTime: true,
  endTime: true,
  isAvailable: true,
  maxBookings: true,
  currentBookings: true,
  createdAt: true,
  updatedAt: true,
} satisfies Prisma.TimeSlotSelect;

type SlotRow = Prisma.TimeSlotGetPayload<{ select: typeof slotSelect }>;

function toRecord(row: SlotRow): TimeSlotRecord {
  if (!isServiceType(row.serviceType)) throw new Error(`Time slot ${row.id} has an unknown service type: ${row.serviceType}`);
  return { ...row, serviceType: row.serviceType };
}

function slotWhere({ search, filters }: TimeSlotListQuery, zone: string): Prisma.TimeSlotWhereInput {
  const conditions: Prisma.TimeSlotWhereInput[] = [];
  if (search) conditions.push({ serviceType: { in: serviceTypesMatching(search) } });
  if (filters.serviceType) conditions.push({ serviceType: filters.serviceType });
  if (filters.isAvailable !== null) conditions.push({ isAvailable: filters.isAvailable });
  const { gte, lt } = dayRange(filters, zone);
  if (gte || lt) conditions.push({ startTime: { gte, lt } });
  return { AND: conditions };
}

// Each order is an index's columns followed by the id (SQLite's rowid, the index's last column), one direction.
function slotOrder(sort: TimeSlotSortKey, direction: Prisma.SortOrder): Prisma.TimeSlotOrderByWithRelationInput[] {
  switch (sort) {
    case "start_time":
      return [{ startTime: direction }, { id: direction }];
    case "service_type":
      return [{ serviceType: direction }, { startTime: direction }, { id: direction }];
    case "is_available":
      return [{ isAvailable: direction }, { startTime: direction }, { id: direction }];
  }
}

/** One page of slots and its meta: the admin page and `GET /api/time-slots` both call this. */
export async function listTimeSlots(query: TimeSlotListQuery): Promise<Page<TimeSlotRecord>> {
  const where = slotWhere(query, getEnv().APP_TIME_ZONE);
  const { rows, meta } = await paginate(query, {
    count: () => db.timeSlot.count({ where }),
    findMany: (offset) =>
      db.timeSlot.findMany({
        where,
        orderBy: slotOrder(query.sortType, query.sortDirection),
        ...offset,
        select: slotSelect,
      }),
  });
  return { rows: rows.map(toRecord), meta };
}

/**
 * Every slot that starts within [gte, lt) (one week of the week view), of one service type or all, by start time.
 * A week holds a few hundred slots at most, so it is read whole rather than paged.
 */
export async function listSlotsBetween({ gte, lt, serviceType }: { gte: Date; lt: Date; serviceType: ServiceType | null }): Promise<TimeSlotRecord[]> {
  const rows = await db.timeSlot.findMany({
    where: { startTime: { gte, lt }, ...(serviceType ? { serviceType } : {}) },
    orderBy: [{ startTime: "asc" }, { id: "asc" }],
    select: slotSelect,
  });
  return rows.map(toRecord);
}

export async function getTimeSlot(id: number): Promise<TimeSlotRecord | null> {
  const row = await db.timeSlot.findUnique({ where: { id }, select: slotSelect });
  return row ? toRecord(row) : null;
}

export async function requireTimeSlot(id: number): Promise<TimeSlotRecord> {
  const slot = await getTimeSlot(id);
  if (!slot) throw new TimeSlotNotFoundError(id);
  return slot;
}

export function countActiveBookings(slotId: number, client: Tx = db) {
  return client.booking.count({ where: { slotId, ...ACTIVE_BOOKING } });
}

/** New slots start available, with one seat and none taken. */
export async function createTimeSlot(
  fields: Pick<TimeSlotFields, "serviceType" | "startTime" | "endTime"> & Partial<TimeSlotFields>,
  actorId: number,
): Promise<TimeSlotRecord> {
  const next: TimeSlotFields = {
    serviceType: fields.serviceType,
    startTime: fields.startTime,
    endTime: fields.endTime,
    isAvailable: fields.isAvailable ?? true,
    maxBookings: fields.maxBookings ?? 1,
    currentBookings: fields.currentBookings ?? 0,
  };
  const errors = timeSlotRuleErrors(next, { activeBookings: 0 });
  if (Object.keys(errors).length > 0) throw new TimeSlotRuleError(errors);
  return db.$transaction(async (tx) => {
    const slot = toRecord(await tx.timeSlot.create({ data: next, select: slotSelect }));
    await recordSlotChange(tx, actorId, slot, "create", diffChanges({}, next));
    return slot;
  });
}

/**
 * Checks the change against the bookings the slot really has, in the same transaction as the write, so that a
 * booking taken meanwhile cannot slip under the new numbers. Omitted fields keep their value. Audited with the
 * fields that really changed; a save that changes nothing leaves no row.
 */
export async function updateTimeSlot(id: number, changes: Partial<TimeSlotFields>, actorId: number): Promise<TimeSlotRecord> {
  return db.$transaction(async (tx) => {
    const row = await tx.timeSlot.findUnique({ where: { id }, select: slotSelect });
    if (!row) throw new TimeSlotNotFoundError(id);
    const previous = toRecord(row);
    const next: TimeSlotFields = {
      serviceType: changes.serviceType ?? previous.serviceType,
      startTime: changes.startTime ?? previous.startTime,
      endTime: changes.endTime ?? previous.endTime,
      isAvailable: changes.isAvailable ?? previous.isAvailable,
      maxBookings: changes.maxBookings ?? previous.maxBookings,
      currentBookings: changes.currentBookings ?? previous.currentBookings,
    };
    const errors = timeSlotRuleErrors(next, { activeBookings: await countActiveBookings(id, tx), previous });
    if (Object.keys(errors).length > 0) throw new TimeSlotRuleError(errors);
    const edited = diffChanges(slotFields(previous), next);
    if (Object.keys(edited).length === 0) return previous;
    const slot = toRecord(await tx.timeSlot.update({ where: { id }, data: next, select: slotSelect }));
    await recordSlotChange(tx, actorId, slot, "update", edited);
    return slot;
  });
}

export async function setTimeSlotAvailability(id: number, isAvailable: boolean, actorId: number) {
  await db.$transaction(async (tx) => {
    const row = await tx.timeSlot.findUnique({ where: { id }, select: slotSelect });
    if (!row) throw new TimeSlotNotFoundError(id);
    const slot = toRecord(row);
    if (slot.isAvailable === isAvailable) return;
    await tx.timeSlot.update({ where: { id }, data: { isAvailable } });
    await recordSlotChange(tx, actorId, slot, "availability", { isAvailable: [slot.isAvailable, isAvailable] });
  });
}

export async function deleteTimeSlot(id: number, actorId: number) {
  await db.$transaction(async (tx) => {
    const row = await tx.timeSlot.findUnique({ where: { id }, select: slotSelect });
    if (!row) throw new TimeSlotNotFoundError(id);
    const activeBookings = await countActiveBookings(id, tx);
    if (activeBookings > 0) throw new TimeSlotRuleError({ id: [deleteBlockedMessage(activeBookings)] });
    await tx.timeSlot.delete({ where: { id } });
    const slot = toRecord(row);
    await recordSlotChange(tx, actorId, slot, "delete", diffChanges(slotFields(slot), NO_SLOT));
  });
}

/** All or nothing: an unknown id, or a slot that still has bookings, and nothing is deleted. Each slot gets its audit row. */
export async function deleteTimeSlots(ids: number[], actorId: number) {
  const unique = [...new Set(ids)];
  return db.$transaction(async (tx) => {
    const found = await tx.timeSlot.findMany({ where: { id: { in: unique } }, select: slotSelect });
    const known = new Set(found.map((row) => row.id));
    const unknown = unique.filter((id) => !known.has(id));
    if (unknown.length > 0) throw new UnknownTimeSlotIdsError(unknown);
    const booked = await tx.booking.groupBy({ by: ["slotId"], where: { slotId: { in: unique }, ...ACTIVE_BOOKING }, _count: { _all: true } });
    if (booked.length > 0) {
      const list = booked.map((group) => `#${group.slotId} (${group._count._all})`).join(", ");
      throw new TimeSlotRuleError({
        ids: [`Time slots with bookings cannot be deleted: ${list}. Cancel or move the bookings first.`],
      });
    }
    const { count } = await tx.timeSlot.deleteMany({ where: { id: { in: unique } } });
    for (const row of found) {
      const slot = toRecord(row);
      await recordSlotChange(tx, actorId, slot, "bulk_delete", diffChanges(slotFields(slot), NO_SLOT));
    }
    return count;
  });
}

/**
 * Creates a slot for every chosen day and time of a range; a time that already has a slot of that type is
 * skipped, so running the generator twice adds nothing.
 */
export async function generateTimeSlots(
  plan: SlotPlan & { serviceType: ServiceType; maxBookings: number; isAvailable: boolean },
  actorId: number,
  now = new Date(),
): Promise<{ created: number; skipped: number }> {
  const { slots, errors } = planTimeSlots(plan, { zone: getEnv().APP_TIME_ZONE, now });
  if (Object.keys(errors).length > 0) throw new TimeSlotRuleError(errors);
  return db.$transaction(async (tx) => {
    const existing = await tx.timeSlot.findMany({
      where: { serviceType: plan.serviceType, startTime: { gte: slots[0].startTime, lte: slots[slots.length - 1].startTime } },
      select: { startTime: true },
    });
    const taken = new Set(existing.map((slot) => slot.startTime.getTime()));
    const fresh = slots.filter((slot) => !taken.has(slot.startTime.getTime()));
    if (fresh.length > 0) {
      const created = await tx.timeSlot.createManyAndReturn({
        data: fresh.map((slot) => ({ ...slot, serviceType: plan.serviceType, maxBookings: plan.maxBookings, isAvailable: plan.isAvailable })),
        select: slotSelect,
      });
      // One row for the whole run (a run can create hundreds of slots), pointing at its first slot.
      const first = toRecord(created[0]);
      await recordAdminChange(
        tx,
        {
          entityType: SLOT_ENTITY,
          entityId: first.id,
          actorId,
          action: "generate",
          detail: `${created.length} ${plan.serviceType} slots from ${slotName(first)}, ${slots.length - fresh.length} existing skipped`,
        },
        null,
      );
    }
    return { created: fresh.length, skipped: slots.length - fresh.length };
  });
}
