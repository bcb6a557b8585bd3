import type { Role } from "~/domain/roles";
import { db, isUniqueViolation } from "~/utils/db.server";
import { hashPassword, verifyPassword, verifyPasswordOrDummy } from "~/utils/password.server";
import { enqueueMail } from "./mail.server";

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

/**
 * The password hash of an account made by staff whose person has not chosen a password yet: no bcrypt hash is
 * empty, so nothing can log in with it (decision 041).
 */
export const NO_PASSWORD = "";

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
  try {
    return await db.user.create({
      data: { name: input.name.trim(), email, role: input.role ?? "student", passwordHash: await hashPassword(input.password) },
      select: publicUserSelect,
    });
  } catch (error) {
    // Two sign-ups with one e-mail at the same moment: the loser gets the same answer as if it had come second.
    if (isUniqueViolation(error)) throw new EmailTakenError();
    throw error;
  }
}

/** A student's own sign-up: the account and the welcome mail that tells them what they can do with it. */
export async function registerStudent(input: { name: string; email: string; password: string }) {
  const user = await createUser({ ...input, role: "student" });
  await enqueueMail(db, {
    to: user.email,
    toName: user.name,
    userId: user.id,
    category: "account",
    subject: "Welcome! Your account is ready",
    content: {
      template: "notice",
      heading: "Welcome! Your account is ready",
      paragraphs: [
        "Thank you for creating your account. From your dashboard you can book demo classes, speaking mock tests, interview preparation and free counseling, order SOP writing, apply for education-loan assistance, upload your documents and follow every application and payment.",
        "If you did not create this account, contact us with the details below and we will close it.",
      ],
      action: { label: "Go to your dashboard", path: "/student" },
    },
  });
  return user;
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

/**
 * The same answer for an unknown e-mail, a wrong password, an account without a password yet and a disabled account,
 * in the same time (decisions 010 and 042).
 */
export async function verifyLogin(email: string, password: string): Promise<PublicUser | null> {
  const user = await db.user.findUnique({
    where: { email: normalizeEmail(email) },
    select: { ...publicUserSelect, passwordHash: true, disabledAt: true },
  });
  const valid = await verifyPasswordOrDummy(password, user?.passwordHash || undefined);
  if (!user || !valid || user.disabledAt) return null;
  const { passwordHash: _hash, disabledAt: _disabledAt, ...publicUser } = user;
  return publicUser;
}

export class WrongPasswordError extends Error {
  constructor() {
    super("The current password is incorrect.");
  }
}


export function getUserProfile(id: number) {
  return db.user.findUnique({
    where: { id },
    select: { ...publicUserSelect, phone: true, dob: true, address: true, avatarKey: true, emailReminders: true, emailUpdates: true, timeZone: true },
  });
}

export type ProfileChanges = { name: string; email: string; phone: string | null; dob: Date | null; address: string | null };

export async function isEmailTakenByAnother(email: string, userId: number) {
  const owner = await db.user.findUnique({ where: { email: normalizeEmail(email) }, select: { id: true } });
  return Boolean(owner && owner.id !== userId);
}

/** Saves the profile; another account's e-mail is refused with `EmailTakenError`. */
export async function updateUserProfile(id: number, changes: ProfileChanges) {
  const email = normalizeEmail(changes.email);
  if (await isEmailTakenByAnother(email, id)) throw new EmailTakenError();
  try {
    return await db.user.update({ where: { id }, data: { ...changes, name: changes.name.trim(), email }, select: publicUserSelect });
  } catch (error) {
    if (isUniqueViolation(error)) throw new EmailTakenError();
    throw error;
  }
}

/** Points the user at a newly stored avatar; returns the key of the one it replaces, for the caller to delete. */
export async function setUserAvatar(id: number, avatarKey: string) {
  const before = await db.user.findUnique({ where: { id }, select: { avatarKey: true } });
  await db.user.update({ where: { id }, data: { avatarKey } });
  return before?.avatarKey ?? null;
}

export async function getUserAvatarKey(id: number) {
  const user = await db.user.findUnique({ where: { id }, select: { avatarKey: true } });
  return user?.avatarKey ?? null;
}

/**
 * Replaces the password after checking the current one, then signs out every other browser and API client: whoever
 * may have learnt the old password loses access at once. The session in use (if any) stays signed in.
 */
export async function changePassword({
  userId,
  currentPassword,
  newPassword,
  keepSessionId,
}: {
  userId: number;
  currentPassword: string;
  newPassword: string;
  keepSessionId: string | null;
}) {
  const user = await db.user.findUnique({ where: { id: userId }, select: { passwordHash: true } });
  if (!user || !(await verifyPassword(currentPassword, user.passwordHash))) throw new WrongPasswordError();
  await setPasswordAndRevokeAccess(userId, await hashPassword(newPassword), keepSessionId);
}

/** The one place a password changes: in the same transaction every session but `keepSessionId` and every API token go. */
export async function setPasswordAndRevokeAccess(userId: number, passwordHash: string, keepSessionId: string | null) {
  await db.$transaction(async (tx) => {
    await tx.user.update({ where: { id: userId }, data: { passwordHash } });
    await tx.session.deleteMany({ where: { userId, ...(keepSessionId ? { id: { not: keepSessionId } } : {}) } });
    await tx.apiToken.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: new Date() } });
  });
}

/** The student's own zone from their profile, or null when they chose none (their browser's is used then). */
export async function getUserTimeZone(userId: number) {
  const user = await db.user.findUnique({ where: { id: userId }, select: { timeZone: true } });
  return user?.timeZone ?? null;
}

export function setUserTimeZone(userId: number, timeZone: string | null) {
  return db.user.update({ where: { id: userId }, data: { timeZone }, select: { id: true } });
}

export function setEmailPreferences(userId: number, preferences: { emailReminders: boolean; emailUpdates: boolean }) {
  return db.user.update({ where: { id: userId }, data: preferences, select: { id: true } });
}
