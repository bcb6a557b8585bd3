import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { RejectDialog } from "~/components/admin/reject-dialog";
import { DialogRouteError } from "~/components/list/route-dialog";
import { ADMIN_BOOKING_PAGES, LOAN_ADMIN_PATH } from "~/domain/admin-lists";
import type { ServiceType } from "~/domain/service-types";
import { confirmRejection, loadRejection, type RejectKind } from "~/features/admin/admin-rejections.server";
import { seoMeta } from "~/utils/meta";
import { kindAt, kindOfRequest } from "./kind-at";

/**
 * Reject's confirmation below each list that offers it (`<list>/:id/reject`, mounted by ./mounts.js): a session of
 * the list's kind on the four session lists, a loan application on the loan list.
 */
type RejectPage = { list: string; title: string; description: string; failed: string };

const sessionRejection = (type: ServiceType): RejectPage => ({
  list: ADMIN_BOOKING_PAGES[type].path,
  title: "Reject Application",
  description: `Confirm that a ${ADMIN_BOOKING_PAGES[type].noun} is turned down.`,
  failed: "Failed to load the application.",
});

const PAGES: Record<RejectKind, RejectPage> = {
  interview: sessionRejection("interview"),
  speaking: sessionRejection("speaking"),
  demo_class: sessionRejection("demo_class"),
  counseling: sessionRejection("counseling"),
  loan: { list: LOAN_ADMIN_PATH, title: "Reject Loan Application", description: "Confirm that a loan application is turned down.", failed: "Failed to load the loan application." },
};

const ADDRESSES = Object.fromEntries(Object.entries(PAGES).map(([kind, page]) => [kind, page.list])) as Record<RejectKind, string>;

export const meta: MetaFunction = ({ location, matches }) => {
  const page = PAGES[kindAt(location.pathname, ADDRESSES)];
  return seoMeta(page.title, page.description, matches);
};

export function loader({ request, params }: LoaderFunctionArgs) {
  return loadRejection(request, params, kindOfRequest(request, ADDRESSES));
}

export function action({ request, params }: ActionFunctionArgs) {
  return confirmRejection(request, params, kindOfRequest(request, ADDRESSES));
}

export default function RejectConfirmation() {
  return <RejectDialog {...useLoaderData<typeof loader>()} />;
}

export function ErrorBoundary() {
  const page = PAGES[kindAt(useLocation().pathname, ADDRESSES)];
  return <DialogRouteError listPath={page.list} message={page.failed} />;
}
