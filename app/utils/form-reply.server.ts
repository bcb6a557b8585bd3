import type { SubmissionResult } from "@conform-to/react";
import { data } from "@remix-run/node";
import type { FieldErrors } from "~/domain/forms";
import { translateServerMessage } from "~/i18n/catalogs.server";
import { getLocale } from "~/i18n/locale.server";
import type { Locale } from "~/i18n/locales";
import { combineHeaders } from "./http.server";
import { createFormErrorToastHeaders, type Toast } from "./toast.server";

type ReplyOptions = { formErrors?: string[]; fieldErrors?: FieldErrors; hideFields?: string[] };

/** A conform submission, parsed or not: all an answer needs is its `reply`. */
export type Replyable = { reply(options?: ReplyOptions): SubmissionResult<string[]> };

export const CHECK_THE_FORM = "Please check the form for errors.";

/** The admin forms' answer to invalid input: the "Validation Error" toast and the same words above the button. */
export const VALIDATION_ERROR = {
  formErrors: [CHECK_THE_FORM],
  toast: { type: "error", title: "Validation Error", description: CHECK_THE_FORM },
} as const satisfies Pick<FormReply, "formErrors" | "toast">;

export type FormReply<Intent extends string | undefined = string | undefined, Key extends string = "result", Extra extends object = object> = ReplyOptions & {
  /** Which form of the page answers, when a page has several; its component shows the result only under that intent. */
  intent?: Intent;
  /** 400 for invalid input; 409 for a valid submission the data refused, 429 when rate limited, 500 when storing failed. */
  status?: number;
  /** Shown only when the form was submitted with JavaScript (fetch): a native post renders its errors in the page. */
  toast?: Toast;
  headers?: HeadersInit | null;
  /** The key of the result in the answer (`result` unless the page's component reads another). */
  key?: Key;
  /** More data for the page, e.g. the slots still open after a conflict. */
  extra?: Extra;
};

/** The errors of a reply in the reader's language: schemas and models raise them in English, which the JSON API keeps. */
function errorsIn(locale: Locale, result: SubmissionResult<string[]>): SubmissionResult<string[]> {
  if (!result.error) return result;
  const error = Object.fromEntries(Object.entries(result.error).map(([name, messages]) => [name, messages?.map((message) => translateServerMessage(locale, message)) ?? null]));
  return { ...result, error };
}

/**
 * The one answer to a submission that is not accepted: the form comes back with what was typed and its errors
 * (`submission.reply()`, in the reader's language), under the form's intent, with the status and a fetcher-only toast
 * (which the root translates when it shows it).
 */
export async function replyWithErrors<Intent extends string | undefined = undefined, Key extends string = "result", Extra extends object = object>(
  request: Request,
  submission: Replyable,
  { intent, status = 400, toast, headers, key, extra, ...reply }: FormReply<Intent, Key, Extra> = {},
) {
  const toastHeaders = toast ? await createFormErrorToastHeaders(request, toast) : null;
  const result = errorsIn(await getLocale(request), submission.reply({ formErrors: reply.formErrors, fieldErrors: reply.fieldErrors, hideFields: reply.hideFields }));
  const body = { ...extra, ...(intent === undefined ? {} : { intent }), [key ?? "result"]: result } as Extra & { intent: Intent } & Record<Key, SubmissionResult<string[]>>;
  return data(body, { status, headers: combineHeaders(headers, toastHeaders) });
}
