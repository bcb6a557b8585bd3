import { describe, expect, test } from "vitest";
import { countUnreadNotifications } from "~/models/notification.server";
import { createUser } from "~/models/user.server";
import { action, loader } from "~/routes/student.notifications";
import { db } from "~/utils/db.server";
import { formRequest, getRequest, sessionCookie, unwrap } from "../support/requests";

const args = (request: Request) => ({ request, params: {}, context: {} });

async function student(name: string) {
  const user = await createUser({ name, email: `${name.toLowerCase()}-${Math.random()}@example.com`, password: "password123" });
  return { user, cookie: await sessionCookie(user.id) };
}

describe("student notifications", () => {
  test("lists only the student's own notifications, newest first, with the unread ones marked", async () => {
    const asha = await student("Asha");
    const ravi = await student("Ravi");
    await db.notification.create({ data: { userId: asha.user.id, title: "Older", body: "b", createdAt: new Date("2026-11-01T00:00:00Z") } });
    await db.notification.create({ data: { userId: asha.user.id, title: "Newer", body: "b", readAt: new Date() } });
    await db.notification.create({ data: { userId: ravi.user.id, title: "Ravi's", body: "b" } });

    const { body } = await unwrap(await loader(args(getRequest("/student/notifications", asha.cookie))));
    const rows = (body as { rows: Array<{ title: string; unread: boolean }> }).rows;
    expect(rows.map((row) => [row.title, row.unread])).toEqual([
      ["Newer", false],
      ["Older", true],
    ]);
  });

  test("opening a notification marks it read and follows its same-site link only", async () => {
    const asha = await student("Asha");
    const note = await db.notification.create({ data: { userId: asha.user.id, title: "Approved", body: "b", link: "/student/interview-applications" } });
    const response = await action(args(formRequest("/student/notifications", { intent: "open", id: String(note.id), link: "/student/interview-applications" }, asha.cookie)));
    expect(response.headers.get("Location")).toBe("/student/interview-applications");
    expect(await countUnreadNotifications(asha.user.id)).toBe(0);

    const other = await db.notification.create({ data: { userId: asha.user.id, title: "x", body: "b" } });
    const offsite = await action(args(formRequest("/student/notifications", { intent: "open", id: String(other.id), link: "https://evil.example/" }, asha.cookie)));
    expect(offsite.headers.get("Location")).toBe("/student/notifications");
  });

  test("another student's notification id changes nothing; Mark all as read reads only one's own", async () => {
    const asha = await student("Asha");
    const ravi = await student("Ravi");
    const ravisNote = await db.notification.create({ data: { userId: ravi.user.id, title: "Ravi's", body: "b" } });
    await db.notification.create({ data: { userId: asha.user.id, title: "Asha's", body: "b" } });

    await action(args(formRequest("/student/notifications", { intent: "open", id: String(ravisNote.id), link: "/student" }, asha.cookie)));
    expect(await countUnreadNotifications(ravi.user.id)).toBe(1);

    await action(args(formRequest("/student/notifications", { intent: "read-all" }, asha.cookie)));
    expect(await countUnreadNotifications(asha.user.id)).toBe(0);
    expect(await countUnreadNotifications(ravi.user.id)).toBe(1);
  });

  test("a visitor is sent to log in", async () => {
    await expect(loader(args(getRequest("/student/notifications")))).rejects.toMatchObject({ status: 302 });
  });
});
