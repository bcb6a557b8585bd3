import { socialLinks, type GeneralSettings } from "~/domain/settings";
import { getEnv } from "~/utils/env.server";

/** schema.org's Organization of the home page: the consultancy's name, address, contacts and profiles. */
export function organizationData(settings: GeneralSettings) {
  const origin = getEnv().APP_URL;
  return {
    "@context": "https://schema.org",
    "@type": "EducationalOrganization",
    name: settings.siteName,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    email: settings.contactEmail,
    telephone: settings.contactPhone,
    address: { "@type": "PostalAddress", streetAddress: settings.officeAddress },
    sameAs: socialLinks(settings).map((link) => link.href),
  };
}
