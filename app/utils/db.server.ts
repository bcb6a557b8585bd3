import { PrismaClient, type Prisma } from "~/generated/prisma/client";
import { PrismaClient as PostgresPrismaClient } from "~/generated/prisma-postgresql/client";
import { databaseProvider } from "./database-url.server";
import { getEnv } from "./env.server";
import { createPgAdapter } from "./postgres-adapter.server";
import { SafeSqliteAdapter } from "./sqlite-adapter.server";

export type { Prisma };

/** The client a transaction callback receives; code inside a transaction takes it and uses nothing else. */
export type Tx = Prisma.TransactionClient;

// Each PostgreSQL transaction holds one of the pool's connections (pg's default, 10) until it ends: in a burst the
// others queue for one instead of failing after Prisma's default 2 s.
const POOL_WAIT_MS = 10_000;

function createClient(url: string): PrismaClient {
  if (databaseProvider(url) !== "postgresql") return new PrismaClient({ adapter: new SafeSqliteAdapter(url) });
  // Both clients come from one set of models (prisma/postgresql/schema.prisma is generated from prisma/schema.prisma),
  // so they have the same API; the app is typed against the SQLite one. PostgreSQL's own filters (`mode`) stay out.
  const client = new PostgresPrismaClient({ adapter: createPgAdapter(url), transactionOptions: { maxWait: POOL_WAIT_MS } });
  return client as unknown as PrismaClient;
}

// One client per process: the dev server re-imports modules on every change, so keep it on globalThis there.
const globalForDb = globalThis as unknown as { __db?: PrismaClient };

export const db: PrismaClient = (globalForDb.__db ??= createClient(getEnv().DATABASE_URL));

/** A client on another database, for scripts and tests that must not touch the app's own database. */
export { createClient as createDbClient };

const caseInsensitive = databaseProvider(getEnv().DATABASE_URL) === "postgresql";

/**
 * A filter for text that contains `search`, ignoring case for ASCII letters on both databases: SQLite's LIKE already
 * does, PostgreSQL's needs `mode: "insensitive"`, a filter the SQLite client's types do not know.
 */
export function containsText(search: string): { contains: string } {
  return caseInsensitive ? ({ contains: search, mode: "insensitive" } as { contains: string }) : { contains: search };
}

/** A write refused by a unique index (Prisma's P2002): someone else got there first. */
export function isUniqueViolation(error: unknown) {
  return typeof error === "object" && error !== null && "code" in error && error.code === "P2002";
}
