import { Link, useRouteLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import type { loader as rootLoader } from "~/root";
import { DEFAULT_GENERAL_SETTINGS } from "~/content/site";
import { useLocalizedPath, useT } from "~/i18n/i18n";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** `lang`: set when the text is in another language than the page's (not yet translated). */
export type Announcement = { text: string; link: string | null; lang?: string };

/** The editors' announcement across the top of every public page; its link is a site path or a full address. */
function AnnouncementBar({ announcement }: { announcement: Announcement }) {
  const t = useT();
  const lp = useLocalizedPath();
  const linkClass = "ml-2 font-semibold underline hover:no-underline";
  return (
    <aside aria-label={t("common.announcement.label")} className="bg-amber-100 px-4 py-2 text-center text-sm text-amber-950">
      <span lang={announcement.lang}>{announcement.text}</span>
      {announcement.link ? (
        announcement.link.startsWith("/") ? (
          <Link to={lp(announcement.link)} className={linkClass}>
            {t("common.announcement.readMore")}
          </Link>
        ) : (
          <a href={announcement.link} className={linkClass} rel="noopener noreferrer">
            {t("common.announcement.readMore")}
          </a>
        )
      ) : null}
    </aside>
  );
}

export function PublicShell({ children, announcement = null }: { children: ReactNode; announcement?: Announcement | null }) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const settings = root?.settings ?? DEFAULT_GENERAL_SETTINGS;
  return (
    <div className="flex min-h-screen flex-col bg-white">
      {announcement ? <AnnouncementBar announcement={announcement} /> : null}
      <SiteHeader user={root?.user ?? null} siteName={settings.siteName} />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter settings={settings} />
    </div>
  );
}
