import type { LoaderFunctionArgs } from "@remix-run/node";
import { browserCatalogJson } from "~/i18n/catalogs.server";
import { notFound } from "~/utils/route-params.server";

/**
 * GET /i18n/<language>.<area>.<hash>.json: the messages a part of the site renders with in the browser (decision
 * 124). The hash is of the content, so every cache may keep the file for a year; an address of older messages is gone.
 */
export function loader({ params }: LoaderFunctionArgs) {
  const json = browserCatalogJson(params.file ?? "");
  if (json === null) throw notFound();
  return new Response(json, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
