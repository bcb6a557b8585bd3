import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import {
  DriverAdapterError,
  type IsolationLevel,
  type SqlDriverAdapter,
  type SqlDriverAdapterFactory,
  type SqlMigrationAwareDriverAdapterFactory,
  type SqlQuery,
  type Transaction,
} from "@prisma/driver-adapter-utils";

/** How long a statement waits for another process to release the write lock before it fails. */
const BUSY_TIMEOUT_MS = 5000;
// A process waiting for another's write lock asks again within a few milliseconds: a booking holds the lock for a few
// milliseconds, and longer pauses left it standing free while the waiter slept (decision 072).
const MAX_BUSY_PAUSE_MS = 2;

/**
 * The better-sqlite3 adapter as Prisma publishes it, with the pragmas every connection needs: WAL lets readers run
 * beside the one writer, and foreign keys are enforced.
 */
abstract class PublishedSqliteFactory {
  readonly provider = "sqlite";
  readonly adapterName: string;
  protected readonly published: PrismaBetterSQLite3;

  constructor(url: string) {
    this.published = new PrismaBetterSQLite3({ url: url.replace(/^file:/, ""), timeout: BUSY_TIMEOUT_MS });
    this.adapterName = this.published.adapterName;
  }

  protected async connectWithPragmas() {
    const connection = await this.published.connect();
    await connection.executeScript("PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON;");
    return connection;
  }
}

/**
 * The app's adapter: a wrapper of the published one, through Prisma's driver adapter interface only, that gives a
 * client one connection that writes and one that only reads (docs/decisions/004, 065).
 *
 * The published adapter gives a client a single connection and keeps its transactions apart from each other only: a
 * query from another request that arrives while a transaction is open runs inside that transaction, sees its
 * uncommitted rows, and is rolled back with it. Prisma opens hidden transactions for nested writes and `updateMany`, so
 * the gate sits at the connection: writes and new transactions wait until the open transaction ends. Plain SELECTs go
 * to the second, read-only connection, where WAL gives them the last committed state at once, as a read beside a
 * transaction gets on PostgreSQL.
 *
 * A transaction starts with BEGIN IMMEDIATE, so it holds the write lock from its first statement: a deferred BEGIN
 * would take it at the first write and be refused (SQLITE_BUSY_SNAPSHOT, never retried) if another process (the
 * cluster's other workers, `npm run worker`) wrote since its first read. Waiting for another process's lock happens in
 * short asynchronous pauses: SQLite's own busy handler sleeps, and would stop this process's event loop meanwhile.
 */
export class SafeSqliteAdapter extends PublishedSqliteFactory implements SqlDriverAdapterFactory {
  async connect(): Promise<SqlDriverAdapter> {
    const writer = await this.connectWithPragmas();
    const reader = await this.connectWithPragmas();
    await writer.executeScript("PRAGMA busy_timeout = 0;");
    await reader.executeScript("PRAGMA query_only = ON;");
    return new GatedConnection(writer, reader);
  }
}

/**
 * For the migration engine: the same write-lock-first transactions, so that a running app waits for a migration's
 * transaction; and its shadow-database replay, which sends whole scripts as argument-less statements that
 * better-sqlite3 runs only as a script.
 */
export class MigrateSqliteAdapter extends PublishedSqliteFactory implements SqlMigrationAwareDriverAdapterFactory {
  async connect(): Promise<SqlDriverAdapter> {
    const connection = await this.connectWithPragmas();
    return new GatedConnection(connection, connection);
  }

  async connectToShadowDb(): Promise<SqlDriverAdapter> {
    const shadow = await this.published.connectToShadowDb();
    return new ScriptRunningConnection(shadow);
  }
}

class GatedConnection implements SqlDriverAdapter {
  readonly provider = "sqlite";
  readonly adapterName: string;
  /** The open transaction's end, while one is open. */
  private open: Promise<void> | undefined;

  constructor(
    private readonly writer: SqlDriverAdapter,
    private readonly reader: SqlDriverAdapter,
  ) {
    this.adapterName = writer.adapterName;
  }

