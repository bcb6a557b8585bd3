/** The parts of the site whose pages use different messages (app/i18n/catalogs.server.ts sends each its own). */
export type SiteArea = "public" | "signedIn" | "staff";

export function siteAreaOf(pathname: string): SiteArea {
  if (pathname === "/admin" || pathname.startsWith("/admin/")) return "staff";
  if (/^\/(student|profile)(\/|$)/.test(pathname)) return "signedIn";
  return "public";
}
