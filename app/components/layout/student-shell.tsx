import { Link, NavLink, useLocation } from "@remix-run/react";
import { LanguageSwitch } from "./language-switch";
import type { ReactNode } from "react";
import { cn } from "~/components/ui/cn";
import { useLocalizedPath, useT } from "~/i18n/i18n";
import { useSiteSettings } from "./use-site-settings";
import { UserMenu, type MenuUser } from "./user-menu";

export const STUDENT_NAV = [
  { to: "/student", labelKey: "student.nav.dashboard", end: true },
  { to: "/student/universities", labelKey: "student.nav.universities" },
  { to: "/student/documents", labelKey: "student.nav.documents" },
  { to: "/student/messages", labelKey: "student.nav.messages" },
  { to: "/student/sop-applications", labelKey: "student.nav.sopApplications" },
  { to: "/student/interview-applications", labelKey: "student.nav.interview" },
  { to: "/student/speaking-mock-applications", labelKey: "student.nav.speakingMock" },
  { to: "/student/demo-class-applications", labelKey: "student.nav.demoClasses" },
  { to: "/student/free-counseling-applications", labelKey: "student.nav.counseling" },
  { to: "/student/loan-applications", labelKey: "student.nav.loan" },
  { to: "/student/payment-histories", labelKey: "student.nav.payments" },
] as const;

const PRIMARY_COUNT = 5;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn("rounded-md px-3 py-2 text-sm font-medium", isActive ? "bg-brand-50 text-brand-700" : "text-gray-700 hover:bg-gray-100");

export function StudentShell({ user, children }: { user: MenuUser; children: ReactNode }) {
  const primary = STUDENT_NAV.slice(0, PRIMARY_COUNT);
  const more = STUDENT_NAV.slice(PRIMARY_COUNT);
  const { pathname } = useLocation();
  const inMore = more.some((item) => pathname === item.to || pathname.startsWith(`${item.to}/`));
  const { siteName } = useSiteSettings();
  const t = useT();
  const lp = useLocalizedPath();
  return (
    <div className="flex min-h-screen flex-col bg-gray-50">
      <header className="sticky top-0 z-40 border-b border-gray-200 bg-white">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
          <div className="flex items-center gap-6">
            <Link to={lp("/")} className="text-lg font-bold text-brand-700">
              {siteName}
            </Link>
            <nav aria-label={t("student.nav.label")} className="hidden items-center gap-1 lg:flex">
              {primary.map((item) => (
                <NavLink key={item.to} to={item.to} end={"end" in item} className={linkClass}>
                  {t(item.labelKey)}
                </NavLink>
              ))}
              <details className="relative" data-disclosure>
                <summary className={cn("cursor-pointer rounded-md px-3 py-2 text-sm font-medium", inMore ? "bg-brand-50 text-brand-700" : "text-gray-700 hover:bg-gray-100")}>
                  {t("student.nav.more")} ▾
                </summary>
                <ul className="absolute left-0 z-50 mt-2 w-56 rounded-md bg-white py-1 shadow-lg ring-1 ring-black/5">
                  {more.map((item) => (
                    <li key={item.to}>
                      <NavLink to={item.to} className={({ isActive }) => cn("block px-4 py-2 text-sm", isActive ? "text-brand-700" : "text-gray-700 hover:bg-gray-100")}>
                        {t(item.labelKey)}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </details>
            </nav>
          </div>
          <LanguageSwitch className="ml-auto mr-1" />
          <div className="hidden lg:block">
            <UserMenu user={user} />
          </div>
          <details className="lg:hidden" data-disclosure data-testid="student-mobile-menu">
            <summary className="cursor-pointer rounded-md p-2 text-gray-700 hover:bg-gray-100" aria-label={t("student.nav.openMenu")}>
              <svg viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
                <path d="M4 6h16M4 12h16M4 18h16" />
              </svg>
            </summary>
            <nav aria-label={t("student.nav.mobileLabel")} className="absolute inset-x-0 top-16 z-50 border-b border-gray-200 bg-white px-4 pb-4 shadow-lg">
              <div className="border-b border-gray-100 py-3">
                <p className="text-sm font-semibold">{user.name}</p>
                <p className="text-xs text-gray-500">{user.email}</p>
              </div>
              <ul className="space-y-1 pt-2">
                {STUDENT_NAV.map((item) => (
                  <li key={item.to}>
                    <NavLink to={item.to} end={"end" in item} className={({ isActive }) => cn("block rounded-md px-3 py-2", isActive ? "bg-brand-50 text-brand-700" : "text-gray-800")}>
                      {t(item.labelKey)}
                    </NavLink>
                  </li>
                ))}
                <li>
                  <NavLink to="/student/notifications" className="block rounded-md px-3 py-2 text-gray-800">
                    {t("student.nav.notifications")}
                  </NavLink>
                </li>
                <li>
                  <NavLink to="/student/profile" className="block rounded-md px-3 py-2 text-gray-800">
                    {t("student.nav.profile")}
                  </NavLink>
                </li>
                <li>
                  <form method="post" action="/logout">
                    <button type="submit" className="block w-full rounded-md px-3 py-2 text-left text-gray-800">
                      {t("student.nav.logout")}
                    </button>
                  </form>
                </li>
              </ul>
            </nav>
          </details>
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 sm:px-6 lg:px-8">
        {children}
      </main>
      <footer className="border-t border-gray-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-2 px-4 py-4 text-sm text-gray-500 sm:flex-row sm:px-6 lg:px-8">
          <p>
            © {new Date().getFullYear()} {siteName}
          </p>
          <div className="flex gap-4">
            <Link to={lp("/contact")}>{t("student.footer.support")}</Link>
            <Link to={lp("/privacy-policy")}>{t("student.footer.privacy")}</Link>
            <Link to={lp("/terms")}>{t("student.footer.terms")}</Link>
          </div>
        </div>
      </footer>
    </div>
  );
}
