/**
 * Prisma 6's client engine compiles every query into a plan in WebAssembly, each time, with the query's values written
 * into the plan: about 200-350 µs of CPU per query on these machines, a quarter of a signed-in page (README,
 * Benchmark). Prisma 7.4 caches plans by the query's shape, but Prisma 7 cannot be installed here
 * (docs/decisions/067). This module does the same from outside: a query's values are taken out, its shape (the query
 * with a placeholder for each value, and what kind of value it is) is compiled once, and later queries of the same
 * shape get that plan with their own values put back where the compiler wrote them.
 *
 * Where a value lands in the plan is found, not assumed: a new shape is compiled twice more with two sets of stand-in
 * values, and the two plans must differ only where a stand-in was written, as itself or as its decimal text. A shape
 * whose plan changes in any other way with its values (a LIKE pattern built from a search, a value the compiler
 * reckons with) is compiled every time, as before. Tests run with `verifyEveryPlan`, which compiles every query as well
 * and fails on any difference.
 */

import { wrapCompilers, type Compile, type CompilerClass } from "./query-compiler.server";

// `sameAs`: the first slot that holds an equal value. The compiler compares values (an upsert whose `where` repeats
// its `create` becomes one INSERT … ON CONFLICT), so stand-ins repeat where the values do, and the shape says where.
type Slot = { kind: ValueKind; value: string | number; sameAs?: number };
type ValueKind = "string" | "positive" | "negative" | "fraction" | "date";

// Values are taken out of a query's `arguments` (its own and each relation's) and nowhere else: the model, the action
// and the selection are the shape, as are the arguments' strings that choose what the query does rather than what it
// matches. A stand-in written anywhere else could make the compiler panic, which stops the client.
const STRUCTURAL_KEYS = new Set(["orderBy", "by", "distinct", "mode", "relationLoadStrategy"]);

function structuralBelow(key: string, structural: boolean) {
  if (key === "arguments") return false;
  return structural || STRUCTURAL_KEYS.has(key);
}

// SQL written by hand reaches the compiler as its text and its parameters in one JSON text (`rawShapeOf`); MongoDB's
// raw commands are not this app's.
const RAW_ACTIONS = new Set(["queryRaw", "executeRaw"]);
const UNCACHED_ACTIONS = new Set(["runCommandRaw", "findRaw", "aggregateRaw"]);
const MAX_VALUES = 200;
const CACHED_SHAPES = 500;

class SlotRef {
  constructor(
    readonly index: number,
    readonly asText: boolean,
  ) {}
}

const UNCACHEABLE = Symbol("the plan of this shape depends on its values");

let verifying = false;

/** Tests: every cached plan is checked against the compiler's own, and a difference throws. */
export function verifyEveryPlan(on = true) {
  verifying = on;
}

const counts = { cached: 0, compiled: 0 };

/** Plans of this process given from the cache, and compiled (a new shape, or one that cannot be cached). */
export function planCounts() {
  return { ...counts };
}

/** `compile` that keeps the plans of recent shapes; `compile` must be one compiler's, for one schema. */
export function cachingPlans(compile: Compile, size = CACHED_SHAPES): Compile {
  // A template (a plan with SlotRefs) or UNCACHEABLE, by shape, the most recently used last.
  const shapes = new Map<string, unknown>();

  return (queryText) => {
    const shape = shapeOf(queryText);
    const known = shape && shapes.get(shape.key);
    if (!shape || known === UNCACHEABLE) {
      counts.compiled++;
      return compile(queryText);
    }
    if (known !== undefined) {
      counts.cached++;
      shapes.delete(shape.key);
      shapes.set(shape.key, known);
      const plan = fillIn(known, shape.slots);
      if (verifying) expectSamePlan(plan, compile(queryText), queryText);
      return plan;
    }
    counts.compiled++;
    const plan = compile(queryText);
    const template = templateOf(compile, shape);
    if (template !== null && verifying) expectSamePlan(fillIn(template, shape.slots), plan, queryText);
    if (shapes.size >= size) shapes.delete(shapes.keys().next().value!);
    shapes.set(shape.key, template ?? UNCACHEABLE);
    return plan;
  };
}

