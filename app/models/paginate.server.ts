import { pageMeta, pageOffset, type PageMeta } from "~/domain/pagination";

export type Page<Row> = { rows: Row[]; meta: PageMeta };

/**
 * One page of a list and its meta: the count and the page's rows are read together, with one `where` that the
 * caller passes to both. `findMany` receives the page's `skip` / `take` to spread into its own arguments, so each
 * list keeps its query (and the index it walks) as written.
 */
export async function paginate<Row>(
  { page, perPage }: { page: number; perPage: number },
  query: { count: () => PromiseLike<number>; findMany: (offset: { skip: number; take: number }) => PromiseLike<Row[]> },
): Promise<Page<Row>> {
  const [total, rows] = await Promise.all([query.count(), query.findMany(pageOffset(page, perPage))]);
  return { rows, meta: pageMeta({ total, page, perPage }) };
}

export const EXPORT_BATCH_SIZE = 500;

type BatchArgs = { take: number; cursor?: { id: number }; skip?: number };

/**
 * Every row of an export, read EXPORT_BATCH_SIZE at a time with a cursor on the id, so memory stays flat however
 * many rows match. `findMany` spreads the batch arguments into the list's own query; its order must end with the
 * id so the cursor lands on a stable position.
 */
export async function* inBatches<Row extends { id: number }>(findMany: (batch: BatchArgs) => PromiseLike<Row[]>) {
  let after: number | null = null;
  for (;;) {
    const rows: Row[] = await findMany({ take: EXPORT_BATCH_SIZE, ...(after ? { cursor: { id: after }, skip: 1 } : {}) });
    if (rows.length > 0) yield rows;
    if (rows.length < EXPORT_BATCH_SIZE) return;
    after = rows[rows.length - 1].id;
  }
}
