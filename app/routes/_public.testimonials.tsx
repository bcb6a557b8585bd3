import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CtaBand } from "~/components/marketing/cta-band";
import { PageHeader, Section } from "~/components/marketing/page-header";
import { TestimonialCard } from "~/components/marketing/testimonial-card";
import { ButtonLink } from "~/components/ui/button";
import { translator } from "~/i18n/catalogs.server";
import { T, useLocalizedPath, useT } from "~/i18n/i18n";
import { getLocale } from "~/i18n/locale.server";
import { getSiteCopy } from "~/models/site-copy.server";
import { listShownTestimonials } from "~/models/testimonial.server";
import { seoMeta, siteNameOf } from "~/utils/meta";
import { GeneralErrorBoundary } from "~/components/error-boundary";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => (data ? seoMeta(data.seo.title, data.seo.description, matches) : [{ title: siteNameOf(matches) ?? "" }]);

/**
 * The shown testimonials in the editors' order (decision 114), each quote in the page's language where an editor
 * wrote that version: a pending, hidden or withdrawn one is not read; the rating is the home page's copy.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const locale = await getLocale(request);
  const [testimonials, home] = await Promise.all([listShownTestimonials({ locale }), getSiteCopy("home", locale)]);
  const rating = home?.ratingScore ? { score: home.ratingScore, reviews: home.ratingReviews } : null;
  const t = translator(locale);
  return {
    seo: {
      title: t("public.testimonials.title"),
      description: rating ? t("public.testimonials.ratedDescription", { score: rating.score, reviews: rating.reviews }) : t("public.testimonials.description"),
    },
    testimonials,
    rating,
  };
}

export default function TestimonialsPage() {
  const { testimonials, rating } = useLoaderData<typeof loader>();
  const t = useT();
  const lp = useLocalizedPath();
  return (
    <>
      <PageHeader eyebrow={t("public.testimonials.eyebrow")} title={t("public.testimonials.heading")}>
        {rating ? (
          <p>
            {rating.reviews ? (
              <T k="public.testimonials.ratedFrom" values={{ score: rating.score, reviews: rating.reviews }} components={{ 0: <strong /> }} />
            ) : (
              <T k="public.testimonials.rated" values={{ score: rating.score }} components={{ 0: <strong /> }} />
            )}
          </p>
        ) : null}
      </PageHeader>
      <Section id="reviews" title={t("public.testimonials.reviews")}>
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {testimonials.map((testimonial) => (
            <li key={testimonial.id}>
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
      </Section>
      <CtaBand title={t("public.testimonials.ctaTitle")} text={t("public.testimonials.ctaText")}>
        <ButtonLink to={lp("/services/free-counseling")} variant="light" size="lg">
          {t("public.testimonials.ctaButton")}
        </ButtonLink>
      </CtaBand>
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
