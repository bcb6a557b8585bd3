import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { PageHeader } from "~/components/marketing/page-header";
import { siteMap } from "~/content/site-map";
import { translator } from "~/i18n/catalogs.server";
import { useLocalizedPath, useT } from "~/i18n/i18n";
import { getLocale } from "~/i18n/locale.server";
import { listArticleAddresses } from "~/models/article.server";
import { seoMeta, siteNameOf } from "~/utils/meta";
import { GeneralErrorBoundary } from "~/components/error-boundary";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data ? seoMeta(data.meta.title, data.meta.description, matches) : [{ title: siteNameOf(matches) ?? "" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const t = translator(await getLocale(request));
  return {
    meta: { title: t("common.nav.sitemap"), description: t("public.sitemap.metaDescription") },
    groups: siteMap(await listArticleAddresses()),
  };
}

export default function SitemapPage() {
  const { groups } = useLoaderData<typeof loader>();
  const t = useT();
  const lp = useLocalizedPath();
  return (
    <>
      <PageHeader eyebrow={t("common.nav.sitemap")} title={t("common.nav.sitemap")} />
      <nav aria-label={t("common.nav.sitemap")} className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:grid-cols-2 sm:px-6 lg:grid-cols-3 lg:px-8">
        {groups.map((group) => (
          <section key={group.titleKey} aria-label={t(group.titleKey)}>
            <h2 className="text-lg font-semibold text-gray-900">{t(group.titleKey)}</h2>
            <ul className="mt-3 space-y-2">
              {group.links.map((link) => (
                <li key={link.path}>
                  <Link to={lp(link.path)} className="text-brand-700 hover:underline">
                    {"labelKey" in link ? t(link.labelKey) : link.label}
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
