/**
 * Prisma's compiler writes every `count()` as a count over a subquery that pages the rows it counts:
 * `SELECT COUNT(*) FROM (SELECT id FROM T WHERE … LIMIT -1 OFFSET 0) AS sub` on SQLite, `… OFFSET 0) AS "sub"` on
 * PostgreSQL. Without a `take` or `skip` the page is every row, but the subquery still has each row produced one by
 * one and counted: SQLite cannot count off an index through it, and PostgreSQL plans `OFFSET 0` as a fence. An
 * admin list's count of 11,500 time slots took 232 µs that way and 5 µs counted directly.
 *
 * `countDirectlyIn` gives the compiler's plans such a count without the subquery, `SELECT COUNT(*) FROM T WHERE …`,
 * when it pages nothing: on one table with no join, LIMIT -1 (SQLite) and OFFSET 0 as the compiler's own constants.
 * Any other count is left as it is.
 */

import { wrapCompilers, type CompilerClass } from "./query-compiler.server";

type Fragment = { type: string; chunk?: string };
type TemplateSql = { type: "templateSql"; fragments: Fragment[]; args: unknown[]; argTypes: unknown[] };

// A fragment that is not text (a parameter, a tuple of them) stands in the statement's text as this character, one of
// Unicode's private use that the SQL the compiler writes never holds; the marks are put back in the order they came.
const MARK = "\uE000";

const PAGED_COUNT =
  /^SELECT COUNT\(\*\) AS (?<alias>[`"]_count\$_all[`"]) FROM \(SELECT [`"][^\s]+ FROM (?<table>[`"]\w+[`"]\.[`"]\w+[`"]) (?<where>WHERE .*?)(?<limit> LIMIT \uE000)? OFFSET \uE000\) AS [`"]sub[`"]$/s;

/** The statement `sql` as the direct count, or null when it is not a count that pages nothing. */
export function directCount(sql: TemplateSql): TemplateSql | null {
  const marks: Fragment[] = [];
  const text = sql.fragments.map((fragment) => (fragment.type === "stringChunk" ? fragment.chunk! : (marks.push(fragment), MARK))).join("");
  const match = PAGED_COUNT.exec(text);
  if (!match?.groups) return null;
  const paging = match.groups.limit ? 2 : 1;
  // The subquery's LIMIT and OFFSET are the statement's last parameters, and only the compiler's constants count.
  const tail = sql.args.slice(-paging);
  const pagesNothing = (paging === 2 ? tail[0] === -1 : true) && String(tail.at(-1)) === "0";
  if (marks.slice(-paging).some((mark) => mark.type !== "parameter") || !pagesNothing) return null;

  const { alias, table, where } = match.groups;
  // SQLite counts a whole table off its smallest index's pages, but only when there is no WHERE at all (5 µs for those
  // 11,500 rows, where `WHERE 1=1` steps through them in 100).
  const body = `SELECT COUNT(*) AS ${alias} FROM ${table}${where === "WHERE 1=1" ? "" : ` ${where}`}`;
  const fragments: Fragment[] = [];
  body.split(MARK).forEach((chunk, index) => {
    if (index > 0) fragments.push(marks[index - 1]);
    if (chunk) fragments.push({ type: "stringChunk", chunk });
  });
  return { ...sql, fragments, args: sql.args.slice(0, -paging), argTypes: sql.argTypes.slice(0, -paging) };
}

/** `plan` with every count that pages nothing made direct (`directCount`); the rest of the plan as it was. */
export function withDirectCounts(plan: unknown): unknown {
  if (Array.isArray(plan)) return plan.map(withDirectCounts);
  if (typeof plan !== "object" || plan === null || Object.getPrototypeOf(plan) !== Object.prototype) return plan;
  const node = plan as Record<string, unknown>;
  if (node.type === "templateSql" && Array.isArray(node.fragments)) return directCount(node as TemplateSql) ?? node;
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, withDirectCounts(value)]));
}

const DIRECT_COUNTS = Symbol("counts made direct");

/**
 * Makes one compiler class's plans count directly. Installed before the plan cache (query-plan-cache.server.ts), so
 * the cache keeps the plans as this leaves them, and the tests' check of every cached plan compares like with like.
 */
export function countDirectlyIn(QueryCompiler: CompilerClass) {
  wrapCompilers(QueryCompiler, DIRECT_COUNTS, (compile) => (query) => withDirectCounts(compile(query)));
}
