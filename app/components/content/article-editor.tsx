import { getFormProps, getInputProps, getSelectProps, getTextareaProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useState } from "react";
import { NepaliFieldset } from "~/components/admin/nepali-fieldset";
import { useAppForm } from "~/components/forms/use-app-form";
import { SubmitButton } from "~/components/ui/button";
import { Field, FormError, Input, Select, Textarea } from "~/components/ui/field";
import type { Constraint } from "~/domain/forms";
import type { MediaChoice } from "~/domain/media";
import { ImageInsert } from "./image-insert";
import { MarkdownBody } from "./markdown-body";
import { MarkdownField } from "./markdown-field";
import { MediaSelect } from "./media-select";
import { useMarkdownPreview, type RenderedMarkdown } from "./use-markdown-preview";

export type ArticleFormValues = {
  title: string;
  slug: string;
  excerpt: string;
  body: string;
  tags: string;
  coverImageId: string;
  coverAlt: string;
  seoTitle: string;
  seoDescription: string;
  titleNe: string;
  excerptNe: string;
  bodyNe: string;
  seoDescriptionNe: string;
  authorId: string;
  publishAt: string;
};

/**
 * The article editor: the texts and their optional Nepali version, the cover image, the tags, the author and the search
 * engines' title and description; Save draft, Preview, Publish and Schedule (with its time, in the consultancy's zone)
 * post the whole form. A published article is updated in place.
 */
