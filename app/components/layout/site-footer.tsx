import { SERVICE_PAGES } from "~/content/services";
import { socialLinks, type GeneralSettings } from "~/domain/settings";
import { useLocalizedPath, useT } from "~/i18n/i18n";
import { Link } from "@remix-run/react";

const COMPANY_LINKS = [
  { to: "/about", labelKey: "common.nav.about" },
  { to: "/team", labelKey: "common.nav.team" },
  { to: "/testimonials", labelKey: "common.nav.testimonials" },
  { to: "/gallery", labelKey: "common.nav.gallery" },
  { to: "/careers", labelKey: "common.nav.careers" },
  { to: "/blog", labelKey: "common.nav.blog" },
  { to: "/faq", labelKey: "common.nav.faq" },
  { to: "/contact", labelKey: "common.nav.contact" },
] as const;

export function SiteFooter({ settings }: { settings: GeneralSettings }) {
  const t = useT();
  const lp = useLocalizedPath();
  const year = new Date().getFullYear();
  const linkClass = "text-sm text-gray-300 hover:text-white";
  return (
    <footer className="bg-gray-900 text-gray-300" aria-labelledby="footer-heading">
      <h2 id="footer-heading" className="sr-only">
        {t("common.footer.heading")}
      </h2>
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 md:grid-cols-4 lg:px-8">
        <div>
          <p className="text-lg font-bold text-white">{settings.siteName}</p>
          <p className="mt-2 text-sm text-gray-400">{t("common.footer.tagline")}</p>
          <ul className="mt-4 flex flex-wrap gap-3" aria-label={t("common.footer.socialMedia")}>
            {socialLinks(settings).map((social) => (
              <li key={social.name}>
                <a href={social.href} className={linkClass} rel="noopener noreferrer" target="_blank">
                  {social.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="text-sm font-semibold uppercase tracking-wide text-white">{t("common.footer.company")}</h3>
          <ul className="mt-3 space-y-2">
            {COMPANY_LINKS.map((item) => (
              <li key={item.to}>
                <Link to={lp(item.to)} className={linkClass}>
                  {t(item.labelKey)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="text-sm font-semibold uppercase tracking-wide text-white">{t("common.nav.services")}</h3>
          <ul className="mt-3 space-y-2">
            {SERVICE_PAGES.map((service) => (
              <li key={service.slug}>
                <Link to={lp(service.path)} className={linkClass}>
                  {t(service.nameKey)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="text-sm font-semibold uppercase tracking-wide text-white">{t("common.nav.contact")}</h3>
          <address className="mt-3 space-y-2 text-sm not-italic text-gray-300">
            <p>{settings.officeAddress}</p>
            <p>
              <a className={linkClass} href={`mailto:${settings.contactEmail}`}>
                {settings.contactEmail}
              </a>
            </p>
            <p>
              <a className={linkClass} href={`tel:${settings.contactPhone.replace(/[^+\d]/g, "")}`}>
                {settings.contactPhone}
              </a>
            </p>
          </address>
        </div>
      </div>
      <div className="border-t border-gray-800">
        <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-3 px-4 py-6 text-sm text-gray-400 sm:flex-row sm:px-6 lg:px-8">
          <p>{t("common.footer.copyright", { year: String(year), siteName: settings.siteName })}</p>
          <ul className="flex gap-4">
            <li>
              <Link to={lp("/privacy-policy")} className={linkClass}>
                {t("common.nav.privacyPolicy")}
              </Link>
            </li>
            <li>
              <Link to={lp("/terms-of-use")} className={linkClass}>
                {t("common.nav.termsOfUse")}
              </Link>
            </li>
            <li>
              <Link to={lp("/sitemap")} className={linkClass}>
                {t("common.nav.sitemap")}
              </Link>
            </li>
            <li>
              <Link to={lp("/api/docs")} className={linkClass}>
                {t("common.nav.apiDocs")}
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
