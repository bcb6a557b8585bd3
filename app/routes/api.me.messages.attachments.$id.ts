import { apiRoute } from "~/auth/api.server";
import { requireCaseReader } from "~/features/api/case-access.server";
import { getConversationAttachment } from "~/models/conversation.server";
import { notFoundError, requireApiId } from "~/utils/api-response.server";
import { fileResponse } from "~/utils/uploads.server";

export const { loader, action } = apiRoute({
  /** A file of the student's conversation, as /student/messages links it; another thread's file is a 404. */
  async GET({ request, params }) {
    const { studentId } = await requireCaseReader(request);
    const file = await getConversationAttachment(studentId, requireApiId(params.id));
    if (!file) throw notFoundError("Attachment not found.");
    // a file whose bytes the store lost is as gone as one never sent, in the API's error shape
    return fileResponse(file).catch((error: unknown) => {
      if (error instanceof Response && error.status === 404) throw notFoundError("Attachment not found.");
      throw error;
    });
  },
});
