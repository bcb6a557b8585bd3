import * as z from "zod";
import { parseDateTimeInZone, toDateTimeLocal } from "~/domain/dates";
import type { SiteCopy, SiteCopyKey } from "~/domain/site-copy";
import { optionalText, requiredText } from "~/utils/form-fields.server";

/*
 * The site copy's forms. A list is a textarea with one entry per line, and a pair ("2,800+ | Universities") is split
 * at its first "|", so each block is one plain form that works without JavaScript; the stored copy keeps the lists
 * as lists. Each translatable field has a Nepali twin named with `Ne` (`heroHeadingNe`), optional, as long as its
 * English one; the block stores the ones written under `ne`.
 */

/** The suffix of a field's Nepali twin in the forms. */
export const NEPALI_SUFFIX = "Ne";

const lines = (text: string | undefined) =>
  (text ?? "")
    .split(/\r?\n/)
    .map((row) => row.trim())
    .filter(Boolean);

function lineList(label: string, max: number) {
  return optionalText(label, 2000, { lines: "many" }).transform((text, ctx) => {
    const rows = lines(text);
    if (rows.length > max) ctx.addIssue({ code: "custom", message: `${label} takes at most ${max} lines` });
    return rows;
  });
}

function pairList<A extends string, B extends string>(label: string, [a, b]: [A, B], { min = 0, max }: { min?: number; max: number }) {
  return optionalText(label, 4000, { lines: "many" }).transform((text, ctx) => {
    const rows = lines(text);
    if (rows.length < min) ctx.addIssue({ code: "custom", message: `${label} needs at least ${min} line` });
    if (rows.length > max) ctx.addIssue({ code: "custom", message: `${label} takes at most ${max} lines` });
    return rows.map((row, index) => {
      const split = row.indexOf("|");
      const first = split < 0 ? "" : row.slice(0, split).trim();
      const second = split < 0 ? "" : row.slice(split + 1).trim();
      if (!first || !second) ctx.addIssue({ code: "custom", message: `Line ${index + 1} of ${label.charAt(0).toLowerCase()}${label.slice(1)} needs both parts, separated by "|"` });
      return { [a]: first, [b]: second } as Record<A | B, string>;
    });
  });
}

const joinPairs = <T extends Record<string, string>>(rows: readonly T[], [a, b]: [keyof T, keyof T]) => rows.map((row) => `${row[a]} | ${row[b]}`).join("\n");

/**
 * The posted form as the block stores it: the Nepali twins that say something under `ne`, without their suffix; an
 * empty one means the field shows in English.
 */
function withNepali<Form extends Record<string, unknown>>(form: Form) {
  const english: Record<string, unknown> = {};
  const ne: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(form)) {
    if (!name.endsWith(NEPALI_SUFFIX)) english[name] = value;
    else if (Array.isArray(value) ? value.length > 0 : typeof value === "string" && value !== "") ne[name.slice(0, -NEPALI_SUFFIX.length)] = value;
  }
  return { ...english, ne };
}

const inNepali = (label: string) => `${label} in Nepali`;

const homeForm = z.object({
  heroHeading: requiredText("The hero's heading", 300),
  heroText: requiredText("The hero's text", 600, { lines: "many" }),
  claims: lineList("Claims", 4),
  stats: pairList("Figures", ["value", "label"], { max: 4 }),
  ratingScore: optionalText("The rating", 20).transform((value) => value ?? ""),
  ratingReviews: optionalText("The rating's reviews", 60).transform((value) => value ?? ""),
  aboutHeading: requiredText("The about teaser's heading", 300),
  aboutText: requiredText("The about teaser's text", 1200, { lines: "many" }),
  aboutPoints: lineList("The about teaser's points", 5),
  bannerHeading: requiredText("The banner's heading", 300),
  bannerText: requiredText("The banner's text", 600, { lines: "many" }),
  bannerCta: requiredText("The banner's button", 60),
  closingHeading: requiredText("The closing heading", 300),
  closingText: requiredText("The closing text", 600, { lines: "many" }),
  heroHeadingNe: optionalText(inNepali("The hero's heading"), 300),
  heroTextNe: optionalText(inNepali("The hero's text"), 600, { lines: "many" }),
  claimsNe: lineList(inNepali("Claims"), 4),
  statsNe: pairList(inNepali("Figures"), ["value", "label"], { max: 4 }),
  ratingReviewsNe: optionalText(inNepali("The rating's reviews"), 60),
  aboutHeadingNe: optionalText(inNepali("The about teaser's heading"), 300),
  aboutTextNe: optionalText(inNepali("The about teaser's text"), 1200, { lines: "many" }),
  aboutPointsNe: lineList(inNepali("The about teaser's points"), 5),
  bannerHeadingNe: optionalText(inNepali("The banner's heading"), 300),
  bannerTextNe: optionalText(inNepali("The banner's text"), 600, { lines: "many" }),
  bannerCtaNe: optionalText(inNepali("The banner's button"), 60),
  closingHeadingNe: optionalText(inNepali("The closing heading"), 300),
  closingTextNe: optionalText(inNepali("The closing text"), 600, { lines: "many" }),
});

