import { describe, expect, test } from "vitest";
import { anyAvailable, isInvoiced, offerFor, priceLabel, BOOKING_SERVICE_CODES, sopServiceCode } from "~/domain/catalogue";

const entry = { id: 1, code: "interview_prep", name: "Interview Preparation", priceCents: 4900, isActive: true };

describe("catalogue rules", () => {
  test("a priced entry is invoiced, a free one is not", () => {
    expect(isInvoiced({ priceCents: 4900 })).toBe(true);
    expect(isInvoiced({ priceCents: 0 })).toBe(false);
  });

  test("prices read in the given currency, and 0 reads Free", () => {
    expect(priceLabel(14900, "USD")).toBe("$149.00");
    expect(priceLabel(14900, "EUR")).toBe("€149.00");
    expect(priceLabel(0, "USD")).toBe("Free");
  });

  test("an offer is available only while its entry exists and is active", () => {
    expect(offerFor("interview_prep", entry, "USD", "Fallback")).toEqual({
      code: "interview_prep",
      name: "Interview Preparation",
      price: "$49.00",
      priceCents: 4900,
      available: true,
    });
    expect(offerFor("interview_prep", { ...entry, isActive: false }, "USD", "Fallback").available).toBe(false);
    expect(offerFor("interview_prep", undefined, "USD", "Fallback")).toMatchObject({ name: "Fallback", available: false });
  });

  test("a page can be ordered while any of its offers can", () => {
    const open = offerFor("sop_standard", { ...entry, code: "sop_standard" }, "USD", "");
    const closed = { ...open, available: false };
    expect(anyAvailable([closed, open])).toBe(true);
    expect(anyAvailable([closed])).toBe(false);
  });

  test("each session kind and SOP package names its catalogue entry", () => {
    expect(BOOKING_SERVICE_CODES).toEqual({ interview: "interview_prep", speaking: "speaking_mock", demo_class: "demo_class", counseling: "free_counseling" });
    expect([sopServiceCode("standard"), sopServiceCode("premium")]).toEqual(["sop_standard", "sop_premium"]);
  });
});
