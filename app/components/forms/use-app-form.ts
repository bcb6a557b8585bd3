import { parse, useForm, type SubmissionResult } from "@conform-to/react";
import { useRef } from "react";
import type { Constraint } from "~/domain/forms";

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function isControl(element: Element): element is Control {
  return element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement;
}

const CONSTRAINTS = ["valueMissing", "typeMismatch", "patternMismatch", "tooLong", "tooShort", "rangeUnderflow", "rangeOverflow", "stepMismatch", "badInput"] as const;

type Failing = Map<string, Set<(typeof CONSTRAINTS)[number]>>;

/** The native constraints (from the loader's `getZodConstraint`) that each named control fails right now. */
function failingConstraints(form: HTMLFormElement): Failing {
  const failing: Failing = new Map();
  for (const element of Array.from(form.elements)) {
    if (!isControl(element) || !element.name || element.disabled) continue;
    const flags = failing.get(element.name) ?? new Set();
    for (const constraint of CONSTRAINTS) if (element.validity[constraint]) flags.add(constraint);
    failing.set(element.name, flags);
  }
  return failing;
}

/**
 * Every message a field shows is the server's, in the site's words: the browser's own ("Please select an item in the
 * list.") never show, nothing turns red before the first submit, and no schema ships to the client.
 * - A submit always goes to the server (`error: null` defers to it), which answers with `submission.reply()`; the
 *   constraints each field failed at that moment are noted.
 * - Typing into a field re-checks it against its native constraints: the server's message stays while the field
 *   still fails a constraint it failed when submitted, and goes as soon as it does not (a rule only the server knows,
 *   such as a taken e-mail, goes on the first change). Other fields keep their messages; the next submit re-checks all.
 */
function validateAgainstLastSubmit<Values>(form: HTMLFormElement, formData: FormData, submitted: { current: Failing }) {
  return parse<Values, string[]>(formData, {
    resolve(_payload, intent) {
      const now = failingConstraints(form);
      if (!intent) {
        submitted.current = now;
        return { error: null };
      }
      const edited = intent.type === "validate" ? intent.payload.name : undefined;
      // null keeps a field's current message (and adds none); a field left out loses its message.
      const error: Record<string, null> = { "": null };
      for (const [name, flags] of now) {
        const stillFailing = Array.from(flags).some((flag) => submitted.current.get(name)?.has(flag));
        if (name !== edited || stillFailing) error[name] = null;
      }
      return { error };
    },
  });
}

/**
 * Every form is configured the same way: the server's zod schema on submit, re-checked against the native
 * constraints while a field is corrected, and nothing of the schema shipped to the client (decision 001, schemas in
 * server modules).
 */
export function useAppForm<Values extends Record<string, unknown>>({
  id,
  lastResult,
  constraint,
  defaultValue,
}: {
  id: string;
  lastResult?: SubmissionResult<string[]> | null;
  constraint?: Constraint;
  defaultValue?: Partial<Values>;
}) {
  const submitted = useRef<Failing>(new Map());
  return useForm<Values>({
    id,
    lastResult: lastResult ?? undefined,
    constraint,
    defaultValue: defaultValue as never,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ form, formData }) => validateAgainstLastSubmit<Values>(form, formData, submitted),
  });
}
