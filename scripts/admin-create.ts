/** npm run admin:create -- --email E --password P --name N : creates an admin, or updates the account with that e-mail. */
import { parseArgs } from "node:util";
import * as z from "zod";
import { upsertUser } from "~/models/user.server";
import { newPasswordField } from "~/features/account/account.schema.server";
import { db } from "~/utils/db.server";

const argsSchema = z.object({
  email: z.email("--email must be a valid e-mail address"),
  password: newPasswordField("--password"),
  name: z.string().trim().min(1).max(100).default("Administrator"),
});

async function main() {
  const { values } = parseArgs({
    options: { email: { type: "string" }, password: { type: "string" }, name: { type: "string" } },
    strict: true,
  });
  const parsed = argsSchema.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) console.error(`error: ${issue.message}`);
    console.error("usage: npm run admin:create -- --email E --password P --name N");
    process.exitCode = 1;
    return;
  }
  const admin = await upsertUser({ ...parsed.data, role: "admin" });
  console.log(`Admin ready: ${admin.email} (id ${admin.id})`);
}

main()
  .catch((error) => {
    console.error(`error: ${error instanceof Error ? error.message : error}`);
    process.exitCode = 1;
  })
  .finally(() => db.$disconnect());
