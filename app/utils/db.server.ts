import { Prisma, PrismaClient } from "~/generated/prisma/client";
import { PrismaClient as PostgresPrismaClient } from "~/generated/prisma-postgresql/client";
import { databaseProvider } from "./database-url.server";
import { getEnv } from "./env.server";
import { createPgAdapter } from "./postgres-adapter.server";
import { SafeSqliteAdapter } from "./sqlite-adapter.server";

export { Prisma };

/** The client a transaction callback receives; code inside a transaction takes it and uses nothing else. */
export type Tx = Prisma.TransactionClient;

// How long a transaction may wait for its turn: on PostgreSQL for one of the pool's connections (pg's default, 10), each
// held by a transaction until it ends; on SQLite for the transaction before it.
const POOL_WAIT_MS = 10_000;

function createClient(url: string): PrismaClient {
  if (databaseProvider(url) !== "postgresql") return new PrismaClient({ adapter: new SafeSqliteAdapter(url), transactionOptions: { maxWait: POOL_WAIT_MS } });
  // Both clients come from one set of models (prisma/postgresql/schema.prisma is generated from prisma/schema.prisma),
  // so they have the same API; the app is typed against the SQLite one. PostgreSQL's own filters (`mode`) stay out.
  const client = new PostgresPrismaClient({
    adapter: createPgAdapter(url),
    transactionOptions: { maxWait: POOL_WAIT_MS, isolationLevel: "Serializable" },
  });
  return retryingSerializationFailures(client as unknown as PrismaClient);
}

// How long a transaction keeps running again after refusals before its request fails: 20 students taking seats of
// one slot at the same moment are refused up to 19 times each, one winner per round.
const SERIALIZATION_RETRY_MS = 10_000;
const MAX_RETRY_PAUSE_MS = 50;

/**
 * The app's transactions read and then write (is the student already booked, is an admin the last one, how much of a
 * payment is left to refund), and their rules hold because SQLite runs them one at a time. On PostgreSQL they run
 * SERIALIZABLE, which gives the same guarantee by refusing (SQLSTATE 40001, Prisma's P2034) whichever of two
 * overlapping transactions would break it; the refused one runs again from the start after a short random pause, so
 * it decides on what the other committed. Callbacks therefore do database work only (docs/decisions/062).
 */
function retryingSerializationFailures(client: PrismaClient): PrismaClient {
  const transaction = client.$transaction.bind(client) as (...args: unknown[]) => Promise<unknown>;
  const retrying = async (...args: unknown[]) => {
    // A batch (an array of queries) cannot run twice: only a callback is retried.
    if (typeof args[0] !== "function") return transaction(...args);
    const giveUpAt = Date.now() + SERIALIZATION_RETRY_MS;
    for (let attempt = 1; ; attempt++) {
      try {
        return await transaction(...args);
      } catch (error) {
        if (!isSerializationFailure(error) || Date.now() >= giveUpAt) throw error;
        await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(2 ** attempt, MAX_RETRY_PAUSE_MS)));
      }
    }
  };
  return Object.assign(client, { $transaction: retrying });
}

/** Prisma reports a refusal inside the transaction as P2034; one at COMMIT comes as the adapter's own error. */
function isSerializationFailure(error: unknown): boolean {
  if (prismaErrorCode(error) === "P2034") return true;
  const cause = typeof error === "object" && error !== null && "cause" in error ? error.cause : undefined;
  return typeof cause === "object" && cause !== null && "kind" in cause && cause.kind === "TransactionWriteConflict";
}

function prismaErrorCode(error: unknown) {
  return typeof error === "object" && error !== null && "code" in error ? error.code : undefined;
}

// One client per process: the dev server re-imports modules on every change, so keep it on globalThis there.
const globalForDb = globalThis as unknown as { __db?: PrismaClient };

export const db: PrismaClient = (globalForDb.__db ??= createClient(getEnv().DATABASE_URL));

/** A client on another database, for scripts and tests that must not touch the app's own database. */
export { createClient as createDbClient };

/** Whether the app's database is PostgreSQL: for the few statements that are worth writing for it alone. */
export const onPostgres = databaseProvider(getEnv().DATABASE_URL) === "postgresql";

/**
 * A filter for text that contains `search`, ignoring case for ASCII letters on both databases: SQLite's LIKE already
 * does, PostgreSQL's needs `mode: "insensitive"`, a filter the SQLite client's types do not know.
 */
export function containsText(search: string): { contains: string } {
  return onPostgres ? ({ contains: search, mode: "insensitive" } as { contains: string }) : { contains: search };
}

/**
 * A date of a raw statement's row: a Date where the driver knows the column's type, else SQLite's stored text (an ISO
 * 8601 instant), as a union of differently typed rows leaves it (decision 113).
 */
export function rowDate(value: Date | string | null): Date | null {
  if (value === null) return null;
  return value instanceof Date ? value : new Date(value);
}

/** A write refused by a unique index (Prisma's P2002): someone else got there first. */
export function isUniqueViolation(error: unknown) {
  return prismaErrorCode(error) === "P2002";
}

/** An `update` whose `where` matched no row (Prisma's P2025): the row is gone, or no longer in the state it asked for. */
export function isRecordNotFound(error: unknown) {
  return prismaErrorCode(error) === "P2025";
}

/** A delete refused because another row still points at this one (Prisma's P2003): it was taken into use meanwhile. */
export function isForeignKeyViolation(error: unknown) {
  return prismaErrorCode(error) === "P2003";
}
