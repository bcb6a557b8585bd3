import type { Role } from "~/domain/roles";
import { db, isUniqueViolation, type Tx } from "~/utils/db.server";
import { hashPassword, verifyPassword, verifyPasswordOrDummy } from "~/utils/password.server";
import { requestEmailChange, startEmailVerification } from "./email-verification.server";
import { currentTermsVersion } from "./legal-document.server";

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

/** The language the account reads the site, its mails and invoices in (app/i18n/locales.ts); null for no such account. */
export async function getPreferredLanguage(userId: number) {
  return (await db.user.findUnique({ where: { id: userId }, select: { preferredLanguage: true } }))?.preferredLanguage ?? null;
}

export function getUserByEmail(email: string) {
  return db.user.findUnique({ where: { email: normalizeEmail(email) }, select: publicUserSelect });
}

export type NewUser = {
  name: string;
  email: string;
  password: string;
  role?: Role;
  /** Whether the address counts as proven now (made by the operator or a test) or waits for its link (a sign-up). */
  emailVerified: boolean;
  /** The person accepted the Terms and Conditions: the version in force as the account is made is recorded with it. */
  acceptsTerms?: boolean;
  /** The language of the page the person signed up on (app/i18n/locales.ts); the column's default when not given. */
  preferredLanguage?: string;
};

/** Makes the account; `alongside` writes in the same transaction what must exist with it (its first mail). */
export async function createUser(input: NewUser, alongside?: (tx: Tx, user: PublicUser) => Promise<unknown>) {
  const email = normalizeEmail(input.email);
  if (await db.user.findUnique({ where: { email }, select: { id: true } })) throw new EmailTakenError();
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.$transaction(async (tx) => {
      const acceptedTermsVersion = input.acceptsTerms ? await currentTermsVersion(tx) : null;
      const user = await tx.user.create({
        data: {
          name: input.name.trim(),
          email,
          role: input.role ?? "student",
          passwordHash,
          emailVerifiedAt: input.emailVerified ? new Date() : null,
          acceptedTermsVersion,
          preferredLanguage: input.preferredLanguage,
        },
        select: publicUserSelect,
      });
      await alongside?.(tx, user);
      return user;
    });
  } catch (error) {
    // Two sign-ups with one e-mail at the same moment: the loser gets the same answer as if it had come second.
    if (isUniqueViolation(error)) throw new EmailTakenError();
    throw error;
  }
}

/**
 * A student's own sign-up, the web form's and the API's, both of which accept the Terms and Conditions: the account,
 * which signs in at once, with the version of the terms it accepted, and its one mail, the welcome with the link that
 * verifies the address (until then it cannot book, order, pay or upload).
 */
export function registerStudent(input: { name: string; email: string; password: string; preferredLanguage?: string }) {
  return createUser({ ...input, role: "student", emailVerified: false, acceptsTerms: true }, startEmailVerification);
}

/**
 * Creates the account or, when the e-mail exists, resets its name, password and role. The operator (the seed,
 * `npm run admin:create`) vouches for the address: it counts as verified from now.
 */
export async function upsertUser(input: { name: string; email: string; password: string; role: Role }) {
  const email = normalizeEmail(input.email);
  const passwordHash = await hashPassword(input.password);
  const emailVerifiedAt = new Date();
  return db.user.upsert({
    where: { email },
    create: { name: input.name.trim(), email, role: input.role, passwordHash, emailVerifiedAt },
    update: { name: input.name.trim(), role: input.role, passwordHash, emailVerifiedAt },
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

/**
 * Saves the profile at once, all but a new e-mail address: that one waits for the link mailed to it
 * (`requestEmailChange`), and the answer names it. Another account's e-mail is refused with `EmailTakenError`.
 */
export async function updateUserProfile(id: number, changes: ProfileChanges): Promise<{ pendingEmail: string | null }> {
  const email = normalizeEmail(changes.email);
  if (await isEmailTakenByAnother(email, id)) throw new EmailTakenError();
  return db.$transaction(async (tx) => {
    const user = await tx.user.update({
      where: { id },
      data: { name: changes.name.trim(), phone: changes.phone, dob: changes.dob, address: changes.address },
      select: publicUserSelect,
    });
    if (email === user.email) return { pendingEmail: null };
    await requestEmailChange(tx, user, email);
    return { pendingEmail: email };
  });
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
