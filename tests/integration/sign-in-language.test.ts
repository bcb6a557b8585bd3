import { randomUUID } from "node:crypto";
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/server";
import { describe, expect, test } from "vitest";
import { generateTotpCode } from "~/models/two-factor.server";
import { action as loginAction } from "~/routes/_auth.login/route";
import * as signInOptions from "~/routes/_auth.login_.passkey-options";
import * as secondStep from "~/routes/_auth.login_.two-factor/route";
import * as registrationOptions from "~/routes/profile.passkey-options";
import * as security from "~/routes/profile.security/route";
import * as twoFactorPage from "~/routes/profile.two-factor/route";
import { db } from "~/utils/db.server";
import { SoftwareAuthenticator } from "../support/passkey-authenticator";
import { callRoute, expectRedirect, type Answer } from "../support/routes";
import { TEST_PASSWORD, signedInUser } from "../support/users";

/*
 * Signing in hands the browser the account's language: the pages read the account's choice while it is signed in, and
 * the visitor's cookie once it is not, so that signing out on a Nepali page leaves the visitor on Nepali pages.
 */

const browser = () => ({ "X-Forwarded-For": randomUUID().slice(0, 20), "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/124.0.0.0 Safari/537.36" });
const cookieNamed = (answer: Answer, name: string) => (answer.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`)) ?? "").split(";")[0];
const languageCookieOf = (answer: Answer) => answer.headers.getSetCookie().find((cookie) => cookie.startsWith("lang="));

async function accountIn(language: string) {
  const account = await signedInUser();
  await db.user.update({ where: { id: account.user.id }, data: { preferredLanguage: language } });
  return account;
}

describe("signing in sets the language cookie to the account's language", () => {
  test("with the password, over a browser that chose another language", async () => {
    const { user } = await accountIn("ne");
    const answer = await callRoute(loginAction, "/login", { form: { email: user.email, password: TEST_PASSWORD }, headers: { ...browser(), Cookie: "lang=en" } });
    expectRedirect(answer, "/student");
    expect(languageCookieOf(answer)).toMatch(/^lang=ne; Path=\/; Max-Age=31536000; SameSite=Lax$/);
  });

  test("an English account sets English, so that a shared browser does not keep the last account's Nepali", async () => {
    const { user } = await accountIn("en");
    const answer = await callRoute(loginAction, "/login", { form: { email: user.email, password: TEST_PASSWORD }, headers: { ...browser(), Cookie: "lang=ne" } });
    expect(cookieNamed(answer, "lang")).toBe("lang=en");
  });

  test("with the two-factor code, not before it", async () => {
    const account = await accountIn("ne");
    const page = (await callRoute(twoFactorPage.loader, "/profile/two-factor", { cookie: account.cookie })).body as Awaited<ReturnType<typeof twoFactorPage.loader>>;
    const secret = page.setup!.secret;
    await callRoute(twoFactorPage.action, "/profile/two-factor", { cookie: account.cookie, form: { intent: "enable", code: generateTotpCode(secret) } });

    const headers = browser();
    const password = await callRoute(loginAction, "/login", { form: { email: account.user.email, password: TEST_PASSWORD }, headers });
    expectRedirect(password, "/login/two-factor");
    expect(languageCookieOf(password)).toBeUndefined();
    const code = await callRoute(secondStep.action, "/login/two-factor", {
      cookie: cookieNamed(password, "__session"),
      form: { code: generateTotpCode(secret, new Date(Date.now() + 30_000)) },
      headers,
    });
    expectRedirect(code, "/student");
    expect(cookieNamed(code, "lang")).toBe("lang=ne");
  });

  test("with a passkey", async () => {
    const account = await accountIn("ne");
    const authenticator = new SoftwareAuthenticator();
    const registration = await callRoute(registrationOptions.action, "/profile/passkey-options", { method: "POST", cookie: account.cookie });
    const added = await callRoute(security.action, "/profile/security", {
      cookie: [account.cookie, cookieNamed(registration, "__passkey")].join("; "),
      form: { intent: "add-passkey", name: "Phone", response: JSON.stringify(authenticator.register(registration.body as PublicKeyCredentialCreationOptionsJSON)) },
    });
    expectRedirect(added, "/profile/security");

    const headers = browser();
    const options = await callRoute(signInOptions.action, "/login/passkey-options", { method: "POST", headers });
    const answer = await callRoute(loginAction, "/login", {
      cookie: cookieNamed(options, "__passkey"),
      form: { intent: "passkey", response: JSON.stringify(authenticator.authenticate(options.body as PublicKeyCredentialRequestOptionsJSON)) },
      headers,
    });
    expectRedirect(answer, "/student");
    expect(cookieNamed(answer, "lang")).toBe("lang=ne");
  });
});
