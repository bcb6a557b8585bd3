import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { SubmitButton } from "~/components/ui/button";
import { isEndStage, stageLabelText, translateApplicationText } from "~/domain/university-application";
import { translator } from "~/i18n/catalogs.server";
import { intakeIn } from "~/i18n/format";
import { useT } from "~/i18n/i18n";
import { getLocale } from "~/i18n/locale.server";
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

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => (data ? seoMeta(data.meta.title, data.meta.description, matches) : []);

export async function loader({ request, params }: LoaderFunctionArgs) {
  const student = await requireStudent(request);
  const application = await getStudentApplication(student.id, requireId(params.id));
  if (!application) throw notFound();
  const locale = await getLocale(request);
  const t = translator(locale);
  return {
    meta: { title: t("student.withdraw.metaTitle"), description: t("student.withdraw.metaDescription") },
    application: {
      id: application.id,
      university: application.university,
      program: application.program,
      intake: intakeIn(locale, application.intakeMonth, application.intakeYear),
      stageLabel: translateApplicationText(t, stageLabelText(application.stage, application.country)),
    },
    ended: isEndStage(application.stage),
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const student = await requireStudent(request);
  const applicationId = requireId(params.id);
  try {
    const withdrawn = await withdrawApplication({ studentId: student.id, applicationId });
    const t = translator(await getLocale(request));
    return redirectWithToast(LIST_PATH, { type: "success", title: t("student.withdraw.doneTitle"), description: t("student.withdraw.doneDescription", { id: withdrawn.id }) });
  } catch (error) {
    if (error instanceof UniversityApplicationNotFoundError) throw notFound();
    if (error instanceof StageMoveNotAllowedError) {
      const t = translator(await getLocale(request));
      return redirectWithToast(LIST_PATH, { type: "error", title: t("student.withdraw.refusedTitle"), description: error.message });
    }
    throw error;
  }
}

export default function WithdrawApplicationPage() {
  const { application, ended } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <div className="mx-auto max-w-xl space-y-6">
      <Link to={LIST_PATH} className="text-sm font-medium text-brand-700 hover:underline">
        {t("student.withdraw.back")}
      </Link>
      <h1 className="text-2xl font-bold text-gray-900">{t("student.withdraw.title")}</h1>
      <div className="rounded-lg border border-gray-200 bg-white p-6">
        <p className="font-semibold text-gray-900">{application.university}</p>
        <p className="mt-1 text-gray-600">{t("student.withdraw.summary", { program: application.program, intake: application.intake, stage: application.stageLabel })}</p>
        {ended ? (
          <p role="alert" className="mt-4 rounded-md border border-yellow-200 bg-yellow-50 p-3 text-sm text-yellow-900">
            {t("student.withdraw.ended")}
          </p>
        ) : (
          <Form method="post" className="mt-6 flex flex-wrap gap-3">
            <p className="w-full text-sm text-gray-600">
              {t("student.withdraw.explanation")}
            </p>
            <SubmitButton variant="danger" pendingText={t("student.withdraw.withdrawing")}>
              {t("student.withdraw.confirm")}
            </SubmitButton>
            <Link to={LIST_PATH} className="inline-flex items-center px-3 text-sm font-medium text-gray-700 hover:underline">
              {t("student.withdraw.keep")}
            </Link>
          </Form>
        )}
      </div>
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
