import { lookup } from "./lookup";

export const BOOKING_STATUSES = ["pending", "scheduled", "completed", "cancelled"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const SOP_STATUSES = ["pending", "in_progress", "completed", "rejected"] as const;
export type SopStatus = (typeof SOP_STATUSES)[number];

export const LOAN_STATUSES = ["pending", "processing", "documents_needed", "approved", "rejected"] as const;
export type LoanStatus = (typeof LOAN_STATUSES)[number];

export const PAYMENT_STATUSES = ["paid", "pending", "refunded", "failed"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const CONTACT_MESSAGE_STATUSES = ["new", "answered", "archived"] as const;
export type ContactMessageStatus = (typeof CONTACT_MESSAGE_STATUSES)[number];

export const PAYMENT_METHODS = ["card", "bank_transfer", "paypal", "cash"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

const LABELS: Record<string, string> = {
  pending: "Pending",
  scheduled: "Scheduled",
  completed: "Completed",
  cancelled: "Cancelled",
  in_progress: "In Progress",
  processing: "Processing",
  documents_needed: "Documents Needed",
  approved: "Approved",
  rejected: "Rejected",
  paid: "Paid",
  refunded: "Refunded",
  failed: "Failed",
  new: "New",
  answered: "Answered",
  archived: "Archived",
  contacted: "Contacted",
  converted: "Converted",
  closed: "Closed",
  // an account's states (account-lifecycle), as its audit rows name them
  active: "Active",
  disabled: "Disabled",
  deletion_pending: "Deletion pending",
  erased: "Erased",
};

/** Who reads a status: the student sees a rejected SOP as "Needs Revision". */
export type StatusContext = "student-sop";

/** What a status is called, in the admin area's lists, exports, invoices and badges (English). */
export function statusLabel(status: string, context?: StatusContext): string {
  if (context === "student-sop" && status === "rejected") return "Needs Revision";
  return lookup(LABELS, status) ?? "Unknown";
}

/** The message of each status a student's records can be in (sessions, SOPs, loans, payments). */
const STUDENT_STATUS_KEYS: Record<string, string> = {
  pending: "student.status.pending",
  scheduled: "student.status.scheduled",
  completed: "student.status.completed",
  cancelled: "student.status.cancelled",
  in_progress: "student.status.inProgress",
  processing: "student.status.processing",
  documents_needed: "student.status.documentsNeeded",
  approved: "student.status.approved",
  rejected: "student.status.rejected",
  paid: "student.status.paid",
  refunded: "student.status.refunded",
  failed: "student.status.failed",
};

/** The message key of a status as the student area names it in the reader's language ("Needs Revision" for a sent-back SOP). */
export function studentStatusKey(status: string, context?: StatusContext): string {
  if (context === "student-sop" && status === "rejected") return "student.status.needsRevision";
  return lookup(STUDENT_STATUS_KEYS, status) ?? "student.status.unknown";
}
