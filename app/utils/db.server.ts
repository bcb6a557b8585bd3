import { PrismaClient, type Prisma } from "~/generated/prisma/client";
import { getEnv } from "./env.server";
import { SafeSqliteAdapter } from "./sqlite-adapter.server";

export type { Prisma };

/** The client a transaction callback receives; code inside a transaction takes it and uses nothing else. */
export type Tx = Prisma.TransactionClient;

function createClient(url: string) {
  return new PrismaClient({ adapter: new SafeSqliteAdapter(url) });
}

// One client per process: the dev server re-imports modules on every change, so keep it on globalThis there.
const globalForDb = globalThis as unknown as { __db?: PrismaClient };

export const db: PrismaClient = (globalForDb.__db ??= createClient(getEnv().DATABASE_URL));

/** A client on another database file, for scripts and tests that must not touch the app's own database. */
export { createClient as createDbClient };

/** A write refused by a unique index (Prisma's P2002): someone else got there first. */
export function isUniqueViolation(error: unknown) {
  return typeof error === "object" && error !== null && "code" in error && error.code === "P2002";
}
