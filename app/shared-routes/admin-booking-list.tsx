import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AdminBookingListPage } from "~/components/admin/booking-list-page";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ADMIN_BOOKING_PAGES } from "~/domain/admin-lists";
import type { ServiceType } from "~/domain/service-types";
import { adminBookingListAction, loadAdminBookingList } from "~/features/admin/admin-bookings.server";
import { seoMeta } from "~/utils/meta";
import { kindAt, kindOfRequest } from "./kind-at";

/** The four admin booking lists (`/admin/<kind>-applications`, mounted by ./mounts.js) and their row actions. */
const ADDRESSES = Object.fromEntries(Object.entries(ADMIN_BOOKING_PAGES).map(([type, page]) => [type, page.path])) as Record<ServiceType, string>;

export const meta: MetaFunction = ({ location, matches }) => {
  const page = ADMIN_BOOKING_PAGES[kindAt(location.pathname, ADDRESSES)];
  return seoMeta(page.heading, page.description, matches);
};

export function loader({ request }: LoaderFunctionArgs) {
  return loadAdminBookingList(request, kindOfRequest(request, ADDRESSES));
}

export function action({ request }: ActionFunctionArgs) {
  return adminBookingListAction(request, kindOfRequest(request, ADDRESSES));
}

/** Keyed by the kind, so going from one list to another starts the page afresh, as another module would. */
export default function AdminBookingListRoute() {
  const data = useLoaderData<typeof loader>();
  return <AdminBookingListPage key={data.type} {...data} />;
}

export const ErrorBoundary = GeneralErrorBoundary;
