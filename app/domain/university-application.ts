import { COURSE_LEVELS } from "./booking-options";
import { readCounsellorFilter, type WhoseStudents } from "./student-case";
import type { Day } from "./dates";
import { DESTINATIONS } from "./destinations";
import type { FieldErrors } from "./forms";
import { readChoiceFilter, unknownFilterErrors, type FilterValue, type ListQuery, type ListSpec } from "./list-query";
import { lookup } from "./lookup";
import { INTAKE_WITHIN_YEARS, fillTemplate } from "./message-templates";

/**
 * A university application, from the shortlist to enrolment. The stages a case moves through, in order, and the
 * three ends where it stops.
 *
 * Moves (decision 094): staff may move an application between any two stages that are not ends, forwards,
 * backwards or skipping stages, because a counsellor must be able to correct a mistaken move and universities do not
 * always pass through every step (an unconditional offer straight after submission). Any stage may go to an end.
 * Refused: a move out of an end (rejected, visa refused and withdrawn are final; a new application is added
 * instead), a move to the stage the application is already at, and a move to an unknown stage.
 */
export const PROGRESS_STAGES = [
  "shortlisted",
  "preparing",
  "submitted",
  "conditional_offer",
  "unconditional_offer",
  "offer_accepted",
  "deposit_paid",
  "confirmation_issued",
  "visa_lodged",
  "visa_granted",
  "enrolled",
] as const;
export const END_STAGES = ["rejected", "visa_refused", "withdrawn"] as const;
export const APPLICATION_STAGES = [...PROGRESS_STAGES, ...END_STAGES] as const;

export type ProgressStage = (typeof PROGRESS_STAGES)[number];
export type EndStage = (typeof END_STAGES)[number];
export type ApplicationStage = (typeof APPLICATION_STAGES)[number];

export function isApplicationStage(value: unknown): value is ApplicationStage {
  return typeof value === "string" && (APPLICATION_STAGES as readonly string[]).includes(value);
}

export function isEndStage(stage: string): stage is EndStage {
  return (END_STAGES as readonly string[]).includes(stage);
}

/** Where the student's application still waits on someone: neither an end nor enrolled. */
export function isOpenStage(stage: string) {
  return isApplicationStage(stage) && !isEndStage(stage);
}

const STAGE_LABELS: Record<ApplicationStage, string> = {
  shortlisted: "Shortlisted",
  preparing: "Preparing",
  submitted: "Submitted",
  conditional_offer: "Conditional offer",
  unconditional_offer: "Unconditional offer",
  offer_accepted: "Offer accepted",
  deposit_paid: "Deposit paid",
  confirmation_issued: "Confirmation issued",
  visa_lodged: "Visa lodged",
  visa_granted: "Visa granted",
  enrolled: "Enrolled",
  rejected: "Rejected",
  visa_refused: "Visa refused",
  withdrawn: "Withdrawn",
};

/** What the university's confirmation is called in its country; the stage carries that name on every page. */
const CONFIRMATION_NAMES: Record<string, string> = {
  "United Kingdom": "CAS",
  USA: "I-20",
  Australia: "CoE",
  Canada: "Letter of acceptance (LOA)",
  "New Zealand": "Offer of place",
  Germany: "Admission letter (Zulassungsbescheid)",
};
export const GENERIC_CONFIRMATION_NAME = "Confirmation of enrolment";

export function confirmationName(country: string) {
  return lookup(CONFIRMATION_NAMES, country) ?? GENERIC_CONFIRMATION_NAME;
}

/** A stage's name; with the country, `confirmation_issued` says which document ("CAS issued"). */
export function stageLabel(stage: string, country?: string) {
  if (stage === "confirmation_issued" && country) return `${confirmationName(country)} issued`;
  return isApplicationStage(stage) ? STAGE_LABELS[stage] : "Unknown stage";
}

/**
 * A text of the student's pages in the reader's language: a message key and its values, a value itself such a text
 * when it names something translated too (the confirmation inside "CAS issued").
 */
export type ApplicationText = { key: string; values?: Record<string, string | number | ApplicationText> };

