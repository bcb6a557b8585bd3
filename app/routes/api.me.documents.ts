import { apiRoute } from "~/auth/api.server";
import { documentItemJson } from "~/features/api/document-json.server";
import { requireCaseReader } from "~/features/api/case-access.server";
import { listChecklist } from "~/models/checklist.server";
import { json } from "~/utils/api-response.server";

export const { loader, action } = apiRoute({
  /** The student's document checklist, oldest item first, as on /student/documents. */
  async GET({ request }) {
    const { studentId } = await requireCaseReader(request);
    return json({ data: (await listChecklist(studentId)).map(documentItemJson) });
  },
});
