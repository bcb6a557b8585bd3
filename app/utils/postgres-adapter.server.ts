import { randomUUID } from "node:crypto";
import { PrismaPg } from "@prisma/adapter-pg";

type Connection = Awaited<ReturnType<PrismaPg["connect"]>>;
type Queryable = { performIO(query: unknown): Promise<{ fields: { dataTypeID: number }[] }> };

const INTERNAL_TEXT_TYPES = new Set([18, 19]); // "char" and name, which PostgreSQL's catalogues return
const TEXT = 25;

/** The app's adapter: a pool, a connection per transaction (PostgreSQL's own locks keep transactions apart). */
export function createPgAdapter(url: string) {
  return new PrismaPg({ connectionString: url });
}

/**
 * For the migration engine. Introspection reads catalogue columns of the internal types "char" and name, which the
 * adapter refuses (prisma/orm#27403): report them as text. The adapter's own shadow database ignores the database
 * name (the connection string wins) and drops it while still connected, so the shadow database is made here.
 */
export class MigratePgAdapter extends PrismaPg {
  constructor(private readonly url: string) {
    super({ connectionString: url });
  }

  override async connect() {
    return readInternalTypesAsText(await super.connect());
  }

  override async connectToShadowDb() {
    const main = await super.connect();
    const name = `prisma_shadow_${randomUUID().replaceAll("-", "")}`;
    await main.executeScript(`CREATE DATABASE "${name}"`);
    const shadowUrl = new URL(this.url);
    shadowUrl.pathname = `/${name}`;
    const shadow = await new PrismaPg({ connectionString: shadowUrl.toString() }).connect();
    // The replay sends each migration as one argument-less statement, which the extended protocol refuses when it
    // holds several commands; executeScript runs them one by one, as `migrate deploy` does.
    const executeRaw = shadow.executeRaw.bind(shadow);
    shadow.executeRaw = async (query) => (query.args.length === 0 ? (await shadow.executeScript(query.sql), 0) : executeRaw(query));
    const dispose = shadow.dispose.bind(shadow);
    shadow.dispose = async () => {
      await dispose();
      await main.executeScript(`DROP DATABASE IF EXISTS "${name}"`);
      await main.dispose();
    };
    return readInternalTypesAsText(shadow);
  }
}

function readInternalTypesAsText(connection: Connection): Connection {
  asText(connection);
  const startTransaction = connection.startTransaction.bind(connection);
  connection.startTransaction = async (isolationLevel) => asText(await startTransaction(isolationLevel));
  return connection;
}

function asText<T>(queryable: T): T {
  const target = queryable as unknown as Queryable;
  const performIO = target.performIO.bind(target);
  target.performIO = async (query) => {
    const result = await performIO(query);
    for (const field of result.fields) if (INTERNAL_TEXT_TYPES.has(field.dataTypeID)) field.dataTypeID = TEXT;
    return result;
  };
  return queryable;
}