/** `text` in the language of `t`, its translator. */
export function translateApplicationText(t: (key: string, values?: Record<string, string | number>) => string, text: ApplicationText): string {
  const values = text.values && Object.fromEntries(Object.entries(text.values).map(([name, value]) => [name, typeof value === "object" ? translateApplicationText(t, value) : value]));
  return t(text.key, values);
}

const STAGE_LABEL_KEYS: Record<ApplicationStage, string> = {
  shortlisted: "student.universities.stage.shortlisted",
  preparing: "student.universities.stage.preparing",
  submitted: "student.universities.stage.submitted",
  conditional_offer: "student.universities.stage.conditionalOffer",
  unconditional_offer: "student.universities.stage.unconditionalOffer",
  offer_accepted: "student.universities.stage.offerAccepted",
  deposit_paid: "student.universities.stage.depositPaid",
  confirmation_issued: "student.universities.stage.confirmationIssued",
  visa_lodged: "student.universities.stage.visaLodged",
  visa_granted: "student.universities.stage.visaGranted",
  enrolled: "student.universities.stage.enrolled",
  rejected: "student.universities.stage.rejected",
  visa_refused: "student.universities.stage.visaRefused",
  withdrawn: "student.universities.stage.withdrawn",
};

const CONFIRMATION_NAME_KEYS: Record<string, string> = {
  "United Kingdom": "student.universities.confirmation.cas",
  USA: "student.universities.confirmation.i20",
  Australia: "student.universities.confirmation.coe",
  Canada: "student.universities.confirmation.loa",
  "New Zealand": "student.universities.confirmation.offerOfPlace",
  Germany: "student.universities.confirmation.admissionLetter",
};

/** `confirmationName` in the reader's language. */
export function confirmationNameText(country: string): ApplicationText {
  return { key: lookup(CONFIRMATION_NAME_KEYS, country) ?? "student.universities.confirmation.generic" };
}

/** `stageLabel` in the reader's language. */
export function stageLabelText(stage: string, country?: string): ApplicationText {
  if (stage === "confirmation_issued" && country) return { key: "student.universities.stage.documentIssued", values: { document: confirmationNameText(country) } };
  return { key: isApplicationStage(stage) ? STAGE_LABEL_KEYS[stage] : "student.universities.stage.unknown" };
}

export type MoveCheck = { ok: true } | { ok: false; message: string };

export function unknownStageMessage(value: unknown) {
  return `"${String(value)}" is not a stage of a university application. Choose one of the listed stages.`;
}

/** The transition rule (see the top of this file). */
export function checkStageMove(from: string, to: unknown, country?: string): MoveCheck {
  if (!isApplicationStage(to)) return { ok: false, message: unknownStageMessage(to) };
  if (isEndStage(from)) {
    return { ok: false, message: `This application ended as "${stageLabel(from)}" and cannot move any more. Add a new application instead.` };
  }
  if (from === to) return { ok: false, message: `This application is already at "${stageLabel(to, country)}".` };
  return { ok: true };
}

/** The stages staff may choose for an application at `from` (none once it has ended). */
export function stagesReachableFrom(from: string): ApplicationStage[] {
  if (isEndStage(from)) return [];
  return APPLICATION_STAGES.filter((stage) => stage !== from);
}

/** What happens next, in the student's words, at each stage. */
export function nextStepText(stage: string, country: string): string {
  const confirmation = confirmationName(country);
  switch (stage) {
    case "shortlisted":
      return "Your counsellor reviews this university with you and confirms whether to apply.";
    case "preparing":
      return "Gather your documents (transcripts, English test, SOP, recommendations); your counsellor prepares the application.";
    case "submitted":
      return "The application is with the university. Decisions usually take a few weeks; we tell you as soon as one arrives.";
    case "conditional_offer":
      return "Meet the offer's conditions (final results, English score) and send the proof so the university can make it unconditional.";
    case "unconditional_offer":
      return "Decide whether to accept this offer; talk it through with your counsellor before the university's deadline.";
    case "offer_accepted":
      return "Pay the tuition deposit the university asks for, so it can issue your confirmation.";
    case "deposit_paid":
      return `Wait for the university to issue your ${confirmation}; it is needed for the visa application.`;
    case "confirmation_issued":
      return `With your ${confirmation}, prepare and lodge your student visa application: financial documents, health cover and biometrics.`;
    case "visa_lodged":
      return "Your visa application is being processed. Attend any biometrics or interview appointment you are given.";
    case "visa_granted":
      return "Book your travel and accommodation, and plan to arrive before orientation to enrol.";
    case "enrolled":
      return "You are enrolled. Congratulations, and good luck with your studies!";
    case "rejected":
      return "The university did not offer you a place. Your counsellor can help you choose other universities.";
    case "visa_refused":
      return "The visa was refused. Talk to your counsellor about the reasons and whether to apply again.";
    case "withdrawn":
      return "This application was withdrawn and needs nothing more.";
    default:
      return "Your counsellor will tell you what comes next.";
  }
}

