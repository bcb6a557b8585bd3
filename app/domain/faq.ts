import type { FieldErrors } from "./forms";
import { readChoiceFilter, unknownFilterErrors, type FilterValue, type ListQuery, type ListSpec } from "./list-query";
import { lookup } from "./lookup";

/**
 * Where a question shows: "general" on the Contact page, each service's on its page (the values are the service pages'
 * slugs), and every one of them on /faq, in this order.
 */
export const FAQ_CATEGORIES = ["general", "sop-writing", "interview-application", "speaking-mock", "demo-class", "free-counseling", "loan-assistance"] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

export const FAQ_CATEGORY_LABELS: Record<FaqCategory, string> = {
  general: "General",
  "sop-writing": "SOP Writing",
  "interview-application": "Visa & Credibility Interview",
  "speaking-mock": "Speaking Mock Test",
  "demo-class": "Demo Class",
  "free-counseling": "Free Counseling",
  "loan-assistance": "Education Loan Assistance",
};

export function faqCategoryLabel(category: string) {
  return lookup(FAQ_CATEGORY_LABELS, category) ?? category;
}

/** Orders FAQs as the pages show them: by category in FAQ_CATEGORIES' order, then by position, then oldest first. */
export function compareFaqs(a: { category: string; position: number; id: number }, b: { category: string; position: number; id: number }) {
  const rank = (category: string) => {
    const index = (FAQ_CATEGORIES as readonly string[]).indexOf(category);
    return index === -1 ? FAQ_CATEGORIES.length : index;
  };
  return rank(a.category) - rank(b.category) || a.position - b.position || a.id - b.id;
}

export const FAQ_QUESTION_MAX = 300;
export const FAQ_ANSWER_MAX = 10_000;

/**
 * A question as a page shows it: the answer already rendered (sanitised) HTML; `lang`, the language both are written
 * in (English on a Nepali page when the question has no Nepali version).
 */
export type FaqView = { id: number; question: string; html: string; lang: string };

/** One category of /faq with its questions. */
export type FaqSection = { category: FaqCategory; label: string; faqs: FaqView[] };

/** schema.org's FAQPage of the questions a page shows; an answer's text may hold HTML (links, lists). */
export function faqPageSchema(faqs: readonly FaqView[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqs.map((faq) => ({ "@type": "Question", name: faq.question, acceptedAnswer: { "@type": "Answer", text: faq.html } })),
  };
}

export type FaqFilters = { category: FaqCategory | null };
const FAQ_FILTER_KEYS = ["category"] as const;

/** The FAQs at /admin/content/faqs: searched on question and answer, filtered by category, in the pages' order. */
export const FAQ_ADMIN_LIST: ListSpec<"position", FaqFilters> = {
  sortKeys: ["position"],
  defaultSort: "position",
  filterKeys: FAQ_FILTER_KEYS,
  parseFilters(raw) {
    const errors: FieldErrors = unknownFilterErrors(raw, FAQ_FILTER_KEYS);
    const category = readChoiceFilter(raw.category, FAQ_CATEGORIES);
    if (category.error) errors.category = [`The category filter must be one of ${FAQ_CATEGORIES.join(", ")}.`];
    return { filters: { category: category.value }, errors };
  },
  filtersToJson(filters) {
    const json: Record<string, FilterValue> = {};
    if (filters.category) json.category = filters.category;
    return json;
  },
};
export type FaqAdminQuery = ListQuery<"position", FaqFilters>;
