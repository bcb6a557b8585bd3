import { describe, expect, test } from "vitest";
import { SERVICE_PAGES } from "~/content/services";
import { loader as robotsLoader } from "~/routes/robots[.]txt";
import { loader as sitemapLoader } from "~/routes/sitemap[.]xml";

describe("files for search engines", () => {
  test("sitemap.xml lists the public pages with absolute URLs and no account pages", async () => {
    const response = await sitemapLoader();
    expect(response.headers.get("Content-Type")).toContain("application/xml");
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    for (const path of ["/", "/about", "/contact", "/gallery", "/terms", "/team", "/testimonials", "/privacy-policy", "/terms-of-use", "/careers", "/blog", "/resources/sop-writing-guide"]) {
      expect(xml).toContain(`<loc>http://localhost:3000${path === "/" ? "/" : path}</loc>`);
    }
    for (const service of SERVICE_PAGES) expect(xml).toContain(`<loc>http://localhost:3000${service.path}</loc>`);
    expect(xml).not.toContain("/login");
    expect(xml).not.toContain("/student");
  });

  test("sitemap.xml lists each page in every language, each naming the others as alternates", async () => {
    const xml = await (await sitemapLoader()).text();
    expect(xml).toContain("<loc>http://localhost:3000/ne/about</loc>");
    expect(xml).toContain("<loc>http://localhost:3000/ne</loc>");
    for (const service of SERVICE_PAGES) expect(xml).toContain(`<loc>http://localhost:3000/ne${service.path}</loc>`);
    const about = xml.split("<url>").find((entry) => entry.includes("<loc>http://localhost:3000/ne/about</loc>"))!;
    expect(about).toContain('<xhtml:link rel="alternate" hreflang="en" href="http://localhost:3000/about"/>');
    expect(about).toContain('<xhtml:link rel="alternate" hreflang="ne" href="http://localhost:3000/ne/about"/>');
    expect(about).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="http://localhost:3000/about"/>');
    expect(xml).not.toContain("/ne/login");
  });

  test("robots.txt keeps crawlers out of the private areas and points at the sitemap", async () => {
    const text = await robotsLoader().then((response) => response.text());
    expect(text).toContain("Disallow: /admin");
    expect(text).toContain("Disallow: /student");
    expect(text).toContain("Disallow: /api/");
    expect(text).toContain("Disallow: /blog/preview/");
    expect(text).toContain("Sitemap: http://localhost:3000/sitemap.xml");
  });
});
