import type { NotificationQuery } from "~/domain/student-lists";
import { db } from "~/utils/db.server";
import { paginate } from "./paginate.server";

export function countUnreadNotifications(userId: number) {
  return db.notification.count({ where: { userId, readAt: null } });
}

/** One page of the user's notifications, newest first by default. */
export function listNotifications(userId: number, query: Pick<NotificationQuery, "page" | "perPage" | "sortDirection">) {
  return paginate(query, {
    count: () => db.notification.count({ where: { userId } }),
    findMany: (offset) =>
      db.notification.findMany({
        where: { userId },
        orderBy: [{ createdAt: query.sortDirection }, { id: query.sortDirection }],
        ...offset,
        select: { id: true, title: true, body: true, link: true, readAt: true, createdAt: true },
      }),
  });
}

/** Marks the user's notifications read: one, or all when no id is given. Another user's id changes nothing. */
export function markNotificationsRead(userId: number, notificationId?: number) {
  return db.notification.updateMany({
    where: { userId, readAt: null, ...(notificationId ? { id: notificationId } : {}) },
    data: { readAt: new Date() },
  });
}
