export type Country = { name: string; code: string };

/** Top countries to study on the home page, with two-letter ISO codes. */
export const TOP_COUNTRIES: readonly (Country & { highlight: string })[] = [
  { name: "Canada", code: "CA", highlight: "Post-study work permits and welcoming cities" },
  { name: "Germany", code: "DE", highlight: "Low or no tuition at public universities" },
  { name: "New Zealand", code: "NZ", highlight: "High quality of life and practical degrees" },
  { name: "United Kingdom", code: "GB", highlight: "One-year master's degrees at historic universities" },
  { name: "USA", code: "US", highlight: "The widest choice of universities and programs" },
  { name: "Australia", code: "AU", highlight: "Top-ranked universities and work rights while studying" },
];
