import type { ServiceSlug } from "./services";

/*
 * The service pages' own copy and the home page's service cards, as message keys (app/i18n/messages): read by the
 * loaders and sent with the page's data, so that none of it is in the JavaScript every public page loads (the header's
 * menu needs only SERVICE_PAGES).
 */

export type ServiceDetails = {
  /** The page's one h1. */
  headingKey: string;
  taglineKey: string;
  /** Short facts shown as chips under the hero (duration, format); the price chip comes from the catalogue. */
  factKeys: readonly string[];
  highlights: readonly { titleKey: string; textKey: string }[];
  stepKeys: readonly string[];
  applyHeadingKey: string;
  applyIntroKey: string;
  /** What a signed-in student reads above the booking form instead. */
  bookingIntroKey: string;
};

export const SERVICE_DETAILS: Record<ServiceSlug, ServiceDetails> = {
  "sop-writing": {
    headingKey: "services.sopWriting.heading",
    taglineKey: "services.sopWriting.tagline",
    factKeys: ["services.sopWriting.fact1", "services.sopWriting.fact2"],
    highlights: [
      { titleKey: "services.sopWriting.highlight1Title", textKey: "services.sopWriting.highlight1Text" },
      { titleKey: "services.sopWriting.highlight2Title", textKey: "services.sopWriting.highlight2Text" },
      { titleKey: "services.sopWriting.highlight3Title", textKey: "services.sopWriting.highlight3Text" },
      { titleKey: "services.sopWriting.highlight4Title", textKey: "services.sopWriting.highlight4Text" },
    ],
    stepKeys: ["services.sopWriting.step1", "services.sopWriting.step2", "services.sopWriting.step3", "services.sopWriting.step4"],
    applyHeadingKey: "services.sopWriting.applyHeading",
    applyIntroKey: "services.sopWriting.applyIntro",
    bookingIntroKey: "services.sopWriting.bookingIntro",
  },
  "interview-application": {
    headingKey: "services.interviewApplication.heading",
    taglineKey: "services.interviewApplication.tagline",
    factKeys: ["services.interviewApplication.fact1", "services.interviewApplication.fact2", "services.interviewApplication.fact3"],
    highlights: [
      { titleKey: "services.interviewApplication.highlight1Title", textKey: "services.interviewApplication.highlight1Text" },
      { titleKey: "services.interviewApplication.highlight2Title", textKey: "services.interviewApplication.highlight2Text" },
      { titleKey: "services.interviewApplication.highlight3Title", textKey: "services.interviewApplication.highlight3Text" },
      { titleKey: "services.interviewApplication.highlight4Title", textKey: "services.interviewApplication.highlight4Text" },
    ],
    stepKeys: ["services.interviewApplication.step1", "services.interviewApplication.step2", "services.interviewApplication.step3", "services.interviewApplication.step4"],
    applyHeadingKey: "services.interviewApplication.applyHeading",
    applyIntroKey: "services.interviewApplication.applyIntro",
    bookingIntroKey: "services.interviewApplication.bookingIntro",
  },
  "speaking-mock": {
    headingKey: "services.speakingMock.heading",
    taglineKey: "services.speakingMock.tagline",
    factKeys: ["services.speakingMock.fact1", "services.speakingMock.fact2"],
    highlights: [
      { titleKey: "services.speakingMock.highlight1Title", textKey: "services.speakingMock.highlight1Text" },
      { titleKey: "services.speakingMock.highlight2Title", textKey: "services.speakingMock.highlight2Text" },
      { titleKey: "services.speakingMock.highlight3Title", textKey: "services.speakingMock.highlight3Text" },
      { titleKey: "services.speakingMock.highlight4Title", textKey: "services.speakingMock.highlight4Text" },
    ],
    stepKeys: ["services.speakingMock.step1", "services.speakingMock.step2", "services.speakingMock.step3", "services.speakingMock.step4"],
    applyHeadingKey: "services.speakingMock.applyHeading",
    applyIntroKey: "services.speakingMock.applyIntro",
    bookingIntroKey: "services.speakingMock.bookingIntro",
  },
  "demo-class": {
    headingKey: "services.demoClass.heading",
    taglineKey: "services.demoClass.tagline",
    factKeys: ["services.demoClass.fact1", "services.demoClass.fact2", "services.demoClass.fact3"],
    highlights: [
      { titleKey: "services.demoClass.highlight1Title", textKey: "services.demoClass.highlight1Text" },
      { titleKey: "services.demoClass.highlight2Title", textKey: "services.demoClass.highlight2Text" },
      { titleKey: "services.demoClass.highlight3Title", textKey: "services.demoClass.highlight3Text" },
      { titleKey: "services.demoClass.highlight4Title", textKey: "services.demoClass.highlight4Text" },
    ],
    stepKeys: ["services.demoClass.step1", "services.demoClass.step2", "services.demoClass.step3", "services.demoClass.step4"],
    applyHeadingKey: "services.demoClass.applyHeading",
    applyIntroKey: "services.demoClass.applyIntro",
    bookingIntroKey: "services.demoClass.bookingIntro",
  },
  "free-counseling": {
    headingKey: "services.freeCounseling.heading",
    taglineKey: "services.freeCounseling.tagline",
    factKeys: ["services.freeCounseling.fact1", "services.freeCounseling.fact2"],
    highlights: [
      { titleKey: "services.freeCounseling.highlight1Title", textKey: "services.freeCounseling.highlight1Text" },
      { titleKey: "services.freeCounseling.highlight2Title", textKey: "services.freeCounseling.highlight2Text" },
      { titleKey: "services.freeCounseling.highlight3Title", textKey: "services.freeCounseling.highlight3Text" },
      { titleKey: "services.freeCounseling.highlight4Title", textKey: "services.freeCounseling.highlight4Text" },
    ],
    stepKeys: ["services.freeCounseling.step1", "services.freeCounseling.step2", "services.freeCounseling.step3", "services.freeCounseling.step4"],
    applyHeadingKey: "services.freeCounseling.applyHeading",
    applyIntroKey: "services.freeCounseling.applyIntro",
    bookingIntroKey: "services.freeCounseling.bookingIntro",
  },
  "loan-assistance": {
    headingKey: "services.loanAssistance.heading",
    taglineKey: "services.loanAssistance.tagline",
    factKeys: ["services.loanAssistance.fact1", "services.loanAssistance.fact2", "services.loanAssistance.fact3"],
    highlights: [
      { titleKey: "services.loanAssistance.highlight1Title", textKey: "services.loanAssistance.highlight1Text" },
      { titleKey: "services.loanAssistance.highlight2Title", textKey: "services.loanAssistance.highlight2Text" },
      { titleKey: "services.loanAssistance.highlight3Title", textKey: "services.loanAssistance.highlight3Text" },
      { titleKey: "services.loanAssistance.highlight4Title", textKey: "services.loanAssistance.highlight4Text" },
    ],
    stepKeys: ["services.loanAssistance.step1", "services.loanAssistance.step2", "services.loanAssistance.step3", "services.loanAssistance.step4"],
    applyHeadingKey: "services.loanAssistance.applyHeading",
    applyIntroKey: "services.loanAssistance.applyIntro",
    bookingIntroKey: "services.loanAssistance.bookingIntro",
  },
};

