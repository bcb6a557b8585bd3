/**
 * Accounts for tests, made through the models (never by clicking), for Vitest and Playwright alike. The one factory
 * is `signedInUser`: a new account and the Cookie header of a browser signed in as it.
 */
import { randomUUID } from "node:crypto";
import { createSession } from "~/models/session.server";
import { createUser, type PublicUser } from "~/models/user.server";
import { sessionStorage } from "~/auth/session.server";
import type { Role } from "~/domain/roles";

export type { Role } from "~/domain/roles";

export const TEST_PASSWORD = "correct-horse-battery";

/** An e-mail address no other test uses: files and Playwright workers share databases, so rows never collide. */
export const uniqueEmail = (prefix = "user") => `${prefix}-${randomUUID()}@example.com`;

/**
 * A new account with `TEST_PASSWORD`, signed in nowhere. Its address is verified, as every account that books or
 * uploads needs; `{ emailVerified: false }` makes one that has just signed up and not opened its link yet.
 */
export function createTestUser(
  role: Role = "student",
  name = role === "admin" ? "Asha Admin" : role === "counsellor" ? "Kiran Counsellor" : "Nima Sherpa",
  { emailVerified = true }: { emailVerified?: boolean } = {},
): Promise<PublicUser> {
  return createUser({ name, email: uniqueEmail(role), password: TEST_PASSWORD, role, emailVerified });
}

async function newSessionCookie(userId: number) {
  const row = await createSession({ userId });
  const session = await sessionStorage.getSession();
  session.set("sessionId", row.id);
  const setCookie = await sessionStorage.commitSession(session);
  return { value: setCookie.split(";")[0].slice("__session=".length), sessionId: row.id };
}

/** The value of a signed `__session` cookie for a new Session row of `userId`, as a browser holds it. */
export async function sessionCookieFor(userId: number) {
  return (await newSessionCookie(userId)).value;
}

/** A `Cookie` request header that signs `userId` in through a new Session row. */
export async function sessionCookie(userId: number) {
  return `__session=${await sessionCookieFor(userId)}`;
}

/** A new account and a browser signed in as it: `cookie` is the `Cookie` header, `sessionId` its Session row. */
export async function signedInUser(role: Role = "student", name?: string, options?: { emailVerified?: boolean }) {
  const user = await createTestUser(role, name, options);
  const { value, sessionId } = await newSessionCookie(user.id);
  return { user, cookie: `__session=${value}`, sessionId };
}

export type SignedInUser = Awaited<ReturnType<typeof signedInUser>>;

let staffActor: Promise<number> | null = null;

/** The admin who stands as the actor of changes a test makes through the models: every such change is audited. */
export function staffActorId() {
  staffActor ??= createTestUser("admin", "Test Staff").then((user) => user.id);
  return staffActor;
}
