export type ContentSection = { to: string; label: string; end?: true };

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