const aboutForm = z.object({
  heading: requiredText("The page's heading", 300),
  intro: requiredText("The page's introduction", 300, { lines: "many" }),
  story: requiredText("The story", 20_000, { lines: "many" }),
  mission: requiredText("The mission", 1000, { lines: "many" }),
  vision: requiredText("The vision", 1000, { lines: "many" }),
  values: pairList("Values", ["title", "text"], { max: 8 }),
  impact: pairList("Impact figures", ["value", "label"], { max: 4 }),
  headingNe: optionalText(inNepali("The page's heading"), 300),
  introNe: optionalText(inNepali("The page's introduction"), 300, { lines: "many" }),
  storyNe: optionalText(inNepali("The story"), 20_000, { lines: "many" }),
  missionNe: optionalText(inNepali("The mission"), 1000, { lines: "many" }),
  visionNe: optionalText(inNepali("The vision"), 1000, { lines: "many" }),
  valuesNe: pairList(inNepali("Values"), ["title", "text"], { max: 8 }),
  impactNe: pairList(inNepali("Impact figures"), ["value", "label"], { max: 4 }),
});

const hoursForm = z.object({
  rows: pairList("Office hours", ["days", "hours"], { min: 1, max: 7 }),
  rowsNe: pairList(inNepali("Office hours"), ["days", "hours"], { max: 7 }),
});

/** A link of the announcement: a path of this site or a full https address. */
const announcementLink = optionalText("The link", 500)
  .transform((value) => value ?? "")
  .refine((value) => value === "" || /^\/(?!\/)/.test(value) || /^https:\/\/[^\s]+$/.test(value), "Enter a path of this site (/services/…) or a full https:// address");

function announcementForm(zone: string) {
  const instant = (label: string) =>
    optionalText(label, 40).transform((value, ctx) => {
      if (!value) return null;
      const parsed = parseDateTimeInZone(value, zone);
      if (!parsed) ctx.addIssue({ code: "custom", message: "Enter a valid date and time" });
      return parsed?.toISOString() ?? null;
    });
  return z
    .object({
      text: optionalText("The announcement", 200).transform((value) => value ?? ""),
      textNe: optionalText(inNepali("The announcement"), 200),
      link: announcementLink,
      from: instant("From"),
      until: instant("Until"),
    })
    .superRefine((form, ctx) => {
      if (form.from && form.until && form.until <= form.from) ctx.addIssue({ code: "custom", path: ["until"], message: "Choose an end after the start" });
      if (form.link && !form.text) ctx.addIssue({ code: "custom", path: ["text"], message: "Write the announcement its link belongs to" });
      if (form.textNe && !form.text) ctx.addIssue({ code: "custom", path: ["text"], message: "Write the English announcement too: a Nepali one shows only beside it" });
    });
}

/** Each block's form as posted: its fields and their Nepali twins, with their rules (and the page's constraints). */
export function siteCopyFormFields(key: SiteCopyKey, zone: string) {
  switch (key) {
    case "home":
      return homeForm;
    case "about":
      return aboutForm;
    case "hours":
      return hoursForm;
    case "announcement":
      return announcementForm(zone);
  }
}

/** Each block's form schema; its output is the block as stored, its Nepali texts under `ne`. */
export function siteCopyFormSchema(key: SiteCopyKey, zone: string) {
  return siteCopyFormFields(key, zone).transform(withNepali);
}

/** A block's texts as its form's fields (lists one entry per line, pairs "value | label"); absent ones are left out. */
function textValues(key: SiteCopyKey, texts: Record<string, unknown>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(texts)) {
    if (typeof value === "string") values[name] = value;
  }
  const list = (name: string) => {
    const rows = texts[name];
    if (Array.isArray(rows)) values[name] = rows.join("\n");
  };
  const pairs = (name: string, parts: [string, string]) => {
    const rows = texts[name];
    if (Array.isArray(rows)) values[name] = joinPairs(rows as Array<Record<string, string>>, parts);
  };
  if (key === "home") {
    list("claims");
    pairs("stats", ["value", "label"]);
    list("aboutPoints");
  } else if (key === "about") {
    pairs("values", ["title", "text"]);
    pairs("impact", ["value", "label"]);
  } else if (key === "hours") {
    pairs("rows", ["days", "hours"]);
  }
  return values;
}

/** A stored block as its form's fields, its Nepali texts as the `Ne` twins. */
export function siteCopyFormValues(key: SiteCopyKey, copy: SiteCopy[SiteCopyKey] | null, zone: string): Record<string, string> {
  if (!copy) return {};
  const { ne, ...english } = copy;
  const values = textValues(key, english);
  if (key === "announcement") {
    const announcement = copy as SiteCopy["announcement"];
    const local = (value: string | null) => (value ? toDateTimeLocal(new Date(value), zone) : "");
    Object.assign(values, { from: local(announcement.from), until: local(announcement.until) });
  }
  for (const [name, value] of Object.entries(textValues(key, { ...ne }))) values[`${name}${NEPALI_SUFFIX}`] = value;
  return values;
}
