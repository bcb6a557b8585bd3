import { describe, expect, test } from "vitest";
import { csvCell, toCsv } from "~/domain/csv";

describe("CSV", () => {
  test("quotes every field and doubles quotes", () => {
    expect(csvCell('He said "hi", then left')).toBe('"He said ""hi"", then left"');
    expect(csvCell(12.5)).toBe('"12.5"');
    expect(csvCell(null)).toBe('""');
  });

  test("neutralises cells that a spreadsheet would run as formulas", () => {
    expect(csvCell("=HYPERLINK(\"x\")")).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell("+1")).toBe('"\'+1"');
    expect(csvCell("@SUM")).toBe('"\'@SUM"');
  });

  test("writes a header row and CRLF line ends", () => {
    const csv = toCsv([{ a: "x", b: 1 }], [
      { header: "A", value: (row) => row.a },
      { header: "B", value: (row) => row.b },
    ]);
    expect(csv).toBe('"A","B"\r\n"x","1"\r\n');
  });
});
