import { expect, test } from "vitest";
import { formatRecoveryCode, isTotpCode, normalizeCode, recoveryCodeFromBytes } from "~/domain/two-factor";

test("a typed code loses its spaces and dashes and its case", () => {
  expect(normalizeCode(" 123 456 ")).toBe("123456");
  expect(normalizeCode("K3M9Q-P2X7W")).toBe("k3m9qp2x7w");
});

test("a TOTP code is six digits", () => {
  expect(isTotpCode("123456")).toBe(true);
  expect(isTotpCode("12345")).toBe(false);
  expect(isTotpCode("12345a")).toBe(false);
});

test("recovery codes use no look-alike characters and are shown in two groups of five", () => {
  const code = recoveryCodeFromBytes(Uint8Array.from({ length: 10 }, (_, index) => index * 25));
  expect(code).toMatch(/^[2-9a-hjkmnp-z]{10}$/);
  expect(formatRecoveryCode(code)).toBe(`${code.slice(0, 5)}-${code.slice(5)}`);
});
