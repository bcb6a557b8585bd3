import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { notFoundMeta } from "~/utils/meta";
import { notFound } from "~/utils/route-params.server";

export const meta: MetaFunction = ({ matches }) => notFoundMeta(matches);

// The layout's guard has run: only a signed-in student reaches this, and the 404 keeps the area's shell around it.
export async function loader({ request }: LoaderFunctionArgs) {
  console.warn(`404 Not Found: ${new URL(request.url).pathname}`);
  throw notFound();
}

// Never rendered (the loader always throws), but a default export makes this a page rather than a resource route.
export default function NotFound() {
  return null;
}

export const ErrorBoundary = GeneralErrorBoundary;
