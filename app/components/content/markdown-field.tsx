import { getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import { Field, Textarea } from "~/components/ui/field";
import { useHydrated } from "~/components/ui/use-hydrated";
import { MarkdownBody } from "./markdown-body";

/** The content area's Markdown renderer (admin.content.preview.ts): the page's own rendering, so the two never differ. */
const PREVIEW_PATH = "/admin/content/preview";
const PREVIEW_DELAY_MS = 400;

const MARKDOWN_HINT = "Markdown: ## for a heading, - for a list, [text](https://…) for a link, **bold**.";

/** A text and its rendering by the server (`renderMarkdown`), e.g. the saved text's, rendered by the page's loader. */
export type RenderedMarkdown = { text: string; html: string };

/**
 * A Markdown textarea with the server's rendering beside it, following the typing once JavaScript runs. While the
 * textarea holds the text of `rendered` (the saved text, which the loader rendered), that rendering shows and nothing
 * is asked, so opening an editor sends no request. Without JavaScript the field is a plain textarea; a form with a
 * Preview button (`intent=preview`, answered by `replyWithPreview`) passes the rendering that post came back with as
 * `posted`, shown in the same place.
 */
export function MarkdownField({
  field,
  label,
  rows,
  rendered = null,
  posted = null,
}: {
  field: FieldMetadata<string>;
  label: string;
  rows: number;
  rendered?: RenderedMarkdown | null;
  posted?: string | null;
}) {
  const hydrated = useHydrated();
  const fetcher = useFetcher<{ html: string }>();
  const { submit } = fetcher;
  const [text, setText] = useState(String(field.initialValue ?? ""));
  const known = rendered !== null && text === rendered.text ? rendered.html : null;
  useEffect(() => {
    if (!hydrated || known !== null) return;
    const timer = setTimeout(() => submit({ body: text }, { method: "post", action: PREVIEW_PATH }), PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, hydrated, submit, known]);
  const html = hydrated ? (known ?? fetcher.data?.html ?? posted) : posted;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Field label={label} id={field.id} errors={field.errors} hint={MARKDOWN_HINT}>
        {(control) => <Textarea {...getTextareaProps(field, { ariaAttributes: false })} {...control} rows={rows} className="font-mono text-sm" onChange={(event) => setText(event.target.value)} />}
      </Field>
      {hydrated || posted !== null ? (
        <section aria-labelledby={`${field.id}-preview-heading`} className="min-w-0">
          <h2 id={`${field.id}-preview-heading`} className="mb-1 text-sm font-medium text-gray-700">
            Preview
          </h2>
          {/* focusable, so that a keyboard scrolls a long text too (it may hold no link to tab to) */}
          <div tabIndex={0} className="max-h-[28rem] min-h-32 overflow-auto rounded-md border border-dashed border-gray-300 p-4" aria-live="polite">
            {html ? <MarkdownBody html={html} /> : <p className="text-sm text-gray-600">The text as visitors will read it shows here.</p>}
          </div>
        </section>
      ) : null}
    </div>
  );
}

/** The rendered body an editor's Preview post answered with (`replyWithPreview`), if the answer is one. */
export function postedPreview(actionData: unknown): string | null {
  return typeof actionData === "object" && actionData !== null && "preview" in actionData && typeof actionData.preview === "string" ? actionData.preview : null;
}
