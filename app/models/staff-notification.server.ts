import { mailAllowed, type NoticeContent } from "~/domain/mail";
import { db, type Tx } from "~/utils/db.server";
import { enqueueAllowedMail } from "./mail.server";
import { getSettings } from "./settings.server";

export type StaffNotice = { title: string; body: string; link: string };

/** Who staff news reaches: every admin in the app and, unless the admin's mail switch is off, the contact address. */
export type StaffAudience = { adminIds: number[]; mailTo: string | null };

type Client = Tx | typeof db;

/** The staff audience; `mail: false` skips the settings that only a mail needs. */
export async function readStaffAudience({ client = db, mail = true }: { client?: Client; mail?: boolean } = {}): Promise<StaffAudience> {
  const [admins, site, email] = await Promise.all([
    client.user.findMany({ where: { role: "admin" }, select: { id: true } }),
    mail ? getSettings("general", client) : null,
    mail ? getSettings("email", client) : null,
  ]);
  const mailGoes = site && email && mailAllowed("staff", { notificationsEnabled: email.enableNotifications, recipient: null });
  return { adminIds: admins.map((admin) => admin.id), mailTo: mailGoes ? site.contactEmail : null };
}

/**
 * Tells the staff something arrived: an in-app notification for every admin and, with `mail`, a message to the
 * consultancy's contact address from the General settings (Reply-To the person who wrote, when there is one). A
 * caller whose transaction should only write passes the `audience` it read before.
 */
export async function notifyStaff(
  notice: StaffNotice,
  {
    client = db,
    mail,
    audience,
  }: { client?: Client; mail?: { details?: NoticeContent["details"]; replyTo?: string | null }; audience?: StaffAudience } = {},
) {
  const { adminIds, mailTo } = audience ?? (await readStaffAudience({ client, mail: Boolean(mail) }));
  if (adminIds.length > 0) await client.notification.createMany({ data: adminIds.map((userId) => ({ userId, ...notice })) });
  if (!mail || !mailTo) return;
  await enqueueAllowedMail(client, {
    to: mailTo,
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
