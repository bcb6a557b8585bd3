import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { NotificationsPage } from "~/components/notifications/notification-list";
import { answerNotificationAction, loadNotificationsPage } from "~/features/notifications/notifications.server";
import { seoMeta } from "~/utils/meta";
import { requireStaffMember } from "~/auth/session.server";

export const meta: MetaFunction = ({ matches }) => seoMeta("Notifications", "New applications, inquiries, messages, payments and mail that failed.", matches);

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireStaffMember(request);
  return loadNotificationsPage(request, admin.id, "/admin/notifications");
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireStaffMember(request);
  return answerNotificationAction(request, admin.id, "/admin/notifications");
}

export default function AdminNotificationsPage() {
  const { rows, meta, query } = useLoaderData<typeof loader>();
  return (
    <NotificationsPage
      rows={rows}
      meta={meta}
      query={query}
      emptyHint="You will hear here when an application, inquiry, message or payment arrives, or when a mail fails."
    />
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
