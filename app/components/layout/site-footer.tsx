import { SERVICE_PAGES } from "~/content/services";
import { socialLinks, type GeneralSettings } from "~/domain/settings";
import { Link } from "@remix-run/react";

const COMPANY_LINKS = [
  { to: "/about", label: "About Us" },
  { to: "/team", label: "Our Team" },
  { to: "/testimonials", label: "Testimonials" },
  { to: "/gallery", label: "Gallery" },
  { to: "/careers", label: "Careers" },
  { to: "/blog", label: "Blog" },
  { to: "/faq", label: "FAQ" },
  { to: "/contact", label: "Contact" },
] as const;

export function SiteFooter({ settings }: { settings: GeneralSettings }) {
  const year = new Date().getFullYear();
  const linkClass = "text-sm text-gray-300 hover:text-white";
  return (
    <footer className="bg-gray-900 text-gray-300" aria-labelledby="footer-heading">
      <h2 id="footer-heading" className="sr-only">
        Footer
      </h2>
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 md:grid-cols-4 lg:px-8">
        <div>
          <p className="text-lg font-bold text-white">{settings.siteName}</p>
          <p className="mt-2 text-sm text-gray-400">Your partner for studying abroad: applications, tests, interviews and funding.</p>
          <ul className="mt-4 flex flex-wrap gap-3" aria-label="Social media">
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
          <h3 className="text-sm font-semibold uppercase tracking-wide text-white">Company</h3>
          <ul className="mt-3 space-y-2">
            {COMPANY_LINKS.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={linkClass}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="text-sm font-semibold uppercase tracking-wide text-white">Services</h3>
          <ul className="mt-3 space-y-2">
            {SERVICE_PAGES.map((service) => (
              <li key={service.slug}>
                <Link to={service.path} className={linkClass}>
                  {service.name}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="text-sm font-semibold uppercase tracking-wide text-white">Contact</h3>
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
          <p>
            © {year} {settings.siteName}. All rights reserved.
          </p>
          <ul className="flex gap-4">
            <li>
              <Link to="/privacy-policy" className={linkClass}>
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link to="/terms-of-use" className={linkClass}>
                Terms of Use
              </Link>
            </li>
            <li>
              <Link to="/sitemap" className={linkClass}>
                Sitemap
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
