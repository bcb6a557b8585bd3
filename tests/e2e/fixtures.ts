import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { createSession } from "~/models/session.server";
import { createUser, type PublicUser } from "~/models/user.server";
import { sessionStorage } from "~/utils/session.server";

export const TEST_PASSWORD = "correct-horse-battery";

/** A new account straight through the model (tests arrange data through models, not by clicking). */
export async function createTestUser(role: "student" | "admin" = "student", name = "Test Student"): Promise<PublicUser> {
  return createUser({ name, email: `${role}-${randomUUID()}@example.com`, password: TEST_PASSWORD, role });
}

/** Signs the browser in as `user` by creating a Session row and setting the signed cookie the app expects. */
export async function signIn(page: Page, user: PublicUser) {
  const row = await createSession({ userId: user.id });
  const session = await sessionStorage.getSession();
  session.set("sessionId", row.id);
  const setCookie = await sessionStorage.commitSession(session);
  const value = setCookie.split(";")[0].slice("__session=".length);
  const baseURL = new URL(process.env.APP_URL!);
  await page.context().addCookies([{ name: "__session", value, domain: baseURL.hostname, path: "/", httpOnly: true, sameSite: "Lax" }]);
}
