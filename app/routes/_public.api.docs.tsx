import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { PageHeader } from "~/components/marketing/page-header";
import { lookup } from "~/domain/lookup";
import { apiReference, type ReferenceField } from "~/features/api/openapi/reference.server";
import { translator } from "~/i18n/catalogs.server";
import { useT } from "~/i18n/i18n";
import { getLocale } from "~/i18n/locale.server";
import { seoMeta, siteNameOf } from "~/utils/meta";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data ? seoMeta(data.meta.title, data.meta.description, matches) : [{ title: siteNameOf(matches) ?? "" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const t = translator(await getLocale(request));
  return { meta: { title: t("public.apiDocs.title"), description: t("public.apiDocs.metaDescription") }, reference: apiReference() };
}

const METHOD_STYLES: Record<string, string> = {
  GET: "bg-sky-100 text-sky-900",
  POST: "bg-emerald-100 text-emerald-900",
  PUT: "bg-amber-100 text-amber-900",
  DELETE: "bg-red-100 text-red-900",
};

/** Inline code in the document's descriptions, written with backticks. */
function Described({ text }: { text: string }) {
  return (
    <>
      {text.split(/(`[^`]+`)/).map((part, index) =>
        part.startsWith("`") && part.endsWith("`") ? (
          <code key={index} className="rounded bg-gray-100 px-1 text-sm">
            {part.slice(1, -1)}
          </code>
        ) : (
          part
        ),
      )}
    </>
  );
}

const COLUMN_KEYS = ["public.apiDocs.field", "public.apiDocs.type", "public.apiDocs.required", "public.apiDocs.notes"] as const;

function FieldTable({ fields, caption }: { fields: ReferenceField[]; caption: string }) {
  const t = useT();
  return (
    // a table wider than a phone scrolls sideways, and a keyboard must reach it to scroll
    <div className="mt-2 overflow-x-auto" tabIndex={0} role="region" aria-label={caption}>
      <table className="min-w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-gray-200 text-gray-600">
          <tr>
            {COLUMN_KEYS.map((key) => (
              <th key={key} scope="col" className="py-2 pr-4 font-medium last:pr-0">
                {t(key)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {fields.map((field) => (
            <tr key={field.name}>
              <td className="py-2 pr-4 align-top font-mono">{field.name}</td>
              <td className="py-2 pr-4 align-top" lang="en">
                {field.schemaLink ? (
                  <a className="text-brand-700 underline" href={`#schema-${field.schemaLink}`}>
                    {field.type}
                  </a>
                ) : (
                  field.type
                )}
              </td>
              <td className="py-2 pr-4 align-top">{field.required ? t("public.apiDocs.yes") : t("public.apiDocs.no")}</td>
              <td className="py-2 align-top text-gray-700" lang="en">
                <Described text={field.notes} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default function ApiDocsPage() {
  const { reference } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <>
      <PageHeader eyebrow={t("public.apiDocs.eyebrow")} title={reference.title} titleLang="en">
        <p>{t("public.apiDocs.intro", { version: reference.version })}</p>
        <p className="mt-3">
          <a href="/api/openapi.json" className="font-semibold text-white underline">
            {t("public.apiDocs.download")}
          </a>
        </p>
      </PageHeader>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[16rem_1fr] lg:px-8">
        <nav aria-label={t("public.apiDocs.contents")} className="text-sm lg:sticky lg:top-4 lg:self-start">
          <ul className="space-y-4">
            <li>
              <a className="font-semibold text-brand-700 hover:underline" href="#authentication">
                {t("public.apiDocs.authentication")}
              </a>
            </li>
            {reference.tags.map((tag) => (
              <li key={tag.name} lang="en">
                <a className="font-semibold text-brand-700 hover:underline" href={`#tag-${tag.name.replace(/\s+/g, "-")}`}>
                  {tag.name}
                </a>
                <ul className="mt-1 space-y-1">
                  {tag.operations.map((operation) => (
                    <li key={operation.id}>
                      <a className="text-gray-700 hover:underline" href={`#${operation.id}`}>
                        {operation.summary}
                      </a>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
            <li>
              <a className="font-semibold text-brand-700 hover:underline" href="#schemas">
                {t("public.apiDocs.schemas")}
              </a>
            </li>
          </ul>
        </nav>
        <div className="min-w-0 space-y-12">
          <section id="authentication" aria-labelledby="authentication-heading" className="scroll-mt-24">
            <h2 id="authentication-heading" className="text-2xl font-bold text-gray-900">
              {t("public.apiDocs.authentication")}
            </h2>
            <p className="mt-3 text-gray-700">{t("public.apiDocs.authenticationText")}</p>
            <pre className="mt-3 overflow-x-auto rounded bg-gray-900 p-3 text-sm text-gray-100">{reference.authorizationHeader}</pre>
            <p className="mt-3 text-gray-700" lang="en">
              <Described text={reference.description} />
            </p>
          </section>
          {reference.tags.map((tag) => {
            const tagId = `tag-${tag.name.replace(/\s+/g, "-")}`;
            return (
              <section key={tag.name} id={tagId} aria-labelledby={`${tagId}-heading`} className="scroll-mt-24 space-y-8">
                <div>
                  <h2 id={`${tagId}-heading`} lang="en" className="text-2xl font-bold text-gray-900">
                    {tag.name}
                  </h2>
                  <p className="mt-1 text-gray-700" lang="en">
                    {tag.description}
                  </p>
                </div>
                {tag.operations.map((operation) => (
                  <article key={operation.id} id={operation.id} aria-labelledby={`${operation.id}-heading`} className="scroll-mt-24 rounded-lg border border-gray-200 p-4 sm:p-6">
                    <h3 id={`${operation.id}-heading`} lang="en" className="text-lg font-semibold text-gray-900">
                      {operation.summary}
                    </h3>
                    <p className="mt-2 flex flex-wrap items-center gap-2 font-mono text-sm">
                      <span className={`rounded px-2 py-0.5 font-semibold ${lookup(METHOD_STYLES, operation.method) ?? "bg-gray-100 text-gray-900"}`}>{operation.method}</span>
                      <span className="break-all">{operation.path}</span>
                    </p>
                    <p className="mt-2 text-sm text-gray-700">
                      {operation.needsToken ? t("public.apiDocs.needsToken") : t("public.apiDocs.open")}
                    </p>
                    {operation.description ? (
                      <p className="mt-2 text-gray-700" lang="en">
                        <Described text={operation.description} />
                      </p>
                    ) : null}
                    {operation.parameters.length ? (
                      <>
                        <h4 className="mt-4 font-semibold text-gray-900">{t("public.apiDocs.parameters")}</h4>
                        <FieldTable fields={operation.parameters} caption={t("public.apiDocs.parametersOf", { operation: operation.summary })} />
                      </>
                    ) : null}
                    {operation.body ? (
                      <>
                        <h4 className="mt-4 font-semibold text-gray-900">{t("public.apiDocs.body")}</h4>
                        <FieldTable fields={operation.body} caption={t("public.apiDocs.bodyOf", { operation: operation.summary })} />
                      </>
                    ) : null}
                    <h4 className="mt-4 font-semibold text-gray-900">{t("public.apiDocs.answers")}</h4>
                    <dl className="mt-2 space-y-3 text-sm">
                      {operation.answers.map((answer) => (
                        <div key={answer.status}>
                          <dt className="font-mono font-semibold text-gray-900">{answer.status}</dt>
                          <dd className="text-gray-700">
                            <span lang="en">
                              <Described text={answer.description} />
                            </span>
                            {answer.schemaLink ? (
                              <>
                                {" "}
                                <a className="text-brand-700 underline" href={`#schema-${answer.schemaLink}`} lang="en">
                                  {answer.schemaLink}
                                </a>
                              </>
                            ) : null}
                            {answer.headers.length ? <span className="block font-mono">{answer.headers.join(", ")}</span> : null}
                            {/* an answer's own fields are few (`data`, `meta`, `message`): a list, lighter than a table */}
                            {answer.fields.length ? (
                              <ul className="mt-1 space-y-1" lang="en">
                                {answer.fields.map((field) => (
                                  <li key={field.name}>
                                    <code className="rounded bg-gray-100 px-1">{field.name}</code>{" "}
                                    {field.schemaLink ? (
                                      <a className="text-brand-700 underline" href={`#schema-${field.schemaLink}`}>
                                        {field.type}
                                      </a>
                                    ) : (
                                      field.type
                                    )}
                                    {field.notes ? (
                                      <>
                                        {" "}
                                        <Described text={field.notes} />
                                      </>
                                    ) : null}
                                  </li>
                                ))}
                              </ul>
                            ) : null}
                          </dd>
                        </div>
                      ))}
                    </dl>
                  </article>
                ))}
              </section>
            );
          })}
          <section id="schemas" aria-labelledby="schemas-heading" className="scroll-mt-24 space-y-8">
            <h2 id="schemas-heading" className="text-2xl font-bold text-gray-900">
              {t("public.apiDocs.schemas")}
            </h2>
            {reference.schemas.map((schema) => (
              <article key={schema.name} id={`schema-${schema.name}`} aria-labelledby={`schema-${schema.name}-heading`} className="scroll-mt-24">
                <h3 id={`schema-${schema.name}-heading`} lang="en" className="font-mono text-lg font-semibold text-gray-900">
                  {schema.name}
                </h3>
                <FieldTable fields={schema.fields} caption={t("public.apiDocs.schemaFields", { schema: schema.name })} />
              </article>
            ))}
          </section>
        </div>
      </div>
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
