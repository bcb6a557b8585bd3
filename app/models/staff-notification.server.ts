import { mailAllowed, type NoticeContent } from "~/domain/mail";
import { CONTENT_ROLES } from "~/domain/roles";
import { db, type Prisma, type Tx } from "~/utils/db.server";
import { ACTIVE_STAFF } from "./staff.server";
import { enqueueAllowedMail } from "./mail.server";
import { getSettings } from "./settings.server";

export type StaffNotice = { title: string; body: string; link: string };

/**
 * Who staff news reaches: every active staff member in the app (only the admins, for news about the admin-only areas:
 * payments, refunds, the mail outbox; the admins and editors, for news about the public site's content) and, unless the
 * admin's mail switch is off, the contact address.
 */
export type StaffAudience = { staffIds: number[]; mailTo: string | null };

/**
 * `admins`: news whose link leads to an admin-only page, which a counsellor could not open. `content`: news for the
 * content area (a student's testimonial), which is no case work: the admins and editors, never a counsellor.
 */
export type StaffReach = "staff" | "admins" | "content";

const REACH: Record<StaffReach, Prisma.UserWhereInput> = {
  staff: ACTIVE_STAFF,
  admins: { role: "admin", disabledAt: null },
  content: { role: { in: [...CONTENT_ROLES] }, disabledAt: null },
};

type Client = Tx | typeof db;

/** The staff audience; `mail: false` skips the settings that only a mail needs. */
export async function readStaffAudience({ client = db, mail = true, reach = "staff" }: { client?: Client; mail?: boolean; reach?: StaffReach } = {}): Promise<StaffAudience> {
  const [staff, site, email] = await Promise.all([
    client.user.findMany({ where: REACH[reach], select: { id: true } }),
    mail ? getSettings("general", client) : null,
    mail ? getSettings("email", client) : null,
  ]);
  const mailGoes = site && email && mailAllowed("staff", { notificationsEnabled: email.enableNotifications, recipient: null });
  return { staffIds: staff.map((member) => member.id), mailTo: mailGoes ? site.contactEmail : null };
}

/**
 * Tells the staff something arrived: an in-app notification for every staff member it reaches and, with `mail`, a message to the
 * consultancy's contact address from the General settings (Reply-To the person who wrote, when there is one). A
 * caller whose transaction should only write passes the `audience` it read before.
 */
export async function notifyStaff(
  notice: StaffNotice,
  {
    client = db,
    mail,
    audience,
    reach,
  }: { client?: Client; mail?: { details?: NoticeContent["details"]; replyTo?: string | null }; audience?: StaffAudience; reach?: StaffReach } = {},
) {
  const { staffIds, mailTo } = audience ?? (await readStaffAudience({ client, mail: Boolean(mail), reach }));
  if (staffIds.length > 0) await client.notification.createMany({ data: staffIds.map((userId) => ({ userId, ...notice })) });
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
