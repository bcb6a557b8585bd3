import { Link } from "@remix-run/react";
import { REFERENCE_PATH } from "~/domain/api-reference";
import { lookup } from "~/domain/lookup";
import type { OperationView, ReferenceField, apiReferenceContents } from "~/features/api/openapi/reference.server";
import { useLocalizedPath, useT } from "~/i18n/i18n";

/*
 * The parts of the API reference's pages (app/routes/_public.api.docs.*): the contents, an operation, a schema's
 * fields. Their words come from the OpenAPI document, in English, and are marked so.
 */

type Contents = ReturnType<typeof apiReferenceContents>;

type SchemaHref = (schema: string) => string;

/** Where a named schema's fields are: its entry on the page of the section that shows it. */
export function useSchemaHref(schemaSections: Contents["schemaSections"]): SchemaHref {
  const lp = useLocalizedPath();
  return (schema) => `${lp(`${REFERENCE_PATH}/${lookup(schemaSections, schema) ?? ""}`)}#schema-${schema}`;
}

/** Inline code in the document's descriptions, written with backticks. */
export function Described({ text }: { text: string }) {
  return (
    <>
      {text.split(/(`[^`]+`)/).map((part, index) =>
        part.startsWith("`") && part.endsWith("`") ? (
          <code key={index} className="rounded bg-gray-100 px-1 text-sm text-gray-900">
            {part.slice(1, -1)}
          </code>
        ) : (
          part
        ),
      )}
    </>
  );
}

function TypeOf({ field, schemaHref }: { field: ReferenceField; schemaHref: SchemaHref }) {
  return field.schemaLink ? (
    <a className="text-brand-700 underline" href={schemaHref(field.schemaLink)}>
      {field.type}
    </a>
  ) : (
    <>{field.type}</>
  );
}

const COLUMN_KEYS = ["public.apiDocs.field", "public.apiDocs.type", "public.apiDocs.required", "public.apiDocs.notes"] as const;

export function FieldTable({ fields, caption, schemaHref }: { fields: ReferenceField[]; caption: string; schemaHref: SchemaHref }) {
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
                <TypeOf field={field} schemaHref={schemaHref} />
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

const METHOD_STYLES: Record<string, string> = {
  GET: "bg-sky-100 text-sky-900",
  POST: "bg-emerald-100 text-emerald-900",
  PUT: "bg-amber-100 text-amber-900",
  DELETE: "bg-red-100 text-red-900",
};

export function MethodAndPath({ method, path }: { method: string; path: string }) {
  return (
    <span className="flex flex-wrap items-center gap-2 font-mono text-sm">
      <span className={`rounded px-2 py-0.5 font-semibold ${lookup(METHOD_STYLES, method) ?? "bg-gray-100 text-gray-900"}`}>{method}</span>
      <span className="break-all">{path}</span>
    </span>
  );
}

/** The reference's table of contents: every tag's page, with its operations. */
export function ReferenceContents({ contents }: { contents: Contents }) {
  const t = useT();
  const lp = useLocalizedPath();
  return (
    <nav aria-label={t("public.apiDocs.contents")} className="text-sm lg:sticky lg:top-4 lg:self-start">
      <ul className="space-y-4">
        <li>
          <Link className="font-semibold text-brand-700 hover:underline" to={`${lp(REFERENCE_PATH)}#authentication`}>
            {t("public.apiDocs.authentication")}
          </Link>
        </li>
        {contents.tags.map((tag) => (
          <li key={tag.section} lang="en">
            <Link className="font-semibold text-brand-700 hover:underline" to={lp(`${REFERENCE_PATH}/${tag.section}`)}>
              {tag.name}
            </Link>
            <ul className="mt-1 space-y-1">
              {tag.operations.map((operation) => (
                <li key={operation.id}>
                  <Link className="text-gray-700 hover:underline" to={`${lp(`${REFERENCE_PATH}/${tag.section}`)}#${operation.id}`}>
                    {operation.summary}
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** One operation in full: its method and path, who may call it, its parameters, body and answers. */
export function OperationArticle({ operation, schemaHref }: { operation: OperationView; schemaHref: SchemaHref }) {
  const t = useT();
  return (
    <article id={operation.id} aria-labelledby={`${operation.id}-heading`} className="scroll-mt-24 rounded-lg border border-gray-200 p-4 sm:p-6">
      <h3 id={`${operation.id}-heading`} lang="en" className="text-lg font-semibold text-gray-900">
        {operation.summary}
      </h3>
      <p className="mt-2">
        <MethodAndPath method={operation.method} path={operation.path} />
      </p>
      <p className="mt-2 text-sm text-gray-700">{operation.needsToken ? t("public.apiDocs.needsToken") : t("public.apiDocs.open")}</p>
      {operation.description ? (
        <p className="mt-2 text-gray-700" lang="en">
          <Described text={operation.description} />
        </p>
      ) : null}
      {operation.parameters.length ? (
        <>
          <h4 className="mt-4 font-semibold text-gray-900">{t("public.apiDocs.parameters")}</h4>
          <FieldTable schemaHref={schemaHref} fields={operation.parameters} caption={t("public.apiDocs.parametersOf", { operation: operation.summary })} />
        </>
      ) : null}
      {operation.body ? (
        <>
          <h4 className="mt-4 font-semibold text-gray-900">{t("public.apiDocs.body")}</h4>
          <FieldTable schemaHref={schemaHref} fields={operation.body} caption={t("public.apiDocs.bodyOf", { operation: operation.summary })} />
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
                  <a className="text-brand-700 underline" href={schemaHref(answer.schemaLink)} lang="en">
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
                      <code className="rounded bg-gray-100 px-1">{field.name}</code> <TypeOf field={field} schemaHref={schemaHref} />
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
  );
}
