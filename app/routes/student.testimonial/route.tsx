import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { requireStudent } from "~/auth/session.server";
import { TestimonialStatusBadge } from "~/components/content/testimonial-status-badge";
import { Stars } from "~/components/marketing/testimonial-card";
import { StudentTestimonialForm } from "~/components/testimonial/student-testimonial-form";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { SubmitButton } from "~/components/ui/button";
import { formatDateTime } from "~/domain/dates";
import { lookup } from "~/domain/lookup";
import { STUDENT_TESTIMONIAL_PATH, canWithdrawConsent } from "~/domain/testimonial";
import { ActionNotAllowedError } from "~/models/admin-change.server";
import { NotInvitedError, TestimonialAlreadyWrittenError, readStudentTestimonial, submitStudentTestimonial, withdrawTestimonialConsent } from "~/models/student-testimonial.server";
import { TestimonialNotFoundError } from "~/models/testimonial.server";
import { getEnv } from "~/utils/env.server";
import { VALIDATION_ERROR, replyWithErrors } from "~/utils/form-reply.server";
import { readFormData } from "~/utils/http.server";
import { dispatchIntent } from "~/utils/intent.server";
import { seoMeta } from "~/utils/meta";
import { notFound, readId } from "~/utils/route-params.server";
import { redirectWithToast } from "~/utils/toast.server";
import { studentTestimonialSchema } from "./schema.server";

export const meta: MetaFunction = ({ matches }) => seoMeta("Your testimonial", "Tell future students about your journey, and follow what happens to your testimonial.", matches);

/** What each state means for the student, in their words. */
const STATE_TEXT: Record<string, string> = {
  pending: "Our team reads every testimonial before it goes on the website. This page shows when yours is on it.",
  shown: "Thank you! Your testimonial is on our testimonials page.",
  hidden: "Our team decided not to show your testimonial on the website for now. It stays private.",
  withdrawn: "You took back your consent: your testimonial is no longer on our website and will not be used.",
};

export async function loader({ request }: LoaderFunctionArgs) {
  const student = await requireStudent(request);
  const { invitedAt, application, testimonial } = await readStudentTestimonial(student.id);
  const zone = getEnv().APP_TIME_ZONE;
  return {
    invited: invitedAt !== null,
    testimonial: testimonial
      ? {
          id: testimonial.id,
          name: testimonial.name,
          where: `${testimonial.university}, ${testimonial.destination}`,
          quote: testimonial.quote,
          rating: testimonial.rating,
          status: testimonial.status,
          text: lookup(STATE_TEXT, testimonial.status) ?? "",
          sent: formatDateTime(testimonial.createdAt, zone),
          withdrawn: testimonial.consentWithdrawnAt ? formatDateTime(testimonial.consentWithdrawnAt, zone) : null,
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
  return dispatchIntent(formData, {
    write: async () => {
      const submission = parseWithZod(formData, { schema: studentTestimonialSchema });
      if (submission.status !== "success") return replyWithErrors(request, submission, { ...VALIDATION_ERROR, intent: "write" });
      const { consent: _consent, ...input } = submission.value;
      try {
        await submitStudentTestimonial({ studentId: student.id, input });
      } catch (error) {
        if (error instanceof NotInvitedError || error instanceof TestimonialAlreadyWrittenError) {
          return replyWithErrors(request, submission, { intent: "write", status: 409, formErrors: [error.message], toast: { type: "error", title: "Not sent", description: error.message } });
        }
        throw error;
      }
      return redirectWithToast(STUDENT_TESTIMONIAL_PATH, { type: "success", title: "Thank you for your testimonial", description: "Our team reads it before it goes on the website. You can follow it on this page." });
    },
    withdraw: async () => {
      const testimonialId = readId(String(formData.get("id") ?? ""));
      if (!testimonialId) throw notFound();
      try {
        await withdrawTestimonialConsent({ studentId: student.id, testimonialId });
      } catch (error) {
        if (error instanceof TestimonialNotFoundError) throw notFound();
        if (error instanceof ActionNotAllowedError) return redirectWithToast(STUDENT_TESTIMONIAL_PATH, { type: "error", title: "Nothing to withdraw", description: error.message });
        throw error;
      }
      return redirectWithToast(STUDENT_TESTIMONIAL_PATH, { type: "success", title: "Consent withdrawn", description: "Your testimonial is no longer on our website and will not be used." });
    },
  });
}

function YourTestimonial({ testimonial }: { testimonial: NonNullable<ReturnType<typeof useLoaderData<typeof loader>>["testimonial"]> }) {
  return (
    <section aria-labelledby="yours-heading" className="space-y-4 rounded-lg border border-gray-200 bg-white p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="yours-heading" className="text-lg font-semibold text-gray-900">
          Your testimonial
        </h2>
        <TestimonialStatusBadge status={testimonial.status} />
      </div>
      <p className="text-sm text-gray-700" data-testid="testimonial-state">
        {testimonial.text}
        {testimonial.status === "shown" ? (
          <>
            {" "}
            <Link to="/testimonials" className="font-semibold text-brand-700 hover:underline">
              See it on the website
            </Link>
          </>
        ) : null}
      </p>
      <figure className="rounded-md bg-gray-50 p-4">
        <Stars rating={testimonial.rating} />
        <blockquote className="mt-2 whitespace-pre-line text-gray-800">“{testimonial.quote}”</blockquote>
        <figcaption className="mt-2 text-sm text-gray-600">
          {testimonial.name}, {testimonial.where} · sent {testimonial.sent}
          {testimonial.withdrawn ? ` · consent withdrawn ${testimonial.withdrawn}` : null}
        </figcaption>
      </figure>
      {testimonial.canWithdraw ? (
        <Form method="post" className="space-y-2 border-t border-gray-100 pt-4">
          <input type="hidden" name="id" value={testimonial.id} />
          <p className="text-sm text-gray-600">
            Changed your mind? Taking your consent back removes your testimonial from our website at once, and we will not use it anywhere.
          </p>
          <SubmitButton name="intent" value="withdraw" variant="danger" pendingText="Withdrawing...">
            Take back my consent
          </SubmitButton>
        </Form>
      ) : null}
    </section>
  );
}

export default function StudentTestimonialPage() {
  const { invited, testimonial, canWrite, values, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-gray-900">Your testimonial</h1>
        <p className="mt-1 text-sm text-gray-600">Your story can help the next student who is where you were when you started.</p>
      </div>
      {invited ? null : (
        <div className="rounded-lg border border-dashed border-gray-300 bg-white p-6 text-sm text-gray-700" data-testid="not-invited">
          <p className="font-semibold text-gray-900">It is not time yet.</p>
          <p className="mt-2">
            We invite you to write a testimonial once one of your university applications reaches &ldquo;Visa granted&rdquo; or &ldquo;Enrolled&rdquo;. You will get an e-mail, and a
            card on your dashboard will lead you here.
          </p>
          <p className="mt-2">
            <Link to="/student/universities" className="font-semibold text-brand-700 hover:underline">
              See where your applications stand
            </Link>
          </p>
        </div>
      )}
      {testimonial ? <YourTestimonial testimonial={testimonial} /> : null}
      {canWrite ? (
        <section aria-labelledby="write-heading" className="space-y-3">
          <h2 id="write-heading" className="text-lg font-semibold text-gray-900">
            {testimonial ? "Write a new testimonial" : "Write your testimonial"}
          </h2>
          <StudentTestimonialForm defaultValue={values} lastResult={actionData?.intent === "write" ? actionData.result : undefined} constraint={constraint} />
        </section>
      ) : null}
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
