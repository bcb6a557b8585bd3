/** Another process writing to the same SQLite file: `tsx tests/support/sqlite-writer.ts <database url> <rows>`. */
import { createDbClient } from "~/utils/db.server";

const [url, rows] = process.argv.slice(2);
const client = createDbClient(url);
console.log("ready");
for (let index = 0; index < Number(rows); index++) {
  await client.contactMessage.create({ data: { name: "Other process", email: "other@example.com", subject: `#${index}`, message: "written elsewhere" } });
  await new Promise((resolve) => setTimeout(resolve, 2));
}
await client.$disconnect();
