export type ContentSection = { to: string; label: string; end?: true };

/** The content area's sections, in the order of its tabs (decision 114). */
export const CONTENT_SECTIONS: readonly ContentSection[] = [
  { to: "/admin/content", label: "Overview", end: true },
  { to: "/admin/content/articles", label: "Articles" },
];
