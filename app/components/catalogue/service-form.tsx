import { getFormProps, getInputProps, getTextareaProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useAppForm } from "~/components/forms/use-app-form";
import { CancelLink } from "~/components/list/route-dialog";
import { SubmitButton } from "~/components/ui/button";
import { Checkbox, Field, FormError, Input, Textarea } from "~/components/ui/field";
import type { Constraint } from "~/domain/forms";

export type ServiceFormValues = { name: string; description: string; price: string; is_active: boolean };

/**
 * Name, description, price (typed as text, in the Payment settings' currency, which the pages and new invoices use)
 * and the active switch; the server decides what is valid.
 */
export function ServiceForm({
  id,
  defaultValue,
  lastResult,
  constraint,
  submitLabel,
  pendingText,
  closeTo,
  currency,
}: {
  id: string;
  defaultValue: ServiceFormValues;
  lastResult?: SubmissionResult<string[]> | null;
  constraint: Constraint;
  submitLabel: string;
  pendingText: string;
  closeTo: string;
  currency: string;
}) {
  const [form, fields] = useAppForm<ServiceFormValues>({ id, lastResult, constraint, defaultValue });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-1">
      <Field label="Name" id={fields.name.id} errors={fields.name.errors}>
        {(control) => <Input {...getInputProps(fields.name, { type: "text", ariaAttributes: false })} {...control} />}
      </Field>
      <Field label="Description" id={fields.description.id} errors={fields.description.errors}>
        {(control) => <Textarea {...getTextareaProps(fields.description, { ariaAttributes: false })} {...control} rows={3} />}
      </Field>
      <Field label={`Price (${currency})`} id={fields.price.id} errors={fields.price.errors} hint="A number such as 149 or 149.50.">
        {(control) => (
          <Input {...getInputProps(fields.price, { type: "text", ariaAttributes: false })} {...control} inputMode="decimal" autoComplete="off" />
        )}
      </Field>
      <Checkbox {...getInputProps(fields.is_active, { type: "checkbox", ariaAttributes: false })} id={fields.is_active.id} label="Active" errors={fields.is_active.errors} />
      <FormError errors={form.errors} id={form.errorId} />
      <div className="flex justify-end gap-2 pt-2">
        <CancelLink to={closeTo} />
        <SubmitButton pendingText={pendingText}>{submitLabel}</SubmitButton>
      </div>
    </Form>
  );
}
