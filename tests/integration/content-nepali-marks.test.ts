import { createElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, test } from "vitest";
import { FaqList } from "~/components/marketing/faq-list";
import { TeamGrid } from "~/components/marketing/team-grid";
import { TestimonialCard } from "~/components/marketing/testimonial-card";
import { StudentTestimonialStatusBadge } from "~/components/testimonial/student-testimonial-status-badge";
import type { FaqView } from "~/domain/faq";
import type { ShownSiteCopy } from "~/domain/site-copy";
import { catalogMessages } from "~/i18n/catalog-registry";
import { browserCatalogHref } from "~/i18n/catalogs.server";
import { LocaleProvider } from "~/i18n/i18n";
import type { Locale } from "~/i18n/locales";
import { createFaq } from "~/models/faq.server";
import { addStarterSiteCopy, saveSiteCopy } from "~/models/site-copy.server";
import * as contactPage from "~/routes/_public.contact/route";
import * as homePage from "~/routes/_public._index";
import * as publicLayout from "~/routes/_public";
import { loader as servicePageLoader } from "~/shared-routes/service-page";
import { STARTER_SITE_COPY } from "../../prisma/starter-content/site-copy";
import { seedCatalogue, uniqueTag } from "../support/fixtures/catalogue";
import { callRoute } from "../support/routes";
import { signedInUser, type SignedInUser } from "../support/users";

/*
 * A Nepali page shows content an editor has not translated yet in English: the pages' data says which language each
 * question, quote or field is in, and the page marks the English with `lang` and a note, never a blank.
 */

let editor: SignedInUser;

beforeAll(async () => {
  await seedCatalogue();
  editor = await signedInUser("editor", "Esha Editor");
  await addStarterSiteCopy(STARTER_SITE_COPY);
});

const UNTRANSLATED_NOTE = "यसको नेपाली संस्करण अझै उपलब्ध छैन, त्यसैले अङ्ग्रेजीमा देखाइएको छ।";

function render(locale: Locale, pathname: string, children: ReactNode) {
  return renderToStaticMarkup(createElement(LocaleProvider, { locale, messages: catalogMessages(browserCatalogHref(locale, pathname)), children }));
}

/** Two visible questions of `category`: one with its Nepali version, one only in English. */
async function twoQuestions(category: "general" | "demo-class") {
  const tag = uniqueTag("q");
  const translated = await createFaq({ question: `${tag} translated`, answer: "Yes.", questionNe: "हो?", answerNe: "हो।", category, position: null, visible: true }, editor.user.id);
  const english = await createFaq({ question: `${tag} English only`, answer: "No.", category, position: null, visible: true }, editor.user.id);
  return { translated: translated.id, english: english.id };
}

const langsOf = (faqs: FaqView[], ids: { translated: number; english: number }) => [ids.translated, ids.english].map((id) => faqs.find((faq) => faq.id === id)?.lang);

describe("questions", () => {
  test("the contact page's questions carry the language each is shown in", async () => {
    const ids = await twoQuestions("general");
    const faqsAt = async (path: string) => ((await callRoute(contactPage.loader, path)).body as { faqs: FaqView[] }).faqs;
    expect(langsOf(await faqsAt("/ne/contact"), ids)).toEqual(["ne", "en"]);
    expect(langsOf(await faqsAt("/contact"), ids)).toEqual(["en", "en"]);
  });

  test("a service page's questions carry the language each is shown in", async () => {
    const ids = await twoQuestions("demo-class");
    const nepali = (await callRoute(servicePageLoader, "/ne/services/demo-class")).body as { faqs: FaqView[] };
    expect(langsOf(nepali.faqs, ids)).toEqual(["ne", "en"]);
    expect(nepali.faqs.find((faq) => faq.id === ids.translated)?.question).toBe("हो?");
  });

  test("a question shown in English on a Nepali page is marked English, with the note above its answer", () => {
    const faqs: FaqView[] = [
      { id: 1, question: "हो?", html: "<p>हो।</p>", lang: "ne" },
      { id: 2, question: "English only?", html: "<p>No.</p>", lang: "en" },
    ];
    const html = render("ne", "/ne/contact", createElement(FaqList, { faqs }));
    expect(html).toContain('<details class="group p-5">');
    expect(html).toContain('<details lang="en" class="group p-5">');
    expect(html.split(UNTRANSLATED_NOTE)).toHaveLength(2);
    expect(html.indexOf(UNTRANSLATED_NOTE)).toBeLessThan(html.indexOf("<p>No.</p>"));
    expect(render("en", "/contact", createElement(FaqList, { faqs: [faqs[1]] }))).not.toContain("lang=");
  });
});

