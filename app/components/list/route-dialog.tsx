import { Link, useLocation, useNavigate, useOutlet } from "@remix-run/react";
import type { ReactNode } from "react";
import { GeneralErrorBoundary, statusText, type ErrorText } from "~/components/error-boundary";
import { buttonClass } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { useFocusReturnOnUnmount } from "~/components/ui/focus-return";
import { useHydrated } from "~/components/ui/use-hydrated";
import { useT } from "~/i18n/i18n";

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
  const t = useT();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  useFocusReturnOnUnmount();
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
        {t("common.list.backToList")}
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

/**
 * A link back to the list, which also closes the dialog: the Cancel of a dialog's form, or the Close of a dialog that
 * only shows something. Drawn as the kit's secondary button, focus ring included.
 */
export function CancelLink({ to, label }: { to: string; label?: string }) {
  const t = useT();
  return (
    <Link to={to} preventScrollReset className={buttonClass({ variant: "secondary" })}>
      {label ?? t("common.cancel")}
    </Link>
  );
}

/**
 * The error boundary of a dialog route, in the dialog itself: a thrown response gets its status page's text, an
 * unexpected failure the list's fallback message (`message`); closing goes back to the list it was opened from.
 */
export function DialogRouteError({ listPath, message }: { listPath: string; message: string }) {
  const t = useT();
  const { search } = useLocation();
  const closeTo = `${listPath}${search}`;
  const inDialog = (text: ErrorText) => (
    <RouteDialog title={text.title} closeTo={closeTo}>
      <p role="alert" className="text-sm text-gray-700">
        {text.message}
      </p>
      <div className="mt-6 flex justify-end">
        <CancelLink to={closeTo} label={t("common.close")} />
      </div>
    </RouteDialog>
  );
  return <GeneralErrorBoundary defaultStatusHandler={({ error }) => inDialog(statusText(error))} unexpectedErrorHandler={() => inDialog({ title: t("common.list.errorTitle"), message })} />;
}
