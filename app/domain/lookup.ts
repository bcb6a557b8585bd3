/**
 * Lookups keyed by what a client sent (a country, a status, a kind). A plain object answers `constructor`,
 * `toString` or `__proto__` with what every object inherits, so a table is only read through its own keys
 * (docs/decisions/102); the linter refuses the shapes that would read around these helpers.
 */

/** The table's value at `key` when the table itself has that key; undefined for any other word, or no key. */
export function lookup<V>(table: Readonly<Record<string, V>>, key: string | null | undefined): V | undefined {
  return typeof key === "string" && Object.hasOwn(table, key) ? table[key] : undefined;
}

/** Whether `key` is one of the table's own keys, which narrows it to the table's key type. */
export function hasKey<T extends object>(table: T, key: PropertyKey): key is keyof T {
  return Object.hasOwn(table, key);
}
