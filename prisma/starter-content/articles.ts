import type { StarterArticle } from "~/models/starter-content.server";

/** The blog as the site launched with it: a new installation starts with these articles, published. */
export const STARTER_ARTICLES: readonly StarterArticle[] = [
  {
    slug: "ielts-or-pte-which-test-to-take",
    title: "IELTS or PTE: which English test should you take?",
    publishedOn: "2025-04-14",
    excerpt: "Both tests are widely accepted, but they suit different test takers. Here is how to choose.",
    tags: "English tests, IELTS, PTE",
    body: "IELTS and PTE Academic are both accepted by most universities in Australia, the United Kingdom, Canada and New Zealand. The right choice depends less on difficulty than on how you perform under each format.\n\nIELTS speaking is a conversation with a human examiner, which many students find more natural. PTE is fully computer-based: you speak into a microphone, and results usually arrive within two days.\n\nBefore you book, check the exact test and score each of your universities and your visa require. Then take a free mock test in both formats: the one where you feel more comfortable is usually the one where you score higher.",
  },
  {
    slug: "how-to-prepare-for-a-student-visa-interview",
    title: "How to prepare for a student visa interview",
    publishedOn: "2025-03-02",
    excerpt: "Officers want a genuine student with a clear plan and the funds to follow it. Show them exactly that.",
    tags: "Visa, Interviews",
    body: "A student visa interview is short, so every answer counts. Officers look for three things: that you are a genuine student, that you can pay for your studies, and that your plans after graduation are clear.\n\nKnow your course: its modules, its length, why it fits your previous studies and your career. Know your university: why you chose it over others. Know your funding: who pays, from which accounts, and how much.\n\nPractise aloud, ideally in a mock interview with someone who asks follow-up questions. Keep answers short, honest and consistent with your statement of purpose and documents.",
  },
  {
    slug: "five-mistakes-to-avoid-in-your-sop",
    title: "Five mistakes to avoid in your statement of purpose",
    publishedOn: "2025-01-20",
    excerpt: "Admissions readers see the same mistakes every day. Avoid these five and your SOP will stand out.",
    tags: "SOP, Applications",
    body: "First, do not retell your CV. Your statement should explain the reasons behind your choices, not list them again.\n\nSecond, avoid generic praise of the university. Name the modules, research groups or opportunities that really matter to you. Third, do not start with a famous quotation: start with your own story.\n\nFourth, do not leave gaps unexplained; a short, honest explanation is better than silence. Fifth, never reuse one statement for every program: tailor each one, and ask someone experienced to read it before you submit.",
  },
];
