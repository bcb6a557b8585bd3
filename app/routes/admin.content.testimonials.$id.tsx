import { TESTIMONIALS_PATH } from "~/domain/content";
import { getZodConstraint } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { requireContentEditor } from "~/auth/session.server";
import { TestimonialForm } from "~/components/content/testimonial-form";
import { TestimonialStatusBadge } from "~/components/content/testimonial-status-badge";
import { RecordHeader, RecordLink } from "~/components/content/record-header";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { SubmitButton } from "~/components/ui/button";
import { formatDateTime } from "~/domain/dates";
import { TESTIMONIAL_REVIEWS, canEditTestimonial, reviewsAllowed } from "~/domain/testimonial";
import { handleTestimonialForm, reviewTestimonialAction } from "~/features/content/testimonial-editor.server";
import { testimonialFormSchema } from "~/features/content/testimonial.schema.server";
import { listMediaChoices } from "~/models/media.server";
import { readTestimonialForEditor } from "~/models/testimonial.server";
import { getEnv } from "~/utils/env.server";
import { readFormData } from "~/utils/http.server";
import { dispatchIntent } from "~/utils/intent.server";
import { seoMeta } from "~/utils/meta";
import { notFound, requireId } from "~/utils/route-params.server";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => seoMeta(data ? `Testimonial: ${data.testimonial.name}` : "Testimonial", "Review and edit a testimonial.", matches);

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireContentEditor(request);
  const [testimonial, photos] = await Promise.all([readTestimonialForEditor(requireId(params.id)), listMediaChoices()]);
  if (!testimonial) throw notFound();
  const zone = getEnv().APP_TIME_ZONE;
  return {
    testimonial: {
      id: testimonial.id,
      name: testimonial.name,
      status: testimonial.status,
      student: testimonial.student,
      submitted: formatDateTime(testimonial.createdAt, zone),
      reviewed: testimonial.reviewedAt ? { when: formatDateTime(testimonial.reviewedAt, zone), by: testimonial.reviewedBy?.name ?? "A former staff member" } : null,
      withdrawn: testimonial.consentWithdrawnAt ? formatDateTime(testimonial.consentWithdrawnAt, zone) : null,
      editable: canEditTestimonial(testimonial.status),
      reviews: reviewsAllowed(testimonial.status),
    },
    values: {
      name: testimonial.name,
      destination: testimonial.destination,
      university: testimonial.university,
      quote: testimonial.quote,
      quoteNe: testimonial.quoteNe ?? "",
      rating: String(testimonial.rating),
      photoId: testimonial.photoId === null ? "" : String(testimonial.photoId),
      photoAlt: testimonial.photoAlt,
      position: String(testimonial.position),
    },
    constraint: getZodConstraint(testimonialFormSchema),
    photos,
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const editor = await requireContentEditor(request);
  const testimonialId = requireId(params.id);
  const formData = await readFormData(request);
  const closeTo = `${TESTIMONIALS_PATH}/${testimonialId}`;
  return dispatchIntent(formData, {
    save: () => handleTestimonialForm(request, formData, { testimonialId, editorId: editor.id }),
    ...Object.fromEntries(TESTIMONIAL_REVIEWS.map((review) => [review, () => reviewTestimonialAction(closeTo, { testimonialId, review, editorId: editor.id })])),
  });
}

const REVIEW_BUTTONS = {
  approve: { label: "Approve and show on the site", pending: "Approving..." },
  decline: { label: "Decline", pending: "Declining..." },
  show: { label: "Show on the site", pending: "Showing..." },
  hide: { label: "Hide from the site", pending: "Hiding..." },
} as const;

export default function EditTestimonialPage() {
  const { testimonial, values, constraint, photos } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="space-y-4">
      <RecordHeader
        back={{ to: TESTIMONIALS_PATH, label: "Testimonials" }}
        title={testimonial.name}
        actions={
          <>
            {testimonial.status === "shown" ? <RecordLink to="/testimonials">View on the site</RecordLink> : null}
            <RecordLink to="revisions">Revisions</RecordLink>
          </>
        }
      >
        <TestimonialStatusBadge status={testimonial.status} />
        <span>
          {testimonial.student ? `Written by the student ${testimonial.student.name}` : "Added by an editor"}, {testimonial.submitted}
        </span>
        {testimonial.reviewed ? (
          <span>
            · Last decided by {testimonial.reviewed.by}, {testimonial.reviewed.when}
          </span>
        ) : null}
      </RecordHeader>
      {testimonial.withdrawn ? (
        <p role="status" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          The student withdrew their consent on {testimonial.withdrawn}. The testimonial is off the site for good and must not be used anywhere else; it is kept here
          for the record only.
        </p>
      ) : null}
      {testimonial.reviews.length > 0 ? (
        <section aria-labelledby="state-heading" className="space-y-3 rounded-lg border border-gray-200 bg-white p-4">
          <h2 id="state-heading" className="text-base font-semibold text-gray-900">
            {testimonial.status === "pending" ? "Waiting for your approval" : "On the site"}
          </h2>
          {testimonial.status === "pending" ? (
            <p className="text-sm text-gray-600">Read it through first. Approving shows it on the testimonials page at once; declining keeps it here, off the site.</p>
          ) : null}
          <Form method="post" className="flex flex-wrap gap-2">
            {testimonial.reviews.map((review) => (
              <SubmitButton key={review} name="intent" value={review} variant={review === "approve" ? "primary" : "secondary"} pendingText={REVIEW_BUTTONS[review].pending}>
                {REVIEW_BUTTONS[review].label}
              </SubmitButton>
            ))}
          </Form>
        </section>
      ) : null}
      {testimonial.editable ? (
        <TestimonialForm
          id={`testimonial-${testimonial.id}`}
          defaultValue={values}
          lastResult={actionData && "result" in actionData ? actionData.result : undefined}
          constraint={constraint}
          photos={photos}
          withStatus={false}
          submitLabel="Save testimonial"
        />
      ) : null}
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
