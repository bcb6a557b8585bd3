import { forwardRef, useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from "react";
import { cn } from "~/components/ui/cn";

export type Errors = string[] | null | undefined;

const controlClass = (invalid: boolean) =>
  cn(
    "block w-full rounded-md border bg-white px-3 py-2 text-sm text-gray-900 shadow-sm placeholder:text-gray-500",
    "focus:outline-hidden focus:ring-2 disabled:bg-gray-100",
    invalid ? "border-red-500 focus:border-red-600 focus:ring-red-600" : "border-gray-300 focus:border-brand-600 focus:ring-brand-600",
  );

export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function Input({ className, ...props }, ref) {
  return <input ref={ref} className={cn(controlClass(props["aria-invalid"] === true || props["aria-invalid"] === "true"), className)} {...props} />;
});

export const Textarea = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>(function Textarea({ className, ...props }, ref) {
  return <textarea ref={ref} className={cn(controlClass(props["aria-invalid"] === true || props["aria-invalid"] === "true"), className)} {...props} />;
});

export const Select = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement>>(function Select({ className, ...props }, ref) {
  return <select ref={ref} className={cn(controlClass(props["aria-invalid"] === true || props["aria-invalid"] === "true"), className)} {...props} />;
});

/** The error line keeps its height when empty, so that a message appearing never moves the button under a click. */
export function ErrorLine({ id, errors }: { id?: string; errors?: Errors }) {
  return (
    <p id={id} className="min-h-5 pt-1 text-sm text-red-600" aria-live="polite">
      {errors?.[0] ?? null}
    </p>
  );
}

type ControlIds = { id: string; "aria-invalid": boolean | undefined; "aria-describedby": string | undefined };

/**
 * Label, control, hint and first error message, wired for assistive technology. The control is rendered by
 * `children` with the ids it needs, so any input, select or widget fits.
 */
export function Field({
  label,
  hint,
  errors,
  id: givenId,
  className,
  children,
}: {
  label: ReactNode;
  hint?: ReactNode;
  errors?: Errors;
  id?: string;
  className?: string;
  children: (control: ControlIds) => ReactNode;
}) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const errorId = `${id}-error`;
  const hintId = hint ? `${id}-hint` : undefined;
  const invalid = Boolean(errors?.length);
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-gray-700">
        {label}
      </label>
      {children({
        id,
        "aria-invalid": invalid || undefined,
        "aria-describedby": cn(invalid && errorId, hintId) || undefined,
      })}
      {hint ? (
        <p id={hintId} className="pt-1 text-xs text-gray-500">
          {hint}
        </p>
      ) : null}
      <ErrorLine id={errorId} errors={errors} />
    </div>
  );
}

export function Checkbox({
  label,
  errors,
  id: givenId,
  ...props
}: InputHTMLAttributes<HTMLInputElement> & { label: ReactNode; errors?: Errors }) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const invalid = Boolean(errors?.length);
  return (
    <div>
      <div className="flex items-start gap-2">
        <input
          id={id}
          type="checkbox"
          className="mt-0.5 h-4 w-4 rounded border-gray-300 text-brand-600 focus:ring-brand-500"
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          {...props}
        />
        <label htmlFor={id} className="text-sm text-gray-700">
          {label}
        </label>
      </div>
      <ErrorLine id={`${id}-error`} errors={errors} />
    </div>
  );
}

/** A form-level error (e.g. wrong credentials), shown in the red box above the submit button. */
export function FormError({ errors, id }: { errors?: Errors; id?: string }) {
  if (!errors?.length) return null;
  return (
    <div id={id} role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-700">
      {errors[0]}
    </div>
  );
}
