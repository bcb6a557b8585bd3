import type { SopPackage } from "~/domain/booking-options";
import type { CalendarDay } from "~/domain/available-days";
import type { Constraint } from "~/domain/forms";
import type { DateWindow } from "~/domain/preferred-date";
import type { ServiceType } from "~/domain/service-types";

/** A slot as the form lists it: the times formatted in the consultancy's zone and, when it differs, the student's. */
export type SlotChoice = { id: number; label: string; studentLabel: string | null; seatsLabel: string };

/** What a service page's loader hands to the student's booking form (see booking-forms.server.ts). */
export type SlotFormSetup = {
  kind: ServiceType;
  constraint: Constraint;
  window: DateWindow;
  day: string;
  calendar: CalendarDay[][];
  slots: SlotChoice[];
  zoneLabel: string;
  defaultValue: Record<string, string>;
};

/** An SOP package as the order form offers it: the catalogue's name and formatted price, and whether it can be ordered now. */
export type SopPackageChoice = { value: SopPackage; name: string; price: string; available: boolean };

export type SopFormSetup = { kind: "sop"; constraint: Constraint; window: DateWindow; packages: SopPackageChoice[]; defaultValue: Record<string, string> };
export type LoanFormSetup = { kind: "loan"; constraint: Constraint; defaultValue: Record<string, string> };

export type BookingFormSetup = SlotFormSetup | SopFormSetup | LoanFormSetup;
export type BookingFormKind = BookingFormSetup["kind"];

/** The hidden `intent` that tells a service page's action the post is a student's booking, not a visitor's inquiry. */
export const BOOKING_INTENT = "book" as const;
