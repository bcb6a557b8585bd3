import { describe, expect, test } from "vitest";
import { isHttpsUrl, socialLinks } from "~/domain/settings";

describe("social links of the General settings", () => {
  test("only absolute https addresses count", () => {
    expect(isHttpsUrl("https://www.facebook.com/bridge")).toBe(true);
    for (const value of ["http://facebook.com", "facebook.com/bridge", "/about", "javascript:alert(1)", "https://", ""]) expect(isHttpsUrl(value)).toBe(false);
  });

  test("the footer shows the links that are set, in a fixed order", () => {
    const none = { facebookUrl: "", instagramUrl: "", linkedinUrl: "", youtubeUrl: "", xUrl: "" };
    expect(socialLinks(none)).toEqual([]);
    expect(socialLinks({ ...none, xUrl: "https://x.com/a", facebookUrl: "https://facebook.com/a" })).toEqual([
      { name: "Facebook", href: "https://facebook.com/a" },
      { name: "X", href: "https://x.com/a" },
    ]);
  });
});
