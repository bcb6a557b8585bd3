/** Top countries to study on the home page, with two-letter ISO codes; the name and highlight are message keys. */
export const TOP_COUNTRIES: readonly { code: string; nameKey: string; highlightKey: string }[] = [
  { code: "CA", nameKey: "public.home.country.canada", highlightKey: "public.home.country.canadaHighlight" },
  { code: "DE", nameKey: "public.home.country.germany", highlightKey: "public.home.country.germanyHighlight" },
  { code: "NZ", nameKey: "public.home.country.newZealand", highlightKey: "public.home.country.newZealandHighlight" },
  { code: "GB", nameKey: "public.home.country.unitedKingdom", highlightKey: "public.home.country.unitedKingdomHighlight" },
  { code: "US", nameKey: "public.home.country.usa", highlightKey: "public.home.country.usaHighlight" },
  { code: "AU", nameKey: "public.home.country.australia", highlightKey: "public.home.country.australiaHighlight" },
];
