import bcrypt from "bcryptjs";
import { describe, expect, test } from "vitest";
import { PASSWORD_MIN_LENGTH, passwordProblem } from "~/domain/password";
import { registerSchema } from "~/routes/_auth.register/schema.server";
import { newPasswordField } from "~/features/account/account.schema.server";
import { hashPassword, verifyPassword, verifyPasswordOrDummy } from "~/utils/password.server";

describe("passwordProblem", () => {
  test("accepts a password of exactly the minimum length", () => {
    expect(passwordProblem("a".repeat(PASSWORD_MIN_LENGTH))).toBeNull();
  });

  test("refuses a password one character short of 8", () => {
    expect(passwordProblem("1234567")).toBe("Password must be at least 8 characters");
  });

  test("counts characters as people see them, not bytes", () => {
    expect(passwordProblem("ééééééé")).toBe("Password must be at least 8 characters");
    expect(passwordProblem("😀😀😀😀😀😀😀😀")).toBeNull();
  });

  test("refuses what bcrypt would silently cut after 72 bytes", () => {
    expect(passwordProblem("a".repeat(72))).toBeNull();
    expect(passwordProblem("a".repeat(73))).toBe("Password is too long");
    expect(passwordProblem("é".repeat(37))).toBe("Password is too long");
  });

  test("refuses a password of spaces only", () => {
    expect(passwordProblem("         ")).toBe("Password cannot be only spaces");
  });
});

describe("newPasswordField", () => {
  test("names the field in its messages", () => {
    const result = newPasswordField("New password").safeParse("short");
    expect(result.error?.issues[0].message).toBe("New password must be at least 8 characters");
  });

  test("keeps surrounding spaces, which are part of the password", () => {
    expect(newPasswordField().parse("  spaced out  ")).toBe("  spaced out  ");
  });
});

describe("the register form's rules", () => {
  const valid = { name: "Asha", email: "asha@example.com", password: "long-enough", password_confirmation: "long-enough", terms: "on" };
  const errorsOf = (input: Record<string, unknown>) => registerSchema.safeParse(input).error?.flatten().fieldErrors ?? {};

  test("accepts a complete form", () => {
    expect(registerSchema.safeParse(valid).success).toBe(true);
  });

  test("says 'Passwords do not match' under the confirmation", () => {
    expect(errorsOf({ ...valid, password_confirmation: "something-else" })).toEqual({ password_confirmation: ["Passwords do not match"] });
  });

  test("refuses an unticked terms box with the spec's message", () => {
    expect(errorsOf({ ...valid, terms: undefined })).toEqual({ terms: ["You must agree to the Terms and Conditions"] });
  });

  test("reports every problem at once, the mismatch included", () => {
    const errors = errorsOf({ ...valid, name: undefined, password_confirmation: "nope", terms: undefined });
    expect(Object.keys(errors).sort()).toEqual(["name", "password_confirmation", "terms"]);
  });

  test("enforces the 8-character minimum that the spec only stated", () => {
    expect(errorsOf({ ...valid, password: "short", password_confirmation: "short" })).toEqual({ password: ["Password must be at least 8 characters"] });
  });
});

describe("password hashing", () => {
  test("verifies the right password and refuses a wrong one", async () => {
    const hash = await hashPassword("correct horse");
    expect(hash).not.toContain("correct horse");
    expect(await verifyPassword("correct horse", hash)).toBe(true);
    expect(await verifyPassword("wrong horse", hash)).toBe(false);
  });

  test("hashes at the configured cost and verifies a hash of any cost, which the hash itself records", async () => {
    // vitest.config.ts sets PASSWORD_HASH_COST=4
    expect(await hashPassword("correct horse")).toMatch(/^\$2[aby]\$04\$/);
    expect(await verifyPassword("correct horse", await bcrypt.hash("correct horse", 10))).toBe(true);
  });

  test("an unknown account never verifies, even with the dummy hash's own password", async () => {
    expect(await verifyPasswordOrDummy("not-a-real-password", undefined)).toBe(false);
  });
});
