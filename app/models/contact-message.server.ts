import { db } from "~/utils/db.server";

export function createContactMessage(input: { name: string; email: string; phone?: string | null; subject: string; message: string }) {
  return db.contactMessage.create({
    data: { ...input, email: input.email.toLowerCase(), phone: input.phone || null },
    select: { id: true },
  });
}
