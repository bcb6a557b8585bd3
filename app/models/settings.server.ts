import * as z from "zod";
import { DEFAULT_EMAIL_SETTINGS, DEFAULT_PAYMENT_SETTINGS, DEFAULT_POLICY_SETTINGS } from "~/content/settings-defaults";
import { DEFAULT_GENERAL_SETTINGS } from "~/content/site";
import type { SettingsGroup } from "~/domain/settings";
import { db } from "~/utils/db.server";

const bool = z.preprocess((value) => value === true || value === "on" || value === "true", z.boolean());

export const settingsSchemas = {
  general: z.object({
    siteName: z.string().trim().min(1, "Site name is required").max(120),
    contactEmail: z.email("Enter a valid e-mail address").max(254),
    supportEmail: z.email("Enter a valid e-mail address").max(254),
    contactPhone: z.string().trim().min(3, "Contact phone is required").max(40),
    secondaryPhone: z.string().trim().max(40).default(""),
    officeAddress: z.string().trim().min(3, "Office address is required").max(300),
  }),
  payment: z.object({
    currency: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{3}$/, "Use a 3-letter ISO currency code, e.g. USD"),
    gatewayKeyId: z.string().trim().max(200).default(""),
    webhookSecret: z.string().max(200).default(""),
    enableGateway: bool,
    enableOfflinePayment: bool,
  }),
  email: z.object({
    smtpHost: z.string().trim().max(255).default(""),
    smtpPort: z.coerce.number().int("Port must be a whole number").min(1, "Port must be between 1 and 65535").max(65535, "Port must be between 1 and 65535"),
    smtpUsername: z.string().trim().max(255).default(""),
    smtpPassword: z.string().max(255).default(""),
    fromEmail: z.email("Enter a valid e-mail address").max(254),
    fromName: z.string().trim().min(1, "From name is required").max(120),
    enableNotifications: bool,
  }),
  policies: z.object({
    termsOfService: z.string().trim().min(1, "Terms of service are required").max(20000),
    privacyPolicy: z.string().trim().min(1, "Privacy policy is required").max(20000),
    refundPolicy: z.string().trim().min(1, "Refund policy is required").max(20000),
  }),
} satisfies Record<SettingsGroup, z.ZodType>;

export type { SettingsGroup };

export type GeneralSettings = z.infer<(typeof settingsSchemas)["general"]>;
export type PaymentSettings = z.infer<(typeof settingsSchemas)["payment"]>;
export type EmailSettings = z.infer<(typeof settingsSchemas)["email"]>;
export type PolicySettings = z.infer<(typeof settingsSchemas)["policies"]>;

type SettingsOf = { general: GeneralSettings; payment: PaymentSettings; email: EmailSettings; policies: PolicySettings };

const DEFAULTS: SettingsOf = {
  general: DEFAULT_GENERAL_SETTINGS,
  payment: DEFAULT_PAYMENT_SETTINGS,
  email: DEFAULT_EMAIL_SETTINGS,
  policies: DEFAULT_POLICY_SETTINGS,
};

/** Fields that are never sent back to the browser; an empty submission keeps the stored value. */
export const SECRET_FIELDS: Partial<Record<SettingsGroup, string[]>> = {
  payment: ["webhookSecret"],
  email: ["smtpPassword"],
};

/** Stored values over the defaults: a group saved before a field existed still gets that field's default. */
export async function getSettings<G extends SettingsGroup>(group: G): Promise<SettingsOf[G]> {
  const row = await db.setting.findUnique({ where: { key: group }, select: { value: true } });
  if (!row) return DEFAULTS[group];
  const parsed = settingsSchemas[group].partial().safeParse(JSON.parse(row.value));
  return { ...DEFAULTS[group], ...(parsed.success ? parsed.data : {}) } as SettingsOf[G];
}

export function getGeneralSettings() {
  return getSettings("general");
}

export async function saveSettings<G extends SettingsGroup>(group: G, values: SettingsOf[G]) {
  const current = await getSettings(group);
  const merged: Record<string, unknown> = { ...values };
  for (const field of SECRET_FIELDS[group] ?? []) {
    if (!merged[field]) merged[field] = (current as Record<string, unknown>)[field];
  }
  const value = JSON.stringify(settingsSchemas[group].parse(merged));
  await db.setting.upsert({ where: { key: group }, create: { key: group, value }, update: { value } });
}
