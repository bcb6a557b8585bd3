import type { Constraint } from "~/domain/forms";
import type { DateWindow } from "~/domain/preferred-date";

/** The `intent` of the generic application form; a service page's action dispatches on it. */
export const INQUIRY_INTENT = "inquiry";

/** What a service page's loader hands to the inquiry form (see inquiry.server.ts). */
export type InquiryFormSetup = {
  constraint: Constraint;
  window: DateWindow;
  accept: string;
  acceptedTypes: string;
};
