/**
 * `npm run db:schema:postgresql`: writes prisma/postgresql/schema.prisma from prisma/schema.prisma. The models are
 * one source; only the provider and the generated client's folder differ, so PostgreSQL gets a client and a
 * migrations folder of its own (migrations belong to one provider). A test fails when the two files disagree.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const ROOT = path.resolve(import.meta.dirname, "..");
export const SQLITE_SCHEMA = path.join(ROOT, "prisma", "schema.prisma");
export const POSTGRESQL_SCHEMA = path.join(ROOT, "prisma", "postgresql", "schema.prisma");

const HEADER = "// GENERATED from prisma/schema.prisma by `npm run db:schema:postgresql`: edit that file, then run this.\n\n";

function replaceOnce(text: string, from: string, to: string) {
  const parts = text.split(from);
  if (parts.length !== 2) throw new Error(`prisma/schema.prisma must contain \`${from}\` exactly once`);
  return parts.join(to);
}

/** The PostgreSQL schema that `source` (the SQLite schema's text) describes. */
export function postgresqlSchema(source: string) {
  let schema = replaceOnce(source, 'provider = "sqlite"', 'provider = "postgresql"');
  schema = replaceOnce(schema, 'output       = "../app/generated/prisma"', 'output       = "../../app/generated/prisma-postgresql"');
  return HEADER + schema;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  writeFileSync(POSTGRESQL_SCHEMA, postgresqlSchema(readFileSync(SQLITE_SCHEMA, "utf8")));
  console.info(`Wrote ${path.relative(process.cwd(), POSTGRESQL_SCHEMA)}`);
}
