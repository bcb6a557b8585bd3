/** A page's address word: lowercase letters and digits joined by single hyphens ("ielts-or-pte"). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX = 80;

/**
 * The slug a title suggests: accents dropped, anything else between words turned into one hyphen, cut at a word
 * boundary under SLUG_MAX. A title with no Latin letters or digits (one in Devanagari) suggests none: the editor
 * writes it.
 */
export function slugify(title: string): string {
  const words = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/['’]/g, "")
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = "";
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > SLUG_MAX) break;
    slug = next;
  }
  return slug || (words[0]?.slice(0, SLUG_MAX) ?? "");
}

export function isSlug(value: string) {
  return value.length <= SLUG_MAX && SLUG_PATTERN.test(value);
}
