import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { ListPage } from "~/components/list/list-page";
import { SubmitButton } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import type { PageMeta } from "~/domain/pagination";
import { NOTIFICATION_LIST, type NotificationQuery } from "~/domain/student-lists";
import type { NotificationRow } from "~/features/notifications/notifications.server";
import { useT } from "~/i18n/i18n";

/*
 * The notifications of the signed-in user, student or admin. Every control is a POST form to the notifications
 * route's action (`features/notifications`), so reading one works without JavaScript: "Open" reads it and follows its
 * link, "Mark as read" reads it and stays, "Mark all as read" reads them all.
 */

const linkButton = "text-sm font-medium text-brand-700 hover:underline";

function UnreadDot({ unread }: { unread: boolean }) {
  const t = useT();
  return unread ? (
    <>
      <span aria-hidden="true" className="mr-2 inline-block h-2 w-2 shrink-0 rounded-full bg-brand-600 align-middle" />
      <span className="sr-only">{t("student.notifications.unreadPrefix")}</span>
    </>
  ) : null;
}

/** One form posting a notification's id under `intent` to `action` (the current route when left out). */
function NotificationForm({
  row,
  intent,
  action,
  className,
  label,
  children,
}: {
  row: NotificationRow;
  intent: "open" | "read";
  action?: string;
  className: string;
  /** The button's name when its text alone would not say which notification it is for. */
  label?: string;
  children: ReactNode;
}) {
  return (
    <Form method="post" action={action}>
      <input type="hidden" name="id" value={row.id} />
      {intent === "open" && row.link ? <input type="hidden" name="link" value={row.link} /> : null}
      <button type="submit" name="intent" value={intent} className={className} aria-label={label}>
        {children}
      </button>
    </Form>
  );
}

function NotificationItem({ row }: { row: NotificationRow }) {
  const t = useT();
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <div className="min-w-0 flex-1">
        <p className={cn("break-words", row.unread ? "font-semibold text-gray-900" : "text-gray-700")}>
          <UnreadDot unread={row.unread} />
          {row.title}
        </p>
        <p className="break-words text-sm text-gray-600">{row.body}</p>
        <p className="text-xs text-gray-500">{row.at}</p>
      </div>
      <div className="flex flex-wrap items-center gap-4">
        {row.unread ? (
          <NotificationForm row={row} intent="read" className={linkButton} label={t("student.notifications.markAsReadLabel", { title: row.title })}>
            {t("student.notifications.markAsRead")}
          </NotificationForm>
        ) : null}
        {row.link ? (
          <NotificationForm row={row} intent="open" className={linkButton} label={t("student.notifications.openLabel", { title: row.title })}>
            {t("student.notifications.open")}
          </NotificationForm>
        ) : null}
      </div>
    </div>
  );
}

/** The whole notifications page, a list of cards: heading, "Mark all as read" while one is unread, the list and its pages. */
export function NotificationsPage({
  rows,
  meta,
  query,
  emptyHint,
}: {
  rows: NotificationRow[];
  meta: PageMeta;
  query: Pick<NotificationQuery, "search" | "perPage" | "filters">;
  emptyHint: string;
}) {
  const t = useT();
  const unread = rows.some((row) => row.unread);
  return (
    <ListPage
      title={t("student.notifications.title")}
      actions={
        unread ? (
          <Form method="post">
            <SubmitButton name="intent" value="read-all" variant="secondary" pendingText={t("student.notifications.marking")}>
              {t("student.notifications.markAllAsRead")}
            </SubmitButton>
          </Form>
        ) : null
      }
      spec={NOTIFICATION_LIST}
      query={query}
      rows={rows}
      meta={meta}
      empty={{ title: t("student.notifications.emptyTitle"), hint: emptyHint }}
      cards={{ label: t("student.notifications.title"), testId: (row) => `notification-${row.id}`, render: (row) => <NotificationItem row={row} /> }}
    />
  );
}

/**
 * The latest few, for a dashboard: each title opens its record through `action` (the notifications route), which
 * reads it on the way.
 */
export function RecentNotifications({ rows, action }: { rows: NotificationRow[]; action: string }) {
  return (
    <ul className="space-y-3">
      {rows.map((row) => (
        <li key={row.id} className="text-sm" data-testid={`recent-notification-${row.id}`}>
          <div className={cn("break-words", row.unread ? "font-semibold text-gray-900" : "text-gray-800")}>
            {row.link ? (
              <NotificationForm row={row} intent="open" action={action} className="text-left text-brand-700 hover:underline">
                <UnreadDot unread={row.unread} />
                {row.title}
              </NotificationForm>
            ) : (
              <p>
                <UnreadDot unread={row.unread} />
                {row.title}
              </p>
            )}
          </div>
          <p className="break-words text-gray-600">{row.body}</p>
          <p className="text-xs text-gray-500">{row.at}</p>
        </li>
      ))}
    </ul>
  );
}
