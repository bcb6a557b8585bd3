import { Outlet } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { PublicShell } from "~/components/layout/public-shell";

/** Log in, register and password reset: the site's header and footer around one centred card. */
export default function AuthLayout() {
  return (
    <PublicShell>
      <div className="flex justify-center bg-gray-50 px-4 py-12 sm:py-16">
        <div className="w-full max-w-md rounded-xl bg-white p-6 shadow-sm ring-1 ring-gray-200 sm:p-8">
          <Outlet />
        </div>
      </div>
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
