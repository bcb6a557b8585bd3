import { useRouteLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import type { loader as rootLoader } from "~/root";
import { DEFAULT_GENERAL_SETTINGS } from "~/content/site";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

export function PublicShell({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const settings = root?.settings ?? DEFAULT_GENERAL_SETTINGS;
  return (
    <div className="flex min-h-screen flex-col bg-white">
      <SiteHeader user={root?.user ?? null} siteName={settings.siteName} />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter settings={settings} />
    </div>
  );
}
