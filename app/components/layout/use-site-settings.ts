import { useRouteLoaderData } from "@remix-run/react";
import { DEFAULT_GENERAL_SETTINGS } from "~/content/site";
import type { loader as rootLoader } from "~/root";

/** The admin's General settings (site name, e-mails, phones, address) as the root loader read them. */
export function useSiteSettings() {
  return useRouteLoaderData<typeof rootLoader>("root")?.settings ?? DEFAULT_GENERAL_SETTINGS;
}
