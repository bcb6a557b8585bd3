import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { requireStudent } from "~/auth/session.server";
import { Stars } from "~/components/marketing/testimonial-card";
import { StudentTestimonialForm } from "~/components/testimonial/student-testimonial-form";
import { StudentTestimonialStatusBadge } from "~/components/testimonial/student-testimonial-status-badge";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { SubmitButton } from "~/components/ui/button";
import { lookup } from "~/domain/lookup";
import { STUDENT_TESTIMONIAL_PATH, canWithdrawConsent } from "~/domain/testimonial";
import { ActionNotAllowedError } from "~/models/admin-change.server";
import { NotInvitedError, TestimonialAlreadyWrittenError, readStudentTestimonial, submitStudentTestimonial, withdrawTestimonialConsent } from "~/models/student-testimonial.server";
import { TestimonialNotFoundError } from "~/models/testimonial.server";
import { translator } from "~/i18n/catalogs.server";
import { createFormatter } from "~/i18n/format";
import { useLocalizedPath, useT } from "~/i18n/i18n";
import { getLocale } from "~/i18n/locale.server";
import { getEnv } from "~/utils/env.server";
import { VALIDATION_ERROR, replyWithErrors } from "~/utils/form-reply.server";
import { readFormData } from "~/utils/http.server";
import { dispatchIntent } from "~/utils/intent.server";
import { seoMeta } from "~/utils/meta";
import { notFound, readId } from "~/utils/route-params.server";
import { redirectWithToast } from "~/utils/toast.server";
import { studentTestimonialSchema } from "./schema.server";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => (data ? seoMeta(data.meta.title, data.meta.description, matches) : []);

/** What each state means for the student, in their words. */
const STATE_KEYS: Record<string, string> = {
  pending: "student.testimonial.state.pending",
  shown: "student.testimonial.state.shown",
  hidden: "student.testimonial.state.hidden",
  withdrawn: "student.testimonial.state.withdrawn",
};

