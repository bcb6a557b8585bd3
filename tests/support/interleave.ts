/**
 * Two changes of one record, interleaved the way a stale page or a second click interleaves them on a database that
 * does not serialize transactions: the first change reads the record and checks its rule, the second change commits
 * in full, and only then does the first one write.
 *
 * On SQLite the app's transactions run one at a time (one gated connection, BEGIN IMMEDIATE), so this order cannot
 * happen by itself. The first change's transaction is therefore run twice: once up to its rule read, which is kept
 * and rolled back; then, after the second change has committed, once more with that read answered from what was
 * kept. Its UPDATE then meets the row as the second change left it, and only a WHERE that repeats the values the
 * rule read can notice.
 */
import { vi } from "vitest";
import { db } from "~/utils/db.server";

type Model = "booking" | "checklistItem" | "emailVerification" | "inquiry" | "loanApplication" | "payment" | "sopApplication" | "testimonial" | "universityApplication" | "user";

const PAUSED = Symbol("paused after the rule read");

/** `tx` with `tx[model].findUnique` answered by `read`. */
function withRead(tx: object, model: Model, read: (findUnique: (args: unknown) => Promise<unknown>, args: unknown) => Promise<unknown>) {
  return new Proxy(tx, {
    get(target, property) {
      const value = Reflect.get(target, property);
      if (property !== model) return value;
      return new Proxy(value as object, {
        get(delegate, method) {
          const member = Reflect.get(delegate, method);
          if (method !== "findUnique") return typeof member === "function" ? member.bind(delegate) : member;
          const findUnique = (args: unknown) => (member as (args: unknown) => Promise<unknown>).call(delegate, args);
          return (args: unknown) => read(findUnique, args);
        },
      });
    },
  });
}

/**
 * Runs `stale` (an admin's change decided on what their page showed) with `other` (another admin's change of the same
 * `model` row) committed between its rule read and its write, and answers what `stale` answers or throws.
 */
export async function interleave<T>(model: Model, stale: () => Promise<T>, other: () => Promise<unknown>): Promise<T> {
  const transaction = db.$transaction.bind(db) as (callback: (tx: object) => Promise<unknown>, options?: unknown) => Promise<unknown>;
  let phase = "reading" as "reading" | "other" | "writing";
  const spy = vi.spyOn(db, "$transaction").mockImplementation((async (callback: unknown, options?: unknown) => {
    if (typeof callback !== "function" || phase !== "reading") return transaction(callback as never, options);
    let kept: { row: unknown } | null = null;
    try {
      return await transaction(
        (tx) =>
          callback(
            withRead(tx, model, async (findUnique, args) => {
              kept = { row: await findUnique(args) };
              throw PAUSED;
            }),
          ),
        options,
      );
    } catch (error) {
      if (error !== PAUSED || !kept) throw error;
    }
    phase = "other";
    await other();
    phase = "writing";
    const { row } = kept as { row: unknown };
    let answered = false;
    return transaction(
      (tx) =>
        callback(
          withRead(tx, model, async (findUnique, args) => {
            if (answered) return findUnique(args);
            answered = true;
            return row;
          }),
        ),
      options,
    );
  }) as never);
  const outcome = await stale().then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  spy.mockRestore();
  if (phase === "reading") throw new Error(`the stale change never read a ${model} in a transaction`);
  if ("error" in outcome) throw outcome.error;
  return outcome.value;
}
