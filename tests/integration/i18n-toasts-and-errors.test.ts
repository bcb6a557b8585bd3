import { describe, expect, test } from "vitest";
import type { Locale } from "~/i18n/locales";
import { setPreferredLanguage } from "~/models/preferred-language.server";
import { loader as rootLoader } from "~/root";
import { action as forgotPasswordAction } from "~/routes/_auth.forgot-password/route";
import { action as profileAction } from "~/routes/student.profile/route";
import { action as universitiesAction } from "~/routes/student.universities._index";
import { callRoute, fieldErrors, formResult, type Answer } from "../support/routes";
import { signedInUser } from "../support/users";

/*
 * Actions write their toasts and form errors in English (the JSON API shares the words); the reader gets them in the
 * language they chose: the form's errors in the action's answer, the toast when the root shows it on the next page.
 */

/** A student who reads in `locale` (the account's choice, which a signed-in reader's pages follow), and the visitor cookie. */
async function studentReading(locale: Locale) {
  const { user, cookie } = await signedInUser("student", "Anish Gurung");
  await setPreferredLanguage(user.id, locale);
  return `${cookie}; lang=${locale}`;
}

/** The shortlist form sent empty but for a program name one character too long. */
function addEmptyApplication(cookie: string) {
  return callRoute(universitiesAction, "/student/universities", { cookie, form: { intent: "add", university: "", program: "x".repeat(151) } });
}

/** The toast the root shows on the page after `answer`, read with the reader's cookies. */
async function shownToast(answer: Answer, readerCookie: string) {
  const flash = answer.headers.getSetCookie().find((cookie) => cookie.startsWith("__toast="))?.split(";")[0];
  expect(flash).toBeDefined();
  return ((await callRoute(rootLoader, "/student/universities", { cookie: `${readerCookie}; ${flash}` })).body as { toast: unknown }).toast;
}

describe("toasts and form errors in the reader's language", () => {
  test("an English reader gets them as the action wrote them", async () => {
    const cookie = await studentReading("en");
    const answer = await addEmptyApplication(cookie);
    const errors = fieldErrors(answer);
    expect(errors.university).toEqual(["University is required"]);
    expect(errors.program).toEqual(["Program must be at most 150 characters"]);
    expect(formResult(answer).error[""]).toEqual(["Please check the form for errors."]);
    expect(await shownToast(answer, cookie)).toEqual({ type: "error", title: "Validation Error", description: "Please check the form for errors." });
  });

  test("a Nepali reader gets them in Nepali, the field's label and its limit inside the sentence", async () => {
    const cookie = await studentReading("ne");
    const answer = await addEmptyApplication(cookie);
    const errors = fieldErrors(answer);
    expect(errors.university).toEqual(["विश्वविद्यालय आवश्यक छ"]);
    expect(errors.program).toEqual(["कार्यक्रम बढीमा १५० अक्षरको हुनुपर्छ"]);
    expect(formResult(answer).error[""]).toEqual(["कृपया फारममा भएका त्रुटिहरू जाँच्नुहोस्।"]);
    expect(await shownToast(answer, cookie)).toEqual({ type: "error", title: "विवरणमा त्रुटि", description: "कृपया फारममा भएका त्रुटिहरू जाँच्नुहोस्।" });
  });

  test("a sentence with values reads in Nepali with its values kept, the label and numbers in Nepali", async () => {
    const changePassword = (cookie: string) =>
      callRoute(profileAction, "/student/profile", { cookie, form: { intent: "password", currentPassword: "whatever", newPassword: "short", confirmPassword: "short" } });
    expect(fieldErrors(await changePassword(await studentReading("en"))).newPassword).toEqual(["New password must be at least 8 characters"]);
    expect(fieldErrors(await changePassword(await studentReading("ne"))).newPassword).toEqual(["नयाँ पासवर्ड कम्तीमा ८ अक्षरको हुनुपर्छ"]);
  });

  test("a visitor who is not signed in reads them in the language of the lang cookie", async () => {
    const send = (cookie?: string) => callRoute(forgotPasswordAction, "/forgot-password", { cookie, form: { email: "not an address" } });
    expect(fieldErrors(await send()).email).toEqual(["Enter a valid e-mail address"]);
    expect(fieldErrors(await send("lang=ne")).email).toEqual(["मान्य इमेल ठेगाना लेख्नुहोस्"]);
  });
});
