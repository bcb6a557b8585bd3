import { db } from "~/utils/db.server";
import { notifyStaff } from "./staff-notification.server";

/** Stores a visitor's message and passes it to the staff: in the admin and by mail to the office, Reply-To the sender. */
export function createContactMessage(input: { name: string; email: string; phone?: string | null; subject: string; message: string }) {
  return db.$transaction(async (tx) => {
    const message = await tx.contactMessage.create({
      data: { ...input, email: input.email.toLowerCase(), phone: input.phone || null },
      select: { id: true, email: true },
    });
    await notifyStaff(
      { title: `Contact message: ${input.subject}`, body: `${input.name} (${message.email}) wrote: ${input.message}`.slice(0, 500), link: "/admin" },
      {
        client: tx,
        mail: {
          details: [["From", `${input.name} <${message.email}>`], ["Phone", input.phone || "Not given"], ["Subject", input.subject], ["Message", input.message]],
          replyTo: message.email,
        },
      },
    );
    return { id: message.id };
  });
}
