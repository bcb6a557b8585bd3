/** A record id as it arrives in a route param or a form field: a positive integer written plainly, else null. */
export function readId(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 && String(id) === value ? id : null;
}

/** The ids of a bulk form or URL (`ids=1&ids=2`); null when any of them is not an id. */
export function readIds(values: Array<FormDataEntryValue>) {
  const ids = values.map((value) => (typeof value === "string" ? readId(value.trim()) : null));
  return ids.every((id): id is number => id !== null) ? [...new Set(ids)] : null;
}

/** A record id from a route param; anything but an id is a 404, exactly like an id that is not yours. */
export function requireId(value: string | undefined): number {
  const id = readId(value);
  if (id === null) throw notFound();
  return id;
}

/** The 404 of a page or download route (the JSON API answers with its own `notFoundError`). */
export function notFound() {
  return new Response("Not Found", { status: 404 });
}

/**
 * The loader of an address no route knows: a 404. A broken link shows in the server's log through the request's own
 * line (its path, route `routes/$` and status), at the info level; a second line of its own cost every 404 a log write.
 */
export function unknownAddress(): never {
  throw notFound();
}
