/** The public SOP writing guide (/resources/sop-writing-guide), linked from the student SOP list's tips. */
export const SOP_GUIDE_INTRO =
  "A statement of purpose tells an admissions committee who you are, what you want to study and why their program is the right next step. This guide walks you through writing one that is clear, specific and honest.";

export const SOP_GUIDE_SECTIONS = [
  {
    title: "1. Start with your motivation",
    paragraphs: [
      "Open with a specific moment, project or problem that made you want to study this subject. A concrete story is more convincing than a general statement of passion.",
    ],
  },
  {
    title: "2. Show your preparation",
    paragraphs: [
      "Describe the courses, projects, jobs or research that prepared you. For each, say what you did and what you learned, not only what the title was.",
    ],
  },
  {
    title: "3. Explain why this program",
    paragraphs: [
      "Name modules, faculty, labs or opportunities that match your goals. Show that you have researched the program and that it is the logical next step for you.",
    ],
  },
  {
    title: "4. Describe your goals",
    paragraphs: [
      "Say what you want to do after graduating and how the program helps you get there. Realistic, specific goals read better than grand ambitions.",
    ],
  },
  {
    title: "5. Address gaps honestly",
    paragraphs: ["If you have a study gap, a low grade or a change of field, explain it briefly and positively. Silence invites doubt."],
  },
  {
    title: "6. Edit, then edit again",
    paragraphs: [
      "Keep within the word limit (usually 800 to 1200 words), cut repetition, and ask someone experienced to read it. Start at least 2 weeks before your deadline.",
    ],
  },
] as const;

export const SOP_GUIDE_CHECKLIST = [
  "Tailored to this university and program",
  "Specific examples instead of general claims",
  "Consistent with your CV and documents",
  "Within the word limit",
  "Free of spelling and grammar mistakes",
] as const;
