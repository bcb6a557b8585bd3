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

/** A page's picture for social previews: an absolute URL and its alt text. */
export type SocialImage = { url: string; alt: string };

/**
 * Title, description and Open Graph and Twitter card tags of a page, in one call so that no page forgets the social
 * previews; a page with a picture (an article's cover) shows it as a large card.
 */
export function seoMeta(title: string, description: string, matches: MetaMatches, { image, type = "website" }: { image?: SocialImage | null; type?: "website" | "article" } = {}): MetaDescriptor[] {
  const fullTitle = pageTitle(title, matches);
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:type", content: type },
    ...(image
      ? [
          { property: "og:image", content: image.url },
          { property: "og:image:alt", content: image.alt },
          { name: "twitter:card", content: "summary_large_image" },
          { name: "twitter:image", content: image.url },
          { name: "twitter:image:alt", content: image.alt },
        ]
      : [{ name: "twitter:card", content: "summary" }]),
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
  ];
}

/** The link by which a feed reader finds a page's feed (the blog's, in the page's language). */
export function feedLink(feed: { href: string; title: string }): MetaDescriptor {
  return { tagName: "link", rel: "alternate", type: "application/rss+xml", title: feed.title, href: feed.href };
}

/** The title of a page that does not exist, kept out of search results. */
export function notFoundMeta(matches: MetaMatches): MetaDescriptor[] {
  return [{ title: pageTitle("Page Not Found", matches) }, { name: "robots", content: "noindex" }];
}
