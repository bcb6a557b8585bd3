import { apiRoute } from "~/auth/api.server";
import { requireCaseReader } from "~/features/api/case-access.server";
import { getChecklistFile } from "~/models/checklist.server";
import { notFoundError, requireApiId } from "~/utils/api-response.server";
import { fileResponse } from "~/utils/uploads.server";

export const { loader, action } = apiRoute({
  /** Streams the item's latest upload under its original name, as the student's page does; anyone else's is a 404. */
  async GET({ request, params }) {
    const { studentId } = await requireCaseReader(request);
    const file = await getChecklistFile(studentId, requireApiId(params.id));
    if (!file) throw notFoundError("No such document, or nothing uploaded for it yet.");
    return fileResponse(file).catch((error: unknown) => {
      // the store lost the file: answered in the API's error shape, not the page's plain text
      if (error instanceof Response && error.status === 404) throw notFoundError("The file is no longer stored.");
      throw error;
    });
  },
});
