import { FAQ_CATEGORIES, FAQ_CATEGORY_LABELS, type FaqCategory, type FaqSection, type FaqView } from "~/domain/faq";
import { listVisibleFaqs } from "~/models/faq.server";
import { renderMarkdown } from "~/utils/markdown.server";

function faqView(faq: { id: number; question: string; answer: string }): FaqView {
  return { id: faq.id, question: faq.question, html: renderMarkdown(faq.answer) };
}

/** The visible questions of one category (the Contact page's, a service page's), their answers rendered. */
export async function readFaqViews(category: FaqCategory): Promise<FaqView[]> {
  return (await listVisibleFaqs(category)).map(faqView);
}

/** Every visible question, by category in the categories' order; a category with none is left out. */
export async function readFaqSections(): Promise<FaqSection[]> {
  const faqs = await listVisibleFaqs(null);
  return FAQ_CATEGORIES.map((category) => ({ category, label: FAQ_CATEGORY_LABELS[category], faqs: faqs.filter((faq) => faq.category === category).map(faqView) })).filter(
    (section) => section.faqs.length > 0,
  );
}
