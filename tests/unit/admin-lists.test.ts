import { describe, expect, test } from "vitest";
import { BOOKING_ADMIN_LIST, LOAN_ADMIN_LIST, PAYMENT_ADMIN_LIST, SOP_ADMIN_LIST, keywordId, manageSlotsPath, priorityLabel } from "~/domain/admin-lists";
import { canonicalListSearch, parseListQuery, sortSearch } from "~/domain/list-query";

describe("admin work lists", () => {
  test("open newest first and leave that default out of the URL", () => {
    const { query } = parseListQuery(new URLSearchParams(), SOP_ADMIN_LIST);
    expect(query).toMatchObject({ sortType: "submitted", sortDirection: "desc", filters: { status: null, counsellor: null } });
    expect(canonicalListSearch(new URLSearchParams("sort_direction=desc&sort_type=submitted&page=1"), SOP_ADMIN_LIST)).toBe("");
    expect(canonicalListSearch(new URLSearchParams("sort_direction=asc"), SOP_ADMIN_LIST)).toBe("sort_direction=asc");
    expect(sortSearch(new URLSearchParams(), SOP_ADMIN_LIST, "submitted")).toBe("sort_direction=asc");
    expect(sortSearch(new URLSearchParams("sort_direction=asc"), SOP_ADMIN_LIST, "submitted")).toBe("");
  });

  test("filter by one of their own statuses only", () => {
    expect(canonicalListSearch(new URLSearchParams("status=in_progress"), SOP_ADMIN_LIST)).toBe(`filters=${encodeURIComponent('{"status":"in_progress"}')}`);
    expect(canonicalListSearch(new URLSearchParams("status="), SOP_ADMIN_LIST)).toBe("");
    const { errors } = parseListQuery(new URLSearchParams(`filters=${encodeURIComponent('{"status":"in_progress"}')}`), BOOKING_ADMIN_LIST);
    expect(errors["filters.status"]).toEqual(["The status filter must be one of pending, scheduled, completed, cancelled."]);
  });

  test("the lists of students' records also filter by whose students they are; the payments' do not", () => {
    const filters = (value: unknown) => `filters=${encodeURIComponent(JSON.stringify(value))}`;
    const { query, errors } = parseListQuery(new URLSearchParams(filters({ status: "pending", counsellor: "unassigned" })), LOAN_ADMIN_LIST);
    expect(errors).toEqual({});
    expect(query.filters).toEqual({ status: "pending", counsellor: "unassigned" });
    // a filter form's fields, in the URL's order
    expect(canonicalListSearch(new URLSearchParams("counsellor=everyone&status=pending"), SOP_ADMIN_LIST)).toBe(filters({ status: "pending", counsellor: "everyone" }));
    expect(canonicalListSearch(new URLSearchParams(filters({ counsellor: "mine" })), BOOKING_ADMIN_LIST)).toBe(filters({ counsellor: "mine" }));
    // "all" would read as no filter, which is a counsellor's own students: refused like any unknown value
    for (const value of ["all", "bogus", 1, ""]) {
      const parsed = parseListQuery(new URLSearchParams(filters({ counsellor: value })), BOOKING_ADMIN_LIST);
      expect(parsed.query.filters.counsellor).toBeNull();
      expect(parsed.errors["filters.counsellor"]).toEqual(value === "" ? undefined : ["The counsellor filter must be one of mine, unassigned, everyone."]);
    }
    expect(parseListQuery(new URLSearchParams(filters({ counsellor: "mine" })), PAYMENT_ADMIN_LIST).errors["filters.counsellor"]).toEqual([
      "Unknown filter. Allowed filters: status.",
    ]);
  });

  test("a keyword that is a number (or #number) also finds that record id", () => {
    expect(keywordId("#12")).toBe(12);
    expect(keywordId(" 7 ")).toBe(7);
    expect(keywordId("Toronto")).toBeNull();
    expect(keywordId("0")).toBeNull();
  });

  test("Manage Slots opens the time slots filtered to that kind of session", () => {
    expect(manageSlotsPath("demo_class")).toBe(`/admin/time-slots?filters=${encodeURIComponent('{"service_type":"demo_class"}')}`);
  });

  test("priorities read High, Medium, Low or Not Set", () => {
    expect(["high", "medium", "low", null, "bogus"].map(priorityLabel)).toEqual(["High", "Medium", "Low", "Not Set", "Not Set"]);
  });
});
