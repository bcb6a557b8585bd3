/** The four slot-based sessions; the values are the API's `service_type`. */
export const SERVICE_TYPES = ["interview", "speaking", "demo_class", "counseling"] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

export const SERVICE_TYPE_LABELS: Record<ServiceType, string> = {
  interview: "Interview Preparation",
  speaking: "Speaking Mock Test",
  demo_class: "Demo Class",
  counseling: "Counseling",
};

/** How long a time slot of each kind lasts: an interview about 45 minutes, a speaking test 30 and 15 of feedback, counseling about 30. */
export const SLOT_MINUTES: Record<ServiceType, number> = {
  interview: 45,
  speaking: 45,
  demo_class: 60,
  counseling: 30,
};

/** Seats per slot the seed and the slot generator start from; an admin can change each slot. */
export const DEFAULT_SEATS: Record<ServiceType, number> = {
  interview: 2,
  speaking: 2,
  demo_class: 15,
  counseling: 3,
};

/** The bookable times of day, in the consultancy's time zone. */
export const DAILY_SLOT_TIMES = ["09:00", "10:00", "11:00", "12:00", "14:00", "15:00", "16:00"] as const;

export function isServiceType(value: unknown): value is ServiceType {
  return typeof value === "string" && (SERVICE_TYPES as readonly string[]).includes(value);
}

/** A stored booking's type: the database only holds the types a booking was made with, so another is a bug. */
export function asServiceType(value: string): ServiceType {
  if (!isServiceType(value)) throw new Error(`"${value}" is not a service type`);
  return value;
}
