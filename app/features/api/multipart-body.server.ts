import type * as z from "zod";
import { ApiError, validationError, zodFieldErrors } from "~/utils/api-response.server";
import { parseMultipartForm } from "~/utils/uploads.server";

/**
 * A `multipart/form-data` body (an upload), read by the same parser and limits as the site's upload forms and checked
 * with `schema` as `parseJsonBody` checks JSON. A field sent twice is a list, which a one-value field refuses; the
 * parser's refusals (no form, text that is not UTF-8, a form or a file past the limits) keep their status in the
 * API's error shape.
 */
export async function parseMultipartBody<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S>> {
  if (!(request.headers.get("Content-Type") ?? "").toLowerCase().startsWith("multipart/form-data")) {
    throw new ApiError(400, "The request body must be multipart/form-data.");
  }
  let form: FormData;
  try {
    form = await parseMultipartForm(request);
  } catch (error) {
    if (error instanceof Response) throw new ApiError(error.status, await error.text());
    throw error;
  }
  // fromEntries defines each name as the object's own property, so a field named `__proto__` reaches no prototype
  const fields = Object.fromEntries([...new Set(form.keys())].map((name) => {
    const values = form.getAll(name);
    return [name, values.length === 1 ? values[0] : values];
  }));
  const result = schema.safeParse(fields);
  if (!result.success) throw validationError(zodFieldErrors(result.error));
  return result.data;
}
