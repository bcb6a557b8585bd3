import { getFormProps, getInputProps, getSelectProps, getTextareaProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useAppForm } from "~/components/forms/use-app-form";
import { useFormKey } from "~/components/forms/use-form-key";
import { SubmitButton } from "~/components/ui/button";
import { Field, FormError, Input, Select, Textarea } from "~/components/ui/field";
import type { ServicePage } from "~/content/services";
import { APPLICATION_COUNTRIES } from "~/domain/booking-options";
import { COUNTRY_KEYS } from "~/features/booking/option-keys";
import { INQUIRY_INTENT, type InquiryFormSetup } from "~/features/services/inquiry-setup";
import { useT } from "~/i18n/i18n";

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
  const t = useT();
  const [form, fields] = useAppForm({ id: `inquiry-${service.slug}`, lastResult, constraint: setup.constraint });
  const formErrors = form.errors ?? fields.serviceType.errors;

  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="grid gap-x-4 sm:grid-cols-2">
      <input type="hidden" name="intent" value={INQUIRY_INTENT} />
      <input type="hidden" name={fields.serviceType.name} value={service.serviceType} />
      <Field label={t("services.inquiry.fullName")} id={fields.fullName.id} errors={fields.fullName.errors}>
        {(control) => <Input {...getInputProps(fields.fullName, { type: "text", ariaAttributes: false })} {...control} autoComplete="name" />}
      </Field>
      <Field label={t("services.inquiry.email")} id={fields.email.id} errors={fields.email.errors}>
        {(control) => <Input {...getInputProps(fields.email, { type: "email", ariaAttributes: false })} {...control} autoComplete="email" />}
      </Field>
      <Field label={t("services.inquiry.phone")} id={fields.phone.id} errors={fields.phone.errors}>
        {(control) => <Input {...getInputProps(fields.phone, { type: "tel", ariaAttributes: false })} {...control} autoComplete="tel" />}
      </Field>
      <Field label={t("booking.form.country")} id={fields.country.id} errors={fields.country.errors}>
        {(control) => (
          <Select {...getSelectProps(fields.country, { ariaAttributes: false })} {...control}>
            <option value="">{t("booking.form.selectCountry")}</option>
            {APPLICATION_COUNTRIES.map((country) => (
              <option key={country} value={country}>
                {t(COUNTRY_KEYS[country])}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field
        label={t("services.inquiry.preferredDate")}
        id={fields.preferredDate.id}
        errors={fields.preferredDate.errors}
        hint={t("booking.form.dateWindowHint", { months: setup.window.months })}
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
        label={t("services.inquiry.document")}
        id={fields.document.id}
        errors={fields.document.errors}
        hint={t("booking.form.fileHint", { types: setup.acceptedTypes })}
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
      <Field label={t("booking.form.messageOptional")} id={fields.message.id} errors={fields.message.errors} className="sm:col-span-2">
        {(control) => <Textarea {...getTextareaProps(fields.message, { ariaAttributes: false })} {...control} rows={4} />}
      </Field>
      <div className="hidden" aria-hidden="true">
        <label htmlFor={`${form.id}-website`}>{t("services.inquiry.website")}</label>
        <input id={`${form.id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <div className="space-y-4 sm:col-span-2">
        <FormError errors={formErrors} id={form.errorId} />
        <SubmitButton pendingText={t("booking.form.submitting")} size="lg">
          {t("booking.form.submitApplication")}
        </SubmitButton>
      </div>
    </Form>
  );
}
