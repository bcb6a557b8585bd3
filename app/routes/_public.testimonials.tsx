import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CtaBand } from "~/components/marketing/cta-band";
import { PageHeader, Section } from "~/components/marketing/page-header";
import { TestimonialCard } from "~/components/marketing/testimonial-card";
import { ButtonLink } from "~/components/ui/button";
import { getSiteCopy } from "~/models/site-copy.server";
import { listShownTestimonials } from "~/models/testimonial.server";
import { seoMeta } from "~/utils/meta";
import { GeneralErrorBoundary } from "~/components/error-boundary";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  seoMeta(
    "Testimonials",
    data?.rating
      ? `Rated ${data.rating.score} from ${data.rating.reviews}: read what our students say about us.`
      : "Read what our students say about us.",
    matches
  );

/**
 * The shown testimonials in the editors' order (decision 114): a pending, hidden or withdrawn one is not read; the
 * rating is the home page's copy.
 */
export async function loader() {
  const [testimonials, home] = await Promise.all([
    listShownTestimonials(),
    getSiteCopy("home"),
  ]);
  return {
    testimonials,
    rating: home?.ratingScore
      ? { score: home.ratingScore, reviews: home.ratingReviews }
      : null,
  };
}

export default function TestimonialsPage() {
  const { testimonials, rating } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader eyebrow="Reviews" title="What our students say">
        {rating ? (
          <p>
            Rated <strong>{rating.score}</strong>
            {rating.reviews ? ` from ${rating.reviews}` : null}.
          </p>
        ) : null}
      </PageHeader>
      <Section id="reviews" title="Student reviews">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {testimonials.map((testimonial) => (
            <li key={testimonial.id}>
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
      </Section>
      <CtaBand
        title="Write your own success story"
        text="Start with a free counseling session."
      >
        <ButtonLink to="/services/free-counseling" variant="light" size="lg">
          Get Free Counseling
        </ButtonLink>
      </CtaBand>
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
