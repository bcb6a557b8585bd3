export const PER_PAGE_OPTIONS = [10, 25, 50, 100] as const;
export const DEFAULT_PER_PAGE = 10;

export type PageMeta = {
  total: number;
  per_page: number;
  current_page: number;
  last_page: number;
  from: number | null;
  to: number | null;
};

export function pageMeta({ total, page, perPage }: { total: number; page: number; perPage: number }): PageMeta {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const first = (page - 1) * perPage + 1;
  const onPage = first <= total;
  return {
    total,
    per_page: perPage,
    current_page: page,
    last_page: lastPage,
    from: onPage ? first : null,
    to: onPage ? Math.min(total, page * perPage) : null,
  };
}

export function pageOffset(page: number, perPage: number) {
  return { skip: (page - 1) * perPage, take: perPage };
}

/**
 * Page 1, the last page and two pages either side of the current one; `null` marks an ellipsis. An ellipsis never
 * hides a single page: that page is shown instead, since "…" takes the same room.
 */
export function pageWindow(current: number, last: number): Array<number | null> {
  const pages = new Set<number>([1, last]);
  for (let page = current - 2; page <= current + 2; page++) {
    if (page >= 1 && page <= last) pages.add(page);
  }
  const sorted = [...pages].sort((a, b) => a - b);
  const items: Array<number | null> = [];
  sorted.forEach((page, index) => {
    const gap = index > 0 ? page - sorted[index - 1] - 1 : 0;
    if (gap === 1) items.push(page - 1);
    if (gap > 1) items.push(null);
    items.push(page);
  });
  return items;
}
