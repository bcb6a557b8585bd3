import { apiRoute } from "~/auth/api.server";
import { todayInZone } from "~/domain/dates";
import { applicationJson, applicationWithTimelineJson } from "~/features/api/application-json.server";
import { requireCaseReader, requireCaseWriter } from "~/features/api/case-access.server";
import { apiShortlistBody } from "~/features/university/application.schema.server";
import { addToShortlist, getStudentApplication, listStudentApplications } from "~/models/university-application.server";
import { json, parseJsonBody } from "~/utils/api-response.server";
import { getEnv } from "~/utils/env.server";

export const { loader, action } = apiRoute({
  /** The student's university applications, open ones first, as on /student/universities. */
  async GET({ request }) {
    const { studentId } = await requireCaseReader(request);
    return json({ data: (await listStudentApplications(studentId)).map(applicationJson) });
  },

  /** Shortlists a university for the counsellor to review: the same model call as the student's page. */
  async POST({ request }) {
    const { studentId } = await requireCaseWriter(request);
    const fields = await parseJsonBody(request, apiShortlistBody(todayInZone(getEnv().APP_TIME_ZONE)));
    const { id } = await addToShortlist({
      studentId,
      fields: { university: fields.university, country: fields.country, program: fields.program, level: fields.level, intakeMonth: fields.intake_month, intakeYear: fields.intake_year },
    });
    const application = await getStudentApplication(studentId, id);
    return json({ message: `${fields.university} is on your shortlist for your counsellor to review.`, data: applicationWithTimelineJson(application!) }, 201);
  },
});
