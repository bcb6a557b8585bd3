import type { MetaFunction } from "@remix-run/node";
import { CtaBand } from "~/components/marketing/cta-band";
import { Section } from "~/components/marketing/page-header";
import { TestimonialCard } from "~/components/marketing/testimonial-card";
import { ButtonLink } from "~/components/ui/button";
import { TOP_COUNTRIES } from "~/content/countries";
import { HOME_SERVICE_CARDS } from "~/content/service-details";
import { HOME_PAGE_TESTIMONIALS } from "~/domain/testimonial";
import { listShownTestimonials } from "~/models/testimonial.server";
import { getSiteCopy } from "~/models/site-copy.server";
import { getGeneralSettings } from "~/models/settings.server";
import { JsonLd } from "~/components/content/json-ld";
import { organizationData } from "~/features/content/organization.server";
import { seoMeta } from "~/utils/meta";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { useSiteSettings } from "~/components/layout/use-site-settings";

export const meta: MetaFunction = ({ matches }) =>
  seoMeta(
    "Study abroad with confidence",
    "SOP writing, visa interview preparation, language test classes, free counseling and education loans.",
    matches
  );

/** The editors' copy of the home page and the first shown testimonials in their order (decision 114). */
export async function loader() {
  const [testimonials, copy, settings] = await Promise.all([
    listShownTestimonials({ take: HOME_PAGE_TESTIMONIALS }),
    getSiteCopy("home"),
    getGeneralSettings(),
  ]);
  return { testimonials, copy, organization: organizationData(settings), serviceCards: HOME_SERVICE_CARDS };
}