  private async gated<R>(statement: () => Promise<R>): Promise<R> {
    return whenUnlocked(async () => {
      while (this.open) await this.open;
      // better-sqlite3 is synchronous: nothing else starts between this check and the statement.
      return statement();
    });
  }

  async queryRaw(query: SqlQuery) {
    if (this.reader === this.writer || !isRead(query.sql)) return this.gated(() => this.writer.queryRaw(query));
    await nextTurn();
    return this.reader.queryRaw(query);
  }

  executeRaw(query: SqlQuery) {
    return this.gated(() => this.writer.executeRaw(query));
  }

  executeScript(script: string) {
    return this.gated(() => this.writer.executeScript(script));
  }

  async startTransaction(isolationLevel?: IsolationLevel): Promise<Transaction> {
    // SQLite runs every transaction serializably, and the published adapter refuses any other level the same way.
    if (isolationLevel && isolationLevel !== "SERIALIZABLE") throw new DriverAdapterError({ kind: "InvalidIsolationLevel", level: isolationLevel });
    while (this.open) await this.open;
    let release!: () => void;
    const mine = (this.open = new Promise<void>((resolve) => (release = resolve)));
    // The gate opens for the next one a turn of the event loop later: the transactions queued at it would otherwise
    // run one after the other in a single chain of promise callbacks, and no request would be read meanwhile.
    const end = () =>
      setImmediate(() => {
        if (this.open === mine) this.open = undefined;
        release();
      });
    try {
      await whenUnlocked(() => this.writer.executeScript("BEGIN IMMEDIATE"));
    } catch (error) {
      end();
      throw error;
    }
    return new OpenTransaction(this.writer, once(end));
  }

  async dispose() {
    if (this.reader !== this.writer) await this.reader.dispose();
    await this.writer.dispose();
  }
}

/**
 * A transaction on the writing connection, which BEGIN IMMEDIATE opened. Prisma ends it by sending COMMIT or ROLLBACK
 * as a statement and then calls commit() or rollback(); when that statement fails it calls neither, so the gate is
 * opened here too, after rolling back a COMMIT that SQLite refused (a deferred foreign key) and left open.
 */
class OpenTransaction implements Transaction {
  readonly provider = "sqlite";
  readonly adapterName: string;
  readonly options = { usePhantomQuery: false };

  constructor(
    private readonly connection: SqlDriverAdapter,
    private readonly end: () => void,
  ) {
    this.adapterName = connection.adapterName;
  }

  queryRaw(query: SqlQuery) {
    return this.connection.queryRaw(query);
  }

  async executeRaw(query: SqlQuery) {
    try {
      return await this.connection.executeRaw(query);
    } catch (error) {
      if (query.sql === "COMMIT") await this.connection.executeScript("ROLLBACK").catch(() => {});
      if (query.sql === "COMMIT" || query.sql === "ROLLBACK") this.end();
      throw error;
    }
  }

  async commit() {
    this.end();
  }

  async rollback() {
    this.end();
  }
}

/** A shadow database's connection whose argument-less statements (whole migration scripts) run as scripts. */
class ScriptRunningConnection implements SqlDriverAdapter {
  readonly provider = "sqlite";
  readonly adapterName: string;

  constructor(private readonly connection: SqlDriverAdapter) {
    this.adapterName = connection.adapterName;
  }

  queryRaw(query: SqlQuery) {
    return this.connection.queryRaw(query);
  }

  async executeRaw(query: SqlQuery) {
    if (query.args.length > 0) return this.connection.executeRaw(query);
    await this.connection.executeScript(query.sql);
    return 0;
  }

  executeScript(script: string) {
    return this.connection.executeScript(script);
  }

  startTransaction(isolationLevel?: IsolationLevel) {
    return this.connection.startTransaction(isolationLevel);
  }

  dispose() {
    return this.connection.dispose();
  }
}

function once(callback: () => void) {
  let called = false;
  return () => {
    if (called) return;
    called = true;
    callback();
  };
}

/**
 * Gives the event loop a turn before a read. better-sqlite3 answers at once, so without it a burst of requests runs
 * from query to query as one chain of promise callbacks, and a request that arrived meanwhile (a load balancer's health
 * check) would be read only when all of them are done. Statements inside a transaction do not wait, so that the write
 * lock is held no longer.
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