const NEXT_STEP_KEYS: Record<ApplicationStage, string> = {
  shortlisted: "student.universities.nextStep.shortlisted",
  preparing: "student.universities.nextStep.preparing",
  submitted: "student.universities.nextStep.submitted",
  conditional_offer: "student.universities.nextStep.conditionalOffer",
  unconditional_offer: "student.universities.nextStep.unconditionalOffer",
  offer_accepted: "student.universities.nextStep.offerAccepted",
  deposit_paid: "student.universities.nextStep.depositPaid",
  confirmation_issued: "student.universities.nextStep.confirmationIssued",
  visa_lodged: "student.universities.nextStep.visaLodged",
  visa_granted: "student.universities.nextStep.visaGranted",
  enrolled: "student.universities.nextStep.enrolled",
  rejected: "student.universities.nextStep.rejected",
  visa_refused: "student.universities.nextStep.visaRefused",
  withdrawn: "student.universities.nextStep.withdrawn",
};

/** `nextStepText` in the reader's language. */
export function nextStepTextOf(stage: string, country: string): ApplicationText {
  if (!isApplicationStage(stage)) return { key: "student.universities.nextStep.unknown" };
  const key = NEXT_STEP_KEYS[stage];
  return stage === "deposit_paid" || stage === "confirmation_issued" ? { key, values: { confirmation: confirmationNameText(country) } } : { key };
}

export type TrackerStep = { stage: ProgressStage; label: string; state: "done" | "current" | "upcoming" };

/**
 * The step tracker of an application: the progress stages, those before the current one done. An ended application
 * shows the steps up to where it stopped (`stoppedAt`, the stage it ended from) as done.
 */
export function trackerSteps(stage: string, country: string, stoppedAt: string | null = null): TrackerStep[] {
  const reached = isEndStage(stage) ? (stoppedAt ?? null) : stage;
  const index = reached ? PROGRESS_STAGES.indexOf(reached as ProgressStage) : -1;
  return PROGRESS_STAGES.map((step, position) => ({
    stage: step,
    label: stageLabel(step, country),
    state: isEndStage(stage) ? (position <= index ? "done" : "upcoming") : position < index ? "done" : position === index ? "current" : "upcoming",
  }));
}

// Intake, level, country and the other fields of an application.

export const MONTH_NAMES = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"] as const;

/** "September 2027". */
export function formatIntake(month: number, year: number) {
  return `${MONTH_NAMES[month - 1] ?? "?"} ${year}`;
}

/** "2027-09", the intake's value in a filter and in the CSV, sorting as text. */
export function intakeKey(month: number, year: number) {
  return `${year}-${String(month).padStart(2, "0")}`;
}

