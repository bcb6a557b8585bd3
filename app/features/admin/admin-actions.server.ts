import { parseWithZod } from "@conform-to/zod/v4";
import type { $ZodType, output } from "zod/v4/core";
import type { FieldErrors } from "~/domain/forms";
import { ActionNotAllowedError, AdminRecordNotFoundError } from "~/models/admin-change.server";
import { VALIDATION_ERROR, replyWithErrors, type FormReply } from "~/utils/form-reply.server";
import { notFound, readId } from "~/utils/route-params.server";
import { redirectWithToast } from "~/utils/toast.server";

type Outcome = { title: string; description: string };

/** A form's success: its toast, and where it goes when that depends on the change (a new record's page). */
type FormOutcome = Outcome & { to?: string };

/**
 * Runs one admin action and goes back to `closeTo` with its toast: the success's own title, or a clear error when
 * the record's state does not offer the action (nothing was changed) or the record is gone.
 */
export async function runAdminAction(closeTo: string, work: () => Promise<Outcome>) {
  let outcome: Outcome;
  try {
    outcome = await work();
  } catch (error) {
    return refusalToast(closeTo, error);
  }
  return redirectWithToast(closeTo, { type: "success", ...outcome });
}

/** The toast of an action the record's state does not offer, or of a record that is gone; any other error goes on. */
function refusalToast(closeTo: string, error: unknown) {
  if (error instanceof ActionNotAllowedError) return redirectWithToast(closeTo, { type: "error", title: "Action not allowed", description: error.message });
  if (error instanceof AdminRecordNotFoundError) return redirectWithToast(closeTo, { type: "error", title: "Not found", description: error.message });
  throw error;
}

type ErrorClass = abstract new (...args: never[]) => Error;

/** The answer to a submission the intent does not accept, for the intent's form; see `replyWithErrors`. */
type Reply<Intent extends string | undefined, Key extends string, Extra extends object> = Awaited<ReturnType<typeof replyWithErrors<Intent, Key, Extra>>>;

export type AdminIntent<Schema extends $ZodType, Intent extends string | undefined, Key extends string, Extra extends object> = {
  /** The form's schema. */
  schema: Schema;
  /** Where the answer goes: back to the list or the record, with the toast. */
  closeTo: string;
  /** The form's intent, on a page of several forms: the reply carries it, so only that form shows its errors. */
  intent?: Intent;
  /** How invalid input is answered: the admin forms' "Validation Error" (`VALIDATION_ERROR`) unless the form says otherwise. */
  invalid?: Omit<FormReply<Intent, Key, Extra>, "intent">;
  /** Errors of the posted form that its schema cannot see (an upload's): they make it invalid like the schema's. */
  fieldErrors?: FieldErrors;
  /** The model's errors that mean the record to act on is not there: the answer is a 404. */
  notFound?: readonly ErrorClass[];
  /** The model's refusals the form shows (a field error, a 409): the reply, or undefined to let the error through. */
  refuse?: (
    error: unknown,
    reply: (options?: Omit<FormReply<Intent, Key, Extra>, "intent">) => Promise<Reply<Intent, Key, Extra>>,
    value: output<Schema>,
  ) => Promise<Reply<Intent, Key, Extra> | undefined> | undefined;
  /** The change itself, with the parsed values; its outcome is the success toast (and where it goes, if not `closeTo`). */
  run: (value: output<Schema>) => Promise<FormOutcome>;
};

/**
 * The one way an admin form's intent is answered: the posted form parsed with its schema; invalid input answered by
 * `replyWithErrors` (status 400, what was typed and its errors, the fetcher-only toast, the intent); then the change,
 * answered as `runAdminAction` answers (a redirect with its toast, or the refusal toast of a state that does not
 * offer it), except that a record named in `notFound` is a 404 and a refusal the route's `refuse` answers is shown
 * in the form (these come first, so a route may show a refusal in its form that would otherwise be a toast).
 */
export async function handleAdminIntent<Schema extends $ZodType, Intent extends string | undefined = undefined, Key extends string = "result", Extra extends object = object>(
  request: Request,
  formData: FormData,
  { schema, closeTo, intent, invalid, fieldErrors, notFound: missing = [], refuse, run }: AdminIntent<Schema, Intent, Key, Extra>,
) {
  const submission = parseWithZod(formData, { schema });
  const reply = (options: Omit<FormReply<Intent, Key, Extra>, "intent"> = {}) => replyWithErrors<Intent, Key, Extra>(request, submission, { ...options, intent });
  if (submission.status !== "success" || fieldErrors) {
    const answer: Omit<FormReply<Intent, Key, Extra>, "intent"> = invalid ?? VALIDATION_ERROR;
    return reply({ ...answer, fieldErrors: { ...answer.fieldErrors, ...fieldErrors } });
  }
  const value = submission.value;
  let outcome: FormOutcome;
  try {
    outcome = await run(value);
  } catch (error) {
    if (missing.some((type) => error instanceof type)) throw notFound();
    const refused = await refuse?.(error, reply, value);
    if (refused) return refused;
    return refusalToast(closeTo, error);
  }
  const { to = closeTo, ...toast } = outcome;
  return redirectWithToast(to, { type: "success", ...toast });
}

/** The refusal toast for an action the record's state does not offer, before anything was tried. */
export function refuseAdminAction(closeTo: string, description: string) {
  return redirectWithToast(closeTo, { type: "error", title: "Action not allowed", description });
}

/** The record id a row's form posted (`id`), or null. */
export function postedId(form: FormData) {
  const value = form.get("id");
  return typeof value === "string" ? readId(value) : null;
}
