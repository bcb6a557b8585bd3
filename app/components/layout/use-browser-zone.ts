import { useRevalidator } from "@remix-run/react";
import { useEffect } from "react";
import { BROWSER_ZONE_COOKIE, browserZoneFromCookies } from "~/domain/time-zones";

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Tells the server the browser's own time zone in the `tz` cookie (decision 051), so a signed-in student without a
 * zone in their profile sees times in theirs too. When the cookie was missing or stale and someone is signed in, the
 * page's data is loaded once more so the times already on screen gain the student's zone.
 */
export function useBrowserZone(signedIn: boolean) {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (!zone || browserZoneFromCookies(document.cookie) === zone) return;
    document.cookie = `${BROWSER_ZONE_COOKIE}=${encodeURIComponent(zone)}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
    if (signedIn) revalidate();
  }, [signedIn, revalidate]);
}
