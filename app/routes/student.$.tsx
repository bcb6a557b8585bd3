import type { MetaFunction } from "@remix-run/node";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { notFoundMeta } from "~/utils/meta";
import { unknownAddress } from "~/utils/route-params.server";

export const meta: MetaFunction = ({ matches }) => notFoundMeta(matches);

// The layout's guard has run: only a signed-in student reaches this, and the 404 keeps the area's shell around it.
export const loader = unknownAddress;

// Never rendered (the loader always throws), but a default export makes this a page rather than a resource route.
export default function NotFound() {
  return null;
}

export const ErrorBoundary = GeneralErrorBoundary;
