import { getFormProps, getInputProps, getTextareaProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { RatingField } from "~/components/content/rating-field";
import { useAppForm } from "~/components/forms/use-app-form";
import { useSiteSettings } from "~/components/layout/use-site-settings";
import { SubmitButton } from "~/components/ui/button";
import { Checkbox, Field, FormError, Input, Textarea } from "~/components/ui/field";
import type { Constraint } from "~/domain/forms";
import { useT } from "~/i18n/i18n";

export type StudentTestimonialValues = { name: string; destination: string; university: string; quote: string; rating: string; consent: string };

/**
 * A student's testimonial: their words and rating, the university and country (filled in from the application that
 * earned the invitation), the name they want shown, and their consent. A plain form: it works without JavaScript.
 */
export function StudentTestimonialForm({ defaultValue, lastResult, constraint }: { defaultValue: StudentTestimonialValues; lastResult?: SubmissionResult<string[]> | null; constraint: Constraint }) {
  const [form, fields] = useAppForm<StudentTestimonialValues>({ id: "student-testimonial", lastResult, constraint, defaultValue });
  const { siteName } = useSiteSettings();
  const t = useT();
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4 rounded-lg border border-gray-200 bg-white p-4 sm:p-6">
      <Field label={t("student.testimonial.form.quote")} id={fields.quote.id} errors={fields.quote.errors} hint={t("student.testimonial.form.quoteHint")}>
        {(control) => <Textarea {...getTextareaProps(fields.quote, { ariaAttributes: false })} {...control} rows={6} />}
      </Field>
      <RatingField key={fields.rating.key} legend={t("student.testimonial.form.rating")} name={fields.rating.name} id={fields.rating.id} defaultValue={String(fields.rating.initialValue ?? "")} errors={fields.rating.errors} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t("student.testimonial.form.university")} id={fields.university.id} errors={fields.university.errors}>
          {(control) => <Input {...getInputProps(fields.university, { type: "text", ariaAttributes: false })} {...control} />}
        </Field>
        <Field label={t("student.testimonial.form.country")} id={fields.destination.id} errors={fields.destination.errors}>
          {(control) => <Input {...getInputProps(fields.destination, { type: "text", ariaAttributes: false })} {...control} />}
        </Field>
      </div>
      <Field label={t("student.testimonial.form.name")} id={fields.name.id} errors={fields.name.errors} hint={t("student.testimonial.form.nameHint")}>
        {(control) => <Input {...getInputProps(fields.name, { type: "text", ariaAttributes: false })} {...control} autoComplete="name" />}
      </Field>
      <Checkbox
        key={fields.consent.key}
        label={t("student.testimonial.form.consent", { siteName })}
        name={fields.consent.name}
        id={fields.consent.id}
        defaultChecked={fields.consent.initialValue === "on"}
        errors={fields.consent.errors}
      />
      <FormError errors={form.errors} id={form.errorId} />
      <SubmitButton name="intent" value="write" pendingText={t("student.messages.sending")}>
        {t("student.testimonial.form.send")}
      </SubmitButton>
    </Form>
  );
}
