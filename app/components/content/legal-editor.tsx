import { getFormProps, getTextareaProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { NepaliFieldset } from "~/components/admin/nepali-fieldset";
import { useAppForm } from "~/components/forms/use-app-form";
import { SubmitButton } from "~/components/ui/button";
import { Field, FormError, Textarea } from "~/components/ui/field";
import type { Constraint } from "~/domain/forms";
import { MarkdownField } from "./markdown-field";
import type { RenderedMarkdown } from "./use-markdown-preview";

export type LegalFormValues = { body: string; bodyNe: string; summary: string };

/**
 * The legal editor (decision 116): the page's Markdown text with its preview, its optional Nepali version, and what
 * changed. Save draft keeps it off the site, Preview shows it without JavaScript, Publish makes it the version in
 * force, both texts together.
 */
export function LegalEditor({
  id,
  defaultValue,
  lastResult,
  constraint,
  rendered,
  renderedNe,
  preview,
  previewNe,
}: {
  id: string;
  defaultValue: LegalFormValues;
  lastResult?: SubmissionResult<string[]> | null;
  constraint: Constraint;
  /** The starting text as the loader rendered it. */
  rendered: RenderedMarkdown;
  /** The starting Nepali text as the loader rendered it, if there is one. */
  renderedNe: RenderedMarkdown | null;
  /** What a Preview post (without JavaScript) came back with, for each text. */
  preview: string | null;
  previewNe: string | null;
}) {
  const [form, fields] = useAppForm<LegalFormValues>({ id, lastResult, constraint, defaultValue });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4 rounded-lg border border-gray-200 bg-white p-4 sm:p-6">
      <MarkdownField field={fields.body} label="Text" rows={24} rendered={rendered} posted={preview} />
      <NepaliFieldset hint="The same text in Nepali, published with the English as one version; left empty, the Nepali page shows the English, with a note.">
        <MarkdownField field={fields.bodyNe} label="Nepali text" rows={16} rendered={renderedNe} posted={previewNe} lang="ne" />
      </NepaliFieldset>
      <Field
        label="What changed (optional)"
        id={fields.summary.id}
        errors={fields.summary.errors}
        hint="One or two sentences for the list of versions, e.g. Refunds now within 14 days."
      >
        {(control) => <Textarea {...getTextareaProps(fields.summary, { ariaAttributes: false })} {...control} rows={2} />}
      </Field>
      <FormError errors={form.errors} id={form.errorId} />
      <div className="flex flex-wrap gap-2">
        <SubmitButton name="intent" value="save" variant="secondary" pendingText="Saving...">
          Save draft
        </SubmitButton>
        <SubmitButton name="intent" value="preview" variant="secondary" pendingText="Rendering..." formNoValidate>
          Preview
        </SubmitButton>
        <SubmitButton name="intent" value="publish" pendingText="Publishing...">
          Publish
        </SubmitButton>
      </div>
    </Form>
  );
}
