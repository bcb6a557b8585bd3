import { DESTINATIONS } from "~/domain/destinations";
import { lookup } from "~/domain/lookup";
import {
  APPLICATION_STAGES,
  MONTH_NAMES,
  nextStepText,
  nextStepTextOf,
  stageLabel,
  stageLabelText,
  translateApplicationText,
} from "~/domain/university-application";
import { translateServerMessage, translator } from "~/i18n/catalogs.server";
import { createFormatter, intakeIn } from "~/i18n/format";
import { DEFAULT_LOCALE, type Locale } from "~/i18n/locales";

/*
 * A notification is stored as the English text its model wrote (the mails and the account export read the same row),
 * so a page shows it in its reader's language by recognising that text: a fixed one by its `server.` key, one with
 * values by the sentences below, keyed by their English with `{placeholders}`, whose values are read back out of the
 * stored text (the first sentence that fits wins: a longer variant comes before the one it extends). A text none of
 * them matches stays as written.
 */
const SENTENCES = [
  "server.{staffRole} assigned",
  "server.{name} is your counsellor",
  "server.{university} added to your universities",
  "server.{university}: {stage}",
  "server.New message from {name}",
  "server.Your {noun} was approved.",
  "server.Your {noun} could not be confirmed and was cancelled. Please book another time.",
  "server.Your {noun} is marked as completed.",
  "server.{staffName} will run your {noun}.",
  "server.The feedback and score of your {noun} are ready.",
  "server.The feedback on your {noun} is ready.",
  "server.Our team cancelled your {noun}. Its seat was given back; you can book another time.",
  "server.Our team cancelled your {noun}. Reason: {reason} Its seat was given back; you can book another time.",
  "server.Our team moved your {noun} to a new time; the attached invitation updates your calendar.",
  "server.The materials for your {noun} are ready: open them from Materials.",
  "server.The materials of your {noun} were withdrawn.",
  "server.Your {noun} has a new meeting link; use this one to join.",
  "server.The meeting link for your {noun} is ready.",
  "server.Notes from your {noun} are ready.",
  "server.We added {count} document to your checklist for {destination}.",
  "server.We added {count} documents to your checklist for {destination}.",
  "server.Please upload: {name}. It is due by {date}.",
  "server.Please upload: {name}.",
  "server.Your {name} has been accepted.",
  "server.Your {name} was not accepted: {reason}. Please upload a new version.",
  "server.We have started reviewing your SOP for {university}.",
  "server.The reviewed SOP for {university} is ready to download.",
  "server.Your SOP for {university} needs revision. Read the feedback and reply with the details asked for.",
  "server.{name} is working on your SOP for {university}.",
  "server.Your education loan application needs more documents: {request} Upload them from your loan applications.",
  "server.{bank} will handle your education loan application.",
  "server.Your payment for {what} was received. Thank you.",
  "server.Your payment for {what} did not go through, and you have not been charged. You can try again from the invoice.",
  "server.A refund of {amount} for {what} was issued.",
  "server.A refund of {amount} for {what} was issued. {remaining} of the payment is not refunded.",
  "server.{name} ({email}) is now your counsellor: they guide your university applications, your documents and your questions.",
  "server.Your counsellor added {program} at {university}, {intake} to your university applications.",
  "server.Your application for {program} at {university}, {intake} is now at \"{stage}\". {nextStep}",
] as const;

/** How a value is found in the text, and its form in the reader's language (null: the sentence is not this one). */
type ValueReader = { pattern: string; translate?: (locale: Locale, value: string) => string | null };

// Any country without a confirmation of its own: its stage labels and next steps name the generic one.
const UNLISTED_COUNTRY = "unlisted";

/** Every stage label and next step an application's notification can quote, by its English. */
let applicationPhrases: Map<string, (locale: Locale) => string> | null = null;

function applicationPhrase(locale: Locale, english: string) {
  if (!applicationPhrases) {
    applicationPhrases = new Map();
    for (const stage of APPLICATION_STAGES) {
      for (const country of [...DESTINATIONS, UNLISTED_COUNTRY]) {
        const [label, next] = [stageLabelText(stage, country), nextStepTextOf(stage, country)];
        applicationPhrases.set(stageLabel(stage, country), (locale) => translateApplicationText(translator(locale), label));
        applicationPhrases.set(nextStepText(stage, country), (locale) => translateApplicationText(translator(locale), next));
      }
    }
  }
  return applicationPhrases.get(english)?.(locale) ?? null;
}

const ANY: ValueReader = { pattern: ".+?" };
// a value that is itself a fixed text (a session's noun, a staff role): in the reader's language when it has a key
const SERVER_TEXT: ValueReader = { pattern: ".+?", translate: translateServerMessage };
const MONTH = MONTH_NAMES.join("|");

const VALUES: Record<string, ValueReader> = {
  noun: SERVER_TEXT,
  staffRole: SERVER_TEXT,
  count: { pattern: "\\d+", translate: (locale, value) => createFormatter(locale).number(Number(value)) },
  // a due day as formatDay writes it ("Dec 2, 2026"), a calendar day at midnight UTC
  date: {
    pattern: "[A-Z][a-z]{2} \\d{1,2}, \\d{4}",
    translate: (locale, value) => {
      const instant = Date.parse(`${value} UTC`);
      return Number.isNaN(instant) ? null : createFormatter(locale).day(new Date(instant), "UTC");
    },
  },
  intake: {
    pattern: `(?:${MONTH}) \\d{4}`,
    translate: (locale, value) => {
      const [month, year] = value.split(" ");
      return intakeIn(locale, MONTH_NAMES.findIndex((name) => name === month) + 1, Number(year));
    },
  },
  stage: { pattern: ".+?", translate: applicationPhrase },
  nextStep: { pattern: ".+", translate: applicationPhrase },
};

function readerOf(name: string) {
  return lookup(VALUES, name) ?? ANY;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const COMPILED = SENTENCES.map((key) => {
  const parts = key.slice("server.".length).split(/\{(\w+)\}/);
  const names = parts.filter((_, index) => index % 2 === 1);
  const source = parts.map((part, index) => (index % 2 === 1 ? `(${readerOf(part).pattern})` : escape(part))).join("");
  return { key, names, pattern: new RegExp(`^${source}$`, "s") };
});

/** A notification's title or body, written in English, in `locale`. */
export function notificationTextIn(locale: Locale, english: string): string {
  if (locale === DEFAULT_LOCALE) return english;
  const fixed = translateServerMessage(locale, english);
  if (fixed !== english) return fixed;
  for (const { key, names, pattern } of COMPILED) {
    const match = pattern.exec(english);
    if (!match) continue;
    const values: Record<string, string> = {};
    const readable = names.every((name, index) => {
      const { translate } = readerOf(name);
      const translated = translate ? translate(locale, match[index + 1]) : match[index + 1];
      if (translated === null) return false;
      values[name] = translated;
      return true;
    });
    if (readable) return translator(locale)(key, values);
  }
  return english;
}
