import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Described, FieldTable, OperationArticle, ReferenceContents, useSchemaHref } from "~/components/api-reference/reference-parts";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { PageHeader } from "~/components/marketing/page-header";
import { apiReferenceContents, apiReferenceSection } from "~/features/api/openapi/reference.server";
import { translator } from "~/i18n/catalogs.server";
import { useT } from "~/i18n/i18n";
import { getLocale } from "~/i18n/locale.server";
import { seoMeta, siteNameOf } from "~/utils/meta";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data ? seoMeta(data.meta.title, data.meta.description, matches) : [{ title: siteNameOf(matches) ?? "" }];

/** One page of the API reference: a tag's operations in full and the schemas they bring in, beside the contents. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const section = apiReferenceSection(params.section ?? "");
  if (!section) throw new Response("Not Found", { status: 404 });
  const t = translator(await getLocale(request));
  return {
    meta: { title: t("public.apiDocs.sectionTitle", { section: section.name }), description: t("public.apiDocs.metaDescription") },
    contents: apiReferenceContents(),
    section,
  };
}

export default function ApiDocsSectionPage() {
  const { contents, section } = useLoaderData<typeof loader>();
  const t = useT();
  const schemaHref = useSchemaHref(contents.schemaSections);
  return (
    <>
      <PageHeader eyebrow={t("public.apiDocs.title")} title={section.name} titleLang="en">
        <p lang="en">
          <Described text={section.description} />
        </p>
      </PageHeader>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[16rem_1fr] lg:px-8">
        <ReferenceContents contents={contents} />
        <div className="min-w-0 space-y-8">
          {section.operations.map((operation) => (
            <OperationArticle key={operation.id} operation={operation} schemaHref={schemaHref} />
          ))}
          {section.schemas.length ? (
            <section aria-labelledby="schemas-heading" className="space-y-8">
              <div>
                <h2 id="schemas-heading" className="text-2xl font-bold text-gray-900">
                  {t("public.apiDocs.schemas")}
                </h2>
                <p className="mt-1 text-gray-700">{t("public.apiDocs.schemasIntro")}</p>
              </div>
              {section.schemas.map((schema) => (
                <article key={schema.name} id={`schema-${schema.name}`} aria-labelledby={`schema-${schema.name}-heading`} className="scroll-mt-24">
                  <h3 id={`schema-${schema.name}-heading`} lang="en" className="font-mono text-lg font-semibold text-gray-900">
                    {schema.name}
                  </h3>
                  <FieldTable schemaHref={schemaHref} fields={schema.fields} caption={t("public.apiDocs.schemaFields", { schema: schema.name })} />
                </article>
              ))}
            </section>
          ) : null}
        </div>
      </div>
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
