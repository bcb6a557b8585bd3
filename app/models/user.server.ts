import type { Role } from "~/domain/roles";
import { db } from "~/utils/db.server";
import { hashPassword, verifyPasswordOrDummy } from "~/utils/password.server";

export const publicUserSelect = {
  id: true,
  name: true,
  email: true,
  role: true,
} as const;

export type PublicUser = { id: number; name: string; email: string; role: string };

export function normalizeEmail(email: string) {
  return email.trim().toLowerCase();
}

export class EmailTakenError extends Error {
  constructor() {
    super("An account with this e-mail already exists.");
  }
}

export function getUserById(id: number) {
  return db.user.findUnique({ where: { id }, select: publicUserSelect });
}

export function getUserByEmail(email: string) {
  return db.user.findUnique({ where: { email: normalizeEmail(email) }, select: publicUserSelect });
}

export async function createUser(input: { name: string; email: string; password: string; role?: Role }) {
  const email = normalizeEmail(input.email);
  if (await db.user.findUnique({ where: { email }, select: { id: true } })) throw new EmailTakenError();
  return db.user.create({
    data: { name: input.name.trim(), email, role: input.role ?? "student", passwordHash: await hashPassword(input.password) },
    select: publicUserSelect,
  });
}

/** Creates the account or, when the e-mail exists, resets its name, password and role. */
export async function upsertUser(input: { name: string; email: string; password: string; role: Role }) {
  const email = normalizeEmail(input.email);
  const passwordHash = await hashPassword(input.password);
  return db.user.upsert({
    where: { email },
    create: { name: input.name.trim(), email, role: input.role, passwordHash },
    update: { name: input.name.trim(), role: input.role, passwordHash },
    select: publicUserSelect,
  });
}

/** The same answer for an unknown e-mail and a wrong password, in the same time. */
export async function verifyLogin(email: string, password: string): Promise<PublicUser | null> {
  const user = await db.user.findUnique({
    where: { email: normalizeEmail(email) },
    select: { ...publicUserSelect, passwordHash: true },
  });
  const valid = await verifyPasswordOrDummy(password, user?.passwordHash);
  if (!user || !valid) return null;
  const { passwordHash: _hash, ...publicUser } = user;
  return publicUser;
}
