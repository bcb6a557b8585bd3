import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { NotificationsPage } from "~/components/notifications/notification-list";
import { answerNotificationAction, loadNotificationsPage } from "~/features/notifications/notifications.server";
import { translator } from "~/i18n/catalogs.server";
import { useT } from "~/i18n/i18n";
import { getLocale } from "~/i18n/locale.server";
import { seoMeta } from "~/utils/meta";
import { requireStudent } from "~/auth/session.server";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => (data ? seoMeta(data.seo.title, data.seo.description, matches) : []);

export async function loader({ request }: LoaderFunctionArgs) {
  const student = await requireStudent(request);
  const t = translator(await getLocale(request));
  return {
    ...(await loadNotificationsPage(request, student.id, "/student/notifications")),
    seo: { title: t("student.notifications.metaTitle"), description: t("student.notifications.metaDescription") },
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const student = await requireStudent(request);
  return answerNotificationAction(request, student.id, "/student/notifications");
}

export default function StudentNotificationsPage() {
  const { rows, meta, query } = useLoaderData<typeof loader>();
  const t = useT();
  return <NotificationsPage rows={rows} meta={meta} query={query} emptyHint={t("student.notifications.emptyHint")} />;
}

export const ErrorBoundary = GeneralErrorBoundary;
