import { seedDemoChecklist } from "./checklist";
import { seedDemoConversation } from "./conversation";
import { assignDemoCounsellor } from "./counsellor";
import { seedDemoUniversityApplications } from "./universities";

/**
 * A student's whole case, as their counsellor would have run it: the counsellor assigned, three university
 * applications with their timelines, a checklist with an item in every state and a conversation. Each part is written
 * once; running it again adds nothing. The demo student's in the seed, a test student's in the browser crawl.
 */
export async function seedStudentCase(studentId: number, counsellorId: number) {
  await assignDemoCounsellor(studentId, counsellorId);
  await seedDemoUniversityApplications(studentId, counsellorId);
  await seedDemoChecklist(studentId, counsellorId);
  await seedDemoConversation(studentId, counsellorId);
}
