import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BookingRejectDialog } from "~/components/admin/booking-reject-dialog";
import { DialogRouteError } from "~/components/list/route-dialog";
import { ADMIN_BOOKING_PAGES } from "~/domain/admin-lists";
import { confirmBookingRejection, loadBookingRejection } from "~/features/admin/admin-bookings.server";
import { seoMeta } from "~/utils/meta";

const TYPE = "speaking";

export const meta: MetaFunction = ({ matches }) => seoMeta("Reject Application", `Confirm that a ${ADMIN_BOOKING_PAGES[TYPE].noun} is turned down.`, matches);

export function loader({ request, params }: LoaderFunctionArgs) {
  return loadBookingRejection(request, params, TYPE);
}

export function action({ request, params }: ActionFunctionArgs) {
  return confirmBookingRejection(request, params, TYPE);
}

export default function RejectConfirmation() {
  return <BookingRejectDialog {...useLoaderData<typeof loader>()} />;
}

export function ErrorBoundary() {
  return <DialogRouteError listPath={ADMIN_BOOKING_PAGES[TYPE].path} message="Failed to load the application." />;
}
