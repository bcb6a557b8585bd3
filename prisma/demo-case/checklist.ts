import { addDaysToDay, todayInZone } from "~/domain/dates";
import { acceptChecklistItem, addChecklistItem, addTemplateItems, rejectChecklistItem, uploadChecklistVersion } from "~/models/checklist.server";
import { db } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";
import { renderPdf } from "~/utils/pdf.server";
import { storeBytes } from "~/utils/uploads.server";

/**
 * The student's document checklist with an item in every state, made through the model as staff and the student
 * would: the United Kingdom's template (requested), a passport accepted after one rejection, transcripts rejected
 * with a reason, an English test report waiting for review, and a police certificate past its due date. Running it
 * again for a student who has a checklist changes nothing.
 */
export async function seedDemoChecklist(studentId: number, staffId: number) {
  if (await db.checklistItem.count({ where: { studentId } })) return false;
  const today = todayInZone(getEnv().APP_TIME_ZONE);
  await addTemplateItems({ staffId, studentId, destination: "United Kingdom" });
  const items = await db.checklistItem.findMany({ where: { studentId }, select: { id: true, name: true } });
  const itemId = (name: string) => items.find((item) => item.name === name)!.id;

  const pdf = async (title: string, version: number) =>
    storeBytes(await renderPdf({ title, author: "Demo student" }, (doc) => doc.font("bold").fontSize(18).text(title).font("regular").fontSize(11).text(`Version ${version}`)), `${title.toLowerCase().replace(/\W+/g, "-")}-v${version}.pdf`, "pdf");
  const upload = async (name: string, version: number) => uploadChecklistVersion({ studentId, itemId: itemId(name), document: await pdf(name, version) });

  await upload("Passport", 1);
  await rejectChecklistItem({ staffId, studentId, itemId: itemId("Passport"), reason: "The photo page is cut off at the bottom; scan the whole page." });
  await upload("Passport", 2);
  await acceptChecklistItem({ staffId, studentId, itemId: itemId("Passport") });

  await upload("Academic transcripts", 1);
  await rejectChecklistItem({ staffId, studentId, itemId: itemId("Academic transcripts"), reason: "The final year's mark sheet is missing." });

  await upload("English test report", 1);

  await addChecklistItem({
    staffId,
    studentId,
    name: "Police clearance certificate",
    note: "From the district police office, issued within the last six months.",
    dueDay: addDaysToDay(today, -5),
  });
  return true;
}
