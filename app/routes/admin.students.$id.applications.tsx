import { getZodConstraint } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { SectionCard } from "~/components/ui/section-card";
import { ApplicationCard } from "~/components/university/application-card";
import { ApplicationForm } from "~/components/university/application-form";
import { MoveForm } from "~/components/university/move-form";
import { todayInZone } from "~/domain/dates";
import { intakeYears, stageLabel } from "~/domain/university-application";
import { applicationSchema, stageMoveSchema } from "~/features/university/application.schema.server";
import { applicationView } from "~/features/university/application-views.server";
import {
  StageMoveNotAllowedError,
  UniversityApplicationNotFoundError,
  addUniversityApplication,
  listStudentApplications,
  moveApplicationStage,
} from "~/models/university-application.server";
import { handleAdminIntent, postedId } from "~/features/admin/admin-actions.server";
import { getEnv } from "~/utils/env.server";
import { VALIDATION_ERROR } from "~/utils/form-reply.server";
import { readFormData } from "~/utils/http.server";
import { dispatchIntent } from "~/utils/intent.server";
import { seoMeta } from "~/utils/meta";
import { notFound } from "~/utils/route-params.server";
import { requireCaseStudent } from "~/features/case/case-student.server";

export const meta: MetaFunction = ({ matches }) => seoMeta("Applications", "The student's university applications: stages, timelines and moves.", matches);

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { student } = await requireCaseStudent(request, params.id);
  const zone = getEnv().APP_TIME_ZONE;
  const today = todayInZone(zone);
  const applications = await listStudentApplications(student.id);
  return {
    student,
    applications: applications.map((application) => applicationView(application, zone)),
    years: intakeYears(today),
    constraints: { add: getZodConstraint(applicationSchema(today)), move: getZodConstraint(stageMoveSchema) },
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { staff, student } = await requireCaseStudent(request, params.id);
  const here = `/admin/students/${student.id}/applications`;
  const formData = await readFormData(request);
  return dispatchIntent(formData, {
    add: () =>
      handleAdminIntent(request, formData, {
        schema: applicationSchema(todayInZone(getEnv().APP_TIME_ZONE)),
        closeTo: here,
        intent: "add" as const,
        invalid: { ...VALIDATION_ERROR, extra: { applicationId: null as number | null } },
        run: async (fields) => {
          await addUniversityApplication({ actorId: staff.id, studentId: student.id, fields });
          return { title: "Application added", description: `${fields.university} is on ${student.name}'s shortlist.` };
        },
      }),
    move: () => {
      const applicationId = postedId(formData);
      if (!applicationId) throw notFound();
      return handleAdminIntent(request, formData, {
        schema: stageMoveSchema,
        closeTo: here,
        intent: "move" as const,
        invalid: { ...VALIDATION_ERROR, extra: { applicationId } },
        notFound: [UniversityApplicationNotFoundError],
        refuse: (error, reply) =>
          error instanceof StageMoveNotAllowedError ? reply({ ...VALIDATION_ERROR, status: 409, extra: { applicationId }, fieldErrors: { stage: [error.message] } }) : undefined,
        run: async (value) => {
          const moved = await moveApplicationStage({ actorId: staff.id, applicationId, studentId: student.id, ...value });
          return { title: "Stage moved", description: `Now at "${stageLabel(moved.stage)}". ${student.name} has been told.` };
        },
      });
    },
  });
}

export default function StudentApplicationsTab() {
  const { student, applications, years, constraints } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const resultFor = (intent: "add" | "move", applicationId: number | null = null) =>
    actionData && actionData.intent === intent && actionData.applicationId === applicationId ? actionData.result : undefined;
  return (
    <div className="space-y-6">
      <h2 className="text-xl font-semibold text-gray-900">University applications</h2>
      {applications.length === 0 ? (
        <p className="rounded-lg border border-dashed border-gray-300 bg-white p-6 text-sm text-gray-600">{student.name} has no university applications yet.</p>
      ) : (
        <ul className="space-y-4" aria-label={`${student.name}'s university applications`}>
          {applications.map((application) => (
            <li key={application.id}>
              <ApplicationCard
                application={application}
                headingLevel="h3"
                actions={
                  <MoveForm
                    applicationId={application.id}
                    university={application.university}
                    choices={application.moveChoices}
                    constraint={constraints.move}
                    lastResult={resultFor("move", application.id)}
                  />
                }
              />
            </li>
          ))}
        </ul>
      )}
      <SectionCard id="add-application" title="Add an application">
        <ApplicationForm id="application-add" constraint={constraints.add} lastResult={resultFor("add")} years={years} withTracking submitLabel="Add application" />
      </SectionCard>
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
