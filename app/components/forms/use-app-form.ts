import { parse, useForm, type SubmissionResult } from "@conform-to/react";

type Constraint = Parameters<typeof useForm>[0] extends infer O ? (O extends { constraint?: infer C } ? C : never) : never;

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function isControl(element: Element): element is Control {
  return element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement;
}

/**
 * In the browser, a form is checked against the native constraints that the loader derived from the server's
 * schema (required, min, max, maxLength, pattern, type). Without this, conform would send the whole form to the
 * server on every blur to validate it (files included); now only a real submit reaches the server, whose zod
 * schema has the last word and whose messages arrive as `lastResult`.
 */
function validateNatively<Values>(form: HTMLFormElement, formData: FormData) {
  return parse<Values, string[]>(formData, {
    resolve() {
      const error: Record<string, string[]> = {};
      for (const element of Array.from(form.elements)) {
        if (isControl(element) && element.name && !element.disabled && !element.validity.valid) {
          (error[element.name] ??= []).push(element.validationMessage);
        }
      }
      // The browser never needs the parsed value: the server parses the real submission.
      return Object.keys(error).length > 0 ? { error } : { value: {} as Values };
    },
  });
}

/**
 * Every form is configured the same way: native constraints on blur in the browser, the server's zod schema on
 * submit, and nothing of the schema shipped to the client. See README, decisions: "Schemas live in *.server.ts".
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
  return useForm<Values>({
    id,
    lastResult: lastResult ?? undefined,
    constraint,
    defaultValue: defaultValue as never,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ form, formData }) => validateNatively<Values>(form, formData),
  });
}
