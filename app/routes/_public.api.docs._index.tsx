import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Described, MethodAndPath } from "~/components/api-reference/reference-parts";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { PageHeader } from "~/components/marketing/page-header";
import { REFERENCE_PATH } from "~/domain/api-reference";
import { apiReferenceContents } from "~/features/api/openapi/reference.server";
import { translator } from "~/i18n/catalogs.server";
import { useLocalizedPath, useT } from "~/i18n/i18n";
import { getLocale } from "~/i18n/locale.server";
import { seoMeta, siteNameOf } from "~/utils/meta";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data ? seoMeta(data.meta.title, data.meta.description, matches) : [{ title: siteNameOf(matches) ?? "" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const t = translator(await getLocale(request));
  return { meta: { title: t("public.apiDocs.title"), description: t("public.apiDocs.metaDescription") }, contents: apiReferenceContents() };
}

/** The reference's first page: how to authenticate, and every operation by tag, each leading to its tag's page. */
export default function ApiDocsPage() {
  const { contents } = useLoaderData<typeof loader>();
  const t = useT();
  const lp = useLocalizedPath();
  return (
    <>
      <PageHeader eyebrow={t("public.apiDocs.eyebrow")} title={contents.title} titleLang="en">
        <p>{t("public.apiDocs.intro", { version: contents.version })}</p>
        <p className="mt-3">
          <a href="/api/openapi.json" className="font-semibold text-white underline">
            {t("public.apiDocs.download")}
          </a>
        </p>
      </PageHeader>
      <div className="mx-auto max-w-5xl space-y-12 px-4 py-12 sm:px-6 lg:px-8">
        <section id="authentication" aria-labelledby="authentication-heading" className="scroll-mt-24">
          <h2 id="authentication-heading" className="text-2xl font-bold text-gray-900">
            {t("public.apiDocs.authentication")}
          </h2>
          <p className="mt-3 text-gray-700">{t("public.apiDocs.authenticationText")}</p>
          <pre className="mt-3 overflow-x-auto rounded bg-gray-900 p-3 text-sm text-gray-100">{contents.authorizationHeader}</pre>
          <p className="mt-3 text-gray-700" lang="en">
            <Described text={contents.description} />
          </p>
        </section>
        <nav aria-label={t("public.apiDocs.contents")} className="space-y-10">
          {contents.tags.map((tag) => (
            <section key={tag.section} aria-labelledby={`tag-${tag.section}-heading`}>
              <h2 id={`tag-${tag.section}-heading`} lang="en" className="text-2xl font-bold text-gray-900">
                <Link className="hover:underline" to={lp(`${REFERENCE_PATH}/${tag.section}`)}>
                  {tag.name}
                </Link>
              </h2>
              <p className="mt-1 text-gray-700" lang="en">
                <Described text={tag.description} />
              </p>
              <ul className="mt-3 divide-y divide-gray-100 rounded-lg border border-gray-200" lang="en">
                {tag.operations.map((operation) => (
                  <li key={operation.id} className="flex flex-col gap-1 p-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
                    <Link className="font-medium text-brand-700 underline" to={`${lp(`${REFERENCE_PATH}/${tag.section}`)}#${operation.id}`}>
                      {operation.summary}
                    </Link>
                    <MethodAndPath method={operation.method} path={operation.path} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </nav>
      </div>
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
