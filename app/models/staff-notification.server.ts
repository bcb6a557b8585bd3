import type { NoticeContent } from "~/domain/mail";
import { db, type Tx } from "~/utils/db.server";
import { enqueueMail } from "./mail.server";
import { getSettings } from "./settings.server";

export type StaffNotice = { title: string; body: string; link: string };

/**
 * Tells the staff something arrived: an in-app notification for every admin and, with `mail`, a message to the
 * consultancy's contact address from the General settings (Reply-To the person who wrote, when there is one).
 */
export async function notifyStaff(
  notice: StaffNotice,
  { client = db, mail }: { client?: Tx | typeof db; mail?: { details?: NoticeContent["details"]; replyTo?: string | null } } = {},
) {
  const admins = await client.user.findMany({ where: { role: "admin" }, select: { id: true } });
  if (admins.length > 0) await client.notification.createMany({ data: admins.map((admin) => ({ userId: admin.id, ...notice })) });
  if (!mail) return;
  const site = await getSettings("general", client);
  await enqueueMail(client, {
    to: site.contactEmail,
    category: "staff",
    subject: notice.title,
    replyTo: mail.replyTo ?? null,
    content: {
      template: "notice",
      heading: notice.title,
      paragraphs: [notice.body],
      details: mail.details,
      action: { label: "Open in the admin", path: notice.link },
    },
  });
}
