import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { SubmitButton } from "~/components/ui/button";
import { formatIntake, isEndStage, stageLabel } from "~/domain/university-application";
import {
  StageMoveNotAllowedError,
  UniversityApplicationNotFoundError,
  getStudentApplication,
  withdrawApplication,
} from "~/models/university-application.server";
import { seoMeta } from "~/utils/meta";
import { notFound, requireId } from "~/utils/route-params.server";
import { requireStudent } from "~/auth/session.server";
import { redirectWithToast } from "~/utils/toast.server";

const LIST_PATH = "/student/universities";

export const meta: MetaFunction = ({ matches }) => seoMeta("Withdraw application", "Withdraw one of your university applications.", matches);

export async function loader({ request, params }: LoaderFunctionArgs) {
  const student = await requireStudent(request);
  const application = await getStudentApplication(student.id, requireId(params.id));
  if (!application) throw notFound();
  return {
    application: {
      id: application.id,
      university: application.university,
      program: application.program,
      intake: formatIntake(application.intakeMonth, application.intakeYear),
      stageLabel: stageLabel(application.stage, application.country),
    },
    ended: isEndStage(application.stage),
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const student = await requireStudent(request);
  const applicationId = requireId(params.id);
  try {
    const withdrawn = await withdrawApplication({ studentId: student.id, applicationId });
    return redirectWithToast(LIST_PATH, { type: "success", title: "Application withdrawn", description: `Your counsellor has been told. (#${withdrawn.id})` });
  } catch (error) {
    if (error instanceof UniversityApplicationNotFoundError) throw notFound();
    if (error instanceof StageMoveNotAllowedError) return redirectWithToast(LIST_PATH, { type: "error", title: "Withdrawal not possible", description: error.message });
    throw error;
  }
}

export default function WithdrawApplicationPage() {
  const { application, ended } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-xl space-y-6">
      <Link to={LIST_PATH} className="text-sm font-medium text-brand-700 hover:underline">
        ← Back to universities
      </Link>
      <h1 className="text-2xl font-bold text-gray-900">Withdraw application</h1>
      <div className="rounded-lg border border-gray-200 bg-white p-6">
        <p className="font-semibold text-gray-900">{application.university}</p>
        <p className="mt-1 text-gray-600">
          {application.program}, {application.intake} intake · {application.stageLabel}
        </p>
        {ended ? (
          <p role="alert" className="mt-4 rounded-md border border-yellow-200 bg-yellow-50 p-3 text-sm text-yellow-900">
            This application has ended and cannot be withdrawn.
          </p>
        ) : (
          <Form method="post" className="mt-6 flex flex-wrap gap-3">
            <p className="w-full text-sm text-gray-600">
              Withdrawing is final: the application stops here and your counsellor is told. To apply again later, add the university to your shortlist again.
            </p>
            <SubmitButton variant="danger" pendingText="Withdrawing...">
              Yes, withdraw this application
            </SubmitButton>
            <Link to={LIST_PATH} className="inline-flex items-center px-3 text-sm font-medium text-gray-700 hover:underline">
              Keep it
            </Link>
          </Form>
        )}
      </div>
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
