import type { SubmissionResult } from "@conform-to/react";
import { data } from "@remix-run/node";
import { createFormErrorToastHeaders } from "./toast.server";

export const CHECK_THE_FORM = "Please check the form for errors.";

type Replyable = { reply(options?: { formErrors?: string[]; fieldErrors?: Record<string, string[]> }): SubmissionResult<string[]> };

/**
 * A catalogue form sent back with its errors: each under its field, the spec's "Validation Error" toast with
 * JavaScript, and the same words above the button for everyone.
 */
export async function invalidForm(request: Request, submission: Replyable, fieldErrors?: Record<string, string[]>) {
  const headers = await createFormErrorToastHeaders(request, { type: "error", title: "Validation Error", description: CHECK_THE_FORM });
  return data({ result: submission.reply({ formErrors: [CHECK_THE_FORM], fieldErrors }) }, { status: 400, headers: headers ?? undefined });
}

/** A route param that must be a record id; anything else is treated as an unknown record. */
export function readId(value: string | undefined) {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 && String(id) === value ? id : null;
}

/** The ids of a bulk form or URL (`ids=1&ids=2`); null when any of them is not an id. */
export function readIds(values: Array<FormDataEntryValue>) {
  const ids = values.map((value) => (typeof value === "string" ? readId(value.trim()) : null));
  return ids.every((id): id is number => id !== null) ? [...new Set(ids)] : null;
}
