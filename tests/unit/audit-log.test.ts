import { describe, expect, test } from "vitest";
import {
  AUDIT_LOG_LIST,
  SECRET_CHANGE,
  auditActionLabel,
  auditActionsMatching,
  auditRecordName,
  auditRecordPath,
  changeFieldLabel,
  changeLines,
  diffChanges,
  settingsEntityId,
} from "~/domain/audit-log";
import { formatDateTime } from "~/domain/dates";
import { canonicalListSearch, parseListQuery } from "~/domain/list-query";

const ZONE = "Asia/Kathmandu";

describe("where an audit row's record is shown", () => {
  test.each([
    ["sop_application", "/admin/sop-applications/4"],
    ["loan_application", "/admin/loan-applications?search_keyword=4"],
    ["payment", "/admin/payment-histories"],
    ["contact_message", "/admin/messages/4"],
    ["inquiry", "/admin/inquiries/4"],
    ["service", "/admin/services/4/edit"],
    ["time_slot", "/admin/time-slots/4/edit"],
    ["user", "/admin/users/4"],
    ["university_application", "/admin/university-applications?view=list"],
  ])("%s -> %s", (entityType, path) => {
    expect(auditRecordPath({ entityType, entityId: 4 })).toBe(path);
  });

  test("a settings group opens on its own tab", () => {
    expect(auditRecordPath({ entityType: "setting", entityId: settingsEntityId("general") })).toBe("/admin/settings");
    expect(auditRecordPath({ entityType: "setting", entityId: settingsEntityId("email") })).toBe("/admin/settings?tab=email");
    expect(auditRecordPath({ entityType: "setting", entityId: 99 })).toBe("/admin/settings");
    // an item is shown on its student's checklist tab, which the row does not name
    expect(auditRecordPath({ entityType: "checklist_item", entityId: 4 })).toBeNull();
  });

  test("a session opens in the list of its own kind", () => {
    expect(auditRecordPath({ entityType: "booking", entityId: 9, bookingType: "speaking" })).toBe("/admin/speaking-mock-applications?search_keyword=9");
    expect(auditRecordPath({ entityType: "booking", entityId: 9, bookingType: "counseling" })).toBe("/admin/free-counseling-applications?search_keyword=9");
    expect(auditRecordPath({ entityType: "booking", entityId: 9, bookingType: null })).toBeNull();
  });

  test("an unknown kind of record links nowhere", () => {
    expect(auditRecordPath({ entityType: "spaceship", entityId: 1 })).toBeNull();
  });

  test("records are named with their number, the settings without", () => {
    expect(auditRecordName({ entityType: "inquiry", entityId: 12 })).toBe("Inquiry #12");
    expect(auditRecordName({ entityType: "setting", entityId: settingsEntityId("email") })).toBe("Email settings");
  });
});

describe("action labels", () => {
  test("known actions read as words", () => {
    expect(auditActionLabel("mark_paid")).toBe("Marked paid");
    expect(auditActionLabel("update")).toBe("Edited");
    expect(auditActionLabel("contact")).toBe("Marked contacted");
  });

  test("an unknown action is still readable", () => {
    expect(auditActionLabel("role_changed")).toBe("Role changed");
  });

  test("the search finds actions by their label as well as by their stored name", () => {
    expect(auditActionsMatching("marked paid")).toEqual(["mark_paid"]);
    expect(auditActionsMatching("edited")).toContain("update");
  });
});

describe("changes", () => {
  test("only the fields that changed are kept, with before and after", () => {
    expect(diffChanges({ name: "IELTS", priceCents: 1000, isActive: true }, { name: "IELTS", priceCents: 1500, isActive: false })).toEqual({
      priceCents: [1000, 1500],
      isActive: [true, false],
    });
  });

  test("fields not edited (undefined) are ignored, dates compare by instant", () => {
    const at = new Date("2026-01-01T09:00:00Z");
    expect(diffChanges({ startTime: at, name: "A" }, { startTime: new Date(at), name: undefined })).toEqual({});
  });

  test("a secret is never stored, only that it changed", () => {
    expect(diffChanges({ smtpPassword: "old", smtpHost: "a" }, { smtpPassword: "new", smtpHost: "a" }, ["smtpPassword"])).toEqual({
      smtpPassword: [SECRET_CHANGE, SECRET_CHANGE],
    });
    expect(diffChanges({ smtpPassword: "same" }, { smtpPassword: "same" }, ["smtpPassword"])).toEqual({});
  });

  test("render as readable lines", () => {
    expect(changeLines(JSON.stringify({ priceCents: [1000, 1500], isActive: [true, false], description: [null, "New"] }), ZONE)).toEqual([
      { field: "Price", before: "$10.00", after: "$15.00" },
      { field: "Is active", before: "Yes", after: "No" },
      { field: "Description", before: "(empty)", after: "New" },
    ]);
    expect(changeFieldLabel("service_type")).toBe("Service type");
    expect(changeFieldLabel("maxBookings")).toBe("Max bookings");
  });

  test("instants show in the consultancy's zone", () => {
    const [line] = changeLines(JSON.stringify({ startTime: [null, "2026-01-01T04:15:00.000Z"] }), ZONE);
    expect(line).toEqual({ field: "Start time", before: "(empty)", after: formatDateTime(new Date("2026-01-01T04:15:00.000Z"), ZONE) });
    expect(line.after).toContain("10:00");
  });

  test("nothing or broken JSON renders nothing rather than failing", () => {
    expect(changeLines(null, ZONE)).toEqual([]);
    expect(changeLines("{not json", ZONE)).toEqual([]);
    expect(changeLines('["a"]', ZONE)).toEqual([]);
    expect(changeLines('{"a": "b"}', ZONE)).toEqual([]);
  });
});

describe("the audit log list", () => {
  test("filters by record type and actor", () => {
    expect(canonicalListSearch(new URLSearchParams("entity_type=service&actor=3"), AUDIT_LOG_LIST)).toBe(
      `filters=${encodeURIComponent('{"entity_type":"service","actor":3}')}`,
    );
    const { errors } = parseListQuery(new URLSearchParams(`filters=${encodeURIComponent('{"entity_type":"x","actor":"me"}')}`), AUDIT_LOG_LIST);
    expect(Object.keys(errors).sort()).toEqual(["filters.actor", "filters.entity_type"]);
  });
});
