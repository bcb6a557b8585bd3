import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import type { ColumnDefinition, Statement } from "better-sqlite3";

type Connection = Awaited<ReturnType<PrismaBetterSQLite3["connect"]>>;
type Transaction = Awaited<ReturnType<Connection["startTransaction"]>>;
type Client = { prepare(sql: string): { run(): unknown }; inTransaction: boolean };

/** How long a statement waits for another process to release the write lock before it fails. */
const BUSY_TIMEOUT_MS = 5000;
// A process waiting for another's write lock asks again within 2 ms: the lock is held about 5 ms per booking, and
// with pauses of up to 20 ms it stood free a quarter of a booking burst while the waiter slept (decision 072).
const MAX_BUSY_PAUSE_MS = 2;
/** Compiled statements kept per connection: the app's queries are a few hundred shapes; `IN` lists add more. */
const KEPT_STATEMENTS = 500;

function sqlitePath(url: string) {
  return url.replace(/^file:/, "");
}

function clientOf(connection: Connection): Client {
  return (connection as unknown as { client: Client }).client;
}

/** WAL lets readers run beside the one writer; the busy timeout makes other processes wait instead of failing. */
class WalSqliteAdapter extends PrismaBetterSQLite3 {
  constructor(url: string) {
    super({ url: sqlitePath(url), timeout: BUSY_TIMEOUT_MS });
  }

  override async connect() {
    const connection = await super.connect();
    await connection.executeScript("PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON;");
    return connection;
  }
}

/**
 * The app's client: one connection that writes and one that only reads.
 *
 * The better-sqlite3 adapter gives a client a single connection. Without the gate below, a query from another request
 * that arrives while a transaction is open runs inside that transaction: it sees uncommitted rows and its writes are
 * rolled back with it. Prisma opens hidden transactions for nested writes and `updateMany`, so the gate sits at the
 * connection: writes and new transactions wait until the open transaction ends.
 *
 * Reads need not wait: a plain SELECT goes to a second, read-only connection, where WAL gives it the last committed
 * state at once, as a read beside a transaction gets on PostgreSQL. Pages keep being served while bookings hold the
 * write lock.
 *
 * Waiting for another process's write lock (the cluster's other workers, `npm run worker`) happens in short
 * asynchronous pauses: SQLite's own busy handler sleeps, and that would stop this process's event loop meanwhile.
 */
export class SafeSqliteAdapter extends WalSqliteAdapter {
  override async connect() {
    const connection = await super.connect();
    const reader = await super.connect();
    await connection.executeScript("PRAGMA busy_timeout = 0;");
    await reader.executeScript("PRAGMA query_only = ON;");
    keepCompiledStatements(clientOf(connection));
    keepCompiledStatements(clientOf(reader));
    const client = clientOf(connection);
    let open: Promise<void> | undefined;

    const gated =
      <A extends unknown[], R>(run: (...args: A) => Promise<R>) =>
      (...args: A): Promise<R> =>
        whenUnlocked(async () => {
          while (open) await open;
          // better-sqlite3 is synchronous: nothing else starts between this check and the statement.
          return run(...args);
        });

    const queryRaw = gated(connection.queryRaw.bind(connection));
    const readerQueryRaw = reader.queryRaw.bind(reader);
    connection.queryRaw = async (query) => {
      if (!isRead(query.sql)) return queryRaw(query);
      await nextTurn();
      return readerQueryRaw(query);
    };
    connection.executeRaw = gated(connection.executeRaw.bind(connection));
    connection.executeScript = gated(connection.executeScript.bind(connection));

    // The adapter's startTransaction runs a plain BEGIN, which would take the write lock only at the first write and
    // then be refused (SQLITE_BUSY_SNAPSHOT, never retried) if another process wrote since the first read. So the write
    // lock is taken here first with BEGIN IMMEDIATE, and the adapter's own BEGIN finds it taken and does nothing.
    const prepare = client.prepare.bind(client);
    client.prepare = (sql: string) => prepare(sql === "BEGIN" && client.inTransaction ? "SELECT 1" : sql);
    const startTransaction = connection.startTransaction.bind(connection);
    connection.startTransaction = async (isolationLevel) => {
      let release!: () => void;
      while (open) await open;
      const mine = (open = new Promise<void>((resolve) => (release = resolve)));
      // The gate opens for the next one a turn of the event loop later: the transactions queued at it would otherwise
      // run one after the other in a single chain of promise callbacks, and no request would be read meanwhile.
      const end = () =>
        setImmediate(() => {
          if (open === mine) open = undefined;
          release();
        });
      try {
        await whenUnlocked(async () => prepare("BEGIN IMMEDIATE").run());
        return closeGateWhenDone(await startTransaction(isolationLevel), end);
      } catch (error) {
        if (client.inTransaction) prepare("ROLLBACK").run();
        end();
        throw error;
      }
    };

    const dispose = connection.dispose.bind(connection);
    connection.dispose = async () => {
      await reader.dispose();
      await dispose();
    };
    return connection;
  }
}

