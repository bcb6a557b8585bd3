import { apiRoute } from "~/auth/api.server";
import { applicationWithTimelineJson } from "~/features/api/application-json.server";
import { requireCaseReader } from "~/features/api/case-access.server";
import { getStudentApplication } from "~/models/university-application.server";
import { json, notFoundError, requireApiId } from "~/utils/api-response.server";

export const { loader, action } = apiRoute({
  /** One application with its timeline; another student's id is the same 404 as one that does not exist. */
  async GET({ request, params }) {
    const { studentId } = await requireCaseReader(request);
    const application = await getStudentApplication(studentId, requireApiId(params.id));
    if (!application) throw notFoundError("Application not found.");
    return json({ data: applicationWithTimelineJson(application) });
  },
});
