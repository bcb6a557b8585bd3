import { describe, expect, test } from "vitest";
import { parseListQuery } from "~/domain/list-query";
import { canAssignCounsellor, counsellorFilterFor, defaultCounsellorFilter, readCounsellorFilter, STUDENT_LIST } from "~/domain/student-case";
import { ADMIN_NAV, navFor } from "~/components/layout/admin-shell";

const admin = { role: "admin" };
const counsellor = { role: "counsellor" };

describe("the admin sidebar", () => {
  test("an admin sees every entry", () => {
    expect(navFor(admin)).toEqual(ADMIN_NAV);
  });

  test("a counsellor does not see the admin-only entries, and keeps the case work", () => {
    const labels = navFor(counsellor).map((item) => item.label);
    for (const hidden of ["Settings", "Users", "Mail", "Audit Log", "Payments", "Services"]) expect(labels).not.toContain(hidden);
    expect(labels.slice(0, 4)).toEqual(["Dashboard", "Students", "Conversations", "Universities"]);
    expect(labels).toEqual(expect.arrayContaining(["SOP Applications", "Interviews", "Loans", "Time Slots", "Inquiries", "Messages"]));
  });

  test("an editor sees the content area alone", () => {
    expect(navFor({ role: "editor" }).map((item) => item.to)).toEqual(["/admin/content"]);
    expect(navFor(counsellor).map((item) => item.to)).not.toContain("/admin/content");
  });

  test("exactly the admin-only pages are marked as the admin's area", () => {
    expect(ADMIN_NAV.filter((item) => item.area === "admin").map((item) => item.to)).toEqual([
      "/admin/payment-histories",
      "/admin/services",
      "/admin/users",
      "/admin/mail",
      "/admin/audit-log",
      "/admin/settings",
    ]);
  });
});

describe("whose students a list shows", () => {
  test("a counsellor starts on their own students, an admin on everyone; a chosen filter wins", () => {
    expect(defaultCounsellorFilter(counsellor)).toBe("mine");
    expect(defaultCounsellorFilter(admin)).toBe("everyone");
    expect(counsellorFilterFor(null, counsellor)).toBe("mine");
    expect(counsellorFilterFor("everyone", counsellor)).toBe("everyone");
    expect(counsellorFilterFor("unassigned", admin)).toBe("unassigned");
  });

  test("the filter takes mine, unassigned or everyone and refuses anything else", () => {
    const read = (filters: unknown) => parseListQuery(new URLSearchParams({ filters: JSON.stringify(filters) }), STUDENT_LIST);
    expect(read({ counsellor: "unassigned" }).query.filters).toEqual({ counsellor: "unassigned" });
    expect(read({ counsellor: "everyone" }).query.filters).toEqual({ counsellor: "everyone" });
    expect(read({ counsellor: "all" }).errors["filters.counsellor"]).toEqual(["The counsellor filter must be one of mine, unassigned, everyone."]);
    expect(read({ counsellor: "someone" }).query.filters).toEqual({ counsellor: null });
    expect(read({ role: "admin" }).errors["filters.role"]).toBeDefined();
  });

  test("one reader: ids only where the list asks for them, and the same refusals everywhere", () => {
    expect(readCounsellorFilter("mine")).toEqual({ value: "mine" });
    expect(readCounsellorFilter(undefined)).toEqual({ value: null });
    expect(readCounsellorFilter("12")).toEqual({ value: null, error: "must be one of mine, unassigned, everyone" });
    expect(readCounsellorFilter("12", { ids: true })).toEqual({ value: 12 });
    expect(readCounsellorFilter(7, { ids: true })).toEqual({ value: 7 });
    expect(readCounsellorFilter("everyone", { ids: true })).toEqual({ value: "everyone" });
    for (const bad of ["all", "0", "-3", "1.5", "constructor", true]) {
      expect(readCounsellorFilter(bad, { ids: true })).toEqual({ value: null, error: "must be mine, unassigned, everyone or a counsellor's id" });
    }
    expect(readCounsellorFilter("", { ids: true })).toEqual({ value: null });
  });

  test("only an admin assigns a counsellor", () => {
    expect(canAssignCounsellor(admin)).toBe(true);
    expect(canAssignCounsellor(counsellor)).toBe(false);
    expect(canAssignCounsellor({ role: "student" })).toBe(false);
  });
});
