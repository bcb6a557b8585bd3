import { describe, expect, test } from "vitest";
import { action, loader } from "~/routes/language";
import { loader as publicLayoutLoader } from "~/routes/_public";
import { db } from "~/utils/db.server";
import { callRoute, expectRedirect } from "../support/routes";
import { signedInUser } from "../support/users";

const switchTo = (locale: string, redirectTo: string, cookie?: string) => callRoute(action, "/language", { form: { locale, redirectTo }, cookie });
const languageCookieOf = (headers: Headers) => headers.getSetCookie().find((cookie) => cookie.startsWith("lang="));

describe("the language switch", () => {
  test("takes a visitor to the page's address in the language, and keeps the choice in a cookie for a year", async () => {
    const answer = await switchTo("ne", "/about?x=1");
    expectRedirect(answer, "/ne/about?x=1");
    expect(languageCookieOf(answer.headers)).toMatch(/^lang=ne; Path=\/; Max-Age=31536000; SameSite=Lax/);
    const back = await switchTo("en", "/ne/about");
    expectRedirect(back, "/about");
    expect(languageCookieOf(back.headers)).toMatch(/^lang=en;/);
  });

  test("leaves a page with one address where it is", async () => {
    expectRedirect(await switchTo("ne", "/login?redirectTo=%2Fstudent"), "/login?redirectTo=%2Fstudent");
    expectRedirect(await switchTo("ne", "/student/bookings"), "/student/bookings");
  });

  test("stores a signed-in account's choice, which its mails and invoices follow", async () => {
    const { user, cookie } = await signedInUser("student");
    expectRedirect(await switchTo("ne", "/student", cookie), "/student");
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).preferredLanguage).toBe("ne");
  });

  test("refuses a language it does not speak and an address elsewhere, changing nothing", async () => {
    const { user, cookie } = await signedInUser("student");
    const unknown = await switchTo("xx", "/about", cookie);
    expectRedirect(unknown, "/about");
    expect(languageCookieOf(unknown.headers)).toBeUndefined();
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).preferredLanguage).toBe("en");
    expectRedirect(await switchTo("ne", "https://evil.example/about"), "/ne");
  });

  test("takes only a form's POST", async () => {
    expect((await callRoute(loader, "/language")).status).toBe(405);
  });
});

describe("a public page's bare address", () => {
  test("sends a reader of another language to that language's address", async () => {
    expectRedirect(await callRoute(publicLayoutLoader, "/faq?tag=visa", { cookie: "lang=ne" }), "/ne/faq?tag=visa");
    expectRedirect(await callRoute(publicLayoutLoader, "/", { headers: { "Accept-Language": "ne-NP,ne;q=0.9" } }), "/ne");
  });

  test("stays English for a reader who chose English, whatever the browser asks, and for search engines", async () => {
    expect((await callRoute(publicLayoutLoader, "/faq", { cookie: "lang=en", headers: { "Accept-Language": "ne" } })).status).toBe(200);
    expect((await callRoute(publicLayoutLoader, "/faq")).status).toBe(200);
    expect((await callRoute(publicLayoutLoader, "/ne/faq", { cookie: "lang=en" })).status).toBe(200);
  });

  test("sends a Nepali reader of the API reference to its Nepali address, which answers (no redirect to itself)", async () => {
    expectRedirect(await callRoute(publicLayoutLoader, "/api/docs", { cookie: "lang=ne" }), "/ne/api/docs");
    expect((await callRoute(publicLayoutLoader, "/ne/api/docs", { cookie: "lang=ne" })).status).toBe(200);
  });
});