export function ArticleEditor({
  id,
  defaultValue,
  lastResult,
  constraint,
  authors,
  mediaChoices,
  status,
  zoneLabel,
  preview,
  previewNe,
  rendered,
  renderedNe,
}: {
  id: string;
  defaultValue: ArticleFormValues;
  lastResult?: SubmissionResult<string[]> | null;
  constraint: Constraint;
  authors: ReadonlyArray<{ id: number; name: string }>;
  mediaChoices: MediaChoice[];
  status: string | null;
  zoneLabel: string;
  preview: string | null;
  /** The Nepali body's rendering a Preview post came back with. */
  previewNe: string | null;
  /** The saved body's rendering, from the loader (null for a new article). */
  rendered: RenderedMarkdown | null;
  /** The saved Nepali body's rendering, from the loader (null when there is none). */
  renderedNe: RenderedMarkdown | null;
}) {
  const [form, fields] = useAppForm<ArticleFormValues>({ id, lastResult, constraint, defaultValue });
  const [body, setBody] = useState(String(fields.body.initialValue ?? ""));
  const html = useMarkdownPreview(body, { rendered, posted: preview });
  const live = status === "published";
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="min-w-0 space-y-4 rounded-lg border border-gray-200 bg-white p-4 sm:p-6">
        <Field label="Title" id={fields.title.id} errors={fields.title.errors}>
          {(control) => <Input {...getInputProps(fields.title, { type: "text", ariaAttributes: false })} {...control} />}
        </Field>
        <Field label="Slug" id={fields.slug.id} errors={fields.slug.errors} hint="The article's address, /blog/slug. Left empty, it is made from the title. A changed slug keeps the old address working.">
          {(control) => <Input {...getInputProps(fields.slug, { type: "text", ariaAttributes: false })} {...control} autoComplete="off" spellCheck={false} />}
        </Field>
        <Field label="Excerpt" id={fields.excerpt.id} errors={fields.excerpt.errors} hint="One or two sentences for the blog's list and for sharing.">
          {(control) => <Textarea {...getTextareaProps(fields.excerpt, { ariaAttributes: false })} {...control} rows={2} />}
        </Field>
        <div className="grid gap-4 lg:grid-cols-2">
          <div className="min-w-0">
            <ImageInsert textareaId={fields.body.id} />
            <Field
              label="Body"
              id={fields.body.id}
              errors={fields.body.errors}
              hint={
                <>
                  Markdown: ## for a heading, - for a list, [text](https://…) for a link, &gt; for a quote, | for a table. For a picture, upload it in the{" "}
                  <a href="/admin/content/media/new" target="_blank" rel="noreferrer" className="font-medium text-brand-700 underline">
                    media library
                  </a>{" "}
                  and paste its Markdown, ![alt text](address), here.
                </>
              }
            >
              {(control) => <Textarea {...getTextareaProps(fields.body, { ariaAttributes: false })} {...control} rows={22} className="font-mono text-sm" onChange={(event) => setBody(event.target.value)} />}
            </Field>
          </div>
          <section aria-labelledby={`${id}-preview-heading`} className="min-w-0">
            <h2 id={`${id}-preview-heading`} className="mb-1 text-sm font-medium text-gray-700">
              Preview: Body
            </h2>
            {/* focusable, so that a keyboard scrolls a long text too (it may hold no link to tab to) */}
            <div tabIndex={0} className="max-h-[34rem] min-h-40 overflow-auto rounded-md border border-dashed border-gray-300 p-4" aria-live="polite">
              {html ? <MarkdownBody html={html} /> : <p className="text-sm text-gray-600">Press Preview to see the body as readers will.</p>}
            </div>
          </section>
        </div>
        <NepaliFieldset hint="Shown on the Nepali blog instead of the English. Once you start it, write its title, and its excerpt and body where the English has them; leave it all empty to show the English there, with a note.">
          <Field label="Nepali title" id={fields.titleNe.id} errors={fields.titleNe.errors}>
            {(control) => <Input {...getInputProps(fields.titleNe, { type: "text", ariaAttributes: false })} {...control} lang="ne" />}
          </Field>
          <Field label="Nepali excerpt" id={fields.excerptNe.id} errors={fields.excerptNe.errors}>
            {(control) => <Textarea {...getTextareaProps(fields.excerptNe, { ariaAttributes: false })} {...control} rows={2} lang="ne" />}
          </Field>
          <MarkdownField field={fields.bodyNe} label="Nepali body" rows={16} rendered={renderedNe} posted={previewNe} lang="ne" />
          <Field label="Nepali SEO description" id={fields.seoDescriptionNe.id} errors={fields.seoDescriptionNe.errors} hint="Shown by search engines on the Nepali page; the Nepali excerpt when empty.">
            {(control) => <Textarea {...getTextareaProps(fields.seoDescriptionNe, { ariaAttributes: false })} {...control} rows={2} lang="ne" />}
          </Field>
        </NepaliFieldset>
      </div>
      <div className="space-y-4">
        <section aria-labelledby={`${id}-publish-heading`} className="space-y-3 rounded-lg border border-gray-200 bg-white p-4">
          <h2 id={`${id}-publish-heading`} className="text-base font-semibold text-gray-900">
            Publication
          </h2>
          <Field label={`Publication time (${zoneLabel})`} id={fields.publishAt.id} errors={fields.publishAt.errors} hint="For Schedule: the article goes live by itself at this time.">
            {(control) => <Input {...getInputProps(fields.publishAt, { type: "datetime-local", ariaAttributes: false })} {...control} />}
          </Field>
          <FormError errors={form.errors} id={form.errorId} />
          <div className="flex flex-wrap gap-2">
            <SubmitButton name="intent" value="save" variant={live ? "primary" : "secondary"} pendingText="Saving...">
              {live ? "Update" : "Save draft"}
            </SubmitButton>
            <SubmitButton name="intent" value="preview" variant="secondary" pendingText="Rendering..." formNoValidate>
              Preview
            </SubmitButton>
            {live ? null : (
              <>
                <SubmitButton name="intent" value="publish" pendingText="Publishing...">
                  Publish
                </SubmitButton>
                <SubmitButton name="intent" value="schedule" variant="secondary" pendingText="Scheduling...">
                  Schedule
                </SubmitButton>
              </>
            )}
          </div>
        </section>
        <section aria-labelledby={`${id}-details-heading`} className="space-y-3 rounded-lg border border-gray-200 bg-white p-4">
          <h2 id={`${id}-details-heading`} className="text-base font-semibold text-gray-900">
            Details
          </h2>
          <MediaSelect
            label="Cover image"
            name={fields.coverImageId.name}
            id={fields.coverImageId.id}
            defaultValue={String(fields.coverImageId.initialValue ?? "")}
            choices={mediaChoices}
            errors={fields.coverImageId.errors}
            hint="Shown above the article and beside it in the blog's list. Upload new images in Media."
          />
          <Field label="Cover image's alt text" id={fields.coverAlt.id} errors={fields.coverAlt.errors} hint="What the cover shows, for people who cannot see it. Needed with a cover.">
            {(control) => <Input {...getInputProps(fields.coverAlt, { type: "text", ariaAttributes: false })} {...control} />}
          </Field>
          <Field label="Tags" id={fields.tags.id} errors={fields.tags.errors} hint="Separated by commas, e.g. Visa, UK.">
            {(control) => <Input {...getInputProps(fields.tags, { type: "text", ariaAttributes: false })} {...control} autoComplete="off" />}
          </Field>
          <Field label="Author" id={fields.authorId.id} errors={fields.authorId.errors}>
            {(control) => (
              <Select {...getSelectProps(fields.authorId, { ariaAttributes: false })} {...control}>
                <option value="">No author shown</option>
                {authors.map((author) => (
                  <option key={author.id} value={author.id}>
                    {author.name}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label="SEO title" id={fields.seoTitle.id} errors={fields.seoTitle.errors} hint="Shown by search engines; the title when empty.">
            {(control) => <Input {...getInputProps(fields.seoTitle, { type: "text", ariaAttributes: false })} {...control} />}
          </Field>
          <Field label="SEO description" id={fields.seoDescription.id} errors={fields.seoDescription.errors} hint="Shown by search engines; the excerpt when empty.">
            {(control) => <Textarea {...getTextareaProps(fields.seoDescription, { ariaAttributes: false })} {...control} rows={3} />}
          </Field>
        </section>
      </div>
    </Form>
  );
}