export default function Home() {
  const { testimonials, copy, organization, serviceCards } = useLoaderData<typeof loader>();
  const { siteName } = useSiteSettings();
  return (
    <>
      <JsonLd data={organization} />
      <section className="bg-gradient-to-br from-brand-700 to-brand-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
          <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl">
            {copy?.heroHeading ?? siteName}
          </h1>
          {copy ? (
            <p className="mt-5 max-w-2xl text-lg text-brand-100">
              {copy.heroText}
            </p>
          ) : null}
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink
              to="/services/free-counseling"
              variant="light"
              size="lg"
            >
              Free Counseling
            </ButtonLink>
            <ButtonLink
              to="/services/demo-class"
              size="lg"
              className="ring-1 ring-white/40"
            >
              Book Demo Class
            </ButtonLink>
          </div>
          {copy && copy.claims.length > 0 ? (
            <ul
              className="mt-10 flex flex-wrap gap-x-8 gap-y-3"
              aria-label="Why students choose us"
            >
              {copy.claims.map((claim) => (
                <li key={claim} className="flex items-center gap-2 font-medium">
                  <span
                    aria-hidden="true"
                    className="flex h-6 w-6 items-center justify-center rounded-full bg-white/15 text-sm"
                  >
                    ✓
                  </span>
                  {claim}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </section>

      {copy ? (
        <>
          <section aria-label="Our numbers" className="bg-white">
            <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
              <dl className="grid grid-cols-2 gap-4 md:grid-cols-5">
                {copy.stats.map((stat) => (
                  <div
                    key={stat.label}
                    className="flex flex-col rounded-lg border border-gray-200 p-6 text-center shadow-sm"
                  >
                    <dt className="text-sm font-medium text-gray-500">
                      {stat.label}
                    </dt>
                    <dd className="order-first text-3xl font-extrabold text-brand-700">
                      {stat.value}
                    </dd>
                  </div>
                ))}
                {copy.ratingScore ? (
                  <div className="col-span-2 flex flex-col rounded-lg border border-amber-200 bg-amber-50 p-6 text-center shadow-sm md:col-span-1">
                    <dt className="text-sm font-medium text-gray-600">
                      {copy.ratingReviews
                        ? `Rating from ${copy.ratingReviews}`
                        : "Rating"}
                    </dt>
                    <dd className="order-first text-3xl font-extrabold text-amber-600">
                      {copy.ratingScore}
                    </dd>
                  </div>
                ) : null}
              </dl>
            </div>
          </section>

          <Section id="about" title={copy.aboutHeading} tone="gray">
            <div className="grid items-center gap-10 md:grid-cols-2">
              <div>
                <p className="text-lg text-gray-700">{copy.aboutText}</p>
                <ul className="mt-6 space-y-2">
                  {copy.aboutPoints.map((point) => (
                    <li key={point} className="flex gap-2 text-gray-700">
                      <span aria-hidden="true" className="text-brand-600">
                        ✓
                      </span>
                      {point}
                    </li>
                  ))}
                </ul>
                <ButtonLink to="/about" variant="secondary" className="mt-8">
                  Learn more about us
                </ButtonLink>
              </div>
              <img
                src="/images/gallery/one-on-one-counselling.svg"
                alt="A counselor and a student talking across a desk with a laptop"
                width={800}
                height={600}
                loading="lazy"
                className="h-auto w-full rounded-xl shadow-sm"
              />
            </div>
          </Section>

          <section aria-labelledby="free-test-heading" className="bg-amber-50">
            <div className="mx-auto flex max-w-7xl flex-col items-start justify-between gap-6 px-4 py-12 sm:px-6 md:flex-row md:items-center lg:px-8">
              <div>
                <p className="text-sm font-semibold uppercase tracking-wide text-amber-700">
                  Free
                </p>
                <h2
                  id="free-test-heading"
                  className="mt-1 text-2xl font-bold text-gray-900"
                >
                  {copy.bannerHeading}
                </h2>
                <p className="mt-2 max-w-2xl text-gray-700">
                  {copy.bannerText}
                </p>
              </div>
              <ButtonLink to="/services/speaking-mock" size="lg">
                {copy.bannerCta}
              </ButtonLink>
            </div>
          </section>
        </>
      ) : null}

      <Section
        id="services"
        title="Our services"
        intro="Test preparation, interview coaching and everything in between."
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {serviceCards.map((card) => (
            <li
              key={card.title}
              className="group relative h-full rounded-lg border border-gray-200 bg-white p-6 shadow-sm transition focus-within:ring-2 focus-within:ring-brand-500 hover:border-brand-300 hover:shadow-md"
            >
              <h3 className="text-lg font-semibold text-gray-900 group-hover:text-brand-700">
                {/* The whole card is clickable, while the link's name stays the short title. */}
                <Link
                  to={card.to}
                  className="focus:outline-none after:absolute after:inset-0"
                >
                  {card.title}
                </Link>
              </h3>
              <p className="mt-2 text-sm text-gray-600">{card.text}</p>
              <span
                className="mt-4 inline-block text-sm font-semibold text-brand-700"
                aria-hidden="true"
              >
                Learn more →
              </span>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="countries" title="Top countries to study" tone="gray">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {TOP_COUNTRIES.map((country) => (
            <li
              key={country.code}
              className="flex items-start gap-4 rounded-lg bg-white p-5 ring-1 ring-gray-200"
            >
              <span
                aria-hidden="true"
                className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold tracking-wide text-white"
              >
                {country.code}
              </span>
              <span>
                <span className="block font-semibold text-gray-900">
                  {country.name}
                </span>
                <span className="block text-sm text-gray-600">
                  {country.highlight}
                </span>
              </span>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="testimonials" title="What our students say">
        <ul className="grid gap-6 md:grid-cols-3">
          {testimonials.map((testimonial) => (
            <li key={testimonial.id}>
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
        <ButtonLink to="/testimonials" variant="secondary" className="mt-8">
          View All Reviews
        </ButtonLink>
      </Section>

      {copy ? (
        <CtaBand title={copy.closingHeading} text={copy.closingText}>
          <ButtonLink to="/register" variant="light" size="lg">
            Register Now
          </ButtonLink>
          <ButtonLink
            to="/services/free-counseling"
            size="lg"
            className="ring-1 ring-white/40"
          >
            Get Free Counseling
          </ButtonLink>
        </CtaBand>
      ) : null}
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
