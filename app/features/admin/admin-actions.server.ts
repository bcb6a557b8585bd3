import { ActionNotAllowedError, AdminRecordNotFoundError } from "~/models/admin-change.server";
import { readId } from "~/utils/route-params.server";
import { redirectWithToast } from "~/utils/toast.server";

type Outcome = { title: string; description: string };

/**
 * Runs one admin action and goes back to `closeTo` with its toast: the success's own title, or a clear error when
 * the record's state does not offer the action (nothing was changed) or the record is gone.
 */
export async function runAdminAction(closeTo: string, work: () => Promise<Outcome>) {
  try {
    const outcome = await work();
    return await redirectWithToast(closeTo, { type: "success", ...outcome });
  } catch (error) {
    if (error instanceof ActionNotAllowedError) return redirectWithToast(closeTo, { type: "error", title: "Action not allowed", description: error.message });
    if (error instanceof AdminRecordNotFoundError) return redirectWithToast(closeTo, { type: "error", title: "Not found", description: error.message });
    throw error;
  }
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
