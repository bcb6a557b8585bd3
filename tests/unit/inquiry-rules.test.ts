import { describe, expect, test } from "vitest";
import { INQUIRY_ADMIN_LIST, canConvertInquiry, inquiryMoveTarget, inquiryMovesFrom } from "~/domain/inquiry";
import { canonicalListSearch, parseListQuery } from "~/domain/list-query";

describe("the inquiry status machine", () => {
  test("a new inquiry can be marked contacted or closed", () => {
    expect(inquiryMovesFrom("new")).toEqual(["contact", "close"]);
    expect(inquiryMoveTarget("new", "contact")).toBe("contacted");
    expect(inquiryMoveTarget("new", "close")).toBe("closed");
  });

  test("a contacted inquiry can only be closed", () => {
    expect(inquiryMovesFrom("contacted")).toEqual(["close"]);
    expect(inquiryMoveTarget("contacted", "contact")).toBeNull();
    expect(inquiryMoveTarget("contacted", "reopen")).toBeNull();
  });

  test("a closed inquiry can only be reopened, back to new", () => {
    expect(inquiryMovesFrom("closed")).toEqual(["reopen"]);
    expect(inquiryMoveTarget("closed", "reopen")).toBe("new");
  });

  test("a converted inquiry offers no move, and no move leads to converted", () => {
    expect(inquiryMovesFrom("converted")).toEqual([]);
    for (const status of ["new", "contacted", "closed"]) {
      for (const move of inquiryMovesFrom(status)) expect(inquiryMoveTarget(status, move)).not.toBe("converted");
    }
    expect(inquiryMovesFrom("unknown")).toEqual([]);
  });

  test("conversion is offered until the inquiry is converted, and never when an account is linked", () => {
    expect(canConvertInquiry({ status: "new", userId: null })).toBe(true);
    expect(canConvertInquiry({ status: "closed", userId: null })).toBe(true);
    expect(canConvertInquiry({ status: "converted", userId: null })).toBe(false);
    expect(canConvertInquiry({ status: "new", userId: 7 })).toBe(false);
  });
});

describe("the inquiry list", () => {
  test("opens newest first and filters by service and status", () => {
    const { query } = parseListQuery(new URLSearchParams(), INQUIRY_ADMIN_LIST);
    expect(query).toMatchObject({ sortType: "received", sortDirection: "desc", filters: { serviceType: null, status: null } });
    expect(canonicalListSearch(new URLSearchParams("service_type=loan&status=contacted"), INQUIRY_ADMIN_LIST)).toBe(
      `filters=${encodeURIComponent('{"service_type":"loan","status":"contacted"}')}`,
    );
  });

  test("refuses a service or status it does not know", () => {
    const { errors, query } = parseListQuery(new URLSearchParams(`filters=${encodeURIComponent('{"service_type":"yoga","status":"won"}')}`), INQUIRY_ADMIN_LIST);
    expect(query.filters).toEqual({ serviceType: null, status: null });
    expect(Object.keys(errors)).toEqual(["filters.service_type", "filters.status"]);
  });
});
