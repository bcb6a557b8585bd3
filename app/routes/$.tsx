import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { PublicShell } from "~/components/layout/public-shell";
import { notFoundMeta } from "~/utils/meta";
import { notFound } from "~/utils/route-params.server";

export const meta: MetaFunction = ({ matches }) => notFoundMeta(matches);

export async function loader({ request }: LoaderFunctionArgs) {
  const { pathname } = new URL(request.url);
  console.warn(`404 Not Found: ${pathname}`);
  throw notFound();
}

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
