import * as z from "zod";
import { emailField, honeypotField, optionalText, phoneField, requiredText } from "~/utils/form-fields.server";

/** The application form of an opening; the CV, a file, is checked apart (its bytes, its size) with the uploads' rules. */
export const jobApplicationSchema = z.object({
  name: requiredText("Name", 100),
  email: emailField(),
  phone: phoneField(),
  coverNote: optionalText("Cover note", 5000, { lines: "many" }),
  website: honeypotField,
});
