import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { SectionCard } from "~/components/ui/section-card";
import { ApplicationCard } from "~/components/university/application-card";
import { ApplicationForm } from "~/components/university/application-form";
import { todayInZone } from "~/domain/dates";
import { intakeYears } from "~/domain/university-application";
import { applicationSchema } from "~/features/university/application.schema.server";
import { applicationView } from "~/features/university/application-views.server";
import { addToShortlist, listStudentApplications } from "~/models/university-application.server";
import { getEnv } from "~/utils/env.server";
import { VALIDATION_ERROR, replyWithErrors } from "~/utils/form-reply.server";
import { readFormData } from "~/utils/http.server";
import { dispatchIntent } from "~/utils/intent.server";
import { seoMeta } from "~/utils/meta";
import { requireStudent } from "~/auth/session.server";
import { redirectWithToast } from "~/utils/toast.server";

const PATH = "/student/universities";

export const meta: MetaFunction = ({ matches }) => seoMeta("Universities", "Your university applications: where each stands and what comes next.", matches);

export async function loader({ request }: LoaderFunctionArgs) {
  const student = await requireStudent(request);
  const zone = getEnv().APP_TIME_ZONE;
  const today = todayInZone(zone);
  const applications = await listStudentApplications(student.id);
  return {
    applications: applications.map((application) => applicationView(application, zone)),
    years: intakeYears(today),
    constraint: getZodConstraint(applicationSchema(today)),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const student = await requireStudent(request);
  const formData = await readFormData(request);
  return dispatchIntent(formData, {
    add: async () => {
      const submission = parseWithZod(formData, { schema: applicationSchema(todayInZone(getEnv().APP_TIME_ZONE)) });
      if (submission.status !== "success") return replyWithErrors(request, submission, { ...VALIDATION_ERROR, intent: "add" });
      const { university, country, program, level, intakeMonth, intakeYear } = submission.value;
      await addToShortlist({ studentId: student.id, fields: { university, country, program, level, intakeMonth, intakeYear } });
      return redirectWithToast(PATH, { type: "success", title: "Added to your shortlist", description: `${university} is on your shortlist for your counsellor to review.` });
    },
  });
}

export default function StudentUniversitiesPage() {
  const { applications, years, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-gray-900">Universities</h1>
        <p className="text-sm text-gray-600">Each university you apply to, where it stands and what comes next.</p>
      </div>
      {applications.length === 0 ? (
        <p className="rounded-lg border border-dashed border-gray-300 bg-white p-6 text-sm text-gray-600">
          No universities yet. Add the ones you are interested in below and your counsellor will review them with you.
        </p>
      ) : (
        <ul className="space-y-4" aria-label="Your university applications">
          {applications.map((application) => (
            <li key={application.id}>
              <ApplicationCard
                application={application}
                actions={
                  application.ended ? null : (
                    <Link to={`${PATH}/${application.id}/withdraw`} className="text-sm font-medium text-red-700 hover:underline">
                      Withdraw this application<span className="sr-only"> to {application.university}</span>
                    </Link>
                  )
                }
              />
            </li>
          ))}
        </ul>
      )}
      <SectionCard id="add-university" title="Add a university to your shortlist">
        <p className="mb-4 text-sm text-gray-600">Your counsellor reviews each university you add and tells you whether to apply.</p>
        <ApplicationForm
          id="shortlist-add"
          constraint={constraint}
          lastResult={actionData?.result}
          years={years}
          withTracking={false}
          submitLabel="Add to shortlist"
        />
      </SectionCard>
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
