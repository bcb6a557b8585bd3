import * as z from "zod";

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const contactSchema = z.object({
  name: text("Name", 100),
  email: z.email("Enter a valid e-mail address").max(254, "E-mail must be at most 254 characters"),
  phone: z
    .string()
    .trim()
    .max(30, "Phone must be at most 30 characters")
    .regex(/^[+\d][\d\s()-]{5,}$/, "Enter a valid phone number")
    .optional(),
  subject: text("Subject", 150),
  message: text("Message", 5000).refine((value) => value.length >= 10, "Message must be at least 10 characters"),
  // A field people never see: a bot that fills every input gives itself away.
  website: z.string().optional(),
});
