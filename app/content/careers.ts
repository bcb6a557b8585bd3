export type Opening = { title: string; type: string; location: string; summary: string };

export const CAREERS_INTRO =
  "We are a team of counselors, trainers, writers and finance advisors who help students study abroad. If you care about honest advice and good teaching, we would like to hear from you.";

export const OPENINGS: readonly Opening[] = [
  {
    title: "Education Counselor",
    type: "Full-time",
    location: "Kathmandu office or remote",
    summary: "Advise students on countries, courses and universities, and guide them through applications and visas.",
  },
  {
    title: "IELTS / PTE Trainer",
    type: "Full-time or part-time",
    location: "Online",
    summary: "Teach live classes, run speaking mock tests and give students feedback that raises their scores.",
  },
  {
    title: "SOP Writer & Editor",
    type: "Contract",
    location: "Remote",
    summary: "Turn student briefs into clear, honest statements of purpose and support them through revisions.",
  },
];

export const BENEFITS = ["Flexible hours and remote work", "Paid training and certification", "Annual learning budget", "Health insurance"] as const;
