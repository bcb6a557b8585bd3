import { redirect } from "@remix-run/node";
import { NOTIFICATION_LIST } from "~/domain/student-lists";
import { createFormatter } from "~/i18n/format";
import { getLocale } from "~/i18n/locale.server";
import { DEFAULT_LOCALE, type Locale } from "~/i18n/locales";
import { listNotifications, markNotificationsRead } from "~/models/notification.server";
import { getEnv } from "~/utils/env.server";
import { readFormData, safeRedirect } from "~/utils/http.server";
import { dispatchIntent } from "~/utils/intent.server";
import { readListPage, redirectPastLastPage } from "~/utils/list-query.server";
import { readId } from "~/utils/route-params.server";
import { notificationTextIn } from "./notification-text.server";

/**
 * The notifications page of both areas (/student/notifications and /admin/notifications): one loader, one action.
 * The routes only add their area's guard; the admin dashboard's "Recent Notifications" posts here too.
 */

export type NotificationRow = { id: number; title: string; body: string; link: string | null; unread: boolean; at: string };

type StoredNotification = { id: number; title: string; body: string; link: string | null; readAt: Date | null; createdAt: Date };

/** A notification as a list in `locale` shows it: its text in that language, unread or not, its time in the consultancy's zone. */
function notificationRowIn(locale: Locale, row: StoredNotification): NotificationRow {
  return {
    id: row.id,
    title: notificationTextIn(locale, row.title),
    body: notificationTextIn(locale, row.body),
    link: row.link,
    unread: row.readAt === null,
    at: createFormatter(locale).dateTime(row.createdAt, getEnv().APP_TIME_ZONE),
  };
}

/** A notification as the admin dashboard lists it (in English, as the admin area is). */
export function notificationRow(row: StoredNotification): NotificationRow {
  return notificationRowIn(DEFAULT_LOCALE, row);
}

/** One page of the user's notifications at `listPath`, in the list state of its URL. */
export async function loadNotificationsPage(request: Request, userId: number, listPath: string) {
  const { query } = readListPage(request, NOTIFICATION_LIST, listPath);
  const { rows, meta } = await listNotifications(userId, query);
  redirectPastLastPage(request, listPath, meta);
  const locale = await getLocale(request);
  return { rows: rows.map((row) => notificationRowIn(locale, row)), meta, query };
}

/**
 * `open`: reads one notification and follows its link (same-site paths only, else back to `listPath`); `read`: reads
 * one and stays; `read-all` reads them all. Another user's id changes nothing.
 */
export async function answerNotificationAction(request: Request, userId: number, listPath: string) {
  const formData = await readFormData(request);
  const id = readId(String(formData.get("id")));
  const url = new URL(request.url);
  const stay = () => redirect(url.pathname + url.search);
  return dispatchIntent(formData, {
    open: async () => {
      if (id !== null) await markNotificationsRead(userId, id);
      return redirect(safeRedirect(formData.get("link"), listPath));
    },
    read: async () => {
      if (id !== null) await markNotificationsRead(userId, id);
      return stay();
    },
    "read-all": async () => {
      await markNotificationsRead(userId);
      return stay();
    },
  });
}
