import { getFormProps, getInputProps, getSelectProps, getTextareaProps, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useState, type ReactNode } from "react";
import { useAppForm } from "~/components/forms/use-app-form";
import { SubmitButton } from "~/components/ui/button";
import { Field, FormError, Input, Select, Textarea } from "~/components/ui/field";
import { useHydrated } from "~/components/ui/use-hydrated";
import {
  COLLATERAL_TYPES,
  COLLATERAL_VALUE,
  COUNSELING_COUNTRIES,
  COURSE_LEVELS,
  DEMO_COURSES,
  INTERVIEW_TYPES,
  LOAN_AMOUNT,
  PARTNER_BANKS,
  PROFICIENCY_LEVELS,
  type Option,
} from "~/domain/booking-options";
import { lookup } from "~/domain/lookup";
import { acceptAttribute, describeAccepted } from "~/domain/uploads";
import { BOOKING_INTENT, type BookingFormSetup, type LoanFormSetup, type SlotChoice, type SlotFormSetup, type SopFormSetup } from "~/features/booking/form-setup";
import {
  COLLATERAL_TYPE_KEYS,
  COUNTRY_KEYS,
  COURSE_LEVEL_KEYS,
  DEMO_COURSE_KEYS,
  ENGLISH_LEVEL_KEYS,
  INTERVIEW_TYPE_KEYS,
  SOP_PACKAGE_KEYS,
} from "~/features/booking/option-keys";
import { useFormat, useT } from "~/i18n/i18n";
import { SlotPicker } from "./slot-picker";

/** What a booking action answers on failure: the form's result and, after a slot conflict, the slots still open. */
type BookingActionData = { bookingResult: SubmissionResult<string[]>; slots?: SlotChoice[] };

function bookingActionData(actionData: unknown): BookingActionData | null {
  return actionData && typeof actionData === "object" && "bookingResult" in actionData ? (actionData as BookingActionData) : null;
}

/**
 * The student's form on a service page: it books a slot (interview, speaking mock, demo class, counseling) or files
 * an SOP or loan application. Pass the page's whole action data; the form picks out its own answer.
 */
export function BookingForm({ setup, actionData }: { setup: BookingFormSetup; actionData?: unknown }) {
  const answer = bookingActionData(actionData);
  switch (setup.kind) {
    case "sop":
      return <SopForm setup={setup} lastResult={answer?.bookingResult} />;
    case "loan":
      return <LoanForm setup={setup} lastResult={answer?.bookingResult} />;
    default:
      return <SlotForm setup={setup} lastResult={answer?.bookingResult} slots={answer?.slots ?? setup.slots} />;
  }
}

/** A select of fixed choices: each sends its English value and shows its label's message, when `labelKeys` has one. */
function OptionSelect({
  field,
  label,
  placeholder,
  options,
  labelKeys = {},
}: {
  field: FieldMetadata<string>;
  label: string;
  placeholder: string;
  options: readonly (string | Option)[];
  labelKeys?: Readonly<Record<string, string>>;
}) {
  const t = useT();
  return (
    <Field label={label} id={field.id} errors={field.errors}>
      {(control) => (
        <Select {...getSelectProps(field, { ariaAttributes: false })} {...control}>
          <option value="">{placeholder}</option>
          {options.map((option) => {
            const { value, label: text } = typeof option === "string" ? { value: option, label: option } : option;
            const key = lookup(labelKeys, text);
            return (
              <option key={value} value={value}>
                {key ? t(key) : text}
              </option>
            );
          })}
        </Select>
      )}
    </Field>
  );
}

function TextField({ field, label, autoComplete, placeholder }: { field: FieldMetadata<string | undefined>; label: string; autoComplete?: string; placeholder?: string }) {
  return (
    <Field label={label} id={field.id} errors={field.errors}>
      {(control) => <Input {...getInputProps(field, { type: "text", ariaAttributes: false })} {...control} autoComplete={autoComplete} placeholder={placeholder} />}
    </Field>
  );
}

function FormFooter({ errors, errorId, pendingText, children }: { errors?: string[]; errorId: string; pendingText: string; children: ReactNode }) {
  return (
    <div className="space-y-4 sm:col-span-2">
      <FormError errors={errors} id={errorId} />
      <SubmitButton pendingText={pendingText} size="lg">
        {children}
      </SubmitButton>
    </div>
  );
}

type SlotValues = {
  intent: string;
  date: string;
  timeSlot: number;
  interviewType: string;
  university: string;
  intake: string;
  proficiencyLevel: string;
  courseName: string;
  country: string;
  courseLevel: string;
  universityName: string;
};

const SLOT_SUBMIT: Record<SlotFormSetup["kind"], { label: string; pending: string }> = {
  interview: { label: "booking.form.bookInterview", pending: "booking.form.submitting" },
  speaking: { label: "booking.form.scheduleMockTest", pending: "booking.form.scheduling" },
  demo_class: { label: "booking.form.bookDemoClass", pending: "booking.form.scheduling" },
  counseling: { label: "booking.form.bookCounseling", pending: "booking.form.scheduling" },
};

