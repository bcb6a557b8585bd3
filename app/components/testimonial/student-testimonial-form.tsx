import { getFormProps, getInputProps, getTextareaProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { RatingField } from "~/components/content/rating-field";
import { useAppForm } from "~/components/forms/use-app-form";
import { useSiteSettings } from "~/components/layout/use-site-settings";
import { SubmitButton } from "~/components/ui/button";
import { Checkbox, Field, FormError, Input, Textarea } from "~/components/ui/field";
import type { Constraint } from "~/domain/forms";

export type StudentTestimonialValues = { name: string; destination: string; university: string; quote: string; rating: string; consent: string };

/**
 * A student's testimonial: their words and rating, the university and country (filled in from the application that
 * earned the invitation), the name they want shown, and their consent. A plain form: it works without JavaScript.
 */
export function StudentTestimonialForm({ defaultValue, lastResult, constraint }: { defaultValue: StudentTestimonialValues; lastResult?: SubmissionResult<string[]> | null; constraint: Constraint }) {
  const [form, fields] = useAppForm<StudentTestimonialValues>({ id: "student-testimonial", lastResult, constraint, defaultValue });
  const { siteName } = useSiteSettings();
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4 rounded-lg border border-gray-200 bg-white p-4 sm:p-6">
      <Field label="Your testimonial" id={fields.quote.id} errors={fields.quote.errors} hint="A few sentences in your own words: what helped you most, and what you would tell a student starting out.">
        {(control) => <Textarea {...getTextareaProps(fields.quote, { ariaAttributes: false })} {...control} rows={6} />}
      </Field>
      <RatingField key={fields.rating.key} legend="How would you rate our help?" name={fields.rating.name} id={fields.rating.id} defaultValue={String(fields.rating.initialValue ?? "")} errors={fields.rating.errors} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="University" id={fields.university.id} errors={fields.university.errors}>
          {(control) => <Input {...getInputProps(fields.university, { type: "text", ariaAttributes: false })} {...control} />}
        </Field>
        <Field label="Country" id={fields.destination.id} errors={fields.destination.errors}>
          {(control) => <Input {...getInputProps(fields.destination, { type: "text", ariaAttributes: false })} {...control} />}
        </Field>
      </div>
      <Field label="Your name as it should appear" id={fields.name.id} errors={fields.name.errors} hint="Your full name, or only your first name and an initial if you prefer.">
        {(control) => <Input {...getInputProps(fields.name, { type: "text", ariaAttributes: false })} {...control} autoComplete="name" />}
      </Field>
      <Checkbox
        key={fields.consent.key}
        label={`I agree that ${siteName} may show this testimonial, my name, university and country on its website. I can take this back at any time from this page.`}
        name={fields.consent.name}
        id={fields.consent.id}
        defaultChecked={fields.consent.initialValue === "on"}
        errors={fields.consent.errors}
      />
      <FormError errors={form.errors} id={form.errorId} />
      <SubmitButton name="intent" value="write" pendingText="Sending...">
        Send my testimonial
      </SubmitButton>
    </Form>
  );
}
