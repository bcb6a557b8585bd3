import { db } from "~/utils/db.server";
import { paginate } from "./paginate.server";

export function countUnreadNotifications(userId: number) {
  return db.notification.count({ where: { userId, readAt: null } });
}

export function listNotifications({ userId, page, perPage }: { userId: number; page: number; perPage: number }) {
  return paginate({ page, perPage }, {
    count: () => db.notification.count({ where: { userId } }),
    findMany: (offset) =>
      db.notification.findMany({
        where: { userId },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
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
