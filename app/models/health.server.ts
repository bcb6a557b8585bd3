import { db } from "~/utils/db.server";

export async function checkDatabase() {
  await db.$queryRaw`SELECT 1`;
}
