import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { SessionListPage, sessionListHeading } from "~/components/booking/session-list-page";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { seoMeta } from "~/utils/meta";
import { loadSessionList } from "~/features/booking/session-views.server";

export const meta: MetaFunction = ({ matches }) => seoMeta(sessionListHeading("interview"), "Your sessions, their status and what you can do next.", matches);

export function loader({ request }: LoaderFunctionArgs) {
  return loadSessionList(request, "interview");
}

export default function InterviewApplicationsPage() {
  const data = useLoaderData<typeof loader>();
  return <SessionListPage {...data} />;
}

export const ErrorBoundary = GeneralErrorBoundary;
