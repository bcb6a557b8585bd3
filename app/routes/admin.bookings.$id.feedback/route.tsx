import { getFormProps, getInputProps, getSelectProps, getTextareaProps } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { ActionPage, BookingSummary } from "~/components/admin/action-page";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { useAppForm } from "~/components/forms/use-app-form";
import { CancelLink } from "~/components/list/route-dialog";
import { SubmitButton } from "~/components/ui/button";
import { Field, FormError, Input, Select, Textarea } from "~/components/ui/field";
import { interviewFeedbackSchema, speakingFeedbackSchema } from "./schema.server";
import { PROFICIENCY_LEVELS } from "~/domain/booking-options";
import { recordInterviewFeedback, recordSpeakingFeedback } from "~/models/booking-admin.server";
import { handleAdminIntent } from "~/features/admin/admin-actions.server";
import { loadBookingForAction } from "~/features/admin/admin-bookings.server";
import { seoMeta } from "~/utils/meta";
import { parseMultipartForm } from "~/utils/uploads.server";

/** One page for every kind of session that takes feedback; the speaking mock adds its band and level. */
const TITLES = { speaking: "Add Feedback & Score", interview: "Add Feedback" } as const;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  seoMeta(data?.speaking === false ? TITLES.interview : TITLES.speaking, "Record the result of a session; saving it completes the session.", matches);

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { booking, page, closeTo } = await loadBookingForAction(request, params, "feedback");
  const speaking = booking.type === "speaking";
  return {
    booking,
    noun: page.noun,
    closeTo,
    speaking,
    levels: PROFICIENCY_LEVELS,
    constraint: getZodConstraint(speaking ? speakingFeedbackSchema : interviewFeedbackSchema),
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { admin, booking, closeTo } = await loadBookingForAction(request, params, "feedback");
  const formData = await parseMultipartForm(request);
  const target = { adminId: admin.id, bookingId: booking.id };
  if (booking.type !== "speaking") {
    return handleAdminIntent(request, formData, {
      schema: interviewFeedbackSchema,
      closeTo,
      run: async ({ feedback, score }) => {
        await recordInterviewFeedback({ ...target, feedback, score: score ?? null });
        return { title: "Feedback saved", description: `The interview preparation session is completed${score ? ` with a score of ${score}/10` : ""}.` };
      },
    });
  }
  return handleAdminIntent(request, formData, {
    schema: speakingFeedbackSchema,
    closeTo,
    run: async ({ feedback, score, level }) => {
      await recordSpeakingFeedback({ ...target, feedback, score, level });
      return { title: "Feedback saved", description: `The speaking mock test is completed with a score of ${score} (${level}).` };
    },
  });
}

type Values = { feedback: string; score: string; level: string };

export default function BookingFeedbackPage() {
  const { booking, noun, closeTo, speaking, levels, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useAppForm<Values>({ id: "booking-feedback", lastResult: actionData?.result, constraint });
  return (
    <ActionPage title={speaking ? TITLES.speaking : TITLES.interview} backTo={closeTo} summary={<BookingSummary booking={booking} noun={noun} />}>
      <Form method="post" {...getFormProps(form)}>
        {speaking ? (
          <>
            <Field label="Score (band 0 to 9)" id={fields.score.id} errors={fields.score.errors} hint="In steps of 0.5, such as 6.5.">
              {(control) => <Input {...getInputProps(fields.score, { type: "text", ariaAttributes: false })} {...control} inputMode="decimal" autoComplete="off" />}
            </Field>
            <Field label="Level" id={fields.level.id} errors={fields.level.errors}>
              {(control) => (
                <Select {...getSelectProps(fields.level, { ariaAttributes: false })} {...control}>
                  <option value="">Choose a level</option>
                  {levels.map((level) => (
                    <option key={level.value} value={level.value}>
                      {level.label}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          </>
        ) : (
          <Field label="Score out of 10 (optional)" id={fields.score.id} errors={fields.score.errors} hint="A whole number; leave it empty to send written feedback only.">
            {(control) => <Input {...getInputProps(fields.score, { type: "text", ariaAttributes: false })} {...control} inputMode="numeric" autoComplete="off" />}
          </Field>
        )}
        <Field label="Feedback" id={fields.feedback.id} errors={fields.feedback.errors}>
          {(control) => <Textarea {...getTextareaProps(fields.feedback, { ariaAttributes: false })} {...control} rows={5} />}
        </Field>
        <FormError errors={form.errors} id={form.errorId} />
        <div className="flex justify-end gap-2 pt-2">
          <CancelLink to={closeTo} />
          <SubmitButton pendingText="Saving...">Save and complete</SubmitButton>
        </div>
      </Form>
    </ActionPage>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
