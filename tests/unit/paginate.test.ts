import { describe, expect, test } from "vitest";
import { EXPORT_BATCH_SIZE, inBatches, paginate } from "~/models/paginate.server";

/** A findMany over ids in descending order that honours Prisma's cursor arguments. */
function fakeTable(count: number) {
  const ids = Array.from({ length: count }, (_, index) => count - index);
  const calls: Array<{ take: number; cursor?: { id: number }; skip?: number }> = [];
  const findMany = async (args: { take: number; cursor?: { id: number }; skip?: number }) => {
    calls.push(args);
    const start = args.cursor ? ids.indexOf(args.cursor.id) + (args.skip ?? 0) : 0;
    return ids.slice(start, start + args.take).map((id) => ({ id }));
  };
  return { findMany, calls };
}

async function collect<Row>(batches: AsyncIterable<Row[]>) {
  const all: Row[][] = [];
  for await (const batch of batches) all.push(batch);
  return all;
}

describe("paginate", () => {
  test("reads the page's rows with its offset and answers the meta", async () => {
    const offsets: Array<{ skip: number; take: number }> = [];
    const page = await paginate(
      { page: 3, perPage: 10 },
      {
        count: async () => 42,
        findMany: async (offset) => {
          offsets.push(offset);
          return ["a", "b"];
        },
      },
    );
    expect(offsets).toEqual([{ skip: 20, take: 10 }]);
    expect(page).toEqual({ rows: ["a", "b"], meta: { total: 42, per_page: 10, current_page: 3, last_page: 5, from: 21, to: 30 } });
  });
});

describe("inBatches", () => {
  test("reads every row once, in order, across batches, with a cursor after the first", async () => {
    const table = fakeTable(EXPORT_BATCH_SIZE * 2 + 1);
    const batches = await collect(inBatches(table.findMany));
    expect(batches.map((batch) => batch.length)).toEqual([EXPORT_BATCH_SIZE, EXPORT_BATCH_SIZE, 1]);
    const ids = batches.flat().map((row) => row.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(EXPORT_BATCH_SIZE * 2 + 1);
    expect(table.calls[0]).toEqual({ take: EXPORT_BATCH_SIZE });
    expect(table.calls[1]).toEqual({ take: EXPORT_BATCH_SIZE, cursor: { id: ids[EXPORT_BATCH_SIZE - 1] }, skip: 1 });
  });

  test("stops after an exactly full last batch with one empty read, and yields nothing for no rows", async () => {
    const full = fakeTable(EXPORT_BATCH_SIZE);
    expect((await collect(inBatches(full.findMany))).map((batch) => batch.length)).toEqual([EXPORT_BATCH_SIZE]);
    expect(full.calls).toHaveLength(2);
    expect(await collect(inBatches(fakeTable(0).findMany))).toEqual([]);
  });
});
