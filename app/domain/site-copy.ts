import * as z from "zod";
import { lookup } from "./lookup";

/*
 * The site's copy that is not an article or a list (decision 114): the home page's blocks, the about page, the office
 * hours and the site-wide announcement. Each block is one SiteCopy row of JSON in these shapes, edited in the content
 * area and read by the public pages. A block keeps the Nepali texts an editor wrote under `ne`, each field on its
 * own: a Nepali page shows a field's Nepali text where the block has one, else its English one (a list is replaced
 * whole). The rating's score, the announcement's link and dates have no Nepali version.
 */

const line = z.string().trim().min(1).max(300);
const pair = <A extends string, B extends string>(a: A, b: B) => z.object({ [a]: z.string().trim().min(1).max(60), [b]: z.string().trim().min(1).max(300) } as Record<A | B, z.ZodString>);

const homeTexts = z.object({
  heroHeading: line,
  heroText: z.string().trim().min(1).max(600),
  claims: z.array(line).max(4),
  stats: z.array(pair("value", "label")).max(4),
  ratingScore: z.string().trim().max(20),
  ratingReviews: z.string().trim().max(60),
  aboutHeading: line,
  aboutText: z.string().trim().min(1).max(1200),
  aboutPoints: z.array(line).max(5),
  bannerHeading: line,
  bannerText: z.string().trim().min(1).max(600),
  bannerCta: z.string().trim().min(1).max(60),
  closingHeading: line,
  closingText: z.string().trim().min(1).max(600),
});
export const homeCopySchema = homeTexts.extend({ ne: homeTexts.omit({ ratingScore: true }).partial().optional() });

const aboutTexts = z.object({
  heading: line,
  intro: z.string().trim().min(1).max(300),
  story: z.string().trim().min(1).max(20_000),
  mission: z.string().trim().min(1).max(1000),
  vision: z.string().trim().min(1).max(1000),
  values: z.array(pair("title", "text")).max(8),
  impact: z.array(pair("value", "label")).max(4),
});
export const aboutCopySchema = aboutTexts.extend({ ne: aboutTexts.partial().optional() });

const hoursTexts = z.object({ rows: z.array(pair("days", "hours")).min(1).max(7) });
export const hoursCopySchema = hoursTexts.extend({ ne: hoursTexts.partial().optional() });

const announcementTexts = z.object({
  text: z.string().trim().max(200),
  link: z.string().trim().max(500),
  from: z.iso.datetime().nullable(),
  until: z.iso.datetime().nullable(),
});
export const announcementCopySchema = announcementTexts.extend({ ne: announcementTexts.pick({ text: true }).partial().optional() });

export const SITE_COPY_SCHEMAS = { home: homeCopySchema, about: aboutCopySchema, hours: hoursCopySchema, announcement: announcementCopySchema };
export type SiteCopyKey = keyof typeof SITE_COPY_SCHEMAS;
export const SITE_COPY_KEYS = Object.keys(SITE_COPY_SCHEMAS) as SiteCopyKey[];
export type SiteCopy = { [K in SiteCopyKey]: z.output<(typeof SITE_COPY_SCHEMAS)[K]> };

export const SITE_COPY_LABELS: Record<SiteCopyKey, { title: string; description: string; pages: string }> = {
  home: { title: "Home page", description: "The hero, the figures, the about teaser, the free test banner and the closing call to action.", pages: "/" },
  about: { title: "About page", description: "The story, the mission and vision, the values and the impact figures.", pages: "/about" },
  hours: { title: "Office hours", description: "The opening hours the contact page and the footer show.", pages: "/contact" },
  announcement: { title: "Announcement", description: "A line across the top of every public page, for a period you choose.", pages: "every public page" },
};

export function isSiteCopyKey(value: string): value is SiteCopyKey {
  return Object.hasOwn(SITE_COPY_SCHEMAS, value);
}

/** The fields of each block an editor may write in Nepali, in the order of its form. */
export const SITE_COPY_NEPALI_FIELDS = Object.fromEntries(SITE_COPY_KEYS.map((key) => [key, Object.keys(SITE_COPY_SCHEMAS[key].shape.ne.unwrap().shape)])) as Record<SiteCopyKey, string[]>;

/**
 * A block as a page shows it: its texts, and `untranslated`, the fields shown in English on a page in another
 * language because the block has no text of that language for them (the page marks them and says so).
 */
export type ShownSiteCopy<K extends SiteCopyKey> = Omit<SiteCopy[K], "ne"> & { untranslated: string[] };

/** A text, or a list, that says something: an empty one stands for no text at all. */
function written(value: unknown) {
  return Array.isArray(value) ? value.length > 0 : typeof value === "string" && value.trim() !== "";
}

/** A block for a reader of Nepali (`nepali`), each field in Nepali where the block has it; else the English block. */
export function shownSiteCopy<K extends SiteCopyKey>(key: K, copy: SiteCopy[K], nepali: boolean): ShownSiteCopy<K> {
  const { ne, ...english } = copy;
  if (!nepali) return { ...english, untranslated: [] };
  const texts: Record<string, unknown> = { ...english };
  const nepaliTexts: Record<string, unknown> = { ...ne };
  const untranslated: string[] = [];
  for (const field of SITE_COPY_NEPALI_FIELDS[key]) {
    const text = lookup(nepaliTexts, field);
    if (written(text)) texts[field] = text;
    else if (written(texts[field])) untranslated.push(field);
  }
  return { ...(texts as Omit<SiteCopy[K], "ne">), untranslated };
}

/** The announcement to show now: its text and link while `now` is within its period, else null. */
export function activeAnnouncement(announcement: SiteCopy["announcement"] | null, now: Date) {
  if (!announcement?.text) return null;
  if (announcement.from && new Date(announcement.from) > now) return null;
  if (announcement.until && new Date(announcement.until) <= now) return null;
  return { text: announcement.text, link: announcement.link || null };
}
