import type { LoaderFunctionArgs } from "@remix-run/node";
import { readMediaVariant } from "~/models/media.server";
import { notFound } from "~/utils/route-params.server";

/**
 * GET /media/<uuid>-<width>.webp|jpg: one variant of an image of the media library, public like the pages that show
 * it. A variant never changes under its name (a new upload is a new name), so every cache may keep it for a year.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const variant = await readMediaVariant(params.file ?? "");
  if (!variant) throw notFound();
  const headers = new Headers({
    "Content-Type": variant.mime,
    "Cache-Control": "public, max-age=31536000, immutable",
    "X-Content-Type-Options": "nosniff",
  });
  if (variant.size !== null) headers.set("Content-Length", String(variant.size));
  return new Response(variant.body, { headers });
}
