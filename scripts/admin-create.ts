/**
 * npm run admin:create -- --email E --password P --name N [--role admin|counsellor|editor] : creates a staff account (an
 * admin unless --role says otherwise), or updates the account with that e-mail.
 */
import { parseArgs } from "node:util";
import * as z from "zod";
import { STAFF_ROLES, roleLabel } from "~/domain/roles";
import { newPasswordField } from "~/features/account/account.schema.server";
import { upsertStaffAccount } from "~/models/user-admin.server";
import { db } from "~/utils/db.server";

const USAGE = `usage: npm run admin:create -- --email E --password P --name N [--role ${STAFF_ROLES.join("|")}]`;

const argsSchema = z.object({
  email: z.email("--email must be a valid e-mail address"),
  password: newPasswordField("--password"),
  name: z.string().trim().min(1).max(100).default("Administrator"),
  role: z.enum(STAFF_ROLES, { error: `--role must be one of ${STAFF_ROLES.join(", ")}` }).default("admin"),
});

async function main() {
  const { values } = parseArgs({
    options: { email: { type: "string" }, password: { type: "string" }, name: { type: "string" }, role: { type: "string" } },
    strict: true,
  });
  const parsed = argsSchema.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) console.error(`error: ${issue.message}`);
    console.error(USAGE);
    process.exitCode = 1;
    return;
  }
  const user = await upsertStaffAccount(parsed.data);
  console.log(`${roleLabel(user.role)} ready: ${user.email} (id ${user.id})`);
}

main()
  .catch((error) => {
    console.error(`error: ${error instanceof Error ? error.message : error}`);
    process.exitCode = 1;
  })
  .finally(() => db.$disconnect());
