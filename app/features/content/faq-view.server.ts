import { FAQ_CATEGORIES, FAQ_CATEGORY_LABELS, type FaqCategory, type FaqSection, type FaqView } from "~/domain/faq";
import { DEFAULT_LOCALE, type Locale } from "~/i18n/locales";
import { listVisibleFaqs } from "~/models/faq.server";
import { renderMarkdown } from "~/utils/markdown.server";

function faqView(faq: { id: number; question: string; answer: string; lang: string }): FaqView {
  return { id: faq.id, question: faq.question, html: renderMarkdown(faq.answer), lang: faq.lang };
}

/**
 * The visible questions of one category (the Contact page's, a service page's), their answers rendered, each in
 * `locale` where an editor wrote that version, else in English.
 */
export async function readFaqViews(category: FaqCategory, locale: Locale = DEFAULT_LOCALE): Promise<FaqView[]> {
  return (await listVisibleFaqs(category, locale)).map(faqView);
}

/** Every visible question, by category in the categories' order; a category with none is left out. */
export async function readFaqSections(locale: Locale): Promise<FaqSection[]> {
  const faqs = await listVisibleFaqs(null, locale);
  return FAQ_CATEGORIES.map((category) => ({ category, label: FAQ_CATEGORY_LABELS[category], faqs: faqs.filter((faq) => faq.category === category).map(faqView) })).filter(
    (section) => section.faqs.length > 0,
  );
}
