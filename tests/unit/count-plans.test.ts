import { describe, expect, test } from "vitest";
import { directCount, withDirectCounts } from "~/utils/count-plans.server";

type Fragment = { type: string; chunk?: string };

const text = (chunk: string): Fragment => ({ type: "stringChunk", chunk });
const parameter: Fragment = { type: "parameter" };
const tuple: Fragment = { type: "parameterTuple" };
const scalar = (scalarType: string) => ({ arity: "scalar", scalarType, dbType: null });

/** A count as Prisma 6's SQLite compiler writes it, around `where` (fragments) with `args`. */
function sqliteCount(table: string, where: Fragment[], args: unknown[], paging: unknown[] = [-1, "0"]) {
  return {
    type: "templateSql" as const,
    fragments: [
      text(`SELECT COUNT(*) AS \`_count$_all\` FROM (SELECT \`main\`.\`${table}\`.\`id\` FROM \`main\`.\`${table}\` WHERE `),
      ...where,
      text(" LIMIT "),
      parameter,
      text(" OFFSET "),
      parameter,
      text(") AS `sub`"),
    ],
    args: [...args, ...paging],
    argTypes: [...args.map(() => scalar("string")), scalar("int"), scalar("bigint")],
  };
}

const sqlOf = (plan: { fragments: Fragment[] }) => plan.fragments.map((fragment) => fragment.chunk ?? "?").join("");

describe("direct counts", () => {
  test("count a SQLite table's filtered rows without the paging subquery, keeping the filter's parameters", () => {
    const plan = directCount(sqliteCount("Booking", [text("`main`.`Booking`.`type` = "), parameter], ["interview"]))!;
    expect(sqlOf(plan)).toBe("SELECT COUNT(*) AS `_count$_all` FROM `main`.`Booking` WHERE `main`.`Booking`.`type` = ?");
    expect(plan.args).toEqual(["interview"]);
    expect(plan.argTypes).toEqual([scalar("string")]);
  });

  test("count a whole table with no WHERE at all, which SQLite answers off an index's pages", () => {
    const plan = directCount(sqliteCount("Payment", [text("1=1")], []))!;
    expect(sqlOf(plan)).toBe("SELECT COUNT(*) AS `_count$_all` FROM `main`.`Payment`");
    expect(plan.args).toEqual([]);
  });

  test("keep a filter's tuple of values (an `in`) where it was", () => {
    const plan = directCount(sqliteCount("Booking", [text("`main`.`Booking`.`status` IN "), tuple, text(" AND `main`.`Booking`.`type` = "), parameter], [["a", "b"], "demo_class"]))!;
    expect(plan.fragments).toEqual([
      text("SELECT COUNT(*) AS `_count$_all` FROM `main`.`Booking` WHERE `main`.`Booking`.`status` IN "),
      tuple,
      text(" AND `main`.`Booking`.`type` = "),
      parameter,
    ]);
    expect(plan.args).toEqual([["a", "b"], "demo_class"]);
  });

  test("count PostgreSQL's paging subquery, which has only an OFFSET, directly", () => {
    const plan = directCount({
      type: "templateSql",
      fragments: [
        text('SELECT COUNT(*) AS "_count$_all" FROM (SELECT "public"."TimeSlot"."id" FROM "public"."TimeSlot" WHERE "public"."TimeSlot"."serviceType" = '),
        parameter,
        text(" OFFSET "),
        parameter,
        text(') AS "sub"'),
      ],
      args: ["demo_class", "0"],
      argTypes: [scalar("string"), scalar("bigint")],
    })!;
    expect(sqlOf(plan)).toBe('SELECT COUNT(*) AS "_count$_all" FROM "public"."TimeSlot" WHERE "public"."TimeSlot"."serviceType" = ?');
    expect(plan.args).toEqual(["demo_class"]);
  });

  test("leave a count that pages (take or skip) as it is", () => {
    expect(directCount(sqliteCount("Payment", [text("1=1")], [], [5, "0"]))).toBeNull();
    expect(directCount(sqliteCount("Payment", [text("1=1")], [], [-1, "20"]))).toBeNull();
  });

  test("leave a count over a join, and any other statement, as it is", () => {
    const joined = sqliteCount("Booking", [text("1=1")], []);
    joined.fragments[0] = text("SELECT COUNT(*) AS `_count$_all` FROM (SELECT `main`.`Booking`.`id` FROM `main`.`Booking` LEFT JOIN `main`.`User` AS `j1` ON 1=1 WHERE ");
    expect(directCount(joined)).toBeNull();
    expect(directCount({ type: "templateSql", fragments: [text("SELECT `main`.`User`.`id` FROM `main`.`User` WHERE 1=1 LIMIT "), parameter, text(" OFFSET "), parameter], args: [-1, "0"], argTypes: [] })).toBeNull();
  });

  test("make every count in a plan direct and leave the rest of it alone", () => {
    const count = sqliteCount("TimeSlot", [text("1=1")], []);
    const plan = { type: "dataMap", args: { expr: { type: "unique", args: { type: "query", args: count } }, structure: { fields: ["_count"] } } };
    const rewritten = withDirectCounts(plan) as typeof plan;
    expect(sqlOf(rewritten.args.expr.args.args)).toBe("SELECT COUNT(*) AS `_count$_all` FROM `main`.`TimeSlot`");
    expect(rewritten.args.structure).toEqual(plan.args.structure);
    expect(sqlOf(plan.args.expr.args.args)).toContain("AS `sub`");
  });
});
