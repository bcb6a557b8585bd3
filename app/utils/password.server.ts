import bcrypt from "bcryptjs";
import { getEnv } from "./env.server";

export function hashPassword(password: string) {
  return bcrypt.hash(password, getEnv().PASSWORD_HASH_COST);
}

export function verifyPassword(password: string, hash: string) {
  return bcrypt.compare(password, hash);
}

// Compared against when the e-mail is unknown, so that both failures take the same time: made at the configured cost
// on first use rather than when the module loads, which every process importing a model would otherwise pay for.
let dummyHash: Promise<string> | undefined;

export async function verifyPasswordOrDummy(password: string, hash: string | undefined) {
  dummyHash ??= hashPassword("not-a-real-password");
  const matches = await bcrypt.compare(password, hash ?? (await dummyHash));
  return Boolean(hash) && matches;
}
