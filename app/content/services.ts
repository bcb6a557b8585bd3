import type { CatalogueCode } from "~/domain/catalogue";
import type { InquiryServiceType } from "~/domain/inquiry";
import type { AcceptKind } from "~/domain/uploads";

export type ServiceSlug =
  | "sop-writing"
  | "interview-application"
  | "speaking-mock"
  | "demo-class"
  | "free-counseling"
  | "loan-assistance";

export type ServicePage = {
  slug: ServiceSlug;
  /** The value of `serviceType` in the generic application form. */
  serviceType: InquiryServiceType;
  /** English: the name is stored with an inquiry and the admin area reads both. */
  name: string;
  summary: string;
  /** The messages of the name and summary, which a reader sees in their language. */
  nameKey: string;
  summaryKey: string;
  path: `/services/${ServiceSlug}`;
  /** How far ahead a preferred date may be chosen: 2 months, and 3 on the SOP and loan forms. */
  dateWindowMonths: number;
  /** Which files the application form's document field accepts. */
  documentKind: AcceptKind;
  /** The catalogue entries the page sells or books: their names, prices and availability (decision 048). */
  catalogueCodes: readonly CatalogueCode[];
};

export const SERVICE_PAGES: readonly ServicePage[] = [
  {
    slug: "sop-writing",
    serviceType: "sop_writing",
    name: "SOP Writing",
    summary: "Statements of purpose written with you by experienced editors.",
    nameKey: "services.sopWriting.name",
    summaryKey: "services.sopWriting.summary",
    path: "/services/sop-writing",
    dateWindowMonths: 3,
    documentKind: "document",
    catalogueCodes: ["sop_standard", "sop_premium"],
  },
  {
    slug: "interview-application",
    serviceType: "interview",
    name: "Visa & Credibility Interview",
    summary: "One-to-one mock visa and credibility interviews with feedback.",
    nameKey: "services.interviewApplication.name",
    summaryKey: "services.interviewApplication.summary",
    path: "/services/interview-application",
    dateWindowMonths: 2,
    documentKind: "document",
    catalogueCodes: ["interview_prep"],
  },
  {
    slug: "speaking-mock",
    serviceType: "speaking",
    name: "Speaking Mock Test",
    summary: "A timed IELTS-style speaking test with a band estimate and feedback.",
    nameKey: "services.speakingMock.name",
    summaryKey: "services.speakingMock.summary",
    path: "/services/speaking-mock",
    dateWindowMonths: 2,
    documentKind: "document",
    catalogueCodes: ["speaking_mock"],
  },
  {
    slug: "demo-class",
    serviceType: "demo_class",
    name: "Demo Class",
    summary: "Try an IELTS, TOEFL, PTE, Duolingo, GRE or language class for free.",
    nameKey: "services.demoClass.name",
    summaryKey: "services.demoClass.summary",
    path: "/services/demo-class",
    dateWindowMonths: 2,
    documentKind: "document",
    catalogueCodes: ["demo_class"],
  },
  {
    slug: "free-counseling",
    serviceType: "counseling",
    name: "Free Counseling",
    summary: "Choose a country, course and university with a counselor.",
    nameKey: "services.freeCounseling.name",
    summaryKey: "services.freeCounseling.summary",
    path: "/services/free-counseling",
    dateWindowMonths: 2,
    documentKind: "document",
    catalogueCodes: ["free_counseling"],
  },
  {
    slug: "loan-assistance",
    serviceType: "loan",
    name: "Education Loan Assistance",
    summary: "Get help preparing and filing an education-loan application.",
    nameKey: "services.loanAssistance.name",
    summaryKey: "services.loanAssistance.summary",
    path: "/services/loan-assistance",
    dateWindowMonths: 3,
    documentKind: "loanDocument",
    catalogueCodes: ["loan_assistance"],
  },
];

export function getServicePage(slug: ServiceSlug): ServicePage {
  const page = SERVICE_PAGES.find((service) => service.slug === slug);
  if (!page) throw new Error(`Unknown service page: ${slug}`);
  return page;
}
