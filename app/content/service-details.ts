import type { ServiceSlug } from "./services";

/*
 * The service pages' own copy and the home page's service cards: read by the loaders and sent with the page's data,
 * so that none of it is in the JavaScript every public page loads (the header's menu needs only SERVICE_PAGES).
 */

export type ServiceDetails = {
  /** The page's one h1. */
  heading: string;
  tagline: string;
  /** Short facts shown as chips under the hero (duration, format); the price chip comes from the catalogue. */
  facts: readonly string[];
  highlights: readonly { title: string; text: string }[];
  steps: readonly string[];
  applyHeading: string;
  applyIntro: string;
  /** What a signed-in student reads above the booking form instead. */
  bookingIntro: string;
};

export const SERVICE_DETAILS: Record<ServiceSlug, ServiceDetails> = {
  "sop-writing": {
    heading: "Statement of Purpose Writing",
    tagline:
      "Your statement of purpose is the one part of your application where the admissions committee hears your own voice. Our editors help you tell a clear, honest and memorable story about why this program, why this university and why now.",
    facts: ["Delivery in 3-7 days", "Revisions included"],
    highlights: [
      { title: "Written with you, not for you", text: "A one-to-one brief with your writer captures your goals, experience and motivation in your own words." },
      { title: "Tailored to each program", text: "Every statement is shaped to the university, the course and the country's expectations, never reused." },
      { title: "Reviewed by counselors", text: "A senior counselor who has read thousands of applications checks structure, tone and plausibility." },
      { title: "Visa-ready consistency", text: "Your SOP matches your study plan and financial documents, so your visa interview tells the same story." },
    ],
    steps: [
      "Choose a package and send us your details, transcripts and the programs you are applying to.",
      "Meet your writer online for a short brief about your background and goals.",
      "Receive your first draft, then ask for revisions until it sounds like you.",
      "Download the final statement, ready to submit with your application.",
    ],
    applyHeading: "Apply for SOP writing",
    applyIntro: "Tell us about your plans and attach your CV or an existing draft if you have one. A writer will contact you within 24 hours.",
    bookingIntro: "Choose your package, tell us about the program and its deadline, and attach a draft if you have one. Your order appears in your dashboard straight away.",
  },
  "interview-application": {
    heading: "Visa & Credibility Interview Preparation",
    tagline:
      "Walk into your visa or university credibility interview prepared. A counselor who knows the questions runs a realistic mock interview with you online and tells you exactly what to improve.",
    facts: ["About 45 minutes", "Online by video meeting", "Visa or credibility interview"],
    highlights: [
      { title: "Realistic questions", text: "We ask what officers and admissions staff really ask about your course, funding, ties and plans." },
      { title: "Honest feedback", text: "You get written feedback on your answers, your confidence and the documents you should bring." },
      { title: "Both interview types", text: "Prepare for an embassy visa interview or a university credibility interview before an offer." },
      { title: "Practice until ready", text: "Book another session whenever you want to rehearse again before the real day." },
    ],
    steps: [
      "Send us your university, intake and a preferred date.",
      "We confirm your slot and send the meeting link.",
      "Take a 45-minute mock interview with a counselor.",
      "Receive feedback and a checklist for the real interview.",
    ],
    applyHeading: "Request interview preparation",
    applyIntro: "Tell us about your interview and choose a preferred date. We will contact you within 24 hours to confirm your slot.",
    bookingIntro: "Pick a day and one of its open times. The seat is yours at once, and the session appears in your dashboard and calendar.",
  },
  "speaking-mock": {
    heading: "Speaking Mock Test",
    tagline:
      "Find out where your speaking stands before test day. Take a timed, exam-style speaking test with an experienced examiner and get a band estimate with concrete advice.",
    facts: ["30-minute test", "15 minutes of feedback"],
    highlights: [
      { title: "Exam conditions", text: "All three parts of the speaking test, timed exactly like the real exam." },
      { title: "Band estimate", text: "Your examiner scores fluency, vocabulary, grammar and pronunciation." },
      { title: "Every level welcome", text: "From beginners to proficient speakers: we assess you against the six CEFR levels, A1 to C2." },
      { title: "Clear next steps", text: "You leave with the three things that will raise your score the most." },
    ],
    steps: [
      "Choose a preferred date for your test.",
      "Join the video meeting at your confirmed time.",
      "Take the 30-minute speaking test.",
      "Get 15 minutes of feedback and your band estimate.",
    ],
    applyHeading: "Book your free speaking test",
    applyIntro: "Leave your details and a preferred date. We will contact you within 24 hours with your slot and meeting link.",
    bookingIntro: "Pick your level, a day and one of its open times. We will send the meeting link before your test.",
  },
  "demo-class": {
    heading: "Free Demo Class",
    tagline:
      "Try a live class before you enrol. Meet our teachers, see how the course works and pick up strategies you can use right away.",
    facts: ["Live online class", "IELTS, TOEFL, PTE, GRE, GMAT, SAT", "German and French"],
    highlights: [
      { title: "Test preparation", text: "IELTS, TOEFL, PTE and the Duolingo English Test, plus GRE, GMAT and SAT." },
      { title: "Languages", text: "German and French classes for students heading to Europe." },
      { title: "Experienced teachers", text: "Certified trainers who teach the strategies behind high scores." },
      { title: "Class materials", text: "Every attendee receives the class materials by e-mail afterwards." },
    ],
    steps: ["Pick the course you are interested in.", "Choose a preferred date.", "Join the live class online.", "Decide whether the full course is for you."],
    applyHeading: "Book a demo class",
    applyIntro: "Tell us which course you would like to try in the message and choose a preferred date.",
    bookingIntro: "Choose a course, a day and one of its open times. We will email you the class link and materials.",
  },
  "free-counseling": {
    heading: "Free Counseling",
    tagline:
      "Not sure where to start? Talk to a counselor about countries, courses, universities, costs and scholarships, and leave with a plan that fits your profile and budget.",
    facts: ["About 30 minutes", "Online by video meeting"],
    highlights: [
      { title: "The right country", text: "Compare the United States, United Kingdom, Canada, Australia, Germany, New Zealand, Ireland and more." },
      { title: "The right course", text: "Undergraduate, postgraduate or PhD: find programs that match your background and goals." },
      { title: "Costs and funding", text: "Understand tuition, living costs, scholarships and education-loan options." },
      { title: "A clear timeline", text: "Know which tests, documents and deadlines come next, and when." },
    ],
    steps: ["Send us your details and a preferred date.", "We confirm a time with a counselor.", "Talk for about 30 minutes by video.", "Receive a summary with your next steps."],
    applyHeading: "Request free counseling",
    applyIntro: "Leave your details and a preferred date; a counselor will contact you within 24 hours.",
    bookingIntro: "Tell us where and what you would like to study, then pick a day and one of its open times.",
  },
  "loan-assistance": {
    heading: "Education Loan Assistance",
    tagline:
      "Fund your studies with confidence. We help you prepare a complete education-loan application and file it with the partner bank that suits you best.",
    facts: ["Loans from $5,000 to $100,000", "Partner banks", "Document checklist"],
    highlights: [
      { title: "Compare offers", text: "We explain interest rates, collateral requirements and repayment terms of each partner bank." },
      { title: "Complete paperwork", text: "A checklist and a review of your documents before anything reaches the bank." },
      { title: "Collateral guidance", text: "Understand which property, deposits or guarantors the banks accept." },
      { title: "Visa-ready proof of funds", text: "Your loan letter is prepared in the form embassies expect." },
    ],
    steps: [
      "Tell us your university, course and the amount you need.",
      "Upload your admission letter or supporting documents.",
      "A loan expert reviews your case and recommends a bank.",
      "We file the application and follow it up with the bank.",
    ],
    applyHeading: "Apply for loan assistance",
    applyIntro: "Send us your details and, if you have it, your admission letter. Our loan experts will contact you within 24 hours.",
    bookingIntro: "Tell us about your course, the amount you need and your collateral, and attach a supporting document. You can follow your application in your dashboard.",
  },
};

/** Home page service cards: the four language tests lead to the demo class. */
export const HOME_SERVICE_CARDS = [
  { title: "IELTS", text: "The International English Language Testing System, accepted by universities worldwide.", to: "/services/demo-class" },
  { title: "Duolingo", text: "The Duolingo English Test: an affordable, fast, online English test.", to: "/services/demo-class" },
  { title: "PTE", text: "Pearson Test of English Academic: a computer-based test with quick results.", to: "/services/demo-class" },
  { title: "TOEFL", text: "Test of English as a Foreign Language, preferred by many universities in the USA.", to: "/services/demo-class" },
  { title: "Visa Interview", text: "Mock visa and credibility interviews with a counselor who knows the questions.", to: "/services/interview-application" },
  { title: "Speaking Mock", text: "A free, timed speaking test with a band estimate and feedback.", to: "/services/speaking-mock" },
] as const;
