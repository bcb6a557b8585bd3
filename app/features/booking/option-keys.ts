import { lookup } from "~/domain/lookup";
import type {
  APPLICATION_COUNTRIES,
  COLLATERAL_TYPES,
  COUNSELING_COUNTRIES,
  COURSE_LEVELS,
  DEMO_COURSES,
  ENGLISH_LEVELS,
  INTERVIEW_TYPES,
  SopPackage,
} from "~/domain/booking-options";

/*
 * The messages of the service forms' choices (~/domain/booking-options), by their English label: the value a form
 * sends and stores stays English, and the booking lists hold the English label of an interview type or a level. The
 * partner banks' names are names and have no translation.
 */

export const INTERVIEW_TYPE_KEYS: Record<(typeof INTERVIEW_TYPES)[number]["label"], string> = {
  "Visa Interview": "booking.option.interviewType.visa",
  "Credibility Interview": "booking.option.interviewType.credibility",
};

export const ENGLISH_LEVEL_KEYS: Record<(typeof ENGLISH_LEVELS)[number], string> = {
  "Beginner (A1)": "booking.option.level.a1",
  "Elementary (A2)": "booking.option.level.a2",
  "Intermediate (B1)": "booking.option.level.b1",
  "Upper Intermediate (B2)": "booking.option.level.b2",
  "Advanced (C1)": "booking.option.level.c1",
  "Proficient (C2)": "booking.option.level.c2",
};

export const DEMO_COURSE_KEYS: Record<(typeof DEMO_COURSES)[number], string> = {
  IELTS: "booking.option.course.ielts",
  TOEFL: "booking.option.course.toefl",
  PTE: "booking.option.course.pte",
  GRE: "booking.option.course.gre",
  GMAT: "booking.option.course.gmat",
  SAT: "booking.option.course.sat",
  "German Language": "booking.option.course.german",
  "French Language": "booking.option.course.french",
};

export const COUNTRY_KEYS: Record<(typeof COUNSELING_COUNTRIES)[number] | (typeof APPLICATION_COUNTRIES)[number], string> = {
  "United States": "booking.option.country.unitedStates",
  "United Kingdom": "booking.option.country.unitedKingdom",
  Canada: "booking.option.country.canada",
  Australia: "booking.option.country.australia",
  Germany: "booking.option.country.germany",
  "New Zealand": "booking.option.country.newZealand",
  Ireland: "booking.option.country.ireland",
  Singapore: "booking.option.country.singapore",
  Netherlands: "booking.option.country.netherlands",
  France: "booking.option.country.france",
  India: "booking.option.country.india",
  China: "booking.option.country.china",
  Japan: "booking.option.country.japan",
  "South Korea": "booking.option.country.southKorea",
  "South Africa": "booking.option.country.southAfrica",
  Other: "booking.option.country.other",
};

export const COURSE_LEVEL_KEYS: Record<(typeof COURSE_LEVELS)[number], string> = {
  Undergraduate: "booking.option.courseLevel.undergraduate",
  Postgraduate: "booking.option.courseLevel.postgraduate",
  PhD: "booking.option.courseLevel.phd",
};

export const COLLATERAL_TYPE_KEYS: Record<(typeof COLLATERAL_TYPES)[number], string> = {
  None: "booking.option.collateral.none",
  Property: "booking.option.collateral.property",
  "Fixed deposit": "booking.option.collateral.fixedDeposit",
  Vehicle: "booking.option.collateral.vehicle",
  Gold: "booking.option.collateral.gold",
  Other: "booking.option.collateral.other",
};

/** An SOP package's name and what it includes; the first three features are its summary in the order form. */
export const SOP_PACKAGE_KEYS: Record<SopPackage, { label: string; features: readonly string[] }> = {
  standard: {
    label: "booking.sopPackage.standard",
    features: ["booking.sopPackage.words800", "booking.sopPackage.twoRevisions", "booking.sopPackage.within7Days", "booking.sopPackage.oneToOneBrief"],
  },
  premium: {
    label: "booking.sopPackage.premium",
    features: ["booking.sopPackage.words1200", "booking.sopPackage.unlimitedRevisions", "booking.sopPackage.express", "booking.sopPackage.supportDocuments"],
  },
};

/** The short names people write for two of the countries (a testimonial's destination is typed by an editor). */
const COUNTRY_ALIASES: Record<string, keyof typeof COUNTRY_KEYS> = { USA: "United States", US: "United States", UK: "United Kingdom" };

/** A country stored in English (a testimonial's destination, an application's) in the reader's language when it is one of ours. */
export function countryNameIn(t: (key: string) => string, country: string): string {
  const key = lookup(COUNTRY_KEYS, lookup(COUNTRY_ALIASES, country) ?? country);
  return key ? t(key) : country;
}
