/** The public SOP writing guide (/resources/sop-writing-guide), linked from the student SOP list's tips: its messages' keys. */
export const SOP_GUIDE_INTRO_KEY = "services.sopGuide.intro";

export const SOP_GUIDE_SECTIONS = [
  { titleKey: "services.sopGuide.motivation.title", paragraphKeys: ["services.sopGuide.motivation.text"] },
  { titleKey: "services.sopGuide.preparation.title", paragraphKeys: ["services.sopGuide.preparation.text"] },
  { titleKey: "services.sopGuide.whyProgram.title", paragraphKeys: ["services.sopGuide.whyProgram.text"] },
  { titleKey: "services.sopGuide.goals.title", paragraphKeys: ["services.sopGuide.goals.text"] },
  { titleKey: "services.sopGuide.gaps.title", paragraphKeys: ["services.sopGuide.gaps.text"] },
  { titleKey: "services.sopGuide.edit.title", paragraphKeys: ["services.sopGuide.edit.text"] },
] as const;

export const SOP_GUIDE_CHECKLIST_KEYS = [
  "services.sopGuide.checklist.tailored",
  "services.sopGuide.checklist.specific",
  "services.sopGuide.checklist.consistent",
  "services.sopGuide.checklist.wordLimit",
  "services.sopGuide.checklist.spelling",
] as const;
