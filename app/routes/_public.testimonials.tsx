import type { MetaFunction } from "@remix-run/node";
import { CtaBand } from "~/components/marketing/cta-band";
import { PageHeader, Section } from "~/components/marketing/page-header";
import { TestimonialCard } from "~/components/marketing/testimonial-card";
import { ButtonLink } from "~/components/ui/button";
import { RATING } from "~/content/home";
import { TESTIMONIALS } from "~/content/testimonials";
import { seoMeta } from "~/utils/meta";

export const meta: MetaFunction = ({ matches }) => seoMeta("Testimonials", `Rated ${RATING.score} from ${RATING.reviews}: read what our students say about us.`, matches);

export default function TestimonialsPage() {
  return (
    <>
      <PageHeader eyebrow="Reviews" title="What our students say">
        <p>
          Rated <strong>{RATING.score}</strong> from {RATING.reviews}.
        </p>
      </PageHeader>
      <Section id="reviews" title="Student reviews">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {TESTIMONIALS.map((testimonial) => (
            <li key={testimonial.name}>
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
      </Section>
      <CtaBand title="Write your own success story" text="Start with a free counseling session.">
        <ButtonLink to="/services/free-counseling" variant="light" size="lg">
          Get Free Counseling
        </ButtonLink>
      </CtaBand>
    </>
  );
}
