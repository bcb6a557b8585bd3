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
import { formatWholeDollars } from "~/domain/money";
import { acceptAttribute, describeAccepted } from "~/domain/uploads";
import { BOOKING_INTENT, type BookingFormSetup, type LoanFormSetup, type SlotChoice, type SlotFormSetup, type SopFormSetup } from "~/features/booking/form-setup";
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

function OptionSelect({ field, label, placeholder, options }: { field: FieldMetadata<string>; label: string; placeholder: string; options: readonly (string | Option)[] }) {
  return (
    <Field label={label} id={field.id} errors={field.errors}>
      {(control) => (
        <Select {...getSelectProps(field, { ariaAttributes: false })} {...control}>
          <option value="">{placeholder}</option>
          {options.map((option) => {
            const { value, label: text } = typeof option === "string" ? { value: option, label: option } : option;
            return (
              <option key={value} value={value}>
                {text}
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
  interview: { label: "Book Interview", pending: "Submitting..." },
  speaking: { label: "Schedule Mock Test", pending: "Scheduling..." },
  demo_class: { label: "Book Demo Class", pending: "Scheduling..." },
  counseling: { label: "Book Counseling Session", pending: "Scheduling..." },
};

function SlotForm({ setup, lastResult, slots }: { setup: SlotFormSetup; lastResult?: SubmissionResult<string[]>; slots: SlotChoice[] }) {
  const [form, fields] = useAppForm<SlotValues>({ id: `book-${setup.kind}`, lastResult, constraint: setup.constraint, defaultValue: setup.defaultValue });
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-x-4 sm:grid-cols-2" data-testid="booking-form">
      <input type="hidden" name="intent" value={BOOKING_INTENT} />
      {setup.kind === "interview" ? (
        <>
          <OptionSelect field={fields.interviewType} label="Interview type" placeholder="Select interview type" options={INTERVIEW_TYPES} />
          <TextField field={fields.university} label="University" placeholder="e.g. University of Toronto" />
          <TextField field={fields.intake} label="Intake" placeholder="e.g. Fall 2027" />
        </>
      ) : null}
      {setup.kind === "speaking" ? (
        <OptionSelect field={fields.proficiencyLevel} label="Your English level" placeholder="Select your level" options={PROFICIENCY_LEVELS} />
      ) : null}
      {setup.kind === "demo_class" ? <OptionSelect field={fields.courseName} label="Course" placeholder="Select a course" options={DEMO_COURSES} /> : null}
      {setup.kind === "counseling" ? (
        <>
          <OptionSelect field={fields.country} label="Country" placeholder="Select a country" options={COUNSELING_COUNTRIES} />
          <OptionSelect field={fields.courseLevel} label="Course level" placeholder="Select a level" options={COURSE_LEVELS} />
          <TextField field={fields.courseName} label="Course name (optional)" />
          <TextField field={fields.universityName} label="University name (optional)" />
        </>
      ) : null}
      <SlotPicker window={setup.window} calendar={setup.calendar} day={setup.day} zoneLabel={setup.zoneLabel} slots={slots} date={fields.date} timeSlot={fields.timeSlot} />
      <FormFooter errors={form.errors} errorId={form.errorId} pendingText={SLOT_SUBMIT[setup.kind].pending}>
        {SLOT_SUBMIT[setup.kind].label}
      </FormFooter>
    </Form>
  );
}

type SopValues = { intent: string; package: string; university: string; program: string; deadline: string; message: string; document: File };

function SopForm({ setup, lastResult }: { setup: SopFormSetup; lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useAppForm<SopValues>({ id: "book-sop", lastResult, constraint: setup.constraint, defaultValue: setup.defaultValue });
  const chosen = fields.package.initialValue;
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="grid gap-x-4 sm:grid-cols-2" data-testid="booking-form">
      <input type="hidden" name="intent" value={BOOKING_INTENT} />
      <fieldset className="sm:col-span-2" aria-describedby={fields.package.errors?.length ? `${fields.package.id}-error` : undefined}>
        <legend className="mb-2 text-sm font-medium text-gray-700">Package</legend>
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
                  {option.name} · {option.available ? option.price : "not available now"}
                </span>
                <span className="block text-gray-600">{option.summary}</span>
              </span>
            </label>
          ))}
        </div>
        <p id={`${fields.package.id}-error`} className="min-h-5 pt-1 text-sm text-red-600" aria-live="polite">
          {fields.package.errors?.[0]}
        </p>
      </fieldset>
      <TextField field={fields.university} label="University" />
      <TextField field={fields.program} label="Program" />
      <Field label="Application deadline" id={fields.deadline.id} errors={fields.deadline.errors} hint={`Up to ${setup.window.months} months ahead. Apply at least 2 weeks before it.`}>
        {(control) => <Input {...getInputProps(fields.deadline, { type: "date", ariaAttributes: false })} {...control} min={setup.window.min} max={setup.window.max} />}
      </Field>
      <Field label="Draft or CV (optional)" id={fields.document.id} errors={fields.document.errors} hint={`${describeAccepted("document")}, up to 5 MB.`}>
        {(control) => <Input {...getInputProps(fields.document, { type: "file", ariaAttributes: false })} {...control} accept={acceptAttribute("document")} />}
      </Field>
      <Field label="Message (optional)" id={fields.message.id} errors={fields.message.errors} className="sm:col-span-2">
        {(control) => <Textarea {...getTextareaProps(fields.message, { ariaAttributes: false })} {...control} rows={4} placeholder="Anything your writer should know" />}
      </Field>
      <FormFooter errors={form.errors} errorId={form.errorId} pendingText="Submitting...">
        Submit Application
      </FormFooter>
    </Form>
  );
}

/**
 * A dollar amount on a fixed step. The number input is the form field and works without JavaScript; once hydrated, a
 * slider beside it moves the same value.
 */
function AmountField({ field, label, range }: { field: FieldMetadata<number>; label: string; range: { min: number; max: number; step: number; default: number } }) {
  const hydrated = useHydrated();
  const [value, setValue] = useState(() => Number(field.initialValue ?? range.default));
  const inputProps = getInputProps(field, { type: "number", ariaAttributes: false });
  return (
    <Field label={label} id={field.id} errors={field.errors} hint={`${formatWholeDollars(range.min)} to ${formatWholeDollars(range.max)} in steps of ${formatWholeDollars(range.step)}.`}>
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
              {Number.isFinite(value) ? formatWholeDollars(value) : ""}
            </output>
          </div>
          {hydrated ? (
            <input
              type="range"
              aria-label={`${label} slider`}
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
  const [form, fields] = useAppForm<LoanValues>({ id: "book-loan", lastResult, constraint: setup.constraint, defaultValue: setup.defaultValue });
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="grid gap-x-4 sm:grid-cols-2" data-testid="booking-form">
      <input type="hidden" name="intent" value={BOOKING_INTENT} />
      <TextField field={fields.university} label="University" />
      <TextField field={fields.course} label="Course" />
      <AmountField field={fields.loanAmount} label="Loan amount (USD)" range={LOAN_AMOUNT} />
      <AmountField field={fields.collateralValue} label="Collateral value (USD)" range={COLLATERAL_VALUE} />
      <OptionSelect field={fields.collateralType} label="Collateral type" placeholder="Select collateral type" options={COLLATERAL_TYPES} />
      <OptionSelect field={fields.preferredBank} label="Preferred bank (optional)" placeholder="No preference" options={PARTNER_BANKS} />
      <Field
        label="Supporting document (optional)"
        id={fields.documents.id}
        errors={fields.documents.errors}
        hint={`Admission letter, transcripts or collateral papers: ${describeAccepted("loanDocument")}, up to 5 MB.`}
        className="sm:col-span-2"
      >
        {(control) => <Input {...getInputProps(fields.documents, { type: "file", ariaAttributes: false })} {...control} accept={acceptAttribute("loanDocument")} />}
      </Field>
      <FormFooter errors={form.errors} errorId={form.errorId} pendingText="Submitting...">
        Submit Application
      </FormFooter>
    </Form>
  );
}
