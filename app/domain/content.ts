export type ContentSection = { to: string; label: string; end?: true };

/** The content area's lists: the addresses its pages and editors link and return to (plain values, safe in the browser). */
export const ARTICLES_PATH = "/admin/content/articles";
export const MEDIA_PATH = "/admin/content/media";
export const TEAM_PATH = "/admin/content/team";
export const TESTIMONIALS_PATH = "/admin/content/testimonials";
export const GALLERY_PATH = "/admin/content/gallery";
export const FAQS_PATH = "/admin/content/faqs";
export const CAREERS_PATH = "/admin/content/careers";
export const APPLICATIONS_PATH = "/admin/content/careers/applications";

/** The content area's sections, in the order of its tabs (decision 114). */
export const CONTENT_SECTIONS: readonly ContentSection[] = [
  { to: "/admin/content", label: "Overview", end: true },
  { to: "/admin/content/articles", label: "Articles" },
  { to: "/admin/content/media", label: "Media" },
  { to: "/admin/content/team", label: "Team" },
  { to: "/admin/content/testimonials", label: "Testimonials" },
  { to: "/admin/content/gallery", label: "Gallery" },
  { to: "/admin/content/faqs", label: "FAQs" },
  { to: "/admin/content/careers", label: "Careers" },
  { to: "/admin/content/site", label: "Site copy" },
  { to: "/admin/content/legal", label: "Legal pages" },
];

/** The order field of the team, the testimonials and the FAQs: whole numbers an editor can reason about ("10, 20, 30" leaves room). */
export const POSITION_MAX = 9999;
