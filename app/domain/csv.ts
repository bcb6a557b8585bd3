/**
 * CSV (RFC 4180) for spreadsheet exports: every field quoted, quotes doubled, CRLF line ends. A text cell that
 * starts like a formula (=, +, -, @, tab, carriage return) gets a leading apostrophe so a spreadsheet shows it as
 * text instead of running it (CSV injection). Numbers are written as they are.
 */
export type CsvColumn<Row> = { header: string; value: (row: Row) => string | number | null | undefined };

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined) {
  if (value === null || value === undefined) return '""';
  const text = typeof value === "number" ? String(value) : FORMULA_START.test(value) ? `'${value}` : value;
  return `"${text.replace(/"/g, '""')}"`;
}

export function toCsv<Row>(rows: readonly Row[], columns: readonly CsvColumn<Row>[]) {
  const lines = [columns.map((column) => csvCell(column.header)), ...rows.map((row) => columns.map((column) => csvCell(column.value(row))))];
  return lines.map((cells) => cells.join(",")).join("\r\n") + "\r\n";
}
