import { apiRoute } from "~/auth/api.server";
import { applicationWithTimelineJson } from "~/features/api/application-json.server";
import { requireCaseWriter } from "~/features/api/case-access.server";
import { StageMoveNotAllowedError, UniversityApplicationNotFoundError, getStudentApplication, withdrawApplication } from "~/models/university-application.server";
import { ApiError, json, notFoundError, requireApiId } from "~/utils/api-response.server";

export const { loader, action } = apiRoute({
  /** The student withdraws one of their applications, as on its page: from any stage that is not an end. */
  async POST({ request, params }) {
    const { studentId } = await requireCaseWriter(request);
    const applicationId = requireApiId(params.id);
    await withdrawApplication({ studentId, applicationId }).catch((error: unknown) => {
      if (error instanceof UniversityApplicationNotFoundError) throw notFoundError("Application not found.");
      if (error instanceof StageMoveNotAllowedError) throw new ApiError(409, error.message);
      throw error;
    });
    const application = await getStudentApplication(studentId, applicationId);
    return json({ message: "Application withdrawn.", data: applicationWithTimelineJson(application!) });
  },
});
