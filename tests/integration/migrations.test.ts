import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { promisify } from "node:util";
import { describe, expect, test } from "vitest";
import { POSTGRESQL_SCHEMA, SQLITE_SCHEMA, postgresqlSchema } from "../../scripts/postgresql-schema";
import { onPostgres } from "../setup/test-database";

const run = promisify(execFile);

describe("the schema and its migrations agree", () => {
  test("prisma/postgresql/schema.prisma is what `npm run db:schema:postgresql` makes of prisma/schema.prisma", () => {
    expect(readFileSync(POSTGRESQL_SCHEMA, "utf8")).toBe(postgresqlSchema(readFileSync(SQLITE_SCHEMA, "utf8")));
  });

  // Each run checks the migrations folder of its own database (scripts/test.sh runs the suite on both).
  const folder = onPostgres ? "prisma/postgresql" : "prisma";
  test(`replaying ${folder}/migrations gives exactly what ${folder}/schema.prisma describes`, { timeout: 60_000 }, async () => {
    const diff = run(
      "npx",
      ["prisma", "migrate", "diff", "--from-migrations", `${folder}/migrations`, "--to-schema-datamodel", `${folder}/schema.prisma`, "--exit-code"],
      { env: process.env },
    );
    // Exit code 2 means a difference: a schema change without its migration (`npm run db:migrate`), or the reverse.
    await expect(diff).resolves.toMatchObject({ stdout: expect.stringContaining("No difference detected") });
  });
});
