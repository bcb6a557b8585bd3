/** Home page content, with the consultancy's figures. */
export const HERO = {
  heading: "Your journey to studying abroad starts here",
  text: "Expert guidance for applications, language tests, visa interviews and education loans, from the first question to your first day on campus.",
  claims: ["Low-cost application", "100% satisfaction", "24/7 support"],
} as const;

export const HOME_STATS = [
  { value: "2,800+", label: "Universities" },
  { value: "50+", label: "Courses" },
  { value: "10+", label: "Countries" },
  { value: "5k+", label: "Applications" },
] as const;

export const RATING = { score: "4.9/5.0", reviews: "1750+ reviews" } as const;

export const ABOUT_TEASER = {
  heading: "A consultancy that puts students first",
  text: "Since 2010 our counselors have helped more than 10,000 students choose the right course, prepare for their tests and interviews, and fund their studies. We stay with you from the first counseling session until you arrive at your university.",
  points: ["Certified counselors and trainers", "Partnerships with 50+ universities", "Online sessions wherever you are"],
} as const;

export const FREE_TEST_BANNER = {
  heading: "Take a free speaking mock test",
  text: "Find out your speaking band before test day: a 30-minute exam-style test with 15 minutes of feedback, free of charge.",
  cta: "Book your free test",
} as const;

export const CLOSING_CTA = {
  heading: "Ready to start your journey?",
  text: "Create your free account to book sessions and track your applications, or talk to a counselor today.",
} as const;
