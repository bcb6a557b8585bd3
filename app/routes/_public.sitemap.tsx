import type { MetaFunction } from "@remix-run/node";
import { PageHeader } from "~/components/marketing/page-header";
import { SITE_MAP } from "~/content/site-map";
import { seoMeta } from "~/utils/meta";
import { Link } from "@remix-run/react";

export const meta: MetaFunction = ({ matches }) => seoMeta("Sitemap", "Every page of our website in one place.", matches);

export default function SitemapPage() {
  return (
    <>
      <PageHeader eyebrow="Sitemap" title="Sitemap" />
      <nav aria-label="Sitemap" className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:grid-cols-2 sm:px-6 lg:grid-cols-3 lg:px-8">
        {SITE_MAP.map((group) => (
          <section key={group.title} aria-label={group.title}>
            <h2 className="text-lg font-semibold text-gray-900">{group.title}</h2>
            <ul className="mt-3 space-y-2">
              {group.links.map((link) => (
                <li key={link.path}>
                  <Link to={link.path} className="text-brand-700 hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </nav>
    </>
  );
}
