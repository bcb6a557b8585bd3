import type { Messages } from "@lingui/core";

/**
 * The browser messages by their address (decision 124). On the server, app/i18n/catalogs.server.ts keeps each one here
 * as it compiles it; in the browser, `loadCatalog` fetches one before the page that names it renders.
 */
const catalogs = new Map<string, Messages>();
/** The fetches under way, so that two loaders revalidating at once wait for one. */
const fetches = new Map<string, Promise<void>>();

export function keepCatalog(href: string, messages: Messages) {
  catalogs.set(href, messages);
}

/** The messages under `href`; none before they are kept (a root that failed to load names no catalog). */
export function catalogMessages(href: string | undefined): Messages {
  return (href && catalogs.get(href)) || {};
}

/** Fetches the catalog at `href` unless it is here already; the browser's cache keeps the file for a year. */
export function loadCatalog(href: string): Promise<void> {
  if (catalogs.has(href)) return Promise.resolve();
  let fetching = fetches.get(href);
  if (!fetching) {
    fetching = fetchCatalog(href).finally(() => fetches.delete(href));
    fetches.set(href, fetching);
  }
  return fetching;
}

async function fetchCatalog(href: string) {
  const response = await fetch(href, { credentials: "same-origin" });
  if (!response.ok) throw new Error(`The page's messages could not be loaded (${response.status} from ${href})`);
  catalogs.set(href, (await response.json()) as Messages);
}
