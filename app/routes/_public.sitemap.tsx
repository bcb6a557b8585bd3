import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { PageHeader } from "~/components/marketing/page-header";
import { siteMap } from "~/content/site-map";
import { listArticleAddresses } from "~/models/article.server";
import { seoMeta } from "~/utils/meta";
import { GeneralErrorBoundary } from "~/components/error-boundary";

export const meta: MetaFunction = ({ matches }) => seoMeta("Sitemap", "Every page of our website in one place.", matches);

export async function loader() {
  return { groups: siteMap(await listArticleAddresses()) };
}

export default function SitemapPage() {
  const { groups } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader eyebrow="Sitemap" title="Sitemap" />
      <nav aria-label="Sitemap" className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:grid-cols-2 sm:px-6 lg:grid-cols-3 lg:px-8">
        {groups.map((group) => (
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

export const ErrorBoundary = GeneralErrorBoundary;
