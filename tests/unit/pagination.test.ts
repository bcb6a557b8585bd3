import { describe, expect, test } from "vitest";
import { pageMeta, pageWindow } from "~/domain/pagination";

describe("pageMeta", () => {
  test("counts from and to on a full page", () => {
    expect(pageMeta({ total: 42, page: 2, perPage: 10 })).toEqual({
      total: 42,
      per_page: 10,
      current_page: 2,
      last_page: 5,
      from: 11,
      to: 20,
    });
  });

  test("stops `to` at the total on the last page", () => {
    expect(pageMeta({ total: 42, page: 5, perPage: 10 })).toMatchObject({ from: 41, to: 42, last_page: 5 });
  });

  test("gives null from and to on an empty page", () => {
    expect(pageMeta({ total: 0, page: 1, perPage: 10 })).toMatchObject({ from: null, to: null, last_page: 1 });
    expect(pageMeta({ total: 5, page: 3, perPage: 10 })).toMatchObject({ from: null, to: null });
  });
});

describe("pageWindow", () => {
  test("shows page 1, the last page and two either side, with ellipses", () => {
    expect(pageWindow(10, 20)).toEqual([1, null, 8, 9, 10, 11, 12, null, 20]);
  });

  test("has no ellipsis where pages are contiguous", () => {
    expect(pageWindow(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  test("handles a single page", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
  });
});
