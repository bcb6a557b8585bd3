import { Link, useLocation, useNavigate, useOutlet } from "@remix-run/react";
import type { ReactNode } from "react";
import { Dialog } from "~/components/ui/dialog";
import { useHydrated } from "~/utils/use-hydrated";

/**
 * A dialog that is a route of its own (`/admin/services/new`, ...). With JavaScript it opens over its list page and
 * closing it goes back to the list URL it came from; without JavaScript the same content is a plain page.
 */
export function RouteDialog({
  title,
  description,
  closeTo,
  children,
}: {
  title: string;
  description?: ReactNode;
  closeTo: string;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  if (hydrated) {
    return (
      <Dialog open onClose={() => navigate(closeTo, { preventScrollReset: true })} title={title} description={description}>
        {children}
      </Dialog>
    );
  }
  return (
    <section className="mx-auto max-w-lg rounded-lg border border-gray-200 bg-white p-6 shadow-sm">
      <Link to={closeTo} className="text-sm text-brand-700 hover:underline">
        ← Back to the list
      </Link>
      <h1 className="mt-3 text-xl font-semibold text-gray-900">{title}</h1>
      {description ? <div className="mt-1 text-sm text-gray-600">{description}</div> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}

/**
 * A list page whose dialog route is open: before hydration (and always without JavaScript) only the dialog's page
 * shows; once hydrated, the list shows with the dialog over it.
 */
export function useDialogOutlet() {
  const outlet = useOutlet();
  const hydrated = useHydrated();
  return { outlet, standalone: outlet !== null && !hydrated };
}

/** The cancel action of a dialog's form: a link back to the list, which also closes the dialog. */
export function CancelLink({ to }: { to: string }) {
  return (
    <Link to={to} preventScrollReset className="inline-flex items-center justify-center rounded-md px-4 py-2 text-sm font-semibold text-gray-700 ring-1 ring-inset ring-gray-300 hover:bg-gray-50">
      Cancel
    </Link>
  );
}

/**
 * What a dialog route shows when its loader or action fails unexpectedly (the spec's fallback messages), with the
 * way back to the list it was opened from.
 */
export function DialogRouteError({ listPath, message }: { listPath: string; message: string }) {
  const { search } = useLocation();
  return (
    <section role="alert" className="mx-auto mt-4 max-w-lg rounded-lg border border-red-200 bg-red-50 p-6 text-red-800">
      <h2 className="text-lg font-semibold">Error</h2>
      <p className="mt-1 text-sm">{message}</p>
      <Link to={`${listPath}${search}`} className="mt-3 inline-block text-sm font-medium text-red-900 underline">
        Back to the list
      </Link>
    </section>
  );
}
