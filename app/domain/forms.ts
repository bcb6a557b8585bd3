import type { useForm } from "@conform-to/react";

/** Messages per field name, as zod, conform and the API's 422 answers carry them. */
export type FieldErrors = Record<string, string[]>;

/** The native constraints a loader derives from a server schema (`getZodConstraint`) and hands to its form. */
export type Constraint = NonNullable<Parameters<typeof useForm>[0]["constraint"]>;
