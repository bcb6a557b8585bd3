/** The query parameters that make a different page of the same address (a blog's tag and page); the rest are state. */
const CANONICAL_PARAMS = ["tag", "page"] as const;

/** A page's canonical address: the site's origin, the path, and only the parameters that change what it lists. */
export function canonicalUrl(origin: string, pathname: string, search: string) {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of CANONICAL_PARAMS) {
    const value = params.get(name);
    if (value) kept.set(name, value);
  }
  const query = kept.toString();
  return `${origin}${pathname}${query ? `?${query}` : ""}`;
}

/**
 * A JSON-LD block's text: JSON with `<`, `>` and `&` escaped, so no value (an article's title, an answer) can close
 * the `<script>` it sits in or open a comment.
 */
export function jsonLdText(data: unknown) {
  return JSON.stringify(data).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026");
}

export type Breadcrumb = { name: string; path: string };

/** schema.org's BreadcrumbList of a page's trail, from the home page. */
export function breadcrumbList(origin: string, trail: readonly Breadcrumb[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({ "@type": "ListItem", position: index + 1, name: crumb.name, item: `${origin}${crumb.path}` })),
  };
}
