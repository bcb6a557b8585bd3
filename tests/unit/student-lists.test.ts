import { describe, expect, test } from "vitest";
import { canonicalListSearch, parseListQuery } from "~/domain/list-query";
import { NOTIFICATION_LIST, STUDENT_PAYMENT_LIST, STUDENT_SOP_LIST } from "~/domain/student-lists";

describe("student lists", () => {
  test("open newest first and leave the defaults out of the URL, as the admin lists do", () => {
    expect(parseListQuery(new URLSearchParams(), STUDENT_PAYMENT_LIST).query).toMatchObject({ page: 1, perPage: 10, sortType: "date", sortDirection: "desc" });
    expect(canonicalListSearch(new URLSearchParams("page=1&per_page=10&sort_direction=desc"), NOTIFICATION_LIST)).toBe("");
    expect(canonicalListSearch(new URLSearchParams("page=2&per_page=25"), STUDENT_PAYMENT_LIST)).toBe("per_page=25&page=2");
  });

  test("the SOP tabs are a status filter: All is no filter, an unknown tab is dropped", () => {
    expect(canonicalListSearch(new URLSearchParams("status=needs_revision"), STUDENT_SOP_LIST)).toBe(`filters=${encodeURIComponent('{"status":"needs_revision"}')}`);
    expect(canonicalListSearch(new URLSearchParams("status=all"), STUDENT_SOP_LIST)).toBe("");
    const { query, errors } = parseListQuery(new URLSearchParams(`filters=${encodeURIComponent('{"status":"rejected"}')}`), STUDENT_SOP_LIST);
    expect(query.filters.status).toBeNull();
    expect(errors["filters.status"]).toEqual(["The status filter must be one of in_progress, completed, needs_revision."]);
  });

  test("a list without filters refuses any filter", () => {
    const { errors } = parseListQuery(new URLSearchParams(`filters=${encodeURIComponent('{"status":"paid"}')}`), STUDENT_PAYMENT_LIST);
    expect(errors["filters.status"]).toEqual(["Unknown filter. This list has no filters."]);
    expect(canonicalListSearch(new URLSearchParams(`filters=${encodeURIComponent('{"status":"paid"}')}`), STUDENT_PAYMENT_LIST)).toBe("");
  });
});
