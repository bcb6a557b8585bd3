import { describe, expect, test } from "vitest";
import { countUnreadNotifications } from "~/models/notification.server";
import { loader as rootLoader } from "~/root";
import { loader as dashboardLoader } from "~/routes/admin._index";
import * as adminNotifications from "~/routes/admin.notifications";
import { action, loader } from "~/routes/student.notifications";
import { db } from "~/utils/db.server";
import { callRoute, expectRedirect } from "../support/routes";
import { signedInUser } from "../support/users";

const student = (name: string) => signedInUser("student", name);
const post = (cookie: string, form: Record<string, string>) => callRoute(action, "/student/notifications", { cookie, form });

describe("student notifications", () => {
  test("the bell of every signed-in page counts the account's own unread notifications, read with its session", async () => {
    const asha = await student("Asha");
    const ravi = await student("Ravi");
    await db.notification.create({ data: { userId: asha.user.id, title: "Unread", body: "b" } });
    await db.notification.create({ data: { userId: asha.user.id, title: "Also unread", body: "b" } });
    await db.notification.create({ data: { userId: asha.user.id, title: "Read", body: "b", readAt: new Date() } });
    await db.notification.create({ data: { userId: ravi.user.id, title: "Ravi's", body: "b" } });
    const bell = async (cookie?: string) => ((await callRoute(rootLoader, "/student", { cookie })).body as { unreadNotifications: number }).unreadNotifications;
    expect(await bell(asha.cookie)).toBe(2);
    expect(await bell(ravi.cookie)).toBe(1);
    expect(await bell()).toBe(0);
  });

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

  test("Mark as read reads one notification and stays on the page", async () => {
    const asha = await student("Asha");
    const first = await db.notification.create({ data: { userId: asha.user.id, title: "First", body: "b", link: "/student" } });
    await db.notification.create({ data: { userId: asha.user.id, title: "Second", body: "b" } });
    expectRedirect(await callRoute(action, "/student/notifications?page=1", { cookie: asha.cookie, form: { intent: "read", id: String(first.id) } }), "/student/notifications?page=1");
    expect((await db.notification.findUniqueOrThrow({ where: { id: first.id } })).readAt).not.toBeNull();
    expect(await countUnreadNotifications(asha.user.id)).toBe(1);
  });

  test("a visitor is sent to log in", async () => {
    expectRedirect(await callRoute(loader, "/student/notifications"), "/login?redirectTo=%2Fstudent%2Fnotifications");
  });
});

describe("admin notifications", () => {
  const admin = (name: string) => signedInUser("admin", name);
  const postAdmin = (cookie: string, form: Record<string, string>) => callRoute(adminNotifications.action, "/admin/notifications", { cookie, form });

  test("lists only the admin's own notifications, newest first, with their links and the unread ones marked", async () => {
    const asha = await admin("Asha Admin");
    const bikash = await admin("Bikash Admin");
    await db.notification.create({ data: { userId: asha.user.id, title: "New SOP application", body: "b", link: "/admin/sop-applications/1", createdAt: new Date("2026-11-01T00:00:00Z") } });
    await db.notification.create({ data: { userId: asha.user.id, title: "A mail could not be delivered", body: "b", link: "/admin/mail/1", readAt: new Date() } });
    await db.notification.create({ data: { userId: bikash.user.id, title: "Bikash's", body: "b" } });

    const { body } = await callRoute(adminNotifications.loader, "/admin/notifications", { cookie: asha.cookie });
    const rows = (body as { rows: Array<{ title: string; link: string | null; unread: boolean }> }).rows;
    expect(rows.map((row) => [row.title, row.link, row.unread])).toEqual([
      ["A mail could not be delivered", "/admin/mail/1", false],
      ["New SOP application", "/admin/sop-applications/1", true],
    ]);
  });

  test("Open reads one and follows its link; Mark all as read reads only the admin's own", async () => {
    const asha = await admin("Asha Admin");
    const bikash = await admin("Bikash Admin");
    const note = await db.notification.create({ data: { userId: asha.user.id, title: "New inquiry", body: "b", link: "/admin/mail/7" } });
    await db.notification.create({ data: { userId: asha.user.id, title: "Payment received", body: "b" } });
    await db.notification.create({ data: { userId: bikash.user.id, title: "Bikash's", body: "b" } });

    expectRedirect(await postAdmin(asha.cookie, { intent: "open", id: String(note.id), link: "/admin/mail/7" }), "/admin/mail/7");
    expect(await countUnreadNotifications(asha.user.id)).toBe(1);

    expectRedirect(await postAdmin(asha.cookie, { intent: "read-all" }), "/admin/notifications");
    expect(await countUnreadNotifications(asha.user.id)).toBe(0);
    expect(await countUnreadNotifications(bikash.user.id)).toBe(1);
  });

  test("the dashboard's Recent Notifications are the admin's own, with time, link and unread marker", async () => {
    const asha = await admin("Asha Admin");
    const bikash = await admin("Bikash Admin");
    await db.notification.create({ data: { userId: asha.user.id, title: "New contact message", body: "From Priya", link: "/admin", createdAt: new Date("2026-11-01T00:00:00Z") } });
    await db.notification.create({ data: { userId: bikash.user.id, title: "Bikash's", body: "b" } });

    const { body } = await callRoute(dashboardLoader, "/admin", { cookie: asha.cookie });
    const { notifications } = body as { notifications: Array<Record<string, unknown>> };
    expect(notifications).toEqual([
      { id: expect.any(Number), title: "New contact message", body: "From Priya", link: "/admin", unread: true, at: "Nov 1, 2026, 05:45 AM" },
    ]);
  });
});