export function parseIntakeKey(value: unknown): { month: number; year: number } | null {
  if (typeof value !== "string") return null;
  const match = /^(\d{4})-(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/** How far ahead an intake may be: universities open applications one to two years ahead. */
export const INTAKE_YEARS_AHEAD = 5;

/** The years an intake can be chosen from, this year first. */
export function intakeYears(today: Day) {
  const year = Number(today.slice(0, 4));
  return Array.from({ length: INTAKE_YEARS_AHEAD + 1 }, (_, index) => year + index);
}

/** Why an intake cannot be chosen, or null: the current month is still fine, an earlier one is in the past. */
export function intakeError(month: number, year: number, today: Day): string | null {
  const [thisYear, thisMonth] = today.split("-").map(Number);
  if (!Number.isInteger(month) || month < 1 || month > 12) return "Choose the intake month";
  if (!Number.isInteger(year)) return "Choose the intake year";
  if (year * 12 + month < thisYear * 12 + thisMonth) return "The intake cannot be in the past";
  if (year > thisYear + INTAKE_YEARS_AHEAD) return fillTemplate(INTAKE_WITHIN_YEARS, { years: INTAKE_YEARS_AHEAD });
  return null;
}

/** The study levels of the site's forms (the counseling form's course levels). */
export const APPLICATION_LEVELS = COURSE_LEVELS;

/** Other spellings people type for a listed destination. */
const COUNTRY_ALIASES: Record<string, string> = {
  uk: "United Kingdom",
  "great britain": "United Kingdom",
  england: "United Kingdom",
  us: "USA",
  "united states": "USA",
  "united states of america": "USA",
  nz: "New Zealand",
};

/**
 * A destination as the site spells it ("usa" -> "USA", "United States" -> "USA"); another country is kept as typed
 * (trimmed), so a student may apply anywhere.
 */
export function normalizeCountry(value: string) {
  const trimmed = value.trim().replace(/\s+/g, " ");
  const lower = trimmed.toLowerCase();
  return DESTINATIONS.find((destination) => destination.toLowerCase() === lower) ?? lookup(COUNTRY_ALIASES, lower) ?? trimmed;
}

/** A country's name: letters (any script), spaces, and . ' - ( ) &. */
export function isCountryName(value: string) {
  return /^[\p{L}][\p{L}\s.'’\-()&]*$/u.test(value);
}

export function isHttpUrl(value: string) {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.includes(".");
  } catch {
    return false;
  }
}

export const APPLICATION_FIELD_MAX = { university: 150, country: 60, program: 150, applicationNumber: 60, portalUrl: 500, note: 1000 } as const;

// The staff's list and board.

export type ApplicationFilters = {
  stage: ApplicationStage | null;
  country: string | null;
  /** "2027-09" */
  intake: string | null;
  /** Whose students: mine, unassigned, everyone, or one counsellor's id. */
  counsellor: WhoseStudents | null;
};

const FILTER_KEYS = ["stage", "country", "intake", "counsellor"] as const;

export const UNIVERSITY_APPLICATION_LIST: ListSpec<"updated", ApplicationFilters> = {
  sortKeys: ["updated"],
  defaultSort: "updated",
  defaultSortDirection: "desc",
  filterKeys: FILTER_KEYS,
  views: ["list"],
  parseFilters(raw) {
    const errors: FieldErrors = unknownFilterErrors(raw, FILTER_KEYS);
    const stage = readChoiceFilter(raw.stage, APPLICATION_STAGES);
    if (stage.error) errors.stage = [`The stage filter must be one of ${APPLICATION_STAGES.join(", ")}.`];
    const country = typeof raw.country === "string" && raw.country.trim() !== "" ? normalizeCountry(raw.country) : null;
    const intake = raw.intake === undefined || raw.intake === "" ? null : parseIntakeKey(raw.intake);
    if (raw.intake !== undefined && raw.intake !== "" && !intake) errors.intake = ["The intake filter must be a month as YYYY-MM."];
    const counsellor = readCounsellorFilter(raw.counsellor, { ids: true });
    if (counsellor.error) errors.counsellor = [`The counsellor filter ${counsellor.error}.`];
    return {
      filters: { stage: stage.value, country, intake: intake ? intakeKey(intake.month, intake.year) : null, counsellor: counsellor.value },
      errors,
    };
  },
  filtersToJson(filters) {
    const json: Record<string, FilterValue> = {};
    if (filters.stage) json.stage = filters.stage;
    if (filters.country) json.country = filters.country;
    if (filters.intake) json.intake = filters.intake;
    if (filters.counsellor !== null) json.counsellor = filters.counsellor;
    return json;
  },
};

export type ApplicationListQuery = ListQuery<"updated", ApplicationFilters>;

/** The two views of `/admin/university-applications`: the board (default, no `view` in the URL) and the list. */
export type ApplicationsPageView = "board" | "list";

/** The page's view from the list reader's `view` (see `UNIVERSITY_APPLICATION_LIST.views`). */
export function applicationsPageView(view: string | null): ApplicationsPageView {
  return view === "list" ? "list" : "board";
}
