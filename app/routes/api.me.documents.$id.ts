import { apiRoute } from "~/auth/api.server";
import { documentItemJson } from "~/features/api/document-json.server";
import { requireCaseReader, requireCaseWriter } from "~/features/api/case-access.server";
import { parseMultipartBody } from "~/features/api/multipart-body.server";
import { apiChecklistUploadBody } from "~/features/case/checklist.schema.server";
import { ActionNotAllowedError } from "~/models/admin-change.server";
import { ChecklistFileRefusedError, ChecklistNotFoundError, getChecklistItem, uploadChecklistFile } from "~/models/checklist.server";
import { ApiError, json, notFoundError, requireApiId, validationError } from "~/utils/api-response.server";

export const { loader, action } = apiRoute({
  /** One item of the checklist; another student's id is the same 404 as one that does not exist. */
  async GET({ request, params }) {
    const { studentId } = await requireCaseReader(request);
    const item = await getChecklistItem(studentId, requireApiId(params.id));
    if (!item) throw notFoundError("Document not found.");
    return json({ data: documentItemJson(item) });
  },

  /** The student uploads a version of an item: the same model call as the Documents page's form. */
  async POST({ request, params }) {
    const { studentId } = await requireCaseWriter(request);
    const itemId = requireApiId(params.id);
    const { file } = await parseMultipartBody(request, apiChecklistUploadBody);
    const { item } = await uploadChecklistFile({ studentId, itemId, file }).catch((error: unknown) => {
      if (error instanceof ChecklistFileRefusedError) throw validationError({ file: [error.message] });
      if (error instanceof ChecklistNotFoundError) throw notFoundError("Document not found.");
      if (error instanceof ActionNotAllowedError) throw new ApiError(409, error.message);
      throw error;
    });
    const uploaded = await getChecklistItem(studentId, item.id);
    return json({ message: `${item.name} is uploaded and with your counsellor for review.`, data: documentItemJson(uploaded!) }, 201);
  },
});