/** Home page service cards: the four language tests lead to the demo class. `title` and `text` are the English of `titleKey` and `textKey`. */
export const HOME_SERVICE_CARDS = [
  {
    title: "IELTS",
    text: "The International English Language Testing System, accepted by universities worldwide.",
    titleKey: "services.homeCards.ielts.title",
    textKey: "services.homeCards.ielts.text",
    to: "/services/demo-class",
  },
  {
    title: "Duolingo",
    text: "The Duolingo English Test: an affordable, fast, online English test.",
    titleKey: "services.homeCards.duolingo.title",
    textKey: "services.homeCards.duolingo.text",
    to: "/services/demo-class",
  },
  {
    title: "PTE",
    text: "Pearson Test of English Academic: a computer-based test with quick results.",
    titleKey: "services.homeCards.pte.title",
    textKey: "services.homeCards.pte.text",
    to: "/services/demo-class",
  },
  {
    title: "TOEFL",
    text: "Test of English as a Foreign Language, preferred by many universities in the USA.",
    titleKey: "services.homeCards.toefl.title",
    textKey: "services.homeCards.toefl.text",
    to: "/services/demo-class",
  },
  {
    title: "Visa Interview",
    text: "Mock visa and credibility interviews with a counselor who knows the questions.",
    titleKey: "services.homeCards.visaInterview.title",
    textKey: "services.homeCards.visaInterview.text",
    to: "/services/interview-application",
  },
  {
    title: "Speaking Mock",
    text: "A free, timed speaking test with a band estimate and feedback.",
    titleKey: "services.homeCards.speakingMock.title",
    textKey: "services.homeCards.speakingMock.text",
    to: "/services/speaking-mock",
  },
] as const;
