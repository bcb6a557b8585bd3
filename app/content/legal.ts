/**
 * Legal pages. Sections marked `fromSetting` take their text from the admin's Terms & Policies settings (whose
 * defaults are in settings-defaults.ts), so that an edit there shows on the public pages.
 */
export type PolicySettingKey = "termsOfService" | "privacyPolicy" | "refundPolicy";

export type LegalSection = { title: string; paragraphs: readonly string[]; fromSetting?: PolicySettingKey };

export const TERMS_LAST_UPDATED = "May 1, 2025";

/** The eight numbered sections of the Terms and Conditions. */
export const TERMS_SECTIONS: readonly LegalSection[] = [
  { title: "Introduction", fromSetting: "termsOfService", paragraphs: [] },
  {
    title: "Service Description",
    paragraphs: [
      "We provide study-abroad advisory services: statement of purpose writing, visa and credibility interview preparation, speaking mock tests, demo classes for language tests, free counseling and education-loan assistance. The content and duration of each service are described on its service page.",
    ],
  },
  {
    title: "User Accounts",
    paragraphs: [
      "You can browse this website without an account, but some parts require registration, such as booking sessions, tracking applications and downloading documents. You are responsible for keeping your password confidential and for all activity under your account. Tell us at once if you suspect unauthorised use.",
    ],
  },
  {
    title: "Payment Terms",
    paragraphs: [
      "Prices are shown in US dollars on the service pages. Paid services are due before work begins unless we agree otherwise in writing. You receive an invoice for every payment, available in your payment history.",
    ],
  },
  { title: "Refund Policy", fromSetting: "refundPolicy", paragraphs: [] },
  {
    title: "User Content",
    paragraphs: [
      "You keep the rights to the documents and information you give us. You confirm that they are true and yours to share, and you allow us to use them only to provide the services you request. We do not accept content that is false, unlawful or infringes the rights of others.",
    ],
  },
  { title: "Privacy Policy", fromSetting: "privacyPolicy", paragraphs: [] },
  {
    title: "Limitation of Liability",
    paragraphs: [
      "Our services are advisory only. Admission, scholarship, loan and visa decisions are made by universities, banks and embassies, and we accept no responsibility for their decisions. To the extent the law allows, our liability for any claim is limited to the amount you paid for the service concerned.",
    ],
  },
];

export const TERMS_OF_USE_SECTIONS: readonly LegalSection[] = [
  { title: "Acceptance", fromSetting: "termsOfService", paragraphs: [] },
  {
    title: "Using this website",
    paragraphs: [
      "You may use this website to learn about our services, contact us, apply for services and manage your account. Do not attempt to access other users' data, disrupt the website, or send automated or misleading submissions.",
    ],
  },
  {
    title: "Content and links",
    paragraphs: [
      "The information on this website is general guidance and may change as admissions and visa rules change. Links to other websites are provided for convenience; we are not responsible for their content.",
    ],
  },
  {
    title: "Changes",
    paragraphs: ["We may update these terms from time to time. The version published on this page applies from the day it is published."],
  },
];

export const PRIVACY_SECTIONS: readonly LegalSection[] = [
  { title: "How we handle your data", fromSetting: "privacyPolicy", paragraphs: [] },
  {
    title: "Cookies",
    paragraphs: [
      "We use one cookie to keep you signed in and one short-lived cookie to show you the result of a form you sent. We do not use advertising or tracking cookies.",
    ],
  },
  {
    title: "Uploaded documents",
    paragraphs: [
      "Documents you upload are stored outside the public website under generated names and can be opened only by you and by our staff who work on your application.",
    ],
  },
];

/** Policy text as the admin typed it: paragraphs separated by blank lines. */
export function toParagraphs(text: string) {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}
