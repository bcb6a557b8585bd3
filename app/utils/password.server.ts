import bcrypt from "bcryptjs";

const COST = 10;

export function hashPassword(password: string) {
  return bcrypt.hash(password, COST);
}

export function verifyPassword(password: string, hash: string) {
  return bcrypt.compare(password, hash);
}

// Compared against when the e-mail is unknown, so that both failures take the same time.
const DUMMY_HASH = bcrypt.hashSync("not-a-real-password", COST);

export async function verifyPasswordOrDummy(password: string, hash: string | undefined) {
  const matches = await bcrypt.compare(password, hash ?? DUMMY_HASH);
  return Boolean(hash) && matches;
}
