import type { SiteCopy } from "~/domain/site-copy";

const FOUNDED_YEAR = 2010;

/** The site's copy as it launched: a new installation starts with it, and editors change it under /admin/content/site. */
export const STARTER_SITE_COPY: SiteCopy = {
  home: {
    heroHeading: "Your journey to studying abroad starts here",
    heroText: "Expert guidance for applications, language tests, visa interviews and education loans, from the first question to your first day on campus.",
    claims: ["Low-cost application", "100% satisfaction", "24/7 support"],
    stats: [
      { value: "2,800+", label: "Universities" },
      { value: "50+", label: "Courses" },
      { value: "10+", label: "Countries" },
      { value: "5k+", label: "Applications" },
    ],
    ratingScore: "4.9/5.0",
    ratingReviews: "1750+ reviews",
    aboutHeading: "A consultancy that puts students first",
    aboutText: `Since ${FOUNDED_YEAR} our counselors have helped more than 10,000 students choose the right course, prepare for their tests and interviews, and fund their studies. We stay with you from the first counseling session until you arrive at your university.`,
    aboutPoints: ["Certified counselors and trainers", "Partnerships with 50+ universities", "Online sessions wherever you are"],
    bannerHeading: "Take a free speaking mock test",
    bannerText: "Find out your speaking band before test day: a 30-minute exam-style test with 15 minutes of feedback, free of charge.",
    bannerCta: "Book your free test",
    closingHeading: "Ready to start your journey?",
    closingText: "Create your free account to book sessions and track your applications, or talk to a counselor today.",
    // the hero in Nepali; the rest of the block shows in English on the Nepali home page until an editor writes it
    ne: {
      heroHeading: "तपाईंको विदेश अध्ययनको यात्रा यहीँबाट सुरु हुन्छ",
      heroText: "आवेदन, भाषा परीक्षा, भिसा अन्तर्वार्ता र शैक्षिक ऋणका लागि विज्ञ मार्गदर्शन: पहिलो प्रश्नदेखि क्याम्पसको पहिलो दिनसम्म।",
    },
  },
  about: {
    heading: `Helping students study abroad since ${FOUNDED_YEAR}`,
    intro: "Honest advice, thorough preparation and support until you arrive on campus.",
    story: [
      `EduGlobal Consultancy began in ${FOUNDED_YEAR} as a two-person counseling desk helping friends and neighbours apply to universities abroad. Word spread, and within a few years we had advised students heading to Canada, the United Kingdom, Australia, the United States and beyond.`,
      "Today our counselors, language trainers, SOP writers and loan experts work as one team, online and in our office, so that every student gets honest advice and a clear plan, whatever their budget.",
          `Founded ${FOUNDED_YEAR}.`,
    ].join("\n\n"),
    mission: "To make studying abroad possible for every motivated student through honest advice, thorough preparation and support that continues until they arrive on campus.",
    vision: "A world where a student's talent and ambition, not their access to information, decide where they can study.",
    values: [
      { title: "Student First", text: "Every recommendation starts from the student's goals, profile and budget, never from a commission." },
      { title: "Excellence", text: "Trained counselors, certified trainers and careful reviews of every document we touch." },
      { title: "Global Perspective", text: "Up-to-date knowledge of admissions and visa rules in the countries our students choose." },
      { title: "Integrity", text: "Clear prices, realistic expectations and no promises about decisions only universities and embassies can make." },
    ],
    impact: [
      { value: "10,000+", label: "Students assisted" },
      { value: "95%", label: "Success rate" },
      { value: "50+", label: "Partner universities" },
      { value: "12+", label: "Years of experience" },
    ],
  },
  hours: {
    rows: [
      { days: "Mon-Fri", hours: "9:00 AM-6:00 PM" },
      { days: "Saturday", hours: "10:00 AM-2:00 PM" },
      { days: "Sunday", hours: "Closed" },
    ],
  },
  announcement: { text: "", link: "", from: null, until: null },
};
