import { describe, expect, it } from "vitest";
import * as z from "zod";
import { optionalText, plainText, requiredText } from "~/utils/form-fields.server";

const errorOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues.map((issue) => issue.message);
};

describe("the shared text fields", () => {
  it("refuse NUL and other control characters with a message naming the field", () => {
    for (const value of ["Hello\u0000world", "bell\u0007", "escape\u001b[31m", "delete\u007f"]) {
      expect(errorOf(requiredText("Message", 100, { lines: "many" }), value)).toEqual(["Message contains a control character that cannot be saved; remove it and try again"]);
      expect(errorOf(requiredText("Full name", 100), value)).toEqual(["Full name contains a control character that cannot be saved; remove it and try again"]);
      expect(errorOf(optionalText("Address", 100, { lines: "many" }), value)).not.toBeNull();
    }
  });

  it("refuse a line break in a one-line field", () => {
    for (const value of ["Ann\nSmith", "Ann\r\nSmith", "Ann\rSmith", "Ann\u2028Smith"]) {
      expect(errorOf(requiredText("Full name", 100), value)).toEqual(["Full name must be on one line"]);
      expect(errorOf(optionalText("Course name", 100), value)).toEqual(["Course name must be on one line"]);
    }
    expect(errorOf(requiredText("Full name", 100), "Ann\tSmith")).toEqual(["Full name contains a control character that cannot be saved; remove it and try again"]);
  });

  it("keep line breaks and tabs in a multi-line field, and trim a one-line field's ends", () => {
    expect(requiredText("Message", 100, { lines: "many" }).parse("Dear team,\r\n\tthank you.\n")).toBe("Dear team,\r\n\tthank you.");
    expect(requiredText("Full name", 100).parse("  Ann Smith\n")).toBe("Ann Smith");
    expect(optionalText("Address", 100, { lines: "many" }).parse(undefined)).toBeUndefined();
  });

  it("keep every other character people type", () => {
    for (const value of ["Zoë O’Brien-Åberg", "नेपाल", "🎓 Study abroad", "a < b & c > d"]) expect(requiredText("Name", 100).parse(value)).toBe(value);
  });

  it("check a schema of its own the same way (the JSON API's)", () => {
    const name = plainText(z.string().trim(), "The name");
    expect(errorOf(name, "Two\nlines")).toEqual(["The name must be on one line"]);
    expect(errorOf(plainText(z.string().nullish(), "The description", { lines: "many" }), null)).toBeNull();
  });
});
