import { PrismaPg } from "@prisma/adapter-pg";

/**
 * The PostgreSQL server of a `TEST_DATABASE=postgresql` run. Each run names its databases after its own folder
 * (`vitest_<pid>_...`), so two runs at once never drop each other's; a run that died leaves its databases behind
 * until the next run finds its process gone.
 */
const SERVER_URL = process.env.TEST_POSTGRES_URL || "postgresql://postgres@127.0.0.1:5432/postgres";

/** A test database's URL. Its commits skip the wait for the disk: a crash loses nothing a test needs to keep. */
export function postgresUrl(database: string) {
  const url = new URL(SERVER_URL);
  url.pathname = `/${database}`;
  url.searchParams.set("options", "-c synchronous_commit=off");
  return url.toString();
}

async function onServer<T>(work: (connection: Awaited<ReturnType<PrismaPg["connect"]>>) => Promise<T>) {
  const connection = await new PrismaPg({ connectionString: SERVER_URL }).connect();
  try {
    return await work(connection);
  } finally {
    await connection.dispose();
  }
}

export function createDatabase(name: string, template?: string) {
  return onServer((connection) => connection.executeScript(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ""}`));
}

/** Drops every database whose name starts with `prefix` and that `keep` does not want, closing its connections. */
export function dropDatabases(prefix: string, keep: (name: string) => boolean = () => false) {
  return onServer(async (connection) => {
    const result = await connection.queryRaw({
      sql: "SELECT datname::text FROM pg_database WHERE starts_with(datname, $1)",
      args: [prefix],
      argTypes: [{ scalarType: "string", arity: "scalar" }],
    });
    for (const [name] of result.rows as string[][]) {
      if (!keep(name)) await connection.executeScript(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    }
  });
}
