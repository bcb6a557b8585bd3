import { Outlet } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { PublicShell } from "~/components/layout/public-shell";

export default function PublicLayout() {
  return (
    <PublicShell>
      <Outlet />
    </PublicShell>
  );
}

/** An error in a page without a boundary of its own: the status page inside the site's header and footer. */
export function ErrorBoundary() {
  return (
    <PublicShell>
      <GeneralErrorBoundary />
    </PublicShell>
  );
}
