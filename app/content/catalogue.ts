import { lookup } from "~/domain/lookup";
import type { CatalogueCode } from "~/domain/catalogue";

/**
 * The catalogue the seed writes once (an admin's later edits are kept): the entries the service pages sell or book
 * (see `CATALOGUE_CODES`) and the courses sold at the office. Prices in cents; what costs 0 is free (decision 048).
 */
export const DEFAULT_CATALOGUE = [
  { code: "sop_standard", name: "SOP Writing - Standard", priceCents: 14900, description: "Up to 800 words, 2 revision rounds, delivery within 7 days." },
  { code: "sop_premium", name: "SOP Writing - Premium", priceCents: 24900, description: "Up to 1200 words, unlimited revisions, express delivery in 3-5 days, extra support documents." },
  { code: "interview_prep", name: "Visa & Credibility Interview Preparation", priceCents: 4900, description: "A 45-minute one-to-one mock interview by video with written feedback." },
  { code: "speaking_mock", name: "Speaking Mock Test", priceCents: 0, description: "A 30-minute IELTS-style speaking test plus 15 minutes of feedback. Free." },
  { code: "demo_class", name: "Demo Class", priceCents: 0, description: "A free trial class for IELTS, TOEFL, PTE, GRE, GMAT, SAT, German or French." },
  { code: "free_counseling", name: "Free Counseling", priceCents: 0, description: "A 30-minute session with a counselor on countries, courses and universities." },
  { code: "loan_assistance", name: "Education Loan Assistance", priceCents: 0, description: "Help preparing an education-loan application with our partner banks." },
  { code: "ielts_course", name: "IELTS Preparation Course", priceCents: 19900, description: "Six weeks of live classes, four full mock tests and speaking practice." },
  { code: "pte_course", name: "PTE Preparation Course", priceCents: 17900, description: "Four weeks of live classes with scored practice tests." },
  { code: "toefl_course", name: "TOEFL Preparation Course", priceCents: 19900, description: "Six weeks of live classes covering all four sections." },
  { code: "duolingo_course", name: "Duolingo English Test Preparation", priceCents: 9900, description: "Two weeks of focused practice for the adaptive test." },
] as const;

/**
 * The default names of the entries the service pages show, as messages. A name an admin has since changed is shown as
 * they wrote it, in every language: only the default has a translation.
 */
export const CATALOGUE_NAME_KEYS: Record<CatalogueCode, string> = {
  sop_standard: "services.catalogue.sopStandard",
  sop_premium: "services.catalogue.sopPremium",
  interview_prep: "services.catalogue.interviewPrep",
  speaking_mock: "services.catalogue.speakingMock",
  demo_class: "services.catalogue.demoClass",
  free_counseling: "services.catalogue.freeCounseling",
  loan_assistance: "services.catalogue.loanAssistance",
};

/**
 * The message key of a catalogue entry's name as stored with a payment or a booking (the name at the time), when it is
 * still a default name; null for a name an admin wrote, shown as written.
 */
export function catalogueNameKey(storedName: string): string | null {
  const entry = DEFAULT_CATALOGUE.find((offer) => offer.name === storedName);
  return (entry && lookup(CATALOGUE_NAME_KEYS, entry.code)) ?? null;
}
