import { getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { useState } from "react";
import { Field, Textarea } from "~/components/ui/field";
import { useHydrated } from "~/components/ui/use-hydrated";
import { MarkdownBody } from "./markdown-body";
import { useMarkdownPreview, type RenderedMarkdown } from "./use-markdown-preview";

const MARKDOWN_HINT = "Markdown: ## for a heading, - for a list, [text](https://…) for a link, **bold**.";

/**
 * A Markdown textarea with the server's rendering beside it (`useMarkdownPreview`), following the typing once
 * JavaScript runs; `rendered` is the loader's rendering of the saved text. Without JavaScript the field is a plain
 * textarea; a form with a Preview button (`intent=preview`, answered by `replyWithPreview`) passes the rendering that
 * post came back with as `posted`, shown in the same place.
 */
export function MarkdownField({
  field,
  label,
  rows,
  rendered = null,
  posted = null,
  lang,
}: {
  field: FieldMetadata<string>;
  label: string;
  rows: number;
  rendered?: RenderedMarkdown | null;
  posted?: string | null;
  /** The language the text is written in, when it is not the admin area's (a Nepali version). */
  lang?: string;
}) {
  const hydrated = useHydrated();
  const [text, setText] = useState(String(field.initialValue ?? ""));
  const html = useMarkdownPreview(text, { rendered, posted });
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Field label={label} id={field.id} errors={field.errors} hint={MARKDOWN_HINT}>
        {(control) => <Textarea {...getTextareaProps(field, { ariaAttributes: false })} {...control} rows={rows} lang={lang} className="font-mono text-sm" onChange={(event) => setText(event.target.value)} />}
      </Field>
      {hydrated || posted !== null ? (
        <section aria-labelledby={`${field.id}-preview-heading`} className="min-w-0">
          {/* named after its field: a form with a Nepali version has two previews */}
          <h2 id={`${field.id}-preview-heading`} className="mb-1 text-sm font-medium text-gray-700">
            Preview: {label}
          </h2>
          {/* focusable, so that a keyboard scrolls a long text too (it may hold no link to tab to) */}
          <div tabIndex={0} className="max-h-[28rem] min-h-32 overflow-auto rounded-md border border-dashed border-gray-300 p-4" aria-live="polite">
            {html ? (
              <div lang={lang}>
                <MarkdownBody html={html} />
              </div>
            ) : (
              <p className="text-sm text-gray-600">The text as visitors will read it shows here.</p>
            )}
          </div>
        </section>
      ) : null}
    </div>
  );
}

/**
 * The rendered body an editor's Preview post answered with (`replyWithPreview`), if the answer is one: the English
 * body's (`preview`), or its Nepali version's (`previewNe`).
 */
export function postedPreview(actionData: unknown, field: "preview" | "previewNe" = "preview"): string | null {
  if (typeof actionData !== "object" || actionData === null || !Object.hasOwn(actionData, field)) return null;
  const rendered: unknown = (actionData as Record<string, unknown>)[field];
  return typeof rendered === "string" ? rendered : null;
}
