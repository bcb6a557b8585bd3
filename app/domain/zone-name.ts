/*
 * Whether a string names a time zone, and the browser's zone as its `tz` cookie carries it: Intl only, so the shell
 * that sends the cookie on every page does not take date-fns along (time-zones.ts formats with it).
 */

/** IANA zone names are short ("America/Argentina/ComodRivadavia" is the longest); anything longer is not one. */
const MAX_ZONE_LENGTH = 64;

/** True for a zone name this runtime knows (canonical names and aliases such as "Asia/Katmandu" or "UTC"). */
export function isTimeZone(value: unknown): value is string {
  if (typeof value !== "string" || value === "" || value.length > MAX_ZONE_LENGTH) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The cookie in which the browser's own zone reaches the server (see decision 051). */
export const BROWSER_ZONE_COOKIE = "tz";

/** The zone a browser sent in the `tz` cookie of a Cookie header, when it is a real one. */
export function browserZoneFromCookies(cookieHeader: string | null) {
  for (const part of (cookieHeader ?? "").split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name !== BROWSER_ZONE_COOKIE) continue;
    let value: string;
    try {
      value = decodeURIComponent(rest.join("="));
    } catch {
      return null;
    }
    return isTimeZone(value) ? value : null;
  }
  return null;
}
