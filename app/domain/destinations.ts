/**
 * The study destinations the site lists (home page, counseling, university applications, document checklists).
 * A university application may name another country; checklist templates exist per listed destination.
 */
export const DESTINATIONS = ["Canada", "Germany", "New Zealand", "United Kingdom", "USA", "Australia"] as const;
export type Destination = (typeof DESTINATIONS)[number];

export function isListedDestination(country: string): country is Destination {
  return (DESTINATIONS as readonly string[]).includes(country);
}
