import * as z from "zod";
import { emailField, honeypotField, phoneField, requiredText } from "~/utils/form-fields.server";

export const contactSchema = z.object({
  name: requiredText("Name", 100),
  email: emailField(),
  phone: phoneField().optional(),
  subject: requiredText("Subject", 150),
  message: requiredText("Message", 5000, { lines: "many" }).refine((value) => value.length >= 10, "Message must be at least 10 characters"),
  website: honeypotField,
});
