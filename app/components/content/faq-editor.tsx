import { getFormProps, getInputProps, getSelectProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { NepaliFieldset } from "~/components/admin/nepali-fieldset";
import { useAppForm } from "~/components/forms/use-app-form";
import { SubmitButton } from "~/components/ui/button";
import { Checkbox, Field, FormError, Input, Select } from "~/components/ui/field";
import { FAQ_CATEGORIES, FAQ_CATEGORY_LABELS } from "~/domain/faq";
import type { Constraint } from "~/domain/forms";
import { MarkdownField } from "./markdown-field";
import type { RenderedMarkdown } from "./use-markdown-preview";

export type FaqFormValues = { question: string; answer: string; questionNe: string; answerNe: string; category: string; position: string; visible: string };

/**
 * The FAQ editor: the question, its answer in Markdown with a preview, their optional Nepali version, where it shows
 * and in which order, shown or hidden.
 */
export function FaqEditor({
  id,
  defaultValue,
  lastResult,
  constraint,
  rendered = null,
  renderedNe = null,
}: {
  id: string;
  defaultValue: FaqFormValues;
  lastResult?: SubmissionResult<string[]> | null;
  constraint: Constraint;
  /** The saved answer's rendering, from the loader. */
  rendered?: RenderedMarkdown | null;
  /** The saved Nepali answer's rendering, from the loader. */
  renderedNe?: RenderedMarkdown | null;
}) {
  const [form, fields] = useAppForm<FaqFormValues>({ id, lastResult, constraint, defaultValue });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4 rounded-lg border border-gray-200 bg-white p-4 sm:p-6">
      <Field label="Question" id={fields.question.id} errors={fields.question.errors}>
        {(control) => <Input {...getInputProps(fields.question, { type: "text", ariaAttributes: false })} {...control} />}
      </Field>
      <MarkdownField field={fields.answer} label="Answer" rows={10} rendered={rendered} />
      <NepaliFieldset hint="The question and its answer on the Nepali pages: write both, or leave both empty to show the English there, with a note.">
        <Field label="Nepali question" id={fields.questionNe.id} errors={fields.questionNe.errors}>
          {(control) => <Input {...getInputProps(fields.questionNe, { type: "text", ariaAttributes: false })} {...control} lang="ne" />}
        </Field>
        <MarkdownField field={fields.answerNe} label="Nepali answer" rows={8} rendered={renderedNe} lang="ne" />
      </NepaliFieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Category" id={fields.category.id} errors={fields.category.errors} hint="General questions show on the Contact page, a service's on its page; all show on /faq.">
          {(control) => (
            <Select {...getSelectProps(fields.category, { ariaAttributes: false })} {...control}>
              {FAQ_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {FAQ_CATEGORY_LABELS[category]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Order (optional)" id={fields.position.id} errors={fields.position.errors} hint="Lower numbers come first in the category; left empty, the question goes last.">
          {(control) => <Input {...getInputProps(fields.position, { type: "number", ariaAttributes: false })} {...control} step={1} />}
        </Field>
      </div>
      <Checkbox
        label="Show on the site"
        name={fields.visible.name}
        id={fields.visible.id}
        defaultChecked={fields.visible.initialValue === "on" || fields.visible.initialValue === "true"}
        errors={fields.visible.errors}
      />
      <FormError errors={form.errors} id={form.errorId} />
      <SubmitButton pendingText="Saving...">Save question</SubmitButton>
    </Form>
  );
}
