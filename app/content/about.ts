/** About page content, with the consultancy's impact figures. */
export const FOUNDED_YEAR = 2010;

export const STORY = [
  `EduGlobal Consultancy began in ${FOUNDED_YEAR} as a two-person counseling desk helping friends and neighbours apply to universities abroad. Word spread, and within a few years we had advised students heading to Canada, the United Kingdom, Australia, the United States and beyond.`,
  "Today our counselors, language trainers, SOP writers and loan experts work as one team, online and in our office, so that every student gets honest advice and a clear plan, whatever their budget.",
] as const;

export const MISSION = "To make studying abroad possible for every motivated student through honest advice, thorough preparation and support that continues until they arrive on campus.";

export const VISION = "A world where a student's talent and ambition, not their access to information, decide where they can study.";

export const CORE_VALUES = [
  { title: "Student First", text: "Every recommendation starts from the student's goals, profile and budget, never from a commission." },
  { title: "Excellence", text: "Trained counselors, certified trainers and careful reviews of every document we touch." },
  { title: "Global Perspective", text: "Up-to-date knowledge of admissions and visa rules in the countries our students choose." },
  { title: "Integrity", text: "Clear prices, realistic expectations and no promises about decisions only universities and embassies can make." },
] as const;

export const IMPACT = [
  { value: "10,000+", label: "Students assisted" },
  { value: "95%", label: "Success rate" },
  { value: "50+", label: "Partner universities" },
  { value: "12+", label: "Years of experience" },
] as const;

export type TeamMember = { name: string; role: string; bio: string };

export const LEADERSHIP: readonly TeamMember[] = [
  { name: "Rajesh Koirala", role: "Founder & Managing Director", bio: "Founded the consultancy in 2010 after studying in the United Kingdom; has personally advised over 2,000 students." },
  { name: "Sunita Maharjan", role: "Head of Counseling", bio: "Leads our counseling team and specialises in admissions to Canada and Australia." },
  { name: "David Miller", role: "Director of Test Preparation", bio: "Certified IELTS and TOEFL trainer with fifteen years of classroom experience." },
  { name: "Anjali Joshi", role: "Head of SOP & Documentation", bio: "Former admissions reviewer who now leads our team of SOP writers and editors." },
];

export const COUNSELORS: readonly TeamMember[] = [
  { name: "Nabin Shrestha", role: "Senior Counselor, USA & Canada", bio: "Guides students through US and Canadian applications, scholarships and visas." },
  { name: "Pooja Tamang", role: "Counselor, United Kingdom & Ireland", bio: "Specialises in UK and Irish universities and one-year master's programs." },
  { name: "Lukas Weber", role: "Counselor, Germany & Europe", bio: "Helps students with public universities, blocked accounts and German language requirements." },
  { name: "Sarita Basnet", role: "Loan & Finance Advisor", bio: "Works with our partner banks on education loans and proof of funds." },
  { name: "Emily Clarke", role: "IELTS & PTE Trainer", bio: "Runs our speaking mock tests and PTE preparation classes." },
  { name: "Hari Lama", role: "Visa Interview Coach", bio: "Prepares students for visa and credibility interviews with realistic mock sessions." },
];

export function initials(name: string) {
  return name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join("")
    .slice(0, 2)
    .toUpperCase();
}