// `query`: the query with a SlotRef in place of each value, which `fillIn` turns back into a query with any values;
// `raw`: its parameters are to be written back as one JSON text.
type Shape = { key: string; query: unknown; slots: Slot[]; raw: boolean };

function shapeOf(queryText: string): Shape | null {
  const parsed = JSON.parse(queryText) as { action?: string } & RawQuery;
  if (typeof parsed !== "object" || parsed === null || UNCACHED_ACTIONS.has(parsed.action ?? "")) return null;
  if (RAW_ACTIONS.has(parsed.action ?? "")) return rawShapeOf(parsed);
  const slots: Slot[] = [];
  const parts: string[] = [];
  return shapeFrom(describe(parsed, true, slots, parts), slots, parts, false);
}

type RawQuery = { query?: { arguments?: { query?: unknown; parameters?: unknown } } };

/**
 * A raw query's shape is its SQL and everything else but its parameters, whose JSON text is read: a string, a number
 * and a date are values (a date as Prisma tags it, `{"prisma__type":"date","prisma__value":…}`); any other parameter
 * (null, a boolean, a list, another tagged type) is part of the shape, as the compiler reads each kind in its own way.
 * The session lookup of every signed-in page and three queries of the student's dashboard are raw (decision 080).
 */
function rawShapeOf(parsed: RawQuery): Shape | null {
  const args = parsed.query?.arguments;
  if (typeof args?.query !== "string" || typeof args.parameters !== "string") return null;
  const parameters: unknown = JSON.parse(args.parameters);
  if (!Array.isArray(parameters)) return null;
  const withParameters = (described: unknown) => ({ ...parsed, query: { ...parsed.query, arguments: { ...args, parameters: described } } });
  const slots: Slot[] = [];
  const parts = [JSON.stringify(withParameters(null))];
  const described = parameters.map((parameter: unknown) => {
    parts.push(",");
    if (typeof parameter === "string" || typeof parameter === "number") return describe(parameter, false, slots, parts);
    if (isDateParameter(parameter)) {
      parts.push("date:");
      return { ...parameter, prisma__value: addSlot("date", parameter.prisma__value, slots, parts) };
    }
    parts.push(JSON.stringify(parameter));
    return parameter;
  });
  return shapeFrom(withParameters(described), slots, parts, true);
}

function isDateParameter(parameter: unknown): parameter is { prisma__type: "date"; prisma__value: string } {
  if (typeof parameter !== "object" || parameter === null) return false;
  const tagged = parameter as Record<string, unknown>;
  return tagged.prisma__type === "date" && typeof tagged.prisma__value === "string" && Object.keys(tagged).length === 2;
}

function shapeFrom(query: unknown, slots: Slot[], parts: string[], raw: boolean): Shape | null {
  if (slots.length > MAX_VALUES) return null;
  const firstOf = new Map<string, number>();
  slots.forEach((slot, index) => {
    const value = `${slot.kind}:${slot.value}`;
    const first = firstOf.get(value);
    if (first === undefined) firstOf.set(value, index);
    else {
      slot.sameAs = first;
      parts.push(`;${index}=${first}`);
    }
  });
  return { key: parts.join(""), query, slots, raw };
}

function addSlot(kind: ValueKind, value: string | number, slots: Slot[], parts: string[]) {
  parts.push(`$${kind}`);
  slots.push({ kind, value });
  return new SlotRef(slots.length - 1, false);
}

