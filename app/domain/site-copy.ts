import * as z from "zod";

/*
 * The site's copy that is not an article or a list (decision 114): the home page's blocks, the about page, the office
 * hours and the site-wide announcement. Each block is one SiteCopy row of JSON in these shapes, edited in the content
 * area and read by the public pages.
 */

const line = z.string().trim().min(1).max(300);
const pair = <A extends string, B extends string>(a: A, b: B) => z.object({ [a]: z.string().trim().min(1).max(60), [b]: z.string().trim().min(1).max(300) } as Record<A | B, z.ZodString>);

export const homeCopySchema = z.object({
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

export const aboutCopySchema = z.object({
  heading: line,
  intro: z.string().trim().min(1).max(300),
  story: z.string().trim().min(1).max(20_000),
  mission: z.string().trim().min(1).max(1000),
  vision: z.string().trim().min(1).max(1000),
  values: z.array(pair("title", "text")).max(8),
  impact: z.array(pair("value", "label")).max(4),
});

export const hoursCopySchema = z.object({ rows: z.array(pair("days", "hours")).min(1).max(7) });

export const announcementCopySchema = z.object({
  text: z.string().trim().max(200),
  link: z.string().trim().max(500),
  from: z.iso.datetime().nullable(),
  until: z.iso.datetime().nullable(),
});

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

/** The announcement to show now: its text and link while `now` is within its period, else null. */
export function activeAnnouncement(announcement: SiteCopy["announcement"] | null, now: Date) {
  if (!announcement?.text) return null;
  if (announcement.from && new Date(announcement.from) > now) return null;
  if (announcement.until && new Date(announcement.until) <= now) return null;
  return { text: announcement.text, link: announcement.link || null };
}