/**
 * The adapter compiles every query's SQL again (`prepare`: 6% of the CPU in a burst of bookings) and binds its
 * arguments to the fresh statement for good. Keep each SQL text's compiled statement (the most recently used
 * KEPT_STATEMENTS of them) and hand the adapter a view that passes the arguments on every call instead. better-sqlite3
 * runs a statement to its end synchronously, so two queries never share one mid-way.
 */
export function keepCompiledStatements(client: Client) {
  const prepare = client.prepare.bind(client) as unknown as (sql: string) => Statement<unknown[]>;
  // A statement's result columns are the same on every run (the schema does not change under a running app), and
  // asking the driver for them took 1.6% of a signed-in page.
  const kept = new Map<string, { statement: Statement<unknown[]>; columns?: ColumnDefinition[] }>();
  const compiled = (sql: string) => {
    let entry = kept.get(sql);
    if (entry) kept.delete(sql);
    else entry = { statement: prepare(sql) };
    kept.set(sql, entry);
    if (kept.size > KEPT_STATEMENTS) kept.delete(kept.keys().next().value!);
    return entry;
  };
  client.prepare = (sql: string) => {
    const entry = compiled(sql);
    const { statement } = entry;
    return {
      reader: statement.reader,
      run: () => statement.run(),
      bind: (args: unknown[]) => ({
        reader: statement.reader,
        run: () => statement.run(args),
        columns: () => (entry.columns ??= statement.columns()),
        raw: () => ({ all: () => statement.raw(true).all(args) }),
      }),
    };
  };
}

/**
 * Gives the event loop a turn before a read. better-sqlite3 answers at once, so without it a burst of requests runs
 * from query to query as one chain of promise callbacks, and a request that arrived meanwhile (a load balancer's health
 * check) is read only when all of them are done: the event loop stood still for 0.3 to 1.2 s at a time during a burst
 * of bookings. Statements inside a transaction do not wait, so that the write lock is held no longer.
 */
function nextTurn() {
  return new Promise<void>((resolve) => setImmediate(resolve));
}

/** A statement that only reads; anything else (a write, a PRAGMA) stays on the connection that writes. */
function isRead(sql: string) {
  return /^\s*select\b/i.test(sql);
}

async function whenUnlocked<R>(statement: () => Promise<R>): Promise<R> {
  const giveUpAt = Date.now() + BUSY_TIMEOUT_MS;
  for (let attempt = 1; ; attempt++) {
    try {
      return await statement();
    } catch (error) {
      if (!isBusy(error) || Date.now() >= giveUpAt) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(2 ** attempt, MAX_BUSY_PAUSE_MS)));
    }
  }
}

/** SQLITE_BUSY straight from better-sqlite3, or as the adapter wraps it (its `cause` keeps SQLite's code). */
function isBusy(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const code = "code" in error ? error.code : undefined;
  const cause = "cause" in error ? error.cause : undefined;
  const originalCode = typeof cause === "object" && cause !== null && "originalCode" in cause ? cause.originalCode : undefined;
  return [code, originalCode].some((value) => typeof value === "string" && value.startsWith("SQLITE_BUSY"));
}

function closeGateWhenDone(transaction: Transaction, end: () => void): Transaction {
  const { commit, rollback, executeRaw } = transaction;
  transaction.commit = () => commit.call(transaction).finally(end);
  transaction.rollback = () => rollback.call(transaction).finally(end);
  // Prisma sends COMMIT and ROLLBACK as statements and skips commit()/rollback() when they fail; without this, a
  // failed COMMIT would leave the adapter's own mutex (and our gate) locked for good.
  transaction.executeRaw = (query) =>
    executeRaw.call(transaction, query).catch(async (error: unknown) => {
      if (query.sql === "COMMIT") {
        await executeRaw.call(transaction, { ...query, sql: "ROLLBACK" }).catch(() => {});
      }
      if (query.sql === "COMMIT" || query.sql === "ROLLBACK") await transaction.rollback();
      throw error;
    });
  return transaction;
}

/**
 * For the migration engine: its shadow-database replay sends whole scripts, which better-sqlite3 only runs via exec;
 * its transactions take the write lock up front (BEGIN IMMEDIATE) so that a running app waits for them.
 */
export class MigrateSqliteAdapter extends WalSqliteAdapter {
  override async connect() {
    const connection = await super.connect();
    const client = clientOf(connection);
    const prepare = client.prepare.bind(client);
    client.prepare = (sql: string) => prepare(sql === "BEGIN" ? "BEGIN IMMEDIATE" : sql);
    return connection;
  }

  override async connectToShadowDb() {
    const connection = await super.connectToShadowDb();
    const executeRaw = connection.executeRaw.bind(connection);
    connection.executeRaw = async (query) =>
      query.args.length === 0 ? (await connection.executeScript(query.sql), 0) : executeRaw(query);
    return connection;
  }
}