/** Writes the shape of `node` to `parts` and its values to `slots`; gives back `node` with a SlotRef for each value. */
function describe(node: unknown, structural: boolean, slots: Slot[], parts: string[]): unknown {
  const slot = (kind: ValueKind, value: string | number) => addSlot(kind, value, slots, parts);
  if (typeof node === "string" || typeof node === "number") {
    const kind = structural ? null : kindOf(node);
    if (kind !== null) return slot(kind, node);
    parts.push(JSON.stringify(node));
    return node;
  }
  if (Array.isArray(node)) {
    parts.push("[");
    const items = node.map((item) => {
      const described = describe(item, structural, slots, parts);
      parts.push(",");
      return described;
    });
    parts.push("]");
    return items;
  }
  if (typeof node !== "object" || node === null) {
    parts.push(String(node));
    return node;
  }
  const record = node as Record<string, unknown>;
  if ("$type" in record) {
    if (record.$type === "DateTime" && typeof record.value === "string" && !structural) return { ...record, value: slot("date", record.value) };
    // Other tagged values (field references, BigInt, Decimal, JSON, bytes) are part of the shape as they are.
    parts.push(JSON.stringify(record));
    return record;
  }
  parts.push("{");
  const described: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) {
    parts.push(JSON.stringify(key), ":");
    described[key] = describe(value, structuralBelow(key, structural), slots, parts);
    parts.push(",");
  }
  parts.push("}");
  return described;
}

// -1, 0, 1 and non-finite numbers stay in the shape: a `take` of 0 or 1 or a negative one may be planned differently.
// So do whole numbers beyond 2^53, which JSON writes as 1e+21 and the like, and a raw query's parameter of that form is
// a float to the compiler, where the stand-ins would be integers.
function kindOf(value: string | number): ValueKind | null {
  if (typeof value === "string") return "string";
  if (!Number.isFinite(value) || Math.abs(value) <= 1) return null;
  if (!Number.isInteger(value)) return "fraction";
  if (!Number.isSafeInteger(value)) return null;
  return value > 0 ? "positive" : "negative";
}

/** Stand-in values, all different from each other and from the other set's, of the kind each slot holds. */
function standIns(slots: Slot[], set: 1 | 2): Slot[] {
  const values = slots.map(({ kind, sameAs }, index) => {
    if (sameAs !== undefined) return null;
    const n = set * 1_000_000 + index * 2 + 1;
    switch (kind) {
      case "string":
        return { kind, value: `plan-stand-in-${set}-${index}` };
      case "positive":
        return { kind, value: n };
      case "negative":
        return { kind, value: -n };
      case "fraction":
        return { kind, value: n + 0.25 };
      case "date":
        return { kind, value: new Date(Date.UTC(2000 + set, 0, 1) + index * 1000 + 1).toISOString() };
    }
  });
  return values.map((value, index) => value ?? values[slots[index].sameAs!]!);
}

function withValues(shape: Shape, values: Slot[]): string {
  return JSON.stringify(fillIn(shape.query, values), shape.raw ? parametersAsText : undefined);
}

// In a raw shape, the only array under the key "parameters" is the query's (a tagged parameter's keys are Prisma's).
function parametersAsText(key: string, value: unknown) {
  return key === "parameters" && Array.isArray(value) ? JSON.stringify(value) : value;
}

