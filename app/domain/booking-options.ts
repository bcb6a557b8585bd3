/**
 * The choices of the six service forms and of the generic inquiry form: values that are stored
 * and checked, with the labels people read. The service pages' copy shows the same lists.
 */

export type Option<V extends string = string> = { value: V; label: string };

export const INTERVIEW_TYPES = [
  { value: "visa", label: "Visa Interview" },
  { value: "credibility", label: "Credibility Interview" },
] as const satisfies readonly Option[];

/** English levels of the speaking mock. */
export const ENGLISH_LEVELS = [
  "Beginner (A1)",
  "Elementary (A2)",
  "Intermediate (B1)",
  "Upper Intermediate (B2)",
  "Advanced (C1)",
  "Proficient (C2)",
] as const;

/** The CEFR code is the stored value ("B2"); the label is what people read ("Upper Intermediate (B2)"). */
export const PROFICIENCY_LEVELS: readonly Option[] = ENGLISH_LEVELS.map((label) => ({ value: label.slice(-3, -1), label }));

export const PROFICIENCY_CODES = PROFICIENCY_LEVELS.map((level) => level.value) as [string, ...string[]];

export const DEMO_COURSES = ["IELTS", "TOEFL", "PTE", "GRE", "GMAT", "SAT", "German Language", "French Language"] as const;

export const COUNSELING_COUNTRIES = [
  "United States",
  "United Kingdom",
  "Canada",
  "Australia",
  "Germany",
  "New Zealand",
  "Ireland",
  "Singapore",
  "Netherlands",
  "France",
  "Other",
] as const;

export const COURSE_LEVELS = ["Undergraduate", "Postgraduate", "PhD"] as const;

/** The countries of the generic service application form ("Application form countries"). */
export const APPLICATION_COUNTRIES = [
  "United States",
  "Canada",
  "United Kingdom",
  "Australia",
  "Germany",
  "France",
  "India",
  "China",
  "Japan",
  "South Korea",
  "Singapore",
  "New Zealand",
  "South Africa",
  "Other",
] as const;

/** The (fictional) partner banks a loan application may prefer and an admin may assign. */
export const PARTNER_BANKS = ["Everest Education Bank", "Summit Credit Bank", "Global Scholars Finance"] as const;
export type PartnerBank = (typeof PARTNER_BANKS)[number];

export const SOP_PACKAGE_CODES = ["standard", "premium"] as const;
export type SopPackage = (typeof SOP_PACKAGE_CODES)[number];

/** What each package includes; its name and price come from the catalogue (`sop_standard`, `sop_premium`). */
const SOP_OFFERS: ReadonlyArray<{ value: SopPackage; label: string; features: readonly string[]; recommended?: boolean }> = [
  {
    value: "standard",
    label: "Standard",
    features: ["Up to 800 words", "2 revision rounds", "Delivery within 7 days", "One-to-one brief with your writer"],
  },
  {
    value: "premium",
    label: "Premium",
    features: ["Up to 1200 words", "Unlimited revisions", "Express delivery in 3-5 days", "Extra support documents"],
    recommended: true,
  },
];

/** A package as the page and the form show it. */
export const SOP_PACKAGES = SOP_OFFERS.map((offer) => ({ ...offer, summary: offer.features.slice(0, 3).join(", ") }));

export const COLLATERAL_TYPES = ["None", "Property", "Fixed deposit", "Vehicle", "Gold", "Other"] as const;

/** Slider ranges of the loan form, in whole US dollars. */
export const LOAN_AMOUNT = { min: 5_000, max: 100_000, step: 1_000, default: 10_000 } as const;
export const COLLATERAL_VALUE = { min: 0, max: 200_000, step: 5_000, default: 0 } as const;

export function optionLabel(options: readonly Option[], value: string | null | undefined) {
  return options.find((option) => option.value === value)?.label ?? value ?? "";
}

/** True when `value` is a whole number inside the range that falls on one of its steps. */
export function isOnStep(value: number, range: { min: number; max: number; step: number }) {
  return Number.isInteger(value) && value >= range.min && value <= range.max && (value - range.min) % range.step === 0;
}
