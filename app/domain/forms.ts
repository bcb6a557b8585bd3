import type { useForm } from "@conform-to/react";

/** Messages per field name, as zod, conform and the API's 422 answers carry them. */
export type FieldErrors = Record<string, string[]>;

/**
 * An empty map of field errors without a prototype: a field named by the request (a filter called `constructor`,
 * `toString` or `__proto__`) is then a key like any other, never a property every object inherits.
 */
export function emptyFieldErrors(): FieldErrors {
  return Object.create(null) as FieldErrors;
}

/** Adds one message to a field's list, whatever the field is called. */
export function addFieldError(errors: FieldErrors, field: string, message: string) {
  if (!Object.hasOwn(errors, field)) errors[field] = [];
  errors[field].push(message);
}

/** The native constraints a loader derives from a server schema (`getZodConstraint`) and hands to its form. */
export type Constraint = NonNullable<Parameters<typeof useForm>[0]["constraint"]>;
