import { useEffect, useState } from "react";
import { LanguageSwitch } from "./language-switch";
import { buttonClass } from "~/components/ui/button";
import { SERVICE_PAGES } from "~/content/services";
import { homePathFor, profilePathFor } from "~/domain/roles";
import { useLocalizedPath, useT } from "~/i18n/i18n";
import { cn } from "~/components/ui/cn";
import { UserMenu, type MenuUser } from "./user-menu";
import { Link, NavLink } from "@remix-run/react";

export const MAIN_NAV = [
  { to: "/", labelKey: "common.nav.home" },
  { to: "/about", labelKey: "common.nav.about" },
  { to: "/contact", labelKey: "common.nav.contact" },
  { to: "/gallery", labelKey: "common.nav.gallery" },
  { to: "/terms", labelKey: "common.nav.terms" },
] as const;

const SHADOW_THRESHOLD_PX = 20;

function useScrolledPast(threshold: number) {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > threshold);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, [threshold]);
  return scrolled;
}

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn("rounded-md px-3 py-2 text-sm font-medium", isActive ? "text-brand-700" : "text-gray-700 hover:text-brand-700");

export function SiteHeader({ user, siteName }: { user: MenuUser | null; siteName: string }) {
  const scrolled = useScrolledPast(SHADOW_THRESHOLD_PX);
  const t = useT();
  const lp = useLocalizedPath();
  return (
    <header
      data-scrolled={scrolled || undefined}
      className={cn("sticky top-0 z-40 border-b border-gray-100 bg-white/95 backdrop-blur transition-shadow", scrolled ? "shadow-md" : "shadow-none")}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link to={lp("/")} className="text-lg font-bold text-brand-700">
          {siteName}
        </Link>

        <nav aria-label={t("common.nav.mainLabel")} className="hidden items-center gap-1 md:flex">
          {MAIN_NAV.map((item) => (
            <NavLink key={item.to} to={lp(item.to)} end={item.to === "/"} className={navLinkClass}>
              {t(item.labelKey)}
            </NavLink>
          ))}
          <details className="relative" data-disclosure data-testid="services-menu">
            <summary className="flex cursor-pointer items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-gray-700 hover:text-brand-700">
              {t("common.nav.services")} <span aria-hidden="true">▾</span>
            </summary>
            <ul className="absolute left-0 z-50 mt-2 w-72 rounded-md bg-white py-2 shadow-lg ring-1 ring-black/5">
              {SERVICE_PAGES.map((service) => (
                <li key={service.slug}>
                  <Link to={lp(service.path)} className="block px-4 py-2 text-sm text-gray-700 hover:bg-brand-50 hover:text-brand-700">
                    {t(service.nameKey)}
                  </Link>
                </li>
              ))}
            </ul>
          </details>
        </nav>

        <LanguageSwitch className="ml-auto mr-1" />
        <div className="hidden items-center gap-2 md:flex">
          {user ? (
            <UserMenu user={user} />
          ) : (
            <>
              <Link to="/login" className={buttonClass({ variant: "ghost" })}>
                {t("common.nav.login")}
              </Link>
              <Link to="/register" className={buttonClass()}>
                {t("common.nav.register")}
              </Link>
            </>
          )}
        </div>

        <details className="md:hidden" data-disclosure data-testid="mobile-menu">
          <summary className="cursor-pointer rounded-md p-2 text-gray-700 hover:bg-gray-100" aria-label={t("common.nav.openMenu")}>
            <svg viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
              <path d="M4 6h16M4 12h16M4 18h16" />
            </svg>
          </summary>
          <nav aria-label={t("common.nav.mobileLabel")} className="absolute inset-x-0 top-16 z-50 max-h-[calc(100vh-4rem)] overflow-y-auto border-b border-gray-200 bg-white px-4 pb-6 pt-2 shadow-lg">
            <ul className="space-y-1">
              {MAIN_NAV.map((item) => (
                <li key={item.to}>
                  <NavLink to={lp(item.to)} end={item.to === "/"} className={({ isActive }) => cn("block rounded-md px-3 py-2 text-base", isActive ? "bg-brand-50 text-brand-700" : "text-gray-800")}>
                    {t(item.labelKey)}
                  </NavLink>
                </li>
              ))}
            </ul>
            <p className="mt-4 px-3 text-xs font-semibold uppercase tracking-wide text-gray-500">{t("common.nav.services")}</p>
            <ul className="mt-1 space-y-1">
              {SERVICE_PAGES.map((service) => (
                <li key={service.slug}>
                  <Link to={lp(service.path)} className="block rounded-md px-3 py-2 text-base text-gray-800">
                    {t(service.nameKey)}
                  </Link>
                </li>
              ))}
            </ul>
            {user ? (
              <div className="mt-4 border-t border-gray-100 px-3 pt-4">
                <p className="truncate text-sm font-semibold text-gray-900">{user.name}</p>
                <p className="truncate text-xs text-gray-500">{user.email}</p>
              </div>
            ) : null}
            <div className="mt-4 flex gap-2 px-3">
              {user ? (
                <>
                  <Link to={homePathFor(user)} className={buttonClass({ className: "flex-1" })}>
                    {t("common.nav.dashboard")}
                  </Link>
                  <Link to={profilePathFor(user)} className={buttonClass({ variant: "secondary", className: "flex-1" })}>
                    {t("common.nav.profile")}
                  </Link>
                  <form method="post" action="/logout" className="flex-1">
                    <button type="submit" className={buttonClass({ variant: "secondary", className: "w-full" })}>
                      {t("common.nav.logout")}
                    </button>
                  </form>
                </>
              ) : (
                <>
                  <Link to="/login" className={buttonClass({ variant: "secondary", className: "flex-1" })}>
                    {t("common.nav.login")}
                  </Link>
                  <Link to="/register" className={buttonClass({ className: "flex-1" })}>
                    {t("common.nav.register")}
                  </Link>
                </>
              )}
            </div>
          </nav>
        </details>
      </div>
    </header>
  );
}