function SlotForm({ setup, lastResult, slots }: { setup: SlotFormSetup; lastResult?: SubmissionResult<string[]>; slots: SlotChoice[] }) {
  const t = useT();
  const [form, fields] = useAppForm<SlotValues>({ id: `book-${setup.kind}`, lastResult, constraint: setup.constraint, defaultValue: setup.defaultValue });
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-x-4 sm:grid-cols-2" data-testid="booking-form">
      <input type="hidden" name="intent" value={BOOKING_INTENT} />
      {setup.kind === "interview" ? (
        <>
          <OptionSelect
            field={fields.interviewType}
            label={t("booking.form.interviewType")}
            placeholder={t("booking.form.selectInterviewType")}
            options={INTERVIEW_TYPES}
            labelKeys={INTERVIEW_TYPE_KEYS}
          />
          <TextField field={fields.university} label={t("booking.form.university")} placeholder={t("booking.form.universityExample")} />
          <TextField field={fields.intake} label={t("booking.form.intake")} placeholder={t("booking.form.intakeExample")} />
        </>
      ) : null}
      {setup.kind === "speaking" ? (
        <OptionSelect
          field={fields.proficiencyLevel}
          label={t("booking.form.englishLevel")}
          placeholder={t("booking.form.selectLevel")}
          options={PROFICIENCY_LEVELS}
          labelKeys={ENGLISH_LEVEL_KEYS}
        />
      ) : null}
      {setup.kind === "demo_class" ? (
        <OptionSelect field={fields.courseName} label={t("booking.form.course")} placeholder={t("booking.form.selectCourse")} options={DEMO_COURSES} labelKeys={DEMO_COURSE_KEYS} />
      ) : null}
      {setup.kind === "counseling" ? (
        <>
          <OptionSelect
            field={fields.country}
            label={t("booking.form.country")}
            placeholder={t("booking.form.selectCountry")}
            options={COUNSELING_COUNTRIES}
            labelKeys={COUNTRY_KEYS}
          />
          <OptionSelect
            field={fields.courseLevel}
            label={t("booking.form.courseLevel")}
            placeholder={t("booking.form.selectCourseLevel")}
            options={COURSE_LEVELS}
            labelKeys={COURSE_LEVEL_KEYS}
          />
          <TextField field={fields.courseName} label={t("booking.form.courseNameOptional")} />
          <TextField field={fields.universityName} label={t("booking.form.universityNameOptional")} />
        </>
      ) : null}
      <SlotPicker window={setup.window} calendar={setup.calendar} day={setup.day} zoneLabel={setup.zoneLabel} slots={slots} date={fields.date} timeSlot={fields.timeSlot} />
      <FormFooter errors={form.errors} errorId={form.errorId} pendingText={t(SLOT_SUBMIT[setup.kind].pending)}>
        {t(SLOT_SUBMIT[setup.kind].label)}
      </FormFooter>
    </Form>
  );
}

type SopValues = { intent: string; package: string; university: string; program: string; deadline: string; message: string; document: File };

function SopForm({ setup, lastResult }: { setup: SopFormSetup; lastResult?: SubmissionResult<string[]> }) {
  const t = useT();
  const [form, fields] = useAppForm<SopValues>({ id: "book-sop", lastResult, constraint: setup.constraint, defaultValue: setup.defaultValue });
  const chosen = fields.package.initialValue;
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="grid gap-x-4 sm:grid-cols-2" data-testid="booking-form">
      <input type="hidden" name="intent" value={BOOKING_INTENT} />
      <fieldset className="sm:col-span-2" aria-describedby={fields.package.errors?.length ? `${fields.package.id}-error` : undefined}>
        <legend className="mb-2 text-sm font-medium text-gray-700">{t("booking.sop.package")}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {setup.packages.map((option) => (
            <label
              key={option.value}
              className="flex cursor-pointer gap-3 rounded-md border border-gray-300 p-4 text-sm has-[:checked]:border-brand-600 has-[:checked]:ring-2 has-[:checked]:ring-brand-200 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60"
            >
              <input
                type="radio"
                name={fields.package.name}
                value={option.value}
                defaultChecked={chosen === option.value}
                disabled={!option.available}
                required
                className="mt-1 h-4 w-4"
              />
              <span>
                <span className="block font-semibold text-gray-900">
                  {option.name} · {option.available ? option.price : t("booking.sop.notAvailable")}
                </span>
                <span className="block text-gray-600">{SOP_PACKAGE_KEYS[option.value].features.slice(0, 3).map((feature) => t(feature)).join(", ")}</span>
              </span>
            </label>
          ))}
        </div>
        <p id={`${fields.package.id}-error`} className="min-h-5 pt-1 text-sm text-red-600" aria-live="polite">
          {fields.package.errors?.[0]}
        </p>
      </fieldset>
      <TextField field={fields.university} label={t("booking.form.university")} />
      <TextField field={fields.program} label={t("booking.sop.program")} />
      <Field
        label={t("booking.sop.deadline")}
        id={fields.deadline.id}
        errors={fields.deadline.errors}
        hint={t("booking.sop.deadlineHint", { months: setup.window.months })}
      >
        {(control) => <Input {...getInputProps(fields.deadline, { type: "date", ariaAttributes: false })} {...control} min={setup.window.min} max={setup.window.max} />}
      </Field>
      <Field
        label={t("booking.sop.draft")}
        id={fields.document.id}
        errors={fields.document.errors}
        hint={t("booking.form.fileHint", { types: describeAccepted("document") })}
      >
        {(control) => <Input {...getInputProps(fields.document, { type: "file", ariaAttributes: false })} {...control} accept={acceptAttribute("document")} />}
      </Field>
      <Field label={t("booking.form.messageOptional")} id={fields.message.id} errors={fields.message.errors} className="sm:col-span-2">
        {(control) => (
          <Textarea {...getTextareaProps(fields.message, { ariaAttributes: false })} {...control} rows={4} placeholder={t("booking.sop.messagePlaceholder")} />
        )}
      </Field>
      <FormFooter errors={form.errors} errorId={form.errorId} pendingText={t("booking.form.submitting")}>
        {t("booking.form.submitApplication")}
      </FormFooter>
    </Form>
  );
}