export async function loader({ request }: LoaderFunctionArgs) {
  const student = await requireStudent(request);
  const { invitedAt, application, testimonial } = await readStudentTestimonial(student.id);
  const zone = getEnv().APP_TIME_ZONE;
  const locale = await getLocale(request);
  const [t, format] = [translator(locale), createFormatter(locale)];
  const stateKey = testimonial ? lookup(STATE_KEYS, testimonial.status) : undefined;
  return {
    meta: { title: t("student.testimonial.metaTitle"), description: t("student.testimonial.metaDescription") },
    invited: invitedAt !== null,
    testimonial: testimonial
      ? {
          id: testimonial.id,
          name: testimonial.name,
          where: `${testimonial.university}, ${testimonial.destination}`,
          quote: testimonial.quote,
          rating: testimonial.rating,
          status: testimonial.status,
          text: stateKey ? t(stateKey) : "",
          sent: format.dateTime(testimonial.createdAt, zone),
          withdrawn: testimonial.consentWithdrawnAt ? format.dateTime(testimonial.consentWithdrawnAt, zone) : null,
          canWithdraw: canWithdrawConsent(testimonial.status),
        }
      : null,
    // one testimonial at a time: a new one only once the last was withdrawn
    canWrite: invitedAt !== null && (!testimonial || testimonial.status === "withdrawn"),
    values: { name: student.name, destination: application?.country ?? "", university: application?.university ?? "", quote: "", rating: "", consent: "" },
    constraint: getZodConstraint(studentTestimonialSchema),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const student = await requireStudent(request);
  const formData = await readFormData(request);
  const t = translator(await getLocale(request));
  return dispatchIntent(formData, {
    write: async () => {
      const submission = parseWithZod(formData, { schema: studentTestimonialSchema });
      if (submission.status !== "success") return replyWithErrors(request, submission, { ...VALIDATION_ERROR, intent: "write" });
      const { consent: _consent, ...input } = submission.value;
      try {
        await submitStudentTestimonial({ studentId: student.id, input });
      } catch (error) {
        if (error instanceof NotInvitedError || error instanceof TestimonialAlreadyWrittenError) {
          return replyWithErrors(request, submission, { intent: "write", status: 409, formErrors: [error.message], toast: { type: "error", title: t("student.testimonial.notSentTitle"), description: error.message } });
        }
        throw error;
      }
      return redirectWithToast(STUDENT_TESTIMONIAL_PATH, { type: "success", title: t("student.testimonial.sentTitle"), description: t("student.testimonial.sentDescription") });
    },
    withdraw: async () => {
      const testimonialId = readId(String(formData.get("id") ?? ""));
      if (!testimonialId) throw notFound();
      try {
        await withdrawTestimonialConsent({ studentId: student.id, testimonialId });
      } catch (error) {
        if (error instanceof TestimonialNotFoundError) throw notFound();
        if (error instanceof ActionNotAllowedError) return redirectWithToast(STUDENT_TESTIMONIAL_PATH, { type: "error", title: t("student.testimonial.nothingToWithdrawTitle"), description: error.message });
        throw error;
      }
      return redirectWithToast(STUDENT_TESTIMONIAL_PATH, { type: "success", title: t("student.testimonial.withdrawnTitle"), description: t("student.testimonial.withdrawnDescription") });
    },
  });
}

function YourTestimonial({ testimonial }: { testimonial: NonNullable<ReturnType<typeof useLoaderData<typeof loader>>["testimonial"]> }) {
  const t = useT();
  const lp = useLocalizedPath();
  return (
    <section aria-labelledby="yours-heading" className="space-y-4 rounded-lg border border-gray-200 bg-white p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="yours-heading" className="text-lg font-semibold text-gray-900">
          {t("student.testimonial.yours")}
        </h2>
        <StudentTestimonialStatusBadge status={testimonial.status} />
      </div>
      <p className="text-sm text-gray-700" data-testid="testimonial-state">
        {testimonial.text}
        {testimonial.status === "shown" ? (
          <>
            {" "}
            <Link to={lp("/testimonials")} className="font-semibold text-brand-700 hover:underline">
              {t("student.testimonial.seeOnWebsite")}
            </Link>
          </>
        ) : null}
      </p>
      <figure className="rounded-md bg-gray-50 p-4">
        <Stars rating={testimonial.rating} />
        <blockquote className="mt-2 whitespace-pre-line text-gray-800">“{testimonial.quote}”</blockquote>
        <figcaption className="mt-2 text-sm text-gray-600">
          {testimonial.withdrawn
            ? t("student.testimonial.captionWithdrawn", { name: testimonial.name, where: testimonial.where, sent: testimonial.sent, withdrawn: testimonial.withdrawn })
            : t("student.testimonial.caption", { name: testimonial.name, where: testimonial.where, sent: testimonial.sent })}
        </figcaption>
      </figure>
      {testimonial.canWithdraw ? (
        <Form method="post" className="space-y-2 border-t border-gray-100 pt-4">
          <input type="hidden" name="id" value={testimonial.id} />
          <p className="text-sm text-gray-600">{t("student.testimonial.changedMind")}</p>
          <SubmitButton name="intent" value="withdraw" variant="danger" pendingText={t("student.withdraw.withdrawing")}>
            {t("student.testimonial.takeBack")}
          </SubmitButton>
        </Form>
      ) : null}
    </section>
  );
}

export default function StudentTestimonialPage() {
  const { invited, testimonial, canWrite, values, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const t = useT();
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-gray-900">{t("student.testimonial.yours")}</h1>
        <p className="mt-1 text-sm text-gray-600">{t("student.testimonial.intro")}</p>
      </div>
      {invited ? null : (
        <div className="rounded-lg border border-dashed border-gray-300 bg-white p-6 text-sm text-gray-700" data-testid="not-invited">
          <p className="font-semibold text-gray-900">{t("student.testimonial.notYet")}</p>
          <p className="mt-2">{t("student.testimonial.whenInvited")}</p>
          <p className="mt-2">
            <Link to="/student/universities" className="font-semibold text-brand-700 hover:underline">
              {t("student.testimonial.seeApplications")}
            </Link>
          </p>
        </div>
      )}
      {testimonial ? <YourTestimonial testimonial={testimonial} /> : null}
      {canWrite ? (
        <section aria-labelledby="write-heading" className="space-y-3">
          <h2 id="write-heading" className="text-lg font-semibold text-gray-900">
            {t(testimonial ? "student.testimonial.writeNew" : "student.testimonial.write")}
          </h2>
          <StudentTestimonialForm defaultValue={values} lastResult={actionData?.intent === "write" ? actionData.result : undefined} constraint={constraint} />
        </section>
      ) : null}
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
