import { getThread, markThreadRead, postMessage } from "~/models/conversation.server";
import { db } from "~/utils/db.server";
import { storeBytes } from "~/utils/uploads.server";

const HOUR = 3_600_000;

/** The smallest PDF the upload rules accept: the demo's attachment. */
const DEMO_PDF = Buffer.from("%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n");

async function opens(studentId: number, side: "student" | "staff") {
  const thread = await getThread(studentId);
  if (thread) await markThreadRead(thread, side);
}

/**
 * The demo student's conversation: a few messages both ways over the last days, one with an attachment, staff's read
 * mark under the student's messages ("Seen"), and staff's newest message not yet read by the student. Written through
 * the model, so notifications and mail follow as they would; a thread that has messages is left as it is.
 */
export async function seedDemoConversation(studentId: number, staffId: number) {
  if (await db.conversationMessage.count({ where: { conversation: { studentId } } })) return false;
  const start = Date.now() - 3 * 24 * HOUR;
  const at = (hours: number) => new Date(start + hours * HOUR);
  const student = { id: studentId, side: "student" as const };
  const staff = { id: staffId, side: "staff" as const };

  await postMessage({ studentId, author: student, now: at(0), body: "Hello! I booked free counseling last week. Which documents should I prepare first for the Toronto application?" });
  await opens(studentId, "staff");
  await postMessage({
    studentId,
    author: staff,
    now: at(2),
    body: "Welcome! Start with your passport, academic transcripts and an English test report. I have attached the list we use.",
    attachment: await storeBytes(DEMO_PDF, "document-checklist.pdf", "pdf"),
  });
  await opens(studentId, "student");
  await postMessage({ studentId, author: student, now: at(20), body: "Thank you. My IELTS result comes out next week; is that in time for the September intake?" });
  await opens(studentId, "staff");
  await postMessage({ studentId, author: staff, now: at(22), body: "Yes, the deadline is in March. Upload the report to your checklist as soon as you have it." });
  return true;
}