/** The plan of `shape` with a SlotRef wherever a value was written, or null when its plan depends on its values. */
function templateOf(compile: Compile, shape: Shape): unknown | null {
  const first = standIns(shape.slots, 1);
  const second = standIns(shape.slots, 2);
  let planned: [unknown, unknown];
  try {
    planned = [compile(withValues(shape, first)), compile(withValues(shape, second))];
  } catch {
    return null;
  }
  const slotOf = new Map<unknown, number>();
  const textSlotOf = new Map<string, number>();
  first.forEach(({ kind, value }, index) => {
    if (slotOf.has(value)) return;
    slotOf.set(value, index);
    if (kind !== "string" && kind !== "date") textSlotOf.set(String(value), index);
  });

  const NOT_SAME = Symbol();
  const compare = (a: unknown, b: unknown): unknown => {
    if (a === b) return a;
    if (typeof a !== typeof b) return NOT_SAME;
    if (typeof a === "string" || typeof a === "number") {
      const index = slotOf.get(a);
      if (index !== undefined && b === second[index].value) return new SlotRef(index, false);
      const textIndex = typeof a === "string" ? textSlotOf.get(a) : undefined;
      if (textIndex !== undefined && b === String(second[textIndex].value)) return new SlotRef(textIndex, true);
      return NOT_SAME;
    }
    if (Array.isArray(a)) {
      if (!Array.isArray(b) || a.length !== b.length) return NOT_SAME;
      const items = [];
      for (let i = 0; i < a.length; i++) {
        const item = compare(a[i], b[i]);
        if (item === NOT_SAME) return NOT_SAME;
        items.push(item);
      }
      return items;
    }
    if (typeof a !== "object" || a === null || b === null || Array.isArray(b)) return NOT_SAME;
    const aKeys = Object.keys(a);
    const bRecord = b as Record<string, unknown>;
    if (aKeys.length !== Object.keys(bRecord).length) return NOT_SAME;
    const out: Record<string, unknown> = {};
    for (const key of aKeys) {
      if (!(key in bRecord)) return NOT_SAME;
      const value = compare((a as Record<string, unknown>)[key], bRecord[key]);
      if (value === NOT_SAME) return NOT_SAME;
      out[key] = value;
    }
    return out;
  };
  const template = compare(planned[0], planned[1]);
  if (template === NOT_SAME) return null;
  shareFixedParts(template);
  return template;
}

// The parts of templates that hold no value. Every plan of a shape shares them, frozen, so that an executor that
// changed one would fail at once rather than change the next query's plan. Shared, a SQL template's fragments list is
// one Prisma's interpreter has seen before, and it writes the template's text once per list
// (scripts/patch-dependencies.ts, decision 082).
const fixedParts = new WeakSet<object>();

/** Freezes and records the parts of `template` that hold no SlotRef; tells whether the whole of it holds none. */
function shareFixedParts(template: unknown): boolean {
  if (template instanceof SlotRef) return false;
  if (typeof template !== "object" || template === null) return true;
  let fixed = true;
  for (const value of Object.values(template)) if (!shareFixedParts(value)) fixed = false;
  if (fixed) fixedParts.add(Object.freeze(template));
  return fixed;
}

/** A plan from the template: fresh where a value goes, the template's own frozen parts elsewhere. */
function fillIn(template: unknown, slots: Slot[]): unknown {
  if (template instanceof SlotRef) {
    const { value } = slots[template.index];
    return template.asText ? String(value) : value;
  }
  if (typeof template !== "object" || template === null || fixedParts.has(template)) return template;
  if (Array.isArray(template)) return template.map((item) => fillIn(item, slots));
  const out: Record<string, unknown> = {};
  for (const key in template) out[key] = fillIn((template as Record<string, unknown>)[key], slots);
  return out;
}

function expectSamePlan(cached: unknown, compiled: unknown, queryText: string) {
  if (JSON.stringify(cached) !== JSON.stringify(compiled)) {
    throw new Error(`A cached query plan differs from the compiler's for ${queryText}`);
  }
}

const CACHING = Symbol("caches query plans");

/**
 * Every compiler made from `QueryCompiler` (one per Prisma client) keeps the plans of its own schema: of single
 * queries, and of batches (the `findUnique` calls of one tick, which Prisma sends together; a page's loaders look up
 * the session in parallel). Once per class; the class comes from
 * `@prisma/client/runtime/query_compiler_bg.<provider>.mjs`, the module the generated client loads its compiler from.
 */
export function cachePlansOf(QueryCompiler: CompilerClass) {
  wrapCompilers(QueryCompiler, CACHING, (compile) => cachingPlans(compile));
}
