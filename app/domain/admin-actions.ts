import type { ServiceType } from "./service-types";

/**
 * Which admin actions a record offers in its current state, and the status
 * each action leads to. Pages show only the offered actions; the models refuse any other, so a stale page or a
 * crafted form cannot move a record along a path the rules do not allow.
 */

export type BookingAction = "approve" | "reject" | "assign" | "feedback" | "meeting_link" | "notes" | "complete" | "move" | "cancel" | "materials";

/** The kinds of session whose staff write feedback that completes them (the speaking mock also sets a band and level). */
export const FEEDBACK_TYPES: readonly string[] = ["speaking", "interview"];

export function adminBookingActions(booking: { type: ServiceType | string; status: string; staffName: string | null; meetingLink: string | null; notes: string | null }): BookingAction[] {
  const actions: BookingAction[] = [];
  const { type, status } = booking;
  if (status === "pending") actions.push("approve", "reject");
  if ((status === "pending" || status === "scheduled") && !booking.staffName) actions.push("assign");
  if (FEEDBACK_TYPES.includes(type) && status === "scheduled") actions.push("feedback");
  // Every session is held online: staff add its link, or change it, while it is scheduled.
  if (status === "scheduled") actions.push("meeting_link");
  // A demo class's materials are worth giving before the class and after it (a recording, the slides).
  if (type === "demo_class" && (status === "scheduled" || status === "completed")) actions.push("materials");
  if (type === "counseling" && status === "completed" && !booking.notes) actions.push("notes");
  // Not in the original menus, but without it an interview, demo class or counseling session could never finish.
  if (status === "scheduled" && type !== "speaking") actions.push("complete");
  // A scheduled session never passes through Approve/Reject (bookings are scheduled at once): staff move or cancel it.
  if (status === "scheduled") actions.push("move", "cancel");
  return actions;
}

export const BOOKING_ACTION_RESULT: Partial<Record<BookingAction, string>> = {
  approve: "scheduled",
  reject: "cancelled",
  feedback: "completed",
  complete: "completed",
  cancel: "cancelled",
};

export type LoanAction = "approve" | "reject" | "assign_bank" | "request_documents" | "view_documents" | "start_processing";

export function adminLoanActions(loan: { status: string; bank: string | null; documentCount: number }): LoanAction[] {
  const actions: LoanAction[] = [];
  const { status } = loan;
  if (status === "pending") actions.push("start_processing");
  if (status === "pending" || status === "documents_needed" || status === "processing") actions.push("approve", "reject");
  if ((status === "pending" || status === "processing") && !loan.bank) actions.push("assign_bank");
  if (loan.documentCount > 0) actions.push("view_documents");
  if (status === "pending" || status === "processing") actions.push("request_documents");
  return actions;
}

export const LOAN_ACTION_RESULT: Partial<Record<LoanAction, string>> = {
  approve: "approved",
  reject: "rejected",
  request_documents: "documents_needed",
  start_processing: "processing",
};

export type PaymentAction = "mark_paid" | "refund";

export function adminPaymentActions(payment: { status: string }): PaymentAction[] {
  if (payment.status === "pending") return ["mark_paid"];
  if (payment.status === "paid") return ["refund"];
  return [];
}

export type SopAction = "start_review" | "complete" | "request_revision";

export function adminSopActions(sop: { status: string }): SopAction[] {
  if (sop.status === "pending") return ["start_review"];
  if (sop.status === "in_progress") return ["complete", "request_revision"];
  if (sop.status === "rejected") return ["start_review"];
  return [];
}

export const SOP_ACTION_RESULT: Record<SopAction, string> = {
  start_review: "in_progress",
  complete: "completed",
  request_revision: "rejected",
};