describe("the team and testimonials", () => {
  test("a member's English title and bio, and an English quote, are marked on a Nepali page and noted", () => {
    const member = { id: 1, name: "Sita Sharma", title: "Counsellor", bio: "Ten years of counselling.", lang: "en", photo: null };
    const team = render("ne", "/ne/team", createElement(TeamGrid, { members: [member] }));
    expect(team).toContain('<div lang="en"><p class="text-sm font-medium text-brand-700">Counsellor</p>');
    expect(team).toContain(UNTRANSLATED_NOTE);
    expect(render("ne", "/ne/team", createElement(TeamGrid, { members: [{ ...member, title: "परामर्शदाता", lang: "ne" }] }))).not.toContain(UNTRANSLATED_NOTE);

    const testimonial = { name: "Aarati", destination: "Canada", university: "Toronto", quote: "Great help.", lang: "en", rating: 5, photo: null };
    const card = render("ne", "/ne/testimonials", createElement(TestimonialCard, { testimonial }));
    expect(card).toMatch(/<blockquote lang="en"[^>]*>“Great help.”<\/blockquote><span lang="ne"[^>]*>यसको नेपाली/);
  });
});

describe("the site copy", () => {
  test("the home page names the fields it shows in English on a Nepali page, none on the English one", async () => {
    const copyAt = async (path: string) => ((await callRoute(homePage.loader, path)).body as { copy: ShownSiteCopy<"home"> }).copy;
    await saveSiteCopy("home", { ...STARTER_SITE_COPY.home, ne: { heroHeading: STARTER_SITE_COPY.home.ne?.heroHeading } }, editor.user.id);
    const nepali = await copyAt("/ne");
    expect(nepali.heroHeading).toBe(STARTER_SITE_COPY.home.ne?.heroHeading);
    expect(nepali.untranslated).toContain("aboutHeading");
    expect((await copyAt("/")).untranslated).toEqual([]);
  });

  test("the contact page's office hours and the announcement are marked English on a Nepali page until written in Nepali", async () => {
    const hoursLangAt = async (path: string) => ((await callRoute(contactPage.loader, path)).body as { hoursLang?: string }).hoursLang;
    await saveSiteCopy("hours", { rows: [{ days: "Sunday-Friday", hours: "9:00 AM-5:00 PM" }] }, editor.user.id);
    expect(await hoursLangAt("/ne/contact")).toBe("en");
    expect(await hoursLangAt("/contact")).toBeUndefined();
    await saveSiteCopy("hours", { rows: [{ days: "Sunday-Friday", hours: "9:00 AM-5:00 PM" }], ne: { rows: [{ days: "आइतबार-शुक्रबार", hours: "बिहान ९ - बेलुका ५" }] } }, editor.user.id);
    expect(await hoursLangAt("/ne/contact")).toBeUndefined();

    const announcementAt = async (path: string) => ((await callRoute(publicLayout.loader, path)).body as { announcement: { text: string; lang?: string } | null }).announcement;
    await saveSiteCopy("announcement", { text: "Offices closed on Friday", link: "", from: null, until: null }, editor.user.id);
    expect(await announcementAt("/ne/contact")).toMatchObject({ text: "Offices closed on Friday", lang: "en" });
    expect((await announcementAt("/contact"))?.lang).toBeUndefined();
    await saveSiteCopy("announcement", { text: "Offices closed on Friday", link: "", from: null, until: null, ne: { text: "शुक्रबार कार्यालय बन्द" } }, editor.user.id);
    expect(await announcementAt("/ne/contact")).toMatchObject({ text: "शुक्रबार कार्यालय बन्द" });
    expect((await announcementAt("/ne/contact"))?.lang).toBeUndefined();
  });
});

describe("the student's testimonial", () => {
  test("its state is shown in the student's language", () => {
    const badge = (locale: Locale, status: string) => render(locale, "/student/testimonial", createElement(StudentTestimonialStatusBadge, { status }));
    expect(badge("en", "pending")).toContain(">Waiting for approval</span>");
    expect(badge("en", "withdrawn")).toContain(">Consent withdrawn</span>");
    expect(badge("ne", "pending")).toContain(">स्वीकृतिको प्रतीक्षामा</span>");
  });
});