/**
 * A dollar amount on a fixed step. The number input is the form field and works without JavaScript; once hydrated, a
 * slider beside it moves the same value.
 */
function AmountField({ field, label, range }: { field: FieldMetadata<number>; label: string; range: { min: number; max: number; step: number; default: number } }) {
  const t = useT();
  const format = useFormat();
  const dollars = (amount: number) => t("booking.loan.dollars", { amount: format.number(amount) });
  const hydrated = useHydrated();
  const [value, setValue] = useState(() => Number(field.initialValue ?? range.default));
  const inputProps = getInputProps(field, { type: "number", ariaAttributes: false });
  return (
    <Field label={label} id={field.id} errors={field.errors} hint={t("booking.loan.rangeHint", { min: dollars(range.min), max: dollars(range.max), step: dollars(range.step) })}>
      {(control) => (
        <div className="space-y-2">
          <div className="flex items-center gap-3">
            <Input
              {...inputProps}
              {...control}
              key={inputProps.key}
              defaultValue={undefined}
              value={Number.isFinite(value) ? value : ""}
              onChange={(event) => setValue(event.currentTarget.valueAsNumber)}
              min={range.min}
              max={range.max}
              step={range.step}
              className="max-w-40"
            />
            <output htmlFor={control.id} className="text-sm font-semibold text-gray-900">
              {Number.isFinite(value) ? dollars(value) : ""}
            </output>
          </div>
          {hydrated ? (
            <input
              type="range"
              aria-label={t("booking.loan.slider", { label })}
              min={range.min}
              max={range.max}
              step={range.step}
              value={Number.isFinite(value) ? value : range.default}
              onChange={(event) => setValue(event.currentTarget.valueAsNumber)}
              className="w-full accent-brand-600"
            />
          ) : null}
        </div>
      )}
    </Field>
  );
}

type LoanValues = {
  intent: string;
  university: string;
  course: string;
  loanAmount: number;
  collateralValue: number;
  collateralType: string;
  preferredBank: string;
  documents: File;
};

function LoanForm({ setup, lastResult }: { setup: LoanFormSetup; lastResult?: SubmissionResult<string[]> }) {
  const t = useT();
  const [form, fields] = useAppForm<LoanValues>({ id: "book-loan", lastResult, constraint: setup.constraint, defaultValue: setup.defaultValue });
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="grid gap-x-4 sm:grid-cols-2" data-testid="booking-form">
      <input type="hidden" name="intent" value={BOOKING_INTENT} />
      <TextField field={fields.university} label={t("booking.form.university")} />
      <TextField field={fields.course} label={t("booking.form.course")} />
      <AmountField field={fields.loanAmount} label={t("booking.loan.amount")} range={LOAN_AMOUNT} />
      <AmountField field={fields.collateralValue} label={t("booking.loan.collateralValue")} range={COLLATERAL_VALUE} />
      <OptionSelect
        field={fields.collateralType}
        label={t("booking.loan.collateralType")}
        placeholder={t("booking.loan.selectCollateralType")}
        options={COLLATERAL_TYPES}
        labelKeys={COLLATERAL_TYPE_KEYS}
      />
      <OptionSelect field={fields.preferredBank} label={t("booking.loan.preferredBank")} placeholder={t("booking.loan.noPreference")} options={PARTNER_BANKS} />
      <Field
        label={t("booking.loan.document")}
        id={fields.documents.id}
        errors={fields.documents.errors}
        hint={t("booking.loan.documentHint", { types: describeAccepted("loanDocument") })}
        className="sm:col-span-2"
      >
        {(control) => <Input {...getInputProps(fields.documents, { type: "file", ariaAttributes: false })} {...control} accept={acceptAttribute("loanDocument")} />}
      </Field>
      <FormFooter errors={form.errors} errorId={form.errorId} pendingText={t("booking.form.submitting")}>
        {t("booking.form.submitApplication")}
      </FormFooter>
    </Form>
  );
}
