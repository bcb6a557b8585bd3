import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";

type Connection = Awaited<ReturnType<PrismaBetterSQLite3["connect"]>>;
type Transaction = Awaited<ReturnType<Connection["startTransaction"]>>;

const BUSY_TIMEOUT_MS = 5000;

function sqlitePath(url: string) {
  return url.replace(/^file:/, "");
}

/** WAL lets readers run beside the one writer; the busy timeout makes other processes wait instead of failing. */
class WalSqliteAdapter extends PrismaBetterSQLite3 {
  constructor(url: string) {
    super({ url: sqlitePath(url), timeout: BUSY_TIMEOUT_MS });
  }

  override async connect() {
    const connection = await super.connect();
    await connection.executeScript("PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON;");
    beginImmediately(connection);
    return connection;
  }
}

/**
 * Prisma opens transactions with a plain (deferred) BEGIN: the first read takes a snapshot and the first write then
 * tries to upgrade it. If another process wrote in between, SQLite refuses the upgrade at once with
 * SQLITE_BUSY_SNAPSHOT, which no busy timeout retries. BEGIN IMMEDIATE takes the write lock up front, so a second
 * process waits its turn instead (inside one process the gate below already runs transactions one at a time).
 */
function beginImmediately(connection: Connection) {
  const client = (connection as unknown as { client: { prepare(sql: string): unknown } }).client;
  const prepare = client.prepare.bind(client);
  client.prepare = (sql: string) => prepare(sql === "BEGIN" ? "BEGIN IMMEDIATE" : sql);
}

/**
 * The better-sqlite3 adapter gives a client a single connection. Without this gate, a query from another request
 * that arrives while a transaction is open runs inside that transaction: it sees uncommitted rows and its writes
 * are rolled back with it. Prisma opens hidden transactions for nested writes and `updateMany`, so the gate has to
 * sit at the connection: plain queries and new transactions wait until the open transaction ends.
 */
export class SafeSqliteAdapter extends WalSqliteAdapter {
  override async connect() {
    const connection = await super.connect();
    let open: Promise<void> | undefined;

    const gated =
      <A extends unknown[], R>(run: (...args: A) => Promise<R>) =>
      async (...args: A): Promise<R> => {
        while (open) await open;
        // better-sqlite3 is synchronous: nothing else starts between this check and the statement.
        return run(...args);
      };

    const startTransaction = connection.startTransaction.bind(connection);
    connection.queryRaw = gated(connection.queryRaw.bind(connection));
    connection.executeRaw = gated(connection.executeRaw.bind(connection));
    connection.executeScript = gated(connection.executeScript.bind(connection));
    connection.startTransaction = gated(async (isolationLevel?: Parameters<typeof startTransaction>[0]) => {
      let release!: () => void;
      const mine = (open = new Promise<void>((resolve) => (release = resolve)));
      const end = () => {
        if (open === mine) open = undefined;
        release();
      };
      try {
        return closeGateWhenDone(await startTransaction(isolationLevel), end);
      } catch (error) {
        end();
        throw error;
      }
    });
    return connection;
  }
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

/** For the migration engine: its shadow-database replay sends whole scripts, which better-sqlite3 only runs via exec. */
export class MigrateSqliteAdapter extends WalSqliteAdapter {
  override async connectToShadowDb() {
    const connection = await super.connectToShadowDb();
    const executeRaw = connection.executeRaw.bind(connection);
    connection.executeRaw = async (query) =>
      query.args.length === 0 ? (await connection.executeScript(query.sql), 0) : executeRaw(query);
    return connection;
  }
}
