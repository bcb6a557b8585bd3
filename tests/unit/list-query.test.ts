import { describe, expect, test } from "vitest";
import {
  canonicalListSearch,
  foldFilterFields,
  listSearchParams,
  parseListQuery,
  sameSearch,
  sortSearch,
  viewSearch,
} from "~/domain/list-query";
import { SERVICE_LIST } from "~/domain/service";
import { TIME_SLOT_LIST, serviceTypesMatching } from "~/domain/time-slot";

const params = (init: Record<string, string>) => new URLSearchParams(init);

describe("parseListQuery", () => {
  // Once, such keys answered 500, their errors gathered in a plain object that already had them
  test.each(["__proto__", "constructor", "toString", "hasOwnProperty"])("refuses a filter named %s like any unknown filter", (key) => {
    const { query, errors } = parseListQuery(params({ filters: `{"${key}":{"polluted":true}}` }), SERVICE_LIST);
    expect(Object.getPrototypeOf(errors)).toBeNull();
    expect(errors[`filters.${key}`]).toEqual([expect.stringContaining("Unknown filter.")]);
    expect(query.filters).toEqual({ isActive: null, minPrice: null, maxPrice: null });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  test("fills every default when the query is empty", () => {
    expect(parseListQuery(params({}), SERVICE_LIST)).toEqual({
      query: {
        page: 1,
        perPage: 10,
        search: null,
        sortType: "name",
        sortDirection: "asc",
        filters: { isActive: null, minPrice: null, maxPrice: null },
      },
      errors: {},
    });
    expect(parseListQuery(params({}), TIME_SLOT_LIST).query.sortType).toBe("start_time");
  });

  test("reads every parameter", () => {
    const { query, errors } = parseListQuery(
      params({
        page: "3",
        per_page: "25",
        search_keyword: "  sop ",
        sort_type: "price",
        sort_direction: "DESC",
        filters: JSON.stringify({ is_active: true, min_price: 10, max_price: "200.5" }),
      }),
      SERVICE_LIST,
    );
    expect(errors).toEqual({});
    expect(query).toEqual({
      page: 3,
      perPage: 25,
      search: "sop",
      sortType: "price",
      sortDirection: "desc",
      filters: { isActive: true, minPrice: 10, maxPrice: 200.5 },
    });
  });

  test.each([
    ["per_page", "20", "The per page must be one of 10, 25, 50, 100."],
    ["per_page", "abc", "The per page must be one of 10, 25, 50, 100."],
    ["page", "0", "The page must be a whole number of at least 1."],
    ["page", "1.5", "The page must be a whole number of at least 1."],
    ["sort_type", "description", "The sort type must be one of name, price, created_at, is_active."],
    ["sort_direction", "up", "The sort direction must be asc or desc."],
    ["filters", "{not json", "The filters must be valid JSON."],
    ["filters", "[1,2]", "The filters must be a JSON object."],
    ["search_keyword", "x".repeat(256), "The search keyword must be at most 255 characters."],
  ])("reports %s=%s and falls back to the default", (key, value, message) => {
    const { query, errors } = parseListQuery(params({ [key]: value }), SERVICE_LIST);
    expect(errors).toEqual({ [key]: [message] });
    expect(query).toEqual(parseListQuery(params({}), SERVICE_LIST).query);
  });

  test("reports each bad filter under filters.<key> and keeps the good ones", () => {
    const { query, errors } = parseListQuery(
      params({ filters: JSON.stringify({ is_active: "maybe", min_price: -1, max_price: 50, colour: "red" }) }),
      SERVICE_LIST,
    );
    expect(errors).toEqual({
      "filters.is_active": ["The is active filter must be true or false."],
      "filters.min_price": ["The minimum price must be a number of at least 0."],
      "filters.colour": ["Unknown filter. Allowed filters: is_active, min_price, max_price."],
    });
    expect(query.filters).toEqual({ isActive: null, minPrice: null, maxPrice: 50 });
  });

  test("refuses a price range whose maximum is below its minimum", () => {
    const { errors } = parseListQuery(params({ filters: JSON.stringify({ min_price: 100, max_price: 10 }) }), SERVICE_LIST);
    expect(errors).toEqual({ "filters.max_price": ["The maximum price must be at least the minimum price."] });
  });

  test("reads the time-slot filters and refuses bad dates and types", () => {
    const good = parseListQuery(
      params({ filters: JSON.stringify({ service_type: "demo_class", date_from: "2027-01-01", date_to: "2027-01-31", is_available: false }) }),
      TIME_SLOT_LIST,
    );
    expect(good.errors).toEqual({});
    expect(good.query.filters).toEqual({ serviceType: "demo_class", dateFrom: "2027-01-01", dateTo: "2027-01-31", isAvailable: false });

    const bad = parseListQuery(
      params({ filters: JSON.stringify({ service_type: "yoga", date_from: "2027-02-30", date_to: "01/31/2027", is_available: "yes" }) }),
      TIME_SLOT_LIST,
    );
    expect(Object.keys(bad.errors).sort()).toEqual(["filters.date_from", "filters.date_to", "filters.is_available", "filters.service_type"]);

    const reversed = parseListQuery(params({ filters: JSON.stringify({ date_from: "2027-02-01", date_to: "2027-01-01" }) }), TIME_SLOT_LIST);
    expect(reversed.errors).toEqual({ "filters.date_to": ["The date to filter must be on or after the date from filter."] });
  });

  test("accepts the time-slot sort keys and no others", () => {
    for (const key of ["start_time", "service_type", "is_available"]) {
      expect(parseListQuery(params({ sort_type: key }), TIME_SLOT_LIST).errors).toEqual({});
    }
    expect(parseListQuery(params({ sort_type: "name" }), TIME_SLOT_LIST).errors).toHaveProperty("sort_type");
  });
});

describe("list URLs", () => {
  test("leave every default out", () => {
    const { query } = parseListQuery(params({ page: "1", per_page: "10", sort_type: "name", sort_direction: "asc", filters: "{}" }), SERVICE_LIST);
    expect(listSearchParams(query, SERVICE_LIST).toString()).toBe("");
  });

  test("write the state in a fixed order with page last", () => {
    const { query } = parseListQuery(
      params({ page: "2", per_page: "50", sort_direction: "desc", search_keyword: "ielts", filters: '{"max_price":99,"is_active":false}' }),
      SERVICE_LIST,
    );
    expect(Object.fromEntries(listSearchParams(query, SERVICE_LIST))).toEqual({
      search_keyword: "ielts",
      filters: '{"is_active":false,"max_price":99}',
      sort_direction: "desc",
      per_page: "50",
      page: "2",
    });
    expect([...listSearchParams(query, SERVICE_LIST).keys()]).toEqual(["search_keyword", "filters", "sort_direction", "per_page", "page"]);
  });

  test("canonical search drops bad values and is stable when applied twice", () => {
    const messy = params({ page: "x", per_page: "7", sort_type: "price", search_keyword: " a ", view: "cards", junk: "1" });
    const once = canonicalListSearch(messy, SERVICE_LIST);
    expect(once).toBe("search_keyword=a&sort_type=price&view=cards");
    expect(canonicalListSearch(new URLSearchParams(once), SERVICE_LIST)).toBe(once);
  });

  test("a filter form's own fields replace the filters JSON, and empty ones clear it", () => {
    const folded = foldFilterFields(params({ filters: '{"is_active":true}', is_active: "false", min_price: "5", max_price: "" }), SERVICE_LIST);
    expect(Object.fromEntries(folded)).toEqual({ filters: '{"is_active":false,"min_price":5}' });
    const cleared = foldFilterFields(params({ filters: '{"is_active":true}', is_active: "", min_price: "", max_price: "" }), SERVICE_LIST);
    expect(Object.fromEntries(cleared)).toEqual({});
  });

  test("a sort link flips the active column and starts another ascending, keeping the page", () => {
    const current = params({ sort_type: "price", page: "3" });
    expect(sortSearch(current, SERVICE_LIST, "price")).toBe("sort_type=price&sort_direction=desc&page=3");
    expect(sortSearch(params({ sort_type: "price", sort_direction: "desc" }), SERVICE_LIST, "price")).toBe("sort_type=price");
    expect(sortSearch(current, SERVICE_LIST, "name")).toBe("page=3");
  });

  test("the view toggle keeps the rest of the state", () => {
    expect(viewSearch(params({ search_keyword: "x", page: "2" }), SERVICE_LIST, "cards")).toBe("search_keyword=x&view=cards&page=2");
    expect(viewSearch(params({ view: "cards" }), SERVICE_LIST, null)).toBe("");
  });

  test("sameSearch ignores the order of parameters", () => {
    expect(sameSearch(params({ a: "1", b: "2" }), new URLSearchParams("b=2&a=1"))).toBe(true);
    expect(sameSearch(params({ a: "1" }), params({ a: "2" }))).toBe(false);
  });
});

describe("serviceTypesMatching", () => {
  test("finds service types by value or label", () => {
    expect(serviceTypesMatching("demo")).toEqual(["demo_class"]);
    expect(serviceTypesMatching("Speaking Mock")).toEqual(["speaking"]);
    expect(serviceTypesMatching("demo_class")).toEqual(["demo_class"]);
    expect(serviceTypesMatching("zzz")).toEqual([]);
  });
});
