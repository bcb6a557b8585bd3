import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AdminBookingListPage } from "~/components/admin/booking-list-page";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ADMIN_BOOKING_PAGES } from "~/domain/admin-lists";
import { adminBookingListAction, loadAdminBookingList } from "~/features/admin/admin-bookings.server";
import { seoMeta } from "~/utils/meta";

const TYPE = "counseling";

export const meta: MetaFunction = ({ matches }) => seoMeta(ADMIN_BOOKING_PAGES[TYPE].heading, ADMIN_BOOKING_PAGES[TYPE].description, matches);

export function loader({ request }: LoaderFunctionArgs) {
  return loadAdminBookingList(request, TYPE);
}

export function action({ request }: ActionFunctionArgs) {
  return adminBookingListAction(request, TYPE);
}

export default function FreeCounselingApplicationsPage() {
  return <AdminBookingListPage {...useLoaderData<typeof loader>()} />;
}

export const ErrorBoundary = GeneralErrorBoundary;
