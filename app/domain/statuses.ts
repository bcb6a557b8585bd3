import type { BadgeTone } from "~/components/ui/badge";

export const BOOKING_STATUSES = ["pending", "scheduled", "completed", "cancelled"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const SOP_STATUSES = ["pending", "in_progress", "completed", "rejected"] as const;
export type SopStatus = (typeof SOP_STATUSES)[number];

export const LOAN_STATUSES = ["pending", "processing", "documents_needed", "approved", "rejected"] as const;
export type LoanStatus = (typeof LOAN_STATUSES)[number];

export const PAYMENT_STATUSES = ["paid", "pending", "refunded", "failed"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_METHODS = ["card", "bank_transfer", "paypal", "cash"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

type StatusDisplay = { label: string; tone: BadgeTone };

const DISPLAY: Record<string, StatusDisplay> = {
  pending: { label: "Pending", tone: "yellow" },
  scheduled: { label: "Scheduled", tone: "blue" },
  completed: { label: "Completed", tone: "green" },
  cancelled: { label: "Cancelled", tone: "gray" },
  in_progress: { label: "In Progress", tone: "blue" },
  processing: { label: "Processing", tone: "blue" },
  documents_needed: { label: "Documents Needed", tone: "orange" },
  approved: { label: "Approved", tone: "green" },
  rejected: { label: "Rejected", tone: "red" },
  paid: { label: "Paid", tone: "green" },
  refunded: { label: "Refunded", tone: "purple" },
  failed: { label: "Failed", tone: "red" },
};

/** Label and colour of a status; the student sees a rejected SOP as "Needs Revision" (spec, section 4). */
export function statusDisplay(status: string, context?: "student-sop"): StatusDisplay {
  if (context === "student-sop" && status === "rejected") return { label: "Needs Revision", tone: "red" };
  return DISPLAY[status] ?? { label: "Unknown", tone: "gray" };
}
