import type { StarterTeamMember } from "~/models/starter-content.server";

/** The team as the site launched with it, in the team page's order: the leadership first (the about page shows four). */
export const STARTER_TEAM: readonly StarterTeamMember[] = [
  { name: "Rajesh Koirala", title: "Founder & Managing Director", bio: "Founded the consultancy in 2010 after studying in the United Kingdom; has personally advised over 2,000 students." },
  { name: "Sunita Maharjan", title: "Head of Counseling", bio: "Leads our counseling team and specialises in admissions to Canada and Australia." },
  { name: "David Miller", title: "Director of Test Preparation", bio: "Certified IELTS and TOEFL trainer with fifteen years of classroom experience." },
  { name: "Anjali Joshi", title: "Head of SOP & Documentation", bio: "Former admissions reviewer who now leads our team of SOP writers and editors." },
  { name: "Nabin Shrestha", title: "Senior Counselor, USA & Canada", bio: "Guides students through US and Canadian applications, scholarships and visas." },
  { name: "Pooja Tamang", title: "Counselor, United Kingdom & Ireland", bio: "Specialises in UK and Irish universities and one-year master's programs." },
  { name: "Lukas Weber", title: "Counselor, Germany & Europe", bio: "Helps students with public universities, blocked accounts and German language requirements." },
  { name: "Sarita Basnet", title: "Loan & Finance Advisor", bio: "Works with our partner banks on education loans and proof of funds." },
  { name: "Emily Clarke", title: "IELTS & PTE Trainer", bio: "Runs our speaking mock tests and PTE preparation classes." },
  { name: "Hari Lama", title: "Visa Interview Coach", bio: "Prepares students for visa and credibility interviews with realistic mock sessions." },
];
