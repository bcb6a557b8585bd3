import { getEnv } from "~/utils/env.server";

// The logged-in areas, the API and the drafts' previews hold nothing for search engines; the rest of the site is public.
export async function loader() {
  const body = ["User-agent: *", "Disallow: /admin", "Disallow: /student", "Disallow: /api/", "Disallow: /blog/preview/", "Allow: /", "", `Sitemap: ${getEnv().APP_URL}/sitemap.xml`, ""].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
