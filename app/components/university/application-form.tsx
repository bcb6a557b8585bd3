import { getFormProps, getInputProps, getSelectProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useAppForm } from "~/components/forms/use-app-form";
import { SubmitButton } from "~/components/ui/button";
import { Field, FormError, Input, Select } from "~/components/ui/field";
import { DESTINATIONS } from "~/domain/destinations";
import type { Constraint } from "~/domain/forms";
import { APPLICATION_LEVELS, MONTH_NAMES } from "~/domain/university-application";
import { COURSE_LEVEL_KEYS } from "~/features/booking/option-keys";
import { useFormat, useT } from "~/i18n/i18n";

type Values = {
  university: string;
  country: string;
  program: string;
  level: string;
  intakeMonth: string;
  intakeYear: string;
  applicationNumber: string;
  portalUrl: string;
  deadline: string;
};

/**
 * The fields of a university application, posted natively (intent `add`). The student's shortlist form shows the
 * essentials; staff also record the university's application number, portal link and deadline.
 */
export function ApplicationForm({
  id,
  constraint,
  lastResult,
  years,
  withTracking,
  submitLabel,
}: {
  id: string;
  constraint: Constraint;
  lastResult: SubmissionResult<string[]> | undefined;
  years: number[];
  withTracking: boolean;
  submitLabel: string;
}) {
  const [form, fields] = useAppForm<Values>({ id, lastResult, constraint });
  const t = useT();
  const format = useFormat();
  const countries = `${id}-countries`;
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-1">
      <div className="grid gap-x-4 sm:grid-cols-2">
        <Field label={t("student.universities.form.university")} id={fields.university.id} errors={fields.university.errors}>
          {(control) => <Input {...getInputProps(fields.university, { type: "text", ariaAttributes: false })} {...control} />}
        </Field>
        <Field label={t("student.universities.form.country")} id={fields.country.id} errors={fields.country.errors} hint={t("student.universities.form.countryHint")}>
          {(control) => <Input {...getInputProps(fields.country, { type: "text", ariaAttributes: false })} {...control} list={countries} autoComplete="off" />}
        </Field>
        <datalist id={countries}>
          {DESTINATIONS.map((country) => (
            <option key={country} value={country} />
          ))}
        </datalist>
        <Field label={t("student.universities.form.program")} id={fields.program.id} errors={fields.program.errors}>
          {(control) => <Input {...getInputProps(fields.program, { type: "text", ariaAttributes: false })} {...control} />}
        </Field>
        <Field label={t("student.universities.form.level")} id={fields.level.id} errors={fields.level.errors}>
          {(control) => (
            <Select {...getSelectProps(fields.level, { ariaAttributes: false })} {...control}>
              <option value="">{t("student.universities.form.selectLevel")}</option>
              {APPLICATION_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {t(COURSE_LEVEL_KEYS[level])}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t("student.universities.form.intakeMonth")} id={fields.intakeMonth.id} errors={fields.intakeMonth.errors}>
          {(control) => (
            <Select {...getSelectProps(fields.intakeMonth, { ariaAttributes: false })} {...control}>
              <option value="">{t("student.universities.form.selectMonth")}</option>
              {MONTH_NAMES.map((month, index) => (
                <option key={month} value={index + 1}>
                  {format.monthName(index + 1)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t("student.universities.form.intakeYear")} id={fields.intakeYear.id} errors={fields.intakeYear.errors}>
          {(control) => (
            <Select {...getSelectProps(fields.intakeYear, { ariaAttributes: false })} {...control}>
              <option value="">{t("student.universities.form.selectYear")}</option>
              {years.map((year) => (
                <option key={year} value={year}>
                  {year}
                </option>
              ))}
            </Select>
          )}
        </Field>
        {withTracking ? (
          <>
            <Field label={t("student.universities.form.applicationNumber")} id={fields.applicationNumber.id} errors={fields.applicationNumber.errors}>
              {(control) => <Input {...getInputProps(fields.applicationNumber, { type: "text", ariaAttributes: false })} {...control} />}
            </Field>
            <Field label={t("student.universities.form.portalUrl")} id={fields.portalUrl.id} errors={fields.portalUrl.errors}>
              {(control) => <Input {...getInputProps(fields.portalUrl, { type: "url", ariaAttributes: false })} {...control} placeholder={t("student.universities.form.portalUrlPlaceholder")} />}
            </Field>
            <Field label={t("student.universities.form.deadline")} id={fields.deadline.id} errors={fields.deadline.errors}>
              {(control) => <Input {...getInputProps(fields.deadline, { type: "date", ariaAttributes: false })} {...control} />}
            </Field>
          </>
        ) : null}
      </div>
      <FormError errors={form.errors} id={form.errorId} />
      <SubmitButton name="intent" value="add" pendingText={t("student.universities.form.adding")}>
        {submitLabel}
      </SubmitButton>
    </Form>
  );
}
