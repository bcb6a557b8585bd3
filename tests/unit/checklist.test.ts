import { describe, expect, test } from "vitest";
import {
  DEFAULT_CHECKLIST_SETTINGS,
  checklistActions,
  checklistItemProblems,
  checklistTransition,
  formatTemplateLines,
  isOverdue,
  nextReminderAt,
  overdueFrom,
  parseTemplateLines,
  rejectionReasonProblem,
  reminderDue,
  templateItems,
  templateKey,
  templateProblem,
} from "~/domain/checklist";
import { DESTINATIONS } from "~/domain/destinations";

const ZONE = "Asia/Kathmandu";
const HOUR = 60 * 60 * 1000;

describe("an item's states", () => {
  test("requested or rejected goes to uploaded; uploaded to accepted or rejected; a newer version may replace one waiting", () => {
    expect(checklistTransition("requested", "upload")).toEqual({ ok: true, to: "uploaded" });
    expect(checklistTransition("rejected", "upload")).toEqual({ ok: true, to: "uploaded" });
    expect(checklistTransition("uploaded", "upload")).toEqual({ ok: true, to: "uploaded" });
    expect(checklistTransition("uploaded", "accept")).toEqual({ ok: true, to: "accepted" });
    expect(checklistTransition("uploaded", "reject")).toEqual({ ok: true, to: "rejected" });
  });

  test("refuses the rest with a message", () => {
    expect(checklistTransition("accepted", "upload")).toEqual({ ok: false, message: "This document has been accepted: there is nothing more to upload." });
    for (const status of ["requested", "rejected", "accepted"]) {
      expect(checklistTransition(status, "accept").ok).toBe(false);
      expect(checklistTransition(status, "reject")).toEqual({ ok: false, message: "Only a document that was uploaded and waits for review can be rejected." });
    }
    expect(checklistActions("uploaded")).toEqual(["upload", "accept", "reject"]);
    expect(checklistActions("accepted")).toEqual([]);
    expect(checklistActions("unknown")).toEqual([]);
  });
});

describe("what an item accepts", () => {
  const today = "2026-05-10";
  test("a name is required, the note and name are short, the due date optional and not in the past", () => {
    expect(checklistItemProblems({ name: "Passport", note: "", dueDate: "" }, today)).toEqual({});
    expect(checklistItemProblems({ name: "Passport", note: "", dueDate: today }, today)).toEqual({});
    expect(checklistItemProblems({ name: "  ", note: "x".repeat(501), dueDate: "2026-05-09" }, today)).toEqual({
      name: ["Name is required"],
      note: ["Note must be at most 500 characters"],
      due_date: ["The due date cannot be in the past"],
    });
    expect(checklistItemProblems({ name: "x".repeat(121), note: "", dueDate: "2026-02-30" }, today)).toEqual({
      name: ["Name must be at most 120 characters"],
      due_date: ["Choose a valid date"],
    });
  });

  test("a rejection needs a reason", () => {
    expect(rejectionReasonProblem(" ")).toBe("A reason is required to reject a document");
    expect(rejectionReasonProblem("Blurred")).toBeNull();
  });
});

describe("overdue and reminders", () => {
  const due = new Date("2026-05-10T00:00:00Z");
  test("overdue once the due day is over, unless accepted", () => {
    expect(isOverdue({ status: "requested", dueDate: due }, "2026-05-10")).toBe(false);
    expect(isOverdue({ status: "rejected", dueDate: due }, "2026-05-11")).toBe(true);
    expect(isOverdue({ status: "uploaded", dueDate: due }, "2026-05-11")).toBe(true);
    expect(isOverdue({ status: "accepted", dueDate: due }, "2026-05-11")).toBe(false);
    expect(isOverdue({ status: "requested", dueDate: null }, "2030-01-01")).toBe(false);
    // midnight after the due day in the consultancy's zone (UTC+5:45)
    expect(overdueFrom(due, ZONE)).toEqual(new Date("2026-05-10T18:15:00Z"));
  });

  test("at most once a day", () => {
    const now = new Date("2026-05-12T10:00:00Z");
    expect(reminderDue(null, now)).toBe(true);
    expect(reminderDue(new Date(now.getTime() - 23 * HOUR), now)).toBe(false);
    expect(reminderDue(new Date(now.getTime() - 24 * HOUR), now)).toBe(true);
  });

  test("the next reminder: when the first item turns overdue, and not within a day of the last", () => {
    const later = new Date("2026-05-20T00:00:00Z");
    expect(nextReminderAt({ dueDates: [], lastRemindedAt: null, zone: ZONE })).toBeNull();
    expect(nextReminderAt({ dueDates: [later, due], lastRemindedAt: null, zone: ZONE })).toEqual(new Date("2026-05-10T18:15:00Z"));
    const last = new Date("2026-05-11T09:00:00Z");
    expect(nextReminderAt({ dueDates: [due], lastRemindedAt: last, zone: ZONE })).toEqual(new Date("2026-05-12T09:00:00Z"));
  });
});

describe("templates", () => {
  test("every destination has the common documents and its own", () => {
    const names = (destination: (typeof DESTINATIONS)[number]) => templateItems(DEFAULT_CHECKLIST_SETTINGS, destination).map((item) => item.name);
    for (const destination of DESTINATIONS) expect(names(destination)).toEqual(expect.arrayContaining(["Passport", "Academic transcripts", "English test report", "Recommendation letters", "Financial documents"]));
    expect(names("Germany")).toContain("Blocked account confirmation");
    expect(names("Canada")).toContain("GIC certificate");
    expect(names("United Kingdom")).toContain("Financial evidence (28 days)");
    expect(names("USA")).toContain("I-20 financial documents / bank statements");
    expect(names("Australia")).toContain("GTE statement");
    for (const field of Object.values(DEFAULT_CHECKLIST_SETTINGS)) expect(templateProblem(field)).toBeNull();
  });

  test("one item a line, a note after a bar; blank lines skipped; written back the same way", () => {
    const entries = parseTemplateLines("Passport | valid six months\n\n  APS certificate  \nVisa|");
    expect(entries).toEqual([
      { name: "Passport", note: "valid six months" },
      { name: "APS certificate", note: null },
      { name: "Visa", note: null },
    ]);
    expect(formatTemplateLines(entries)).toBe("Passport | valid six months\nAPS certificate\nVisa");
  });

  test("a line without a name, a name twice or too many lines is refused", () => {
    expect(templateProblem("Passport\n| note")).toBe('Line 2 has a note but no name (write it as "Name | note")');
    expect(templateProblem("Passport\npassport")).toBe('Line 2: "passport" is listed twice');
    expect(templateProblem(Array.from({ length: 41 }, (_, index) => `Doc ${index}`).join("\n"))).toBe("A template holds at most 40 items");
    expect(templateProblem("")).toBeNull();
  });

  test("a key names the document, so two destinations' passports are one item", () => {
    expect(templateKey("Passport")).toBe(templateKey("passport "));
    expect(templateKey("CV / résumé")).toBe("cv-resume");
  });
});
