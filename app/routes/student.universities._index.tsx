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
import { translator } from "~/i18n/catalogs.server";
import { T, useT } from "~/i18n/i18n";
import { getLocale } from "~/i18n/locale.server";
import { addToShortlist, listStudentApplications } from "~/models/university-application.server";
import { getEnv } from "~/utils/env.server";
import { VALIDATION_ERROR, replyWithErrors } from "~/utils/form-reply.server";
import { readFormData } from "~/utils/http.server";
import { dispatchIntent } from "~/utils/intent.server";
import { seoMeta } from "~/utils/meta";
import { requireStudent } from "~/auth/session.server";
import { redirectWithToast } from "~/utils/toast.server";

const PATH = "/student/universities";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => (data ? seoMeta(data.meta.title, data.meta.description, matches) : []);

export async function loader({ request }: LoaderFunctionArgs) {
  const student = await requireStudent(request);
  const zone = getEnv().APP_TIME_ZONE;
  const today = todayInZone(zone);
  const [applications, locale] = await Promise.all([listStudentApplications(student.id), getLocale(request)]);
  const t = translator(locale);
  return {
    meta: { title: t("student.universities.metaTitle"), description: t("student.universities.metaDescription") },
    applications: applications.map((application) => applicationView(application, zone, locale)),
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
      const t = translator(await getLocale(request));
      return redirectWithToast(PATH, { type: "success", title: t("student.universities.addedTitle"), description: t("student.universities.addedDescription", { university }) });
    },
  });
}

export default function StudentUniversitiesPage() {
  const { applications, years, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const t = useT();
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-gray-900">{t("student.universities.title")}</h1>
        <p className="text-sm text-gray-600">{t("student.universities.intro")}</p>
      </div>
      {applications.length === 0 ? (
        <p className="rounded-lg border border-dashed border-gray-300 bg-white p-6 text-sm text-gray-600">
          {t("student.universities.empty")}
        </p>
      ) : (
        <ul className="space-y-4" aria-label={t("student.universities.listLabel")}>
          {applications.map((application) => (
            <li key={application.id}>
              <ApplicationCard
                application={application}
                actions={
                  application.ended ? null : (
                    <Link to={`${PATH}/${application.id}/withdraw`} className="text-sm font-medium text-red-700 hover:underline">
                      <T k="student.universities.withdrawLink" values={{ university: application.university }} components={{ 0: <span className="sr-only" /> }} />
                    </Link>
                  )
                }
              />
            </li>
          ))}
        </ul>
      )}
      <SectionCard id="add-university" title={t("student.universities.addTitle")}>
        <p className="mb-4 text-sm text-gray-600">{t("student.universities.addIntro")}</p>
        <ApplicationForm
          id="shortlist-add"
          constraint={constraint}
          lastResult={actionData?.result}
          years={years}
          withTracking={false}
          submitLabel={t("student.universities.addSubmit")}
        />
      </SectionCard>
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
