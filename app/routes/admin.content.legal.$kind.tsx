import { getZodConstraint } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { requireContentEditor } from "~/auth/session.server";
import { LegalEditor } from "~/components/content/legal-editor";
import { postedPreview } from "~/components/content/markdown-field";
import { RecordHeader, RecordLink } from "~/components/content/record-header";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Badge } from "~/components/ui/badge";
import { SubmitButton } from "~/components/ui/button";
import { formatDateTime } from "~/domain/dates";
import { LEGAL_ADMIN_PATH, LEGAL_PAGES, isLegalKind, legalPagePath, type LegalKind } from "~/domain/legal";
import { handleLegalForm, handleLegalRestore, legalFormId } from "~/features/content/legal-editor.server";
import { legalDocumentFormSchema } from "~/features/content/legal-document.schema.server";
import { listLegalVersions } from "~/models/legal-document.server";
import { getEnv } from "~/utils/env.server";
import { readFormData } from "~/utils/http.server";
import { renderMarkdown } from "~/utils/markdown.server";
import { dispatchIntent } from "~/utils/intent.server";
import { seoMeta } from "~/utils/meta";
import { notFound } from "~/utils/route-params.server";

function readKind(params: { kind?: string }): LegalKind {
  if (!isLegalKind(params.kind)) throw notFound();
  return params.kind;
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => seoMeta(data ? `Legal: ${data.title}` : "Legal page", "Write, preview and publish a version of a legal page.", matches);

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireContentEditor(request);
  const kind = readKind(params);
  const zone = getEnv().APP_TIME_ZONE;
  const versions = await listLegalVersions(kind);
  const current = versions.find((row) => row.publishedAt !== null) ?? null;
  const draft = versions.find((row) => row.publishedAt === null) ?? null;
  // the waiting draft, else the text in force: a new version starts from it
  const values = draft ? { body: draft.body, bodyNe: draft.bodyNe ?? "", summary: draft.summary } : { body: current?.body ?? "", bodyNe: current?.bodyNe ?? "", summary: "" };
  return {
    kind,
    title: LEGAL_PAGES[kind].title,
    path: LEGAL_PAGES[kind].path,
    current: current?.publishedAt ? { version: current.version, when: formatDateTime(current.publishedAt, zone) } : null,
    draft: draft ? { version: draft.version, by: draft.createdBy?.name ?? null } : null,
    formId: legalFormId(values),
    values,
    rendered: { text: values.body, html: renderMarkdown(values.body) },
    renderedNe: values.bodyNe ? { text: values.bodyNe, html: renderMarkdown(values.bodyNe) } : null,
    versions: versions.map((row) => ({
      version: row.version,
      state: row.publishedAt === null ? ("draft" as const) : row.version === current?.version ? ("current" as const) : ("earlier" as const),
      when: formatDateTime(row.publishedAt ?? row.createdAt, zone),
      by: row.createdBy?.name ?? null,
      summary: row.summary,
      nepali: row.bodyNe !== null,
      viewPath: row.publishedAt === null ? null : legalPagePath(kind, row.version === current?.version ? undefined : row.version),
    })),
    constraint: getZodConstraint(legalDocumentFormSchema),
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const editor = await requireContentEditor(request);
  const kind = readKind(params);
  const formData = await readFormData(request);
  const form = () => handleLegalForm(request, formData, { kind, editorId: editor.id });
  return dispatchIntent(formData, { save: form, preview: form, publish: form, restore: () => handleLegalRestore(formData, { kind, editorId: editor.id }) });
}

const STATE_BADGES = {
  draft: <Badge tone="yellow">Draft</Badge>,
  current: <Badge tone="green">In force</Badge>,
  earlier: <Badge>Earlier</Badge>,
};

export default function LegalDocumentPage() {
  const { title, path, current, draft, formId, values, rendered, renderedNe, versions, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="space-y-4">
      <RecordHeader back={{ to: LEGAL_ADMIN_PATH, label: "Legal pages" }} title={title} actions={current ? <RecordLink to={path}>View on the site</RecordLink> : null}>
        {current ? `Version ${current.version} in force since ${current.when}.` : "Not published yet."}{" "}
        {draft ? `The form holds the draft of version ${draft.version}${draft.by ? `, last saved by ${draft.by}` : ""}.` : "The form starts from the text in force."}
      </RecordHeader>
      <LegalEditor
        key={formId}
        id={formId}
        defaultValue={values}
        lastResult={actionData && "result" in actionData ? actionData.result : undefined}
        constraint={constraint}
        rendered={rendered}
        renderedNe={renderedNe}
        preview={postedPreview(actionData)}
        previewNe={postedPreview(actionData, "previewNe")}
      />
      <section aria-labelledby="versions-heading" className="space-y-3">
        <h2 id="versions-heading" className="text-lg font-semibold text-gray-900">
          Versions
        </h2>
        <p className="text-sm text-gray-600">Newest first. Starting a draft from a version puts its text in the form above; a draft already waiting takes that text instead.</p>
        {versions.length === 0 ? (
          <p className="text-sm text-gray-600">None yet: the first one published becomes the page.</p>
        ) : (
          <ul className="divide-y divide-gray-100 rounded-lg border border-gray-200 bg-white">
            {versions.map((row) => (
              <li key={row.version} className="flex flex-wrap items-start justify-between gap-3 p-4" data-testid={`legal-version-${row.version}`}>
                <div className="min-w-0 space-y-1">
                  <p className="flex flex-wrap items-center gap-2 font-medium text-gray-900">
                    Version {row.version} {STATE_BADGES[row.state]}
                    {row.nepali ? <Badge>With Nepali text</Badge> : null}
                  </p>
                  <p className="text-sm text-gray-600">
                    {row.state === "draft" ? "Started" : "Published"} {row.when}
                    {row.by ? ` by ${row.by}` : ""}
                  </p>
                  {row.summary ? <p className="whitespace-pre-line text-sm text-gray-700">{row.summary}</p> : null}
                </div>
                {row.viewPath ? (
                  <div className="flex flex-wrap items-center gap-3">
                    <Link to={row.viewPath} className="text-sm font-medium text-brand-700 hover:underline">
                      View version {row.version}
                    </Link>
                    <Form method="post">
                      <input type="hidden" name="version" value={row.version} />
                      <SubmitButton name="intent" value="restore" variant="secondary" pendingText="Starting...">
                        Start a draft from this version
                      </SubmitButton>
                    </Form>
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
