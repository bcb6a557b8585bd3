import { csvCell, type CsvColumn } from "~/domain/csv";

function csvLine(cells: Array<string | number | null | undefined>) {
  return `${cells.map(csvCell).join(",")}\r\n`;
}

/**
 * A CSV download written batch by batch as the rows are read, so an export of every matching row never holds them
 * all in memory. Same cells as `toCsv`; the byte-order mark makes spreadsheets read it as UTF-8.
 */
export function csvResponse<Row>({ filename, columns, batches }: { filename: string; columns: readonly CsvColumn<Row>[]; batches: AsyncIterable<Row[]> }) {
  const encoder = new TextEncoder();
  const iterator = batches[Symbol.asyncIterator]();
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(`\uFEFF${csvLine(columns.map((column) => column.header))}`));
    },
    async pull(controller) {
      const next = await iterator.next();
      if (next.done) {
        controller.close();
        return;
      }
      controller.enqueue(encoder.encode(next.value.map((row) => csvLine(columns.map((column) => column.value(row)))).join("")));
    },
    async cancel() {
      await iterator.return?.();
    },
  });
  return new Response(stream, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
