import { describe, expect, test } from "vitest";
import { formatMoney, formatWholeDollars } from "~/domain/money";

describe("money on a page", () => {
  test("cents in their own currency, each currency with its own symbol, whichever was formatted before", () => {
    expect(formatMoney(14900)).toBe("$149.00");
    expect(formatMoney(14900, "NPR")).toBe("NPR\u00a0149.00");
    expect(formatMoney(5, "EUR")).toBe("€0.05");
    expect(formatMoney(123456789)).toBe("$1,234,567.89");
    expect(formatMoney(-2500, "NPR")).toBe("-NPR\u00a025.00");
  });

  test("a currency that does not exist is refused every time, not remembered", () => {
    expect(() => formatMoney(100, "DOLLARS")).toThrow(RangeError);
    expect(() => formatMoney(100, "DOLLARS")).toThrow(RangeError);
  });

  test("loan figures in whole dollars", () => {
    expect(formatWholeDollars(25000)).toBe("$25,000");
    expect(formatWholeDollars(25000.6)).toBe("$25,001");
  });
});
