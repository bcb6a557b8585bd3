import { beforeEach, describe, expect, it } from "vitest";
import { cachingPlans, verifyEveryPlan } from "~/utils/query-plan-cache.server";

type Query = { modelName: string; action: string; query: { arguments: Record<string, unknown>; selection: Record<string, unknown> } };

const KNOWN_ACTIONS = new Set(["findMany", "upsertOne", "aggregate"]);

/**
 * Plans the way Prisma's compiler does in the cases that matter here: values become the SQL's arguments, `take`
 * becomes decimal text, a `contains` becomes a LIKE pattern, an upsert whose `where` repeats its `create` becomes one
 * statement, and an unknown action is a panic.
 */
function planOf(text: string) {
  const { modelName, action, query } = JSON.parse(text) as Query;
  if (!KNOWN_ACTIONS.has(action)) throw new Error(`panicked: unknown query tag ${action}`);
  const args = query.arguments;
  if (action === "upsertOne") {
    const where = args.where as { id: number };
    const create = args.create as { id: number; name: string };
    return where.id === create.id
      ? { type: "native upsert", args: [create.id, create.name] }
      : { type: "transaction", args: [where.id, create.id, create.name] };
  }
  const where = (args.where ?? {}) as Record<string, unknown>;
  const sqlArgs: unknown[] = [];
  let sql = `SELECT ${Object.keys(query.selection).join(", ")} FROM ${modelName}`;
  for (const [field, condition] of Object.entries(where)) {
    if (typeof condition === "object" && condition !== null && "contains" in condition) {
      sql += ` WHERE ${field} LIKE ?`;
      sqlArgs.push(`%${condition.contains}%`);
    } else if (typeof condition === "object" && condition !== null && "$type" in condition) {
      sql += ` WHERE ${field} >= ?`;
      sqlArgs.push((condition as unknown as { value: string }).value);
    } else {
      sql += ` WHERE ${field} = ?`;
      sqlArgs.push(condition);
    }
  }
  if (args.orderBy) sql += ` ORDER BY ${JSON.stringify(args.orderBy)}`;
  if (args.take !== undefined) {
    sql += " LIMIT ?";
    sqlArgs.push(String(args.take));
  }
  return { type: "query", sql, args: sqlArgs };
}

/** The caching compile, every text the compiler was given, and those of them that were queries asked, not stand-ins. */
function countingCompiler(plan: (text: string) => unknown = planOf) {
  const calls: string[] = [];
  const asked = new Set<string>();
  const caching = cachingPlans((text) => {
    calls.push(text);
    return plan(text);
  });
  const compile = (text: string) => {
    asked.add(text);
    return caching(text);
  };
  return { compile, calls, compiledAsked: () => calls.filter((text) => asked.has(text)) };
}

/** A raw query as Prisma's client hands it to the compiler: its parameters as one JSON text. */
function rawQuery(sql: string, parameters: unknown[]) {
  return JSON.stringify({ action: "queryRaw", query: { arguments: { query: sql, parameters: JSON.stringify(parameters) }, selection: {} } });
}

const dateParameter = (iso: string) => ({ prisma__type: "date", prisma__value: iso });

/** Plans raw SQL as Prisma's compiler does: each parameter an argument, a tagged one by its value, typed by its JSON. */
function planOfRaw(text: string) {
  const { query, parameters } = (JSON.parse(text) as { query: { arguments: { query: string; parameters: string } } }).query.arguments;
  const typeOf = (json: string) => (/^-?\d+$/.test(json) ? "int" : /^-?[\d.e+-]+$/.test(json) ? "float" : json.startsWith('"') ? "string" : "other");
  const values = JSON.parse(parameters) as unknown[];
  return {
    type: "query",
    args: {
      type: "rawSql",
      sql: query,
      args: values.map((value) => (typeof value === "object" && value !== null && "prisma__value" in value ? value.prisma__value : value)),
      argTypes: values.map((value) => typeOf(JSON.stringify(value))),
    },
  };
}

function findMany(where: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  return JSON.stringify({ modelName: "Booking", action: "findMany", query: { arguments: { where, ...extra }, selection: { id: true, status: true } } });
}

// The test setup verifies every plan, which compiles again on each cached answer: these tests count compilations.
beforeEach(() => verifyEveryPlan(false));

