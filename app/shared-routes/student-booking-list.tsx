import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { StudentBookingListPage } from "~/components/booking/student-booking-list-page";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { BOOKING_LIST_PATHS } from "~/domain/booking";
import { loadStudentBookingList } from "~/features/booking/booking-views.server";
import { seoMeta } from "~/utils/meta";
import { kindOfRequest } from "./kind-at";

/** The student's four booking lists (`/student/<kind>-applications`, mounted by ./mounts.js). */

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => (data ? seoMeta(data.seo.title, data.seo.description, matches) : []);

export function loader({ request }: LoaderFunctionArgs) {
  return loadStudentBookingList(request, kindOfRequest(request, BOOKING_LIST_PATHS));
}

/** Keyed by the kind, so going from one list to another starts the page afresh, as another module would. */
export default function StudentBookingListRoute() {
  const data = useLoaderData<typeof loader>();
  return <StudentBookingListPage key={data.type} {...data} />;
}

export const ErrorBoundary = GeneralErrorBoundary;
