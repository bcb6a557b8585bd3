import { useEffect } from "react";
import { BROWSER_ZONE_COOKIE, browserZoneFromCookies } from "~/domain/zone-name";

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Tells the server the browser's own time zone in the `tz` cookie (decision 051), so a signed-in student without a
 * zone in their profile sees times in theirs too from the next page on. The page on screen is not reloaded for it:
 * a reload would race the student's first clicks.
 */
export function useBrowserZone() {
  useEffect(() => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (!zone || browserZoneFromCookies(document.cookie) === zone) return;
    document.cookie = `${BROWSER_ZONE_COOKIE}=${encodeURIComponent(zone)}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
  }, []);
}
