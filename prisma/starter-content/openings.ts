import type { StarterOpening } from "~/models/starter-content.server";

/** The careers page as the site launched with it: open, with no closing date, until an editor changes them. */
export const STARTER_OPENINGS: readonly StarterOpening[] = [
  {
    slug: "education-counselor",
    title: "Education Counselor",
    employmentType: "full_time",
    location: "Kathmandu office or remote",
    description: "Advise students on countries, courses and universities, and guide them through applications and visas.",
  },
  {
    slug: "ielts-pte-trainer",
    title: "IELTS / PTE Trainer",
    employmentType: "part_time",
    location: "Online",
    description: "Teach live classes, run speaking mock tests and give students feedback that raises their scores.\n\nFull-time or part-time: tell us which suits you in your cover note.",
  },
  {
    slug: "sop-writer-and-editor",
    title: "SOP Writer & Editor",
    employmentType: "contract",
    location: "Remote",
    description: "Turn student briefs into clear, honest statements of purpose and support them through revisions.",
  },
];
