import { describe, expect, test } from "vitest";
import { safeRedirect } from "~/utils/http.server";
import { generateToken, hashToken } from "~/utils/tokens.server";

describe("tokens", () => {
  test("are 256 random bits, URL-safe, and never repeat", () => {
    const tokens = new Set(Array.from({ length: 200 }, generateToken));
    expect(tokens.size).toBe(200);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  test("are stored as a SHA-256 hash that does not reveal them", () => {
    const token = generateToken();
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(token)).toBe(hashToken(token));
    expect(hashToken(token)).not.toContain(token);
    expect(hashToken(generateToken())).not.toBe(hashToken(token));
  });
});

describe("safeRedirect", () => {
  test("keeps a same-site path with its query", () => {
    expect(safeRedirect("/student/profile?tab=1", "/student")).toBe("/student/profile?tab=1");
  });

  test.each([
    ["an absolute URL", "https://evil.example/phish"],
    ["a protocol-relative URL", "//evil.example"],
    ["a backslash trick", "/\\evil.example"],
    ["a tab the browser would drop", "/\t/evil.example"],
    ["a line break the browser would drop", "/\n/evil.example"],
    ["a javascript: URL", "javascript:alert(1)"],
    ["nothing", null],
  ])("falls back on %s", (_what, target) => {
    expect(safeRedirect(target, "/student")).toBe("/student");
  });
});
