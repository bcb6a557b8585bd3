import type { MetaDescriptor } from "@remix-run/node";

/** Title, description and Open Graph tags of a page, in one call so that no page forgets the social previews. */
export function seoMeta(title: string, description: string): MetaDescriptor[] {
  const fullTitle = `${title} | EduGlobal Consultancy`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
    { name: "twitter:card", content: "summary" },
  ];
}