describe("cachingPlans", () => {
  it("compiles a shape once (and twice more to find its values) and fills in each query's own values", () => {
    const { compile, calls } = countingCompiler();
    const first = findMany({ studentId: 7, status: "pending" }, { take: 5 });
    expect(compile(first)).toEqual(planOf(first));
    expect(calls).toHaveLength(3);

    for (const [studentId, status, take] of [[8, "scheduled", 3], [123456, "cancelled", 25], [2, "", 10]] as const) {
      const query = findMany({ studentId, status }, { take });
      expect(compile(query)).toEqual(planOf(query));
    }
    expect(calls).toHaveLength(3);
  });

  it("gives every query fresh parts where its values go, and the parts without a value shared and frozen", () => {
    const structured = (text: string) => {
      const { sql, args } = planOf(text) as { sql: string; args: unknown[] };
      return { type: "query", args: { type: "templateSql", fragments: [{ type: "stringChunk", chunk: sql }], args } };
    };
    type Plan = ReturnType<typeof structured>;
    const { compile } = countingCompiler(structured);
    compile(findMany({ studentId: 7 }));
    const [first, second] = [compile(findMany({ studentId: 8 })) as Plan, compile(findMany({ studentId: 9 })) as Plan];
    expect(first).toEqual(structured(findMany({ studentId: 8 })));
    expect(second.args.fragments).toBe(first.args.fragments);
    expect(Object.isFrozen(first.args.fragments[0])).toBe(true);
    expect(() => first.args.fragments.push({ type: "stringChunk", chunk: " changed" })).toThrow(TypeError);

    expect(second.args).not.toBe(first.args);
    first.args.args.push("changed");
    expect(compile(findMany({ studentId: 10 }))).toEqual(structured(findMany({ studentId: 10 })));
  });

  it("keeps dates, negative numbers and fractions apart and fills each in", () => {
    const { compile, calls } = countingCompiler();
    const since = (iso: string, amount: number) => findMany({ startTime: { $type: "DateTime", value: iso }, amount });
    compile(since("2026-11-24T10:00:00.000Z", 2.5));
    const later = since("2027-01-31T23:59:59.999Z", 99.75);
    expect(compile(later)).toEqual(planOf(later));
    const negative = since("2027-01-31T23:59:59.999Z", -40);
    expect(compile(negative)).toEqual(planOf(negative));
    expect(calls).toHaveLength(6);
  });

  it("compiles every time a shape whose plan is built from its values (a LIKE pattern)", () => {
    const { compile, calls, compiledAsked } = countingCompiler();
    for (const search of ["ielts", "50%", "visa"]) {
      const query = findMany({ name: { contains: search } });
      expect(compile(query)).toEqual(planOf(query));
    }
    expect(compiledAsked()).toHaveLength(3);
    expect(calls).toHaveLength(5);
  });

  it("plans values that repeat each other as their own shape (an upsert whose where repeats its create)", () => {
    const { compile } = countingCompiler();
    const upsert = (whereId: number, createId: number, name: string) =>
      JSON.stringify({ modelName: "Job", action: "upsertOne", query: { arguments: { where: { id: whereId }, create: { id: createId, name } }, selection: { id: true } } });
    for (const query of [upsert(5, 5, "a"), upsert(6, 7, "b"), upsert(8, 8, "c"), upsert(9, 10, "d")]) {
      expect(compile(query)).toEqual(planOf(query));
    }
    expect(compile(upsert(11, 11, "e"))).toMatchObject({ type: "native upsert", args: [11, "e"] });
    expect(compile(upsert(12, 13, "f"))).toMatchObject({ type: "transaction", args: [12, 13, "f"] });
  });

  it("keeps the model, the action, the selection, the order and 0, 1 and -1 in the shape", () => {
    const { compile, calls, compiledAsked } = countingCompiler();
    compile(findMany({ studentId: 7 }, { orderBy: { createdAt: "desc" } }));
    const ascending = findMany({ studentId: 8 }, { orderBy: { createdAt: "asc" } });
    expect(compile(ascending)).toEqual(planOf(ascending));
    for (const take of [0, 1, -1]) {
      const query = findMany({ studentId: 9 }, { take });
      expect(compile(query)).toEqual(planOf(query));
    }
    expect(calls.some((text) => /"(modelName|action)":"plan-stand-in/.test(text))).toBe(false);
    expect(calls.some((text) => /"(desc|asc)":|"createdAt":"plan-stand-in/.test(text))).toBe(false);
    expect(compiledAsked()).toHaveLength(5);
  });

  it("answers with the real plan, and compiles that shape every time, when a stand-in cannot be compiled", () => {
    const { compile, compiledAsked } = countingCompiler((text) => {
      if (text.includes("plan-stand-in")) throw new Error("not a valid value");
      return planOf(text);
    });
    expect(compile(findMany({ email: "a@example.com" }))).toEqual(planOf(findMany({ email: "a@example.com" })));
    expect(compile(findMany({ email: "b@example.com" }))).toEqual(planOf(findMany({ email: "b@example.com" })));
    expect(compiledAsked()).toHaveLength(2);
  });

  it("caches raw SQL by its text and the kinds of its parameters, and fills in each query's own values", () => {
    const { compile, calls } = countingCompiler(planOfRaw);
    const lookup = (id: string, now: string, userId: number) => rawQuery("SELECT * FROM Session WHERE id = ? AND expiresAt > ? AND userId = ?", [id, dateParameter(now), userId]);
    compile(lookup("first-session", "2026-11-25T10:00:00.000Z", 7));
    expect(calls).toHaveLength(3);
    for (const query of [lookup("another", "2026-11-26T23:59:59.999Z", 8), lookup("", "2027-01-01T00:00:00.000Z", 123456)]) {
      expect(compile(query)).toEqual(planOfRaw(query));
    }
    expect(calls).toHaveLength(3);

    const otherSql = rawQuery("SELECT * FROM Session WHERE id = ?", ["first-session"]);
    expect(compile(otherSql)).toEqual(planOfRaw(otherSql));
    expect(calls).toHaveLength(6);
  });

  it("keeps a raw query's null, booleans, lists and tagged parameters other than dates in its shape", () => {
    const { compile, calls } = countingCompiler(planOfRaw);
    const queries = [
      [true, null, [2, 3], { prisma__type: "bigint", prisma__value: "5" }],
      [false, null, [2, 3], { prisma__type: "bigint", prisma__value: "5" }],
      [true, null, [2, 4], { prisma__type: "bigint", prisma__value: "5" }],
      [true, null, [2, 3], { prisma__type: "bigint", prisma__value: "6" }],
    ].map((parameters) => rawQuery("SELECT ?, ?, ?, ?", parameters));
    for (const query of queries) expect(compile(query)).toEqual(planOfRaw(query));
    // A shape without values is compiled as it is, three times, the first time it is asked.
    expect(calls).toEqual(queries.flatMap((query) => [query, query, query]));
    for (const query of queries) compile(query);
    expect(calls).toHaveLength(12);
  });

  it("plans whole numbers beyond 2^53 (written 1e+21 in JSON) apart from the integers of a shape", () => {
    const { compile, calls } = countingCompiler(planOfRaw);
    compile(rawQuery("SELECT ?", [7]));
    const large = rawQuery("SELECT ?", [1e21]);
    expect(compile(large)).toEqual(planOfRaw(large));
    expect(calls.slice(3)).toEqual([large, large, large]);
  });

  it("forgets the least recently used shape beyond its size", () => {
    const calls: string[] = [];
    const compile = cachingPlans((text) => {
      calls.push(text);
      return planOf(text);
    }, 2);
    const byField = (field: string) => findMany({ [field]: 5 });
    compile(byField("a"));
    compile(byField("b"));
    compile(byField("a"));
    compile(byField("c"));
    const before = calls.length;
    compile(byField("a"));
    expect(calls.length).toBe(before);
    compile(byField("b"));
    expect(calls.length).toBe(before + 3);
  });

  it("fails, when verifying, on a plan that a value changes in a way the stand-ins did not show", () => {
    const answerIsSpecial = (text: string) => {
      const plan = planOf(text) as { args: unknown[] };
      return plan.args.includes(42) ? { ...plan, special: true } : plan;
    };
    const { compile } = countingCompiler(answerIsSpecial);
    verifyEveryPlan();
    compile(findMany({ studentId: 7 }));
    expect(() => compile(findMany({ studentId: 42 }))).toThrow(/cached query plan differs/);
  });
});
