import * as z from "zod";
import { ROLES } from "~/domain/roles";
import { instant } from "./resources";

/*
 * The student's conversation as `/api/me/messages` answers it (app/features/api/message-json.server.ts builds it).
 */

export const messageAttachmentResource = z
  .object({
    id: z.int(),
    name: z.string().meta({ description: "The file's name as it was sent.", examples: ["passport.pdf"] }),
    content_type: z.string().meta({ description: "The type its bytes were found to be, which the download is sent as.", examples: ["application/pdf"] }),
    size_bytes: z.int().min(1),
    url: z.string().meta({ description: "Where the reader downloads it with their token.", examples: ["/api/me/messages/attachments/12"] }),
  })
  .meta({ id: "MessageAttachment" });

export const messageSenderResource = z
  .object({
    name: z.string().nullable().meta({ description: "Null once their account is gone." }),
    role: z.enum(ROLES).nullable().meta({ description: "Their account's role; null once their account is gone." }),
    is_student: z.boolean().meta({ description: "Whether the student wrote it; otherwise the consultancy's staff did." }),
  })
  .meta({ id: "MessageSender", examples: [{ name: "Kiran Counsellor", role: "counsellor", is_student: false }] });

export const messageResource = z
  .object({
    id: z.int(),
    body: z.string(),
    sent_at: instant,
    sender: messageSenderResource,
    attachments: z.array(messageAttachmentResource),
    read: z.boolean().meta({
      description: "Whether the side it was written to has had it on screen: staff for the student's messages (the page's \"Seen\"), the student for staff's.",
    }),
  })
  .meta({ id: "Message" });
