import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";
import { priorityLabel } from "~/domain/admin-lists";
import { auditEntityLabel } from "~/domain/audit-log";
import { checklistStatusLabel } from "~/domain/checklist";
import { inquiryServiceLabel } from "~/domain/inquiry";
import { hasKey, lookup } from "~/domain/lookup";
import { roleLabel } from "~/domain/roles";
import { statusLabel } from "~/domain/statuses";
import { confirmationName, normalizeCountry } from "~/domain/university-application";
import { paymentMethodLabel } from "~/models/payment.server";

/** The names every plain object inherits: a key sent by a client may be any of them. */
const BUILT_IN_NAMES = ["constructor", "__proto__", "toString", "hasOwnProperty", "valueOf", "isPrototypeOf"];

describe("lookups keyed by what a client sends", () => {
  it("finds a table's own keys and nothing it inherits", () => {
    const table = { uk: "United Kingdom" };
    expect(lookup(table, "uk")).toBe("United Kingdom");
    for (const name of BUILT_IN_NAMES) {
      expect(lookup(table, name), name).toBeUndefined();
      expect(hasKey(table, name), name).toBe(false);
    }
    expect(lookup(table, null)).toBeUndefined();
    expect(hasKey(table, "uk")).toBe(true);
  });

  it.each(BUILT_IN_NAMES)("reads %s as any other unknown word", (name) => {
    expect(normalizeCountry(name)).toBe(name);
    expect(normalizeCountry(` ${name.toUpperCase()} `)).toBe(name.toUpperCase());
    expect(typeof confirmationName(name)).toBe("string");
    expect(statusLabel(name)).toBe("Unknown");
    expect(checklistStatusLabel(name)).toBe("Unknown");
    expect(priorityLabel(name)).toBe("Not Set");
    expect(auditEntityLabel(name)).toBe(name);
    expect(inquiryServiceLabel(name)).toBe(name);
    expect(roleLabel(name)).toBe(name);
    expect(paymentMethodLabel(name)).toBe(name);
  });

  it("still spells the listed destinations and their aliases as the site does", () => {
    expect(normalizeCountry("united states")).toBe("USA");
    expect(normalizeCountry("uk")).toBe("United Kingdom");
    expect(normalizeCountry("canada")).toBe("Canada");
  });
});

describe("the linter keeps every such lookup on a table's own keys", () => {
  const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, "../..") });
  const refused = async (line: string) => {
    const source = `const LABELS: Record<string, string> = { a: "A" };\ntype Key = "a";\nexport function label(key: string) {\n  ${line}\n}\n`;
    const [result] = await eslint.lintText(source, { filePath: "app/domain/statuses.ts" });
    return result.messages.filter((message) => message.ruleId === "no-restricted-syntax").length > 0;
  };

  it.each([
    "return LABELS[key] ?? key;",
    "return LABELS[key as Key];",
    'return key in LABELS ? "known" : "unknown";',
    'return key.trim() ?? LABELS[key] ?? "unknown";',
  ])("refuses %s", async (line) => {
    expect(await refused(line)).toBe(true);
  });

  it.each(["return lookup(LABELS, key) ?? key;", "return hasKey(LABELS, key) ? LABELS[key] : key;", 'return LABELS["a"];'])("lets %s through", async (line) => {
    expect(await refused(line)).toBe(false);
  });
});
