import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { SessionListPage, sessionListHeading } from "~/components/booking/session-list-page";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { BOOKING_LIST_PATHS } from "~/domain/booking";
import { loadSessionList } from "~/features/booking/session-views.server";
import { seoMeta } from "~/utils/meta";
import { kindAt, kindOfRequest } from "./kind-at";

/** The student's four session lists (`/student/<kind>-applications`, mounted by ./mounts.js). */

export const meta: MetaFunction = ({ location, matches }) =>
  seoMeta(sessionListHeading(kindAt(location.pathname, BOOKING_LIST_PATHS)), "Your sessions, their status and what you can do next.", matches);

export function loader({ request }: LoaderFunctionArgs) {
  return loadSessionList(request, kindOfRequest(request, BOOKING_LIST_PATHS));
}

/** Keyed by the kind, so going from one list to another starts the page afresh, as another module would. */
export default function SessionListRoute() {
  const data = useLoaderData<typeof loader>();
  return <SessionListPage key={data.type} {...data} />;
}

export const ErrorBoundary = GeneralErrorBoundary;
