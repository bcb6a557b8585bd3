import type { FormerPolicyTexts, StarterLegalDocument } from "~/models/legal-document.server";

/** The day the launch versions were published (the Terms said "Last updated May 1, 2025"). */
const LAUNCH_DAY = "2025-05-01";

/** The three policy texts the Settings' "Terms & Policies" tab started with, spliced into the pages below. */
export const STARTER_POLICY_TEXTS: Required<FormerPolicyTexts> = {
  termsOfService:
    "By using our website and services you agree to these terms. Our services are advisory: admission and visa decisions rest with universities and embassies, and we cannot guarantee their outcome.",
  privacyPolicy:
    "We collect the information you give us (your name, contact details, academic records and the documents you upload) only to provide the services you request. We never sell your data. Documents are stored securely and are visible only to you and our staff. You may ask us to correct or delete your data at any time.",
  refundPolicy:
    "You may request a refund within 7 days of purchase if the service has not yet been delivered. Partly delivered services may be refunded in part, at our discretion.",
};

/** Plain text as Markdown that reads the same: the characters Markdown would take as formatting are escaped. */
function escapeMarkdown(line: string) {
  return line
    .replace(/[\\`*_[\]<>#|~&]/g, "\\$&")
    .replace(/^(\s*)([-+=])/, "$1\\$2")
    .replace(/^(\s*\d+)([.)])/, "$1\\$2");
}

/** A policy text as the Settings kept it (paragraphs separated by blank lines), as Markdown paragraphs. */
function paragraphs(text: string) {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => paragraph.split("\n").map(escapeMarkdown).join("\n"))
    .join("\n\n");
}

/** Numbered sections, as the pages numbered them: "## 1. Introduction". */
function sections(list: ReadonlyArray<[title: string, text: string]>) {
  return list.map(([title, text], index) => `## ${index + 1}. ${title}\n\n${text}`).join("\n\n");
}

/**
 * Version 1 of each legal page: the pages as they were before they became versions (decision 116), with the policy
 * texts of an installation that had saved its own in the Settings (`former`), the launch texts otherwise.
 */
export function starterLegalDocuments(former: FormerPolicyTexts = {}): StarterLegalDocument[] {
  const policy = { ...STARTER_POLICY_TEXTS, ...former };
  const terms = sections([
    ["Introduction", paragraphs(policy.termsOfService)],
    [
      "Service Description",
      "We provide study-abroad advisory services: statement of purpose writing, visa and credibility interview preparation, speaking mock tests, demo classes for language tests, free counseling and education-loan assistance. The content and duration of each service are described on its service page.",
    ],
    [
      "User Accounts",
      "You can browse this website without an account, but some parts require registration, such as booking sessions, tracking applications and downloading documents. You are responsible for keeping your password confidential and for all activity under your account. Tell us at once if you suspect unauthorised use.",
    ],
    [
      "Payment Terms",
      "Prices are shown in US dollars on the service pages. Paid services are due before work begins unless we agree otherwise in writing. You receive an invoice for every payment, available in your payment history.",
    ],
    ["Refund Policy", paragraphs(policy.refundPolicy)],
    [
      "User Content",
      "You keep the rights to the documents and information you give us. You confirm that they are true and yours to share, and you allow us to use them only to provide the services you request. We do not accept content that is false, unlawful or infringes the rights of others.",
    ],
    ["Privacy Policy", `${paragraphs(policy.privacyPolicy)}\n\nRead our full [Privacy Policy](/privacy-policy).`],
    [
      "Limitation of Liability",
      "Our services are advisory only. Admission, scholarship, loan and visa decisions are made by universities, banks and embassies, and we accept no responsibility for their decisions. To the extent the law allows, our liability for any claim is limited to the amount you paid for the service concerned.",
    ],
  ]);
  const termsOfUse = sections([
    ["Acceptance", paragraphs(policy.termsOfService)],
    [
      "Using this website",
      "You may use this website to learn about our services, contact us, apply for services and manage your account. Do not attempt to access other users' data, disrupt the website, or send automated or misleading submissions.",
    ],
    [
      "Content and links",
      "The information on this website is general guidance and may change as admissions and visa rules change. Links to other websites are provided for convenience; we are not responsible for their content.",
    ],
    ["Changes", "We may update these terms from time to time. The version published on this page applies from the day it is published."],
  ]);
  const privacy = sections([
    ["How we handle your data", paragraphs(policy.privacyPolicy)],
    ["Cookies", "We use one cookie to keep you signed in and one short-lived cookie to show you the result of a form you sent. We do not use advertising or tracking cookies."],
    [
      "Uploaded documents",
      "Documents you upload are stored outside the public website under generated names and can be opened only by you and by our staff who work on your application.",
    ],
  ]);
  return [
    { kind: "terms", body: terms, publishedOn: LAUNCH_DAY },
    { kind: "terms_of_use", body: termsOfUse, publishedOn: LAUNCH_DAY },
    { kind: "privacy", body: privacy, publishedOn: LAUNCH_DAY },
  ];
}
