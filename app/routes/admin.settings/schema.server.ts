import * as z from "zod";
import { checkboxField, plainText } from "~/utils/form-fields.server";
import { CHECKLIST_TEMPLATE_FIELDS, templateProblem, type ChecklistTemplateField } from "~/domain/checklist";
import { DESTINATIONS } from "~/domain/destinations";
import { isHttpsUrl, type SettingsGroup, type SettingsValues } from "~/domain/settings";

const bool = checkboxField();

/** One destination's checklist template: one item a line, `Name | note`; may be empty (that template adds nothing). */
const template = z
  .string()
  .max(30000)
  .default("")
  .transform((text) => text.replace(/\r\n/g, "\n").trim())
  .superRefine((text, context) => {
    const problem = templateProblem(text);
    if (problem) context.addIssue({ code: "custom", message: problem });
  });

const checklistTemplates = z.object(
  Object.fromEntries(DESTINATIONS.map((destination) => [CHECKLIST_TEMPLATE_FIELDS[destination], template])) as Record<ChecklistTemplateField, typeof template>,
);

/** Optional: empty hides the link in the footer. */
const socialUrl = z.string().trim().max(300).default("").refine((value) => value === "" || isHttpsUrl(value), "Enter a full https:// address, or leave it empty");

export const settingsSchemas = {
  general: z.object({
    siteName: plainText(z.string().trim().min(1, "Site name is required").max(120), "Site name"),
    contactEmail: z.email("Enter a valid e-mail address").max(254),
    supportEmail: z.email("Enter a valid e-mail address").max(254),
    contactPhone: plainText(z.string().trim().min(3, "Contact phone is required").max(40), "Contact phone"),
    secondaryPhone: plainText(z.string().trim().max(40).default(""), "Second phone"),
    officeAddress: plainText(z.string().trim().min(3, "Office address is required").max(300), "Office address"),
    facebookUrl: socialUrl,
    instagramUrl: socialUrl,
    linkedinUrl: socialUrl,
    youtubeUrl: socialUrl,
    xUrl: socialUrl,
  }),
  payment: z.object({
    currency: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{3}$/, "Use a 3-letter ISO currency code, e.g. USD"),
    gatewayKeyId: plainText(z.string().trim().max(200).default(""), "Gateway secret key"),
    webhookSecret: plainText(z.string().max(200).default(""), "Webhook secret"),
    enableGateway: bool,
    enableOfflinePayment: bool,
    offlineInstructions: plainText(z.string().trim().max(2000).default(""), "Offline payment instructions", { lines: "many" }),
  }),
  email: z.object({
    smtpHost: plainText(z.string().trim().max(255).default(""), "SMTP host"),
    smtpPort: z.coerce.number().int("Port must be a whole number").min(1, "Port must be between 1 and 65535").max(65535, "Port must be between 1 and 65535"),
    smtpUsername: plainText(z.string().trim().max(255).default(""), "SMTP username"),
    smtpPassword: plainText(z.string().max(255).default(""), "SMTP password"),
    smtpSecure: bool,
    fromEmail: z.email("Enter a valid e-mail address").max(254),
    fromName: plainText(z.string().trim().min(1, "From name is required").max(120), "From name"),
    enableNotifications: bool,
  }),
  checklists: checklistTemplates,
  security: z.object({ requireStaffTwoFactor: bool }),
} satisfies { [G in SettingsGroup]: z.ZodType<SettingsValues[G], unknown> };
