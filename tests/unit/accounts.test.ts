import { describe, expect, test } from "vitest";
import { USER_ADMIN_LIST } from "~/domain/admin-lists";
import { canonicalListSearch, parseListQuery } from "~/domain/list-query";
import { leavesAnActiveAdmin, roleLabel } from "~/domain/roles";

describe("the users list", () => {
  test("filters by role and by state, folded into the filters JSON of the URL", () => {
    expect(canonicalListSearch(new URLSearchParams("role=admin&state=disabled"), USER_ADMIN_LIST)).toBe(`filters=${encodeURIComponent('{"role":"admin","state":"disabled"}')}`);
    expect(canonicalListSearch(new URLSearchParams("role=&state="), USER_ADMIN_LIST)).toBe("");
    const { query } = parseListQuery(new URLSearchParams(`filters=${encodeURIComponent('{"state":"active"}')}`), USER_ADMIN_LIST);
    expect(query).toMatchObject({ sortType: "created", sortDirection: "desc", filters: { role: null, state: "active" } });
  });

  test("refuses a role or state it does not know, and an unknown filter", () => {
    const { errors } = parseListQuery(new URLSearchParams(`filters=${encodeURIComponent('{"role":"owner","state":"gone","team":"x"}')}`), USER_ADMIN_LIST);
    expect(errors["filters.role"]).toEqual(["The role filter must be one of student, counsellor, admin, editor."]);
    expect(errors["filters.state"]).toEqual(["The state filter must be one of active, disabled, deletion_pending, erased."]);
    expect(errors["filters.team"]).toBeDefined();
  });
});

describe("roles", () => {
  test("a change must leave at least one active admin", () => {
    expect(leavesAnActiveAdmin(0)).toBe(false);
    expect(leavesAnActiveAdmin(1)).toBe(true);
  });

  test("are shown by their names", () => {
    expect(roleLabel("admin")).toBe("Admin");
    expect(roleLabel("student")).toBe("Student");
  });
});
