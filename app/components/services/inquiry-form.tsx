import { getFormProps, getInputProps, getSelectProps, getTextareaProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useAppForm } from "~/components/forms/use-app-form";
import { useFormKey } from "~/components/forms/use-form-key";
import { SubmitButton } from "~/components/ui/button";
import { Field, FormError, Input, Select, Textarea } from "~/components/ui/field";
import type { ServicePage } from "~/content/services";
import { APPLICATION_COUNTRIES } from "~/domain/booking-options";
import { INQUIRY_INTENT, type InquiryFormSetup } from "~/features/services/inquiry-setup";

type InquiryFormProps = { service: ServicePage; setup: InquiryFormSetup; lastResult?: SubmissionResult<string[]> | null };

/**
 * The generic service application form (serviceType, fullName, email, phone, country, preferredDate, message,
 * document). It posts natively as multipart, so it works without JavaScript; the date is a native date input whose
 * min and max are the allowed window, which the browser's own calendar enforces.
 */
export function InquiryForm(props: InquiryFormProps) {
  return <InquiryFormFields key={useFormKey({ hasResult: Boolean(props.lastResult), intent: INQUIRY_INTENT })} {...props} />;
}

function InquiryFormFields({ service, setup, lastResult }: InquiryFormProps) {
  const [form, fields] = useAppForm({ id: `inquiry-${service.slug}`, lastResult, constraint: setup.constraint });
  const formErrors = form.errors ?? fields.serviceType.errors;

  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="grid gap-x-4 sm:grid-cols-2">
      <input type="hidden" name="intent" value={INQUIRY_INTENT} />
      <input type="hidden" name={fields.serviceType.name} value={service.serviceType} />
      <Field label="Full name" id={fields.fullName.id} errors={fields.fullName.errors}>
        {(control) => <Input {...getInputProps(fields.fullName, { type: "text", ariaAttributes: false })} {...control} autoComplete="name" />}
      </Field>
      <Field label="Email" id={fields.email.id} errors={fields.email.errors}>
        {(control) => <Input {...getInputProps(fields.email, { type: "email", ariaAttributes: false })} {...control} autoComplete="email" />}
      </Field>
      <Field label="Phone" id={fields.phone.id} errors={fields.phone.errors}>
        {(control) => <Input {...getInputProps(fields.phone, { type: "tel", ariaAttributes: false })} {...control} autoComplete="tel" />}
      </Field>
      <Field label="Country" id={fields.country.id} errors={fields.country.errors}>
        {(control) => (
          <Select {...getSelectProps(fields.country, { ariaAttributes: false })} {...control}>
            <option value="">Select a country</option>
            {APPLICATION_COUNTRIES.map((country) => (
              <option key={country} value={country}>
                {country}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field
        label="Preferred date (optional)"
        id={fields.preferredDate.id}
        errors={fields.preferredDate.errors}
        hint={`Any day from today to ${setup.window.months} months ahead.`}
      >
        {(control) => (
          <Input
            {...getInputProps(fields.preferredDate, { type: "date", ariaAttributes: false })}
            {...control}
            min={setup.window.min}
            max={setup.window.max}
          />
        )}
      </Field>
      <Field
        label="Document (optional)"
        id={fields.document.id}
        errors={fields.document.errors}
        hint={`${setup.acceptedTypes}, up to 5 MB.`}
      >
        {(control) => (
          <Input
            {...getInputProps(fields.document, { type: "file", ariaAttributes: false })}
            {...control}
            accept={setup.accept}
            className="file:mr-3 file:rounded file:border-0 file:bg-brand-50 file:px-3 file:py-1 file:text-sm file:font-medium file:text-brand-700"
          />
        )}
      </Field>
      <Field label="Message (optional)" id={fields.message.id} errors={fields.message.errors} className="sm:col-span-2">
        {(control) => <Textarea {...getTextareaProps(fields.message, { ariaAttributes: false })} {...control} rows={4} />}
      </Field>
      <div className="hidden" aria-hidden="true">
        <label htmlFor={`${form.id}-website`}>Website</label>
        <input id={`${form.id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <div className="space-y-4 sm:col-span-2">
        <FormError errors={formErrors} id={form.errorId} />
        <SubmitButton pendingText="Submitting..." size="lg">
          Submit Application
        </SubmitButton>
      </div>
    </Form>
  );
}
