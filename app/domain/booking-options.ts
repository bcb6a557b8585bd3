/**
 * The choices of the six service forms that are not plain lists of the site content (countries, courses, course
 * levels and banks live in app/content/services.ts): values that are stored, with the labels people read.
 */
import { ENGLISH_LEVELS, SOP_PACKAGES as PACKAGE_COPY } from "~/content/services";

export type Option<V extends string = string> = { value: V; label: string };

export const INTERVIEW_TYPES = [
  { value: "visa", label: "Visa Interview" },
  { value: "credibility", label: "Credibility Interview" },
] as const satisfies readonly Option[];

/** The CEFR code is the stored value ("B2"); the spec's label is what people read ("Upper Intermediate (B2)"). */
export const PROFICIENCY_LEVELS: readonly Option[] = ENGLISH_LEVELS.map((label) => ({ value: label.slice(-3, -1), label }));

export const PROFICIENCY_CODES = PROFICIENCY_LEVELS.map((level) => level.value) as [string, ...string[]];

export type SopPackage = (typeof PACKAGE_COPY)[number]["code"];
export const SOP_PACKAGE_CODES = ["standard", "premium"] as const satisfies readonly SopPackage[];

/** A package as an order sees it: the price in cents and the catalogue entry its invoice names. */
export const SOP_PACKAGES = PACKAGE_COPY.map((copy) => ({
  value: copy.code,
  label: copy.name,
  priceCents: copy.priceDollars * 100,
  serviceCode: `sop_${copy.code}`,
  summary: copy.features.slice(0, 3).join(", "),
}));

export const COLLATERAL_TYPES = ["None", "Property", "Fixed deposit", "Vehicle", "Gold", "Other"] as const;

/** Slider ranges of the loan form, in whole US dollars (spec, section 9). */
export const LOAN_AMOUNT = { min: 5_000, max: 100_000, step: 1_000, default: 10_000 } as const;
export const COLLATERAL_VALUE = { min: 0, max: 200_000, step: 5_000, default: 0 } as const;

export function optionLabel(options: readonly Option[], value: string | null | undefined) {
  return options.find((option) => option.value === value)?.label ?? value ?? "";
}

/** True when `value` is a whole number inside the range that falls on one of its steps. */
export function isOnStep(value: number, range: { min: number; max: number; step: number }) {
  return Number.isInteger(value) && value >= range.min && value <= range.max && (value - range.min) % range.step === 0;
}
