import { TESTIMONIALS_PATH } from "~/domain/content";
import { TESTIMONIAL_REVIEW_DONE, type TestimonialReview } from "~/domain/testimonial";
import { handleAdminIntent, runAdminAction } from "~/features/admin/admin-actions.server";
import { ImageGoneError } from "~/models/media.server";
import { TestimonialNotFoundError, createTestimonial, reviewTestimonial, updateTestimonial } from "~/models/testimonial.server";
import { newTestimonialFormSchema, testimonialFormSchema, testimonialFromForm } from "./testimonial.schema.server";

/** A photo deleted from the library while the form was open comes back next to its field, everything typed kept. */
const refusePhotoGone: Parameters<typeof handleAdminIntent>[2]["refuse"] = (error, reply) =>
  error instanceof ImageGoneError ? reply({ status: 409, fieldErrors: { photoId: [error.message] } }) : undefined;

/** An editor's new testimonial, shown at once or kept hidden, saved with its first revision. */
export function handleNewTestimonialForm(request: Request, formData: FormData, { editorId }: { editorId: number }) {
  return handleAdminIntent(request, formData, {
    schema: newTestimonialFormSchema,
    closeTo: TESTIMONIALS_PATH,
    refuse: refusePhotoGone,
    run: async (form) => {
      const testimonial = await createTestimonial({ input: testimonialFromForm(form), status: form.status, editorId });
      const where = testimonial.status === "shown" ? "It shows on the testimonials page." : "It is kept hidden.";
      return { title: "Testimonial added", description: `${testimonial.name}'s testimonial is saved. ${where}`, to: `${TESTIMONIALS_PATH}/${testimonial.id}` };
    },
  });
}

/** An edit, saved with its revision; a withdrawn testimonial is refused with the reason. */
export function handleTestimonialForm(request: Request, formData: FormData, { testimonialId, editorId }: { testimonialId: number; editorId: number }) {
  return handleAdminIntent(request, formData, {
    schema: testimonialFormSchema,
    closeTo: `${TESTIMONIALS_PATH}/${testimonialId}`,
    notFound: [TestimonialNotFoundError],
    refuse: refusePhotoGone,
    run: async (form) => {
      const testimonial = await updateTestimonial(testimonialId, testimonialFromForm(form), editorId);
      return { title: "Testimonial saved", description: `${testimonial.name}'s testimonial is saved.` };
    },
  });
}

const REVIEW_OUTCOME: Record<TestimonialReview, (name: string) => string> = {
  approve: (name) => `${name}'s testimonial is on the site.`,
  decline: (name) => `${name}'s testimonial stays off the site.`,
  show: (name) => `${name}'s testimonial is on the site.`,
  hide: (name) => `${name}'s testimonial is off the site, and kept here.`,
};

/** Approve, Decline, Show or Hide, from the list or the testimonial's page: back to `closeTo` with its toast. */
export function reviewTestimonialAction(closeTo: string, { testimonialId, review, editorId }: { testimonialId: number; review: TestimonialReview; editorId: number }) {
  return runAdminAction(closeTo, async () => {
    const testimonial = await reviewTestimonial({ testimonialId, review, editorId });
    const done = TESTIMONIAL_REVIEW_DONE[review];
    return { title: `Testimonial ${done}`, description: REVIEW_OUTCOME[review](testimonial.name) };
  });
}
