import type { MetaFunction } from "@remix-run/node";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { PublicShell } from "~/components/layout/public-shell";
import { notFoundMeta } from "~/utils/meta";
import { unknownAddress } from "~/utils/route-params.server";

export const meta: MetaFunction = ({ matches }) => notFoundMeta(matches);

export const loader = unknownAddress;

// Never rendered (the loader always throws), but a default export makes this a page rather than a resource route.
export default function NotFound() {
  return null;
}

/** Every unknown path: the loader answers 404 and the boundary shows the status page in the site's shell. */
export function ErrorBoundary() {
  return (
    <PublicShell>
      <GeneralErrorBoundary />
    </PublicShell>
  );
}
