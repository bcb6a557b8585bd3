import * as z from "zod";
import { DEFAULT_GENERAL_SETTINGS } from "~/content/site";
import { db } from "~/utils/db.server";

export const generalSettingsSchema = z.object({
  siteName: z.string().trim().min(1).max(120),
  contactEmail: z.email().max(254),
  supportEmail: z.email().max(254),
  contactPhone: z.string().trim().min(3).max(40),
  secondaryPhone: z.string().trim().max(40),
  officeAddress: z.string().trim().min(3).max(300),
});

export type GeneralSettings = z.infer<typeof generalSettingsSchema>;

/** Stored values over the defaults: a group saved before a field existed still gets that field's default. */
export async function getGeneralSettings(): Promise<GeneralSettings> {
  const row = await db.setting.findUnique({ where: { key: "general" }, select: { value: true } });
  if (!row) return DEFAULT_GENERAL_SETTINGS;
  const parsed = generalSettingsSchema.partial().safeParse(JSON.parse(row.value));
  return { ...DEFAULT_GENERAL_SETTINGS, ...(parsed.success ? parsed.data : {}) };
}

export async function saveGeneralSettings(settings: GeneralSettings) {
  const value = JSON.stringify(generalSettingsSchema.parse(settings));
  await db.setting.upsert({ where: { key: "general" }, create: { key: "general", value }, update: { value } });
}
