/** The scheme of DATABASE_URL alone chooses the database: `file:` is SQLite, `postgres(ql)://` is PostgreSQL. */
export type DatabaseProvider = "sqlite" | "postgresql";

export function databaseProvider(url: string): DatabaseProvider | undefined {
  if (url.startsWith("file:")) return "sqlite";
  if (/^postgres(ql)?:\/\//.test(url)) return "postgresql";
  return undefined;
}
