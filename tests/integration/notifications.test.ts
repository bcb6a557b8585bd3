import { describe, expect, test } from "vitest";
import { countUnreadNotifications } from "~/models/notification.server";
import { action, loader } from "~/routes/student.notifications";
import { db } from "~/utils/db.server";
import { callRoute, expectRedirect } from "../support/routes";
import { signedInUser } from "../support/users";

const student = (name: string) => signedInUser("student", name);
const post = (cookie: string, form: Record<string, string>) => callRoute(action, "/student/notifications", { cookie, form });

describe("student notifications", () => {
  test("lists only the student's own notifications, newest first, with the unread ones marked", async () => {
    const asha = await student("Asha");
    const ravi = await student("Ravi");
    await db.notification.create({ data: { userId: asha.user.id, title: "Older", body: "b", createdAt: new Date("2026-11-01T00:00:00Z") } });
    await db.notification.create({ data: { userId: asha.user.id, title: "Newer", body: "b", readAt: new Date() } });
    await db.notification.create({ data: { userId: ravi.user.id, title: "Ravi's", body: "b" } });

    const { body } = await callRoute(loader, "/student/notifications", { cookie: asha.cookie });
    const rows = (body as { rows: Array<{ title: string; unread: boolean }> }).rows;
    expect(rows.map((row) => [row.title, row.unread])).toEqual([
      ["Newer", false],
      ["Older", true],
    ]);
  });

  test("opening a notification marks it read and follows its same-site link only", async () => {
    const asha = await student("Asha");
    const note = await db.notification.create({ data: { userId: asha.user.id, title: "Approved", body: "b", link: "/student/interview-applications" } });
    expectRedirect(await post(asha.cookie, { intent: "open", id: String(note.id), link: "/student/interview-applications" }), "/student/interview-applications");
    expect(await countUnreadNotifications(asha.user.id)).toBe(0);

    const other = await db.notification.create({ data: { userId: asha.user.id, title: "x", body: "b" } });
    expectRedirect(await post(asha.cookie, { intent: "open", id: String(other.id), link: "https://evil.example/" }), "/student/notifications");
  });

  test("another student's notification id changes nothing; Mark all as read reads only one's own", async () => {
    const asha = await student("Asha");
    const ravi = await student("Ravi");
    const ravisNote = await db.notification.create({ data: { userId: ravi.user.id, title: "Ravi's", body: "b" } });
    await db.notification.create({ data: { userId: asha.user.id, title: "Asha's", body: "b" } });

    await post(asha.cookie, { intent: "open", id: String(ravisNote.id), link: "/student" });
    expect(await countUnreadNotifications(ravi.user.id)).toBe(1);

    await post(asha.cookie, { intent: "read-all" });
    expect(await countUnreadNotifications(asha.user.id)).toBe(0);
    expect(await countUnreadNotifications(ravi.user.id)).toBe(1);
  });

  test("a visitor is sent to log in", async () => {
    expectRedirect(await callRoute(loader, "/student/notifications"), "/login?redirectTo=%2Fstudent%2Fnotifications");
  });
});
