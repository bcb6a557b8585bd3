import type { MetaDescriptor } from "@remix-run/node";

/** What a meta function receives as `matches`: the root's data carries the General settings. */
export type MetaMatches = ReadonlyArray<{ id: string; data: unknown } | undefined>;

/** The site name from the admin's General settings, as the root loader read them; null when the root has no data. */
export function siteNameOf(matches: MetaMatches): string | null {
  const root = matches.find((match) => match?.id === "root")?.data as { settings?: { siteName?: unknown } } | undefined;
  return typeof root?.settings?.siteName === "string" ? root.settings.siteName : null;
}

/** A page's title followed by the site name of the General settings. */
export function pageTitle(title: string, matches: MetaMatches) {
  const siteName = siteNameOf(matches);
  return siteName ? `${title} | ${siteName}` : title;
}

/** Title, description and Open Graph tags of a page, in one call so that no page forgets the social previews. */
export function seoMeta(title: string, description: string, matches: MetaMatches): MetaDescriptor[] {
  const fullTitle = pageTitle(title, matches);
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
    { name: "twitter:card", content: "summary" },
  ];
}

/** The title of a page that does not exist, kept out of search results. */
export function notFoundMeta(matches: MetaMatches): MetaDescriptor[] {
  return [{ title: pageTitle("Page Not Found", matches) }, { name: "robots", content: "noindex" }];
}
