import type { StarterFaq } from "~/models/starter-content.server";

/**
 * The questions the site launched with: the Contact page's (general) and each service page's, in their order; the first
 * general ones also in Nepali.
 */
export const STARTER_FAQS: readonly StarterFaq[] = [
  {
    category: "general",
    question: "What services do you offer?",
    answer: "We offer statement of purpose writing, visa and credibility interview preparation, speaking mock tests, demo classes for IELTS, Duolingo, PTE, TOEFL and other tests, free counseling and education-loan assistance.",
    questionNe: "तपाईंहरू कुन-कुन सेवा दिनुहुन्छ?",
    answerNe:
      "हामी SOP (उद्देश्य विवरण) लेखन, भिसा तथा क्रेडिबिलिटी अन्तर्वार्ताको तयारी, स्पिकिङ मक टेस्ट, IELTS, Duolingo, PTE, TOEFL लगायतका परीक्षाका डेमो कक्षा, निःशुल्क परामर्श र शैक्षिक ऋण सहयोग उपलब्ध गराउँछौं।",
  },
  {
    category: "general",
    question: "How do I schedule a consultation?",
    answer: "Book a free counseling session online from our Free Counseling page, send us a message with the form on our Contact page, or call us during office hours. We reply within 24 hours.",
    questionNe: "परामर्शका लागि समय कसरी मिलाउने?",
    answerNe: "हाम्रो निःशुल्क परामर्श पृष्ठबाट अनलाइन सत्र बुक गर्नुहोस्, सम्पर्क पृष्ठको फारमबाट सन्देश पठाउनुहोस्, वा कार्यालय समयमा फोन गर्नुहोस्। हामी २४ घण्टाभित्र जवाफ दिन्छौं।",
  },
  {
    category: "general",
    question: "Do you offer virtual consultations?",
    answer: "Yes. All our counseling sessions, interview preparation and classes are available online by video meeting, wherever you are.",
    questionNe: "के अनलाइन परामर्श पनि पाइन्छ?",
    answerNe: "पाइन्छ। हाम्रा सबै परामर्श सत्र, अन्तर्वार्ताको तयारी र कक्षाहरू तपाईं जहाँ भए पनि भिडियो बैठकमार्फत अनलाइन उपलब्ध छन्।",
  },
  {
    category: "general",
    question: "Which countries do you help students apply to?",
    answer: "We help students apply to universities in Canada, the United States, the United Kingdom, Australia, Germany, New Zealand and others.",
  },
  {
    category: "sop-writing",
    question: "How long does it take to get my SOP?",
    answer: "The Standard package is delivered within 7 days. Premium offers express delivery in 3-5 days, and can be as short as 3 days when your brief and documents are complete.",
  },
  {
    category: "sop-writing",
    question: "When should I apply?",
    answer: "Apply at least 2 weeks before your application deadline, so that there is time for the brief, the draft and your revisions.",
  },
  {
    category: "sop-writing",
    question: "How many revisions do I get?",
    answer: "Standard includes 2 revision rounds. Premium includes unlimited revisions until you are happy with your statement.",
  },
  {
    category: "sop-writing",
    question: "Will my SOP be original?",
    answer: "Yes. Every statement is written from your own brief for the program you name. We never reuse statements or templates.",
  },
  {
    category: "sop-writing",
    question: "Can you also help with other documents?",
    answer: "The Premium package includes extra support documents such as a short personal statement, a study gap explanation or a cover letter.",
  },
  {
    category: "interview-application",
    question: "Which interviews do you prepare me for?",
    answer: "Embassy student-visa interviews and university credibility interviews, for all the countries we serve.",
  },
  {
    category: "interview-application",
    question: "Is the session online?",
    answer: "Yes. All sessions take place online by video meeting; you only need a quiet room and a stable connection.",
  },
  {
    category: "speaking-mock",
    question: "Is the mock test really free?",
    answer: "Yes. The speaking mock test is free, with no obligation to join a course afterwards.",
  },
  {
    category: "speaking-mock",
    question: "Which tests does it prepare me for?",
    answer: "The format follows the IELTS speaking test; the feedback also helps with the speaking parts of PTE, TOEFL and the Duolingo English Test.",
  },
  {
    category: "demo-class",
    question: "Does the demo class cost anything?",
    answer: "No. Demo classes are free and there is no obligation to enrol.",
  },
  {
    category: "demo-class",
    question: "Which courses can I try?",
    answer: "IELTS, TOEFL, PTE, GRE, GMAT, SAT, German Language and French Language.",
  },
  {
    category: "free-counseling",
    question: "Is counseling really free?",
    answer: "Yes. The first counseling session is free and without obligation.",
  },
  {
    category: "free-counseling",
    question: "Can I bring my parents?",
    answer: "Of course. Many students join the call together with their family.",
  },
  {
    category: "loan-assistance",
    question: "How much can I borrow?",
    answer: "Our partner banks lend from $5,000 up to $100,000 depending on the course, the university and the collateral.",
  },
  {
    category: "loan-assistance",
    question: "Which documents do I need?",
    answer: "Typically your admission letter, academic transcripts, identity documents and collateral papers. PDF, Word, JPG and PNG files are accepted.",
  },
];
