import { pageMeta, pageOffset } from "~/domain/pagination";
import { db } from "~/utils/db.server";

export function countUnreadNotifications(userId: number) {
  return db.notification.count({ where: { userId, readAt: null } });
}

export async function listNotifications({ userId, page, perPage }: { userId: number; page: number; perPage: number }) {
  const [total, rows] = await Promise.all([
    db.notification.count({ where: { userId } }),
    db.notification.findMany({
      where: { userId },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      ...pageOffset(page, perPage),
      select: { id: true, title: true, body: true, link: true, readAt: true, createdAt: true },
    }),
  ]);
  return { rows, meta: pageMeta({ total, page, perPage }) };
}

/** Marks the user's notifications read: one, or all when no id is given. Another user's id changes nothing. */
export function markNotificationsRead(userId: number, notificationId?: number) {
  return db.notification.updateMany({
    where: { userId, readAt: null, ...(notificationId ? { id: notificationId } : {}) },
    data: { readAt: new Date() },
  });
}
