import type { ChecklistSettings } from "./checklist";

/**
 * The settings page's tabs and their labels. The admin settings page renders these in the browser, so they live
 * here and not in the `.server` model (whose exports are empty in the client bundle); the forms' schemas stay
 * server-side, in the settings route's folder. Each tab is a group of settings with its form, except "Terms &
 * Policies": the legal pages are versioned content (decision 116), and the tab lists them with links to their editor.
 */
export const SETTINGS_TABS = ["general", "payment", "email", "policies", "checklists", "security"] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

export const SETTINGS_TAB_LABELS: Record<SettingsTab, string> = {
  general: "General",
  payment: "Payment",
  email: "Email",
  policies: "Terms & Policies",
  checklists: "Checklists",
  security: "Security",
};

export function isSettingsTab(value: unknown): value is SettingsTab {
  return typeof value === "string" && (SETTINGS_TABS as readonly string[]).includes(value);
}

/** The tabs that hold a group of settings, stored as one Setting row each: all but the legal pages' list. */
export type SettingsGroup = Exclude<SettingsTab, "policies">;

export type GeneralSettings = {
  siteName: string;
  contactEmail: string;
  supportEmail: string;
  contactPhone: string;
  secondaryPhone: string;
  officeAddress: string;
  /** Social profiles: each optional (empty), else a full https address; the footer shows the ones that are set. */
  facebookUrl: string;
  instagramUrl: string;
  linkedinUrl: string;
  youtubeUrl: string;
  xUrl: string;
};

export const SOCIAL_FIELDS = [
  { field: "facebookUrl", name: "Facebook" },
  { field: "instagramUrl", name: "Instagram" },
  { field: "linkedinUrl", name: "LinkedIn" },
  { field: "youtubeUrl", name: "YouTube" },
  { field: "xUrl", name: "X" },
] as const satisfies ReadonlyArray<{ field: keyof GeneralSettings; name: string }>;

/** The social links to show: those whose address is set, in the fields' order. */
export function socialLinks(settings: Pick<GeneralSettings, (typeof SOCIAL_FIELDS)[number]["field"]>) {
  return SOCIAL_FIELDS.filter(({ field }) => settings[field]).map(({ field, name }) => ({ name, href: settings[field] }));
}

/** An absolute https address (a social profile must not be plain http, a relative path or a script). */
export function isHttpsUrl(value: string) {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && Boolean(url.hostname);
  } catch {
    return false;
  }
}

export type PaymentSettings = {
  currency: string;
  /** The gateway's secret API key (Stripe's `sk_…`); empty falls back to STRIPE_SECRET_KEY. */
  gatewayKeyId: string;
  /** The secret that signs the gateway's webhooks (`whsec_…`); empty falls back to STRIPE_WEBHOOK_SECRET. */
  webhookSecret: string;
  enableGateway: boolean;
  enableOfflinePayment: boolean;
  /** What a student is told to do to pay offline (bank, account, reference), shown on every unpaid invoice. */
  offlineInstructions: string;
};

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

export type SecuritySettings = {
  /** Admins and counsellors reach every student's documents: a password alone must not open the admin area. */
  requireStaffTwoFactor: boolean;
};

export type SettingsValues = {
  general: GeneralSettings;
  payment: PaymentSettings;
  email: EmailSettings;
  /** The document checklist's template of each destination, one item a line (see `parseTemplateLines`). */
  checklists: ChecklistSettings;
  security: SecuritySettings;
};

/**
 * Fields that are stored encrypted and never sent back to the browser (the page only learns whether one is set); an
 * empty submission keeps the stored value.
 */
export const SECRET_FIELDS: Partial<Record<SettingsGroup, string[]>> = {
  payment: ["gatewayKeyId", "webhookSecret"],
  email: ["smtpPassword"],
};
