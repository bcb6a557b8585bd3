export type Faq = { question: string; answer: string };

/** The four questions of the Contact page. */
export const CONTACT_FAQS: readonly Faq[] = [
  {
    question: "What services do you offer?",
    answer:
      "We offer statement of purpose writing, visa and credibility interview preparation, speaking mock tests, demo classes for IELTS, Duolingo, PTE, TOEFL and other tests, free counseling and education-loan assistance.",
  },
  {
    question: "How do I schedule a consultation?",
    answer:
      "Book a free counseling session online from our Free Counseling page, send us a message with the form on this page, or call us during office hours. We reply within 24 hours.",
  },
  {
    question: "Do you offer virtual consultations?",
    answer: "Yes. All our counseling sessions, interview preparation and classes are available online by video meeting, wherever you are.",
  },
  {
    question: "Which countries do you help students apply to?",
    answer: "We help students apply to universities in Canada, the United States, the United Kingdom, Australia, Germany, New Zealand and others.",
  },
];
