/**
 * The settings groups and their tab labels. The admin settings page renders these in the browser, so they live
 * here and not in the `.server` model (whose exports are empty in the client bundle); the form's schema stays
 * server-side, in the settings route's folder.
 */
export const SETTINGS_GROUPS = ["general", "payment", "email", "policies"] as const;
export type SettingsGroup = (typeof SETTINGS_GROUPS)[number];

export const SETTINGS_GROUP_LABELS: Record<SettingsGroup, string> = {
  general: "General",
  payment: "Payment",
  email: "Email",
  policies: "Terms & Policies",
};

export function isSettingsGroup(value: unknown): value is SettingsGroup {
  return typeof value === "string" && (SETTINGS_GROUPS as readonly string[]).includes(value);
}

export type GeneralSettings = {
  siteName: string;
  contactEmail: string;
  supportEmail: string;
  contactPhone: string;
  secondaryPhone: string;
  officeAddress: string;
};

export type PaymentSettings = { currency: string; gatewayKeyId: string; webhookSecret: string; enableGateway: boolean; enableOfflinePayment: boolean };

export type EmailSettings = {
  smtpHost: string;
  smtpPort: number;
  smtpUsername: string;
  smtpPassword: string;
  /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  smtpSecure: boolean;
  fromEmail: string;
  fromName: string;
  enableNotifications: boolean;
};

export type PolicySettings = { termsOfService: string; privacyPolicy: string; refundPolicy: string };

export type SettingsValues = { general: GeneralSettings; payment: PaymentSettings; email: EmailSettings; policies: PolicySettings };

/** Fields that are never sent back to the browser; an empty submission keeps the stored value. */
export const SECRET_FIELDS: Partial<Record<SettingsGroup, string[]>> = {
  payment: ["webhookSecret"],
  email: ["smtpPassword"],
};
