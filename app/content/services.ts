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
  serviceType: string;
  name: string;
  summary: string;
  path: `/services/${ServiceSlug}`;
};

export const SERVICE_PAGES: readonly ServicePage[] = [
  {
    slug: "sop-writing",
    serviceType: "sop_writing",
    name: "SOP Writing",
    summary: "Statements of purpose written with you by experienced editors.",
    path: "/services/sop-writing",
  },
  {
    slug: "interview-application",
    serviceType: "interview",
    name: "Visa & Credibility Interview",
    summary: "One-to-one mock visa and credibility interviews with feedback.",
    path: "/services/interview-application",
  },
  {
    slug: "speaking-mock",
    serviceType: "speaking",
    name: "Speaking Mock Test",
    summary: "A timed IELTS-style speaking test with a band estimate and feedback.",
    path: "/services/speaking-mock",
  },
  {
    slug: "demo-class",
    serviceType: "demo_class",
    name: "Demo Class",
    summary: "Try an IELTS, TOEFL, PTE, Duolingo, GRE or language class for free.",
    path: "/services/demo-class",
  },
  {
    slug: "free-counseling",
    serviceType: "counseling",
    name: "Free Counseling",
    summary: "Choose a country, course and university with a counselor.",
    path: "/services/free-counseling",
  },
  {
    slug: "loan-assistance",
    serviceType: "loan",
    name: "Education Loan Assistance",
    summary: "Get help preparing and filing an education-loan application.",
    path: "/services/loan-assistance",
  },
];
