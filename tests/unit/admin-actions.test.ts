import { describe, expect, test } from "vitest";
import { adminBookingActions, adminLoanActions, adminPaymentActions, adminSopActions } from "~/domain/admin-actions";

const booking = (overrides: Partial<Parameters<typeof adminBookingActions>[0]>) => ({
  type: "interview",
  status: "pending",
  staffName: null,
  meetingLink: null,
  notes: null,
  ...overrides,
});

describe("admin menu rules for sessions", () => {
  test("a pending session can be approved, rejected and assigned while unassigned", () => {
    expect(adminBookingActions(booking({}))).toEqual(["approve", "reject", "assign"]);
    expect(adminBookingActions(booking({ staffName: "Maya" }))).toEqual(["approve", "reject"]);
  });

  test("a scheduled speaking mock offers feedback and score and its meeting link, not a plain completion", () => {
    expect(adminBookingActions(booking({ type: "speaking", status: "scheduled", staffName: "Anna" }))).toEqual(["feedback", "meeting_link", "move", "cancel"]);
  });

  test("a scheduled interview offers written feedback besides a plain completion", () => {
    expect(adminBookingActions(booking({ type: "interview", status: "scheduled", staffName: "Maya" }))).toEqual(["feedback", "meeting_link", "complete", "move", "cancel"]);
    expect(adminBookingActions(booking({ type: "demo_class", status: "scheduled", staffName: "Maya" }))).not.toContain("feedback");
    expect(adminBookingActions(booking({ type: "interview", status: "completed" }))).not.toContain("feedback");
  });

  test("a demo class takes materials while scheduled and once completed; no other kind does", () => {
    expect(adminBookingActions(booking({ type: "demo_class", status: "scheduled", staffName: "P" }))).toContain("materials");
    expect(adminBookingActions(booking({ type: "demo_class", status: "completed", staffName: "P" }))).toEqual(["materials"]);
    expect(adminBookingActions(booking({ type: "demo_class", status: "pending" }))).not.toContain("materials");
    expect(adminBookingActions(booking({ type: "demo_class", status: "cancelled" }))).not.toContain("materials");
    expect(adminBookingActions(booking({ type: "interview", status: "scheduled", staffName: "P" }))).not.toContain("materials");
  });

  test("only a scheduled session can be moved or cancelled by staff (a pending one is rejected instead)", () => {
    for (const type of ["interview", "speaking", "demo_class", "counseling"]) {
      expect(adminBookingActions(booking({ type, status: "scheduled", staffName: "P" }))).toEqual(expect.arrayContaining(["move", "cancel"]));
      for (const status of ["pending", "completed", "cancelled"]) {
        const actions = adminBookingActions(booking({ type, status, staffName: "P" }));
        expect(actions).not.toContain("move");
        expect(actions).not.toContain("cancel");
      }
    }
  });

  test("every kind of scheduled session offers its meeting link, to add or to change; no other state does", () => {
    for (const type of ["interview", "speaking", "demo_class", "counseling"]) {
      expect(adminBookingActions(booking({ type, status: "scheduled", staffName: "P" }))).toContain("meeting_link");
      expect(adminBookingActions(booking({ type, status: "scheduled", staffName: "P", meetingLink: "https://m" }))).toContain("meeting_link");
      for (const status of ["pending", "completed", "cancelled"]) {
        expect(adminBookingActions(booking({ type, status, staffName: "P" }))).not.toContain("meeting_link");
      }
    }
  });

  test("counseling: meeting link while scheduled, session notes once completed without notes", () => {
    expect(adminBookingActions(booking({ type: "counseling", status: "scheduled", staffName: "M", meetingLink: "https://m" }))).toContain("meeting_link");
    expect(adminBookingActions(booking({ type: "counseling", status: "completed" }))).toEqual(["notes"]);
    expect(adminBookingActions(booking({ type: "counseling", status: "completed", notes: "done" }))).toEqual([]);
  });

  test("a cancelled session offers nothing", () => {
    expect(adminBookingActions(booking({ status: "cancelled" }))).toEqual([]);
  });
});

describe("admin menu rules for loans, payments and SOPs", () => {
  test("loans: approve and reject while pending or waiting for documents; bank only while unassigned", () => {
    expect(adminLoanActions({ status: "documents_needed", bank: null, documentCount: 0 })).toEqual(["approve", "reject"]);
    expect(adminLoanActions({ status: "pending", bank: null, documentCount: 2 })).toEqual(["start_processing", "approve", "reject", "assign_bank", "view_documents", "request_documents"]);
    expect(adminLoanActions({ status: "approved", bank: "Nabil", documentCount: 0 })).toEqual([]);
  });

  test("payments: Mark as Paid only when pending, Issue Refund only when paid", () => {
    expect(adminPaymentActions({ status: "pending" })).toEqual(["mark_paid"]);
    expect(adminPaymentActions({ status: "paid" })).toEqual(["refund"]);
    expect(adminPaymentActions({ status: "refunded" })).toEqual([]);
    expect(adminPaymentActions({ status: "failed" })).toEqual([]);
  });

  test("SOPs: Start Review only when pending (or after a revision request)", () => {
    expect(adminSopActions({ status: "pending" })).toEqual(["start_review"]);
    expect(adminSopActions({ status: "in_progress" })).toEqual(["complete", "request_revision"]);
    expect(adminSopActions({ status: "completed" })).toEqual([]);
  });
});
