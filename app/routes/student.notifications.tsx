import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { NotificationsPage } from "~/components/notifications/notification-list";
import { answerNotificationAction, loadNotificationsPage } from "~/features/notifications/notifications.server";
import { seoMeta } from "~/utils/meta";
import { requireStudent } from "~/auth/session.server";

export const meta: MetaFunction = ({ matches }) => seoMeta("Notifications", "What changed in your applications and sessions.", matches);

export async function loader({ request }: LoaderFunctionArgs) {
  const student = await requireStudent(request);
  return loadNotificationsPage(request, student.id, "/student/notifications");
}

export async function action({ request }: ActionFunctionArgs) {
  const student = await requireStudent(request);
  return answerNotificationAction(request, student.id, "/student/notifications");
}

export default function StudentNotificationsPage() {
  const { rows, meta, query } = useLoaderData<typeof loader>();
  return <NotificationsPage rows={rows} meta={meta} query={query} emptyHint="You will hear here when your applications and sessions change." />;
}

export const ErrorBoundary = GeneralErrorBoundary;
