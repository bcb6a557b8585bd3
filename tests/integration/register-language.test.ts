import { randomUUID } from "node:crypto";
import { describe, expect, test } from "vitest";
import { action as registerAction } from "~/routes/_auth.register/route";
import { action as apiRegisterAction } from "~/routes/api.register";
import { db } from "~/utils/db.server";
import { callRoute, expectRedirect } from "../support/routes";
import { TEST_PASSWORD, uniqueEmail } from "../support/users";

/** A sign-up from a browser of its own address (the per-address limit of one test never touches another). */
function register(email: string, headers: Record<string, string> = {}) {
  return callRoute(registerAction, "/register", {
    form: { name: "Nima Sherpa", email, password: TEST_PASSWORD, password_confirmation: TEST_PASSWORD, terms: "on" },
    headers: { "X-Forwarded-For": randomUUID(), ...headers },
  });
}

const languageOf = async (email: string) => (await db.user.findUniqueOrThrow({ where: { email }, select: { preferredLanguage: true } })).preferredLanguage;

describe("the language of a new account", () => {
  test("is the page's: registering from the Nepali page stores Nepali", async () => {
    const email = uniqueEmail();
    expectRedirect(await register(email, { Cookie: "lang=ne" }), "/student");
    expect(await languageOf(email)).toBe("ne");
  });

  test("is English by default, and for a visitor who chose English over a browser asking for Nepali", async () => {
    const plain = uniqueEmail();
    expectRedirect(await register(plain), "/student");
    expect(await languageOf(plain)).toBe("en");

    const chose = uniqueEmail();
    expectRedirect(await register(chose, { Cookie: "lang=en", "Accept-Language": "ne-NP,ne;q=0.9" }), "/student");
    expect(await languageOf(chose)).toBe("en");
  });

  test("a browser that asks for Nepali, with no choice made, signs up in Nepali", async () => {
    const email = uniqueEmail();
    expectRedirect(await register(email, { "Accept-Language": "ne-NP,ne;q=0.9,en;q=0.5" }), "/student");
    expect(await languageOf(email)).toBe("ne");
  });

  test("the JSON API's sign-up, which names no language, makes an English account", async () => {
    const email = uniqueEmail();
    const answer = await callRoute(apiRegisterAction, "/api/register", {
      json: { name: "Nima Sherpa", email, password: TEST_PASSWORD, password_confirmation: TEST_PASSWORD },
      headers: { "X-Forwarded-For": randomUUID(), Cookie: "lang=ne" },
    });
    expect(answer.status).toBe(201);
    expect(await languageOf(email)).toBe("en");
  });
});
