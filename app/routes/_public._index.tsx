import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
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
import { seoMeta, siteNameOf } from "~/utils/meta";
import { translator } from "~/i18n/catalogs.server";
import { T, useLocale, useLocalizedPath, useT } from "~/i18n/i18n";
import { DEFAULT_LOCALE } from "~/i18n/locales";
import { UntranslatedNote } from "~/components/content/content-language";
import { getLocale } from "~/i18n/locale.server";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { useSiteSettings } from "~/components/layout/use-site-settings";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data ? seoMeta(data.meta.title, data.meta.description, matches) : [{ title: siteNameOf(matches) ?? "" }];

/** The editors' copy of the home page and the first shown testimonials in their order (decision 114). */
export async function loader({ request }: LoaderFunctionArgs) {
  const locale = await getLocale(request);
  const [testimonials, copy, settings] = await Promise.all([
    listShownTestimonials({ take: HOME_PAGE_TESTIMONIALS, locale }),
    getSiteCopy("home", locale),
    getGeneralSettings(),
  ]);
  const t = translator(locale);
  return {
    meta: { title: t("public.home.metaTitle"), description: t("public.home.metaDescription") },
    testimonials,
    copy,
    organization: organizationData(settings),
    serviceCards: HOME_SERVICE_CARDS,
  };
}

export default function Home() {
  const { testimonials, copy, organization, serviceCards } = useLoaderData<typeof loader>();
  const { siteName } = useSiteSettings();
  const t = useT();
  const lp = useLocalizedPath();
  const locale = useLocale();
  // a field the editors have not written in the page's language is shown in English, and marked as such
  const langOf = (field: string) => (copy?.untranslated.includes(field) ? DEFAULT_LOCALE : undefined);
  // each block with a field in English carries one note saying so
  const blockLang = (...fields: string[]) => (fields.some((field) => langOf(field)) ? DEFAULT_LOCALE : locale);
  return (
    <>
      <JsonLd data={organization} />
      <section className="bg-gradient-to-br from-brand-700 to-brand-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
          <h1 lang={langOf("heroHeading")} className="max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl">
            {copy?.heroHeading ?? siteName}
          </h1>
          {copy ? (
            <p lang={langOf("heroText")} className="mt-5 max-w-2xl text-lg text-brand-100">
              {copy.heroText}
            </p>
          ) : null}
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink
              to={lp("/services/free-counseling")}
              variant="light"
              size="lg"
            >
              {t("services.freeCounseling.name")}
            </ButtonLink>
            <ButtonLink
              to={lp("/services/demo-class")}
              size="lg"
              className="ring-1 ring-white/40"
            >
              {t("public.home.bookDemoClass")}
            </ButtonLink>
          </div>
          {copy && copy.claims.length > 0 ? (
            <ul
              lang={langOf("claims")}
              className="mt-10 flex flex-wrap gap-x-8 gap-y-3"
              aria-label={t("public.home.claimsLabel")}
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
          <UntranslatedNote lang={blockLang("heroHeading", "heroText", "claims")} className="mt-6 text-brand-100" />
        </div>
      </section>

      {copy ? (
        <>
          <section aria-label={t("public.home.numbersLabel")} className="bg-white">
            <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
              <dl lang={langOf("stats")} className="grid grid-cols-2 gap-4 md:grid-cols-5">
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
                      {copy.ratingReviews ? (
                        <T k="public.home.ratingFrom" values={{ reviews: <span lang={langOf("ratingReviews")}>{copy.ratingReviews}</span> }} />
                      ) : (
                        t("public.home.rating")
                      )}
                    </dt>
                    <dd className="order-first text-3xl font-extrabold text-amber-600">
                      {copy.ratingScore}
                    </dd>
                  </div>
                ) : null}
              </dl>
              <UntranslatedNote lang={blockLang("stats", "ratingReviews")} className="mt-4" />
            </div>
          </section>

          <Section id="about" title={copy.aboutHeading} titleLang={langOf("aboutHeading")} tone="gray">
            <div className="grid items-center gap-10 md:grid-cols-2">
              <div>
                <p lang={langOf("aboutText")} className="text-lg text-gray-700">{copy.aboutText}</p>
                <ul lang={langOf("aboutPoints")} className="mt-6 space-y-2">
                  {copy.aboutPoints.map((point) => (
                    <li key={point} className="flex gap-2 text-gray-700">
                      <span aria-hidden="true" className="text-brand-600">
                        ✓
                      </span>
                      {point}
                    </li>
                  ))}
                </ul>
                <UntranslatedNote lang={blockLang("aboutHeading", "aboutText", "aboutPoints")} className="mt-4" />
                <ButtonLink to={lp("/about")} variant="secondary" className="mt-8">
                  {t("public.home.learnMoreAboutUs")}
                </ButtonLink>
              </div>
              <img
                src="/images/gallery/one-on-one-counselling.svg"
                alt={t("public.home.aboutImageAlt")}
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
                  {t("public.home.free")}
                </p>
                <h2
                  id="free-test-heading"
                  lang={langOf("bannerHeading")}
                  className="mt-1 text-2xl font-bold text-gray-900"
                >
                  {copy.bannerHeading}
                </h2>
                <p lang={langOf("bannerText")} className="mt-2 max-w-2xl text-gray-700">
                  {copy.bannerText}
                </p>
                <UntranslatedNote lang={blockLang("bannerHeading", "bannerText", "bannerCta")} className="mt-2" />
              </div>
              <ButtonLink to={lp("/services/speaking-mock")} size="lg" lang={langOf("bannerCta")}>
                {copy.bannerCta}
              </ButtonLink>
            </div>
          </section>
        </>
      ) : null}

      <Section
        id="services"
        title={t("public.home.services.title")}
        intro={t("public.home.services.intro")}
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
                  to={lp(card.to)}
                  className="focus:outline-none after:absolute after:inset-0"
                >
                  {t(card.titleKey)}
                </Link>
              </h3>
              <p className="mt-2 text-sm text-gray-600">{t(card.textKey)}</p>
              <span
                className="mt-4 inline-block text-sm font-semibold text-brand-700"
                aria-hidden="true"
              >
                {t("public.home.services.learnMore")}
              </span>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="countries" title={t("public.home.countries.title")} tone="gray">
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
                  {t(country.nameKey)}
                </span>
                <span className="block text-sm text-gray-600">
                  {t(country.highlightKey)}
                </span>
              </span>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="testimonials" title={t("public.home.testimonials.title")}>
        <ul className="grid gap-6 md:grid-cols-3">
          {testimonials.map((testimonial) => (
            <li key={testimonial.id}>
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
        <ButtonLink to={lp("/testimonials")} variant="secondary" className="mt-8">
          {t("public.home.testimonials.viewAll")}
        </ButtonLink>
      </Section>

      {copy ? (
        <CtaBand title={copy.closingHeading} text={copy.closingText} lang={langOf("closingHeading") ?? langOf("closingText")}>
          <UntranslatedNote lang={blockLang("closingHeading", "closingText")} className="basis-full text-brand-100" />
          <ButtonLink to="/register" variant="light" size="lg">
            {t("public.home.registerNow")}
          </ButtonLink>
          <ButtonLink
            to={lp("/services/free-counseling")}
            size="lg"
            className="ring-1 ring-white/40"
          >
            {t("public.cta.getFreeCounseling")}
          </ButtonLink>
        </CtaBand>
      ) : null}
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
