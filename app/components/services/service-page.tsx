import { Link, useLoaderData, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { FaqList } from "~/components/marketing/faq-list";
import { Section } from "~/components/marketing/page-header";
import { buttonClass } from "~/components/ui/button";
import type { ServiceDetails } from "~/content/service-details";
import type { ServicePage } from "~/content/services";
import type { ServiceRouteLoader } from "~/features/services/service-page.server";
import { T, useFormat, useLocalizedPath, useT } from "~/i18n/i18n";

/**
 * The hero of a service page: its one h1, the pitch, the price of each catalogue entry, the key facts and a jump to
 * the application form (while the service can be ordered).
 */
export function ServiceHero({ service, details }: { service: ServicePage; details: ServiceDetails }) {
  const t = useT();
  const { offers, available } = useLoaderData<ServiceRouteLoader>();
  return (
    <section className="bg-gradient-to-br from-brand-700 to-brand-900 text-white">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-200">{t("services.page.eyebrow", { service: t(service.nameKey) })}</p>
        <h1 className="mt-2 max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl">{t(details.headingKey)}</h1>
        <p className="mt-4 max-w-3xl text-lg text-brand-100">{t(details.taglineKey)}</p>
        <ul className="mt-6 flex flex-wrap gap-2" aria-label={t("services.page.keyFacts")}>
          {offers.map((offer) => (
            <li key={offer.code} className="rounded-full bg-white px-3 py-1 text-sm font-semibold text-brand-900" data-testid="offer-price">
              {offer.available
                ? t("services.page.offerPrice", { name: offer.name, price: offer.price })
                : t("services.page.offerNotAvailable", { name: offer.name })}
            </li>
          ))}
          {details.factKeys.map((fact) => (
            <li key={fact} className="rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-white ring-1 ring-white/20">
              {t(fact)}
            </li>
          ))}
        </ul>
        {available ? (
          <a href="#apply" className={buttonClass({ variant: "light", size: "lg", className: "mt-8" })}>
            {t("services.page.applyNow")}
          </a>
        ) : null}
      </div>
    </section>
  );
}

export function ServiceHighlights({ details }: { details: ServiceDetails }) {
  const t = useT();
  return (
    <Section id="why-us" title={t("services.page.whatYouGet")}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {details.highlights.map((highlight) => (
          <li key={highlight.titleKey} className="rounded-lg border border-gray-200 bg-white p-6 shadow-sm">
            <h3 className="font-semibold text-gray-900">{t(highlight.titleKey)}</h3>
            <p className="mt-2 text-sm text-gray-600">{t(highlight.textKey)}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function ServiceSteps({ details }: { details: ServiceDetails }) {
  const t = useT();
  const format = useFormat();
  return (
    <Section id="how-it-works" title={t("services.page.howItWorks")} tone="gray">
      <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {details.stepKeys.map((step, index) => (
          <li key={step} className="flex gap-4">
            <span aria-hidden="true" className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-600 font-bold text-white">
              {format.number(index + 1)}
            </span>
            <p className="text-gray-700">{t(step)}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}

/** The service's questions an editor shows (its category of the FAQs); none, no section. */
export function ServiceFaq() {
  const t = useT();
  const { faqs } = useLoaderData<ServiceRouteLoader>();
  if (faqs.length === 0) return null;
  return (
    <Section id="faq" title={t("services.page.faq")}>
      <div className="max-w-3xl">
        <FaqList faqs={faqs} />
      </div>
    </Section>
  );
}

/** Where a service page's application form sits (the inquiry form for visitors; a booking form can take its place). */
export function ApplySection({ details, introKey, children }: { details: ServiceDetails; introKey: string; children: ReactNode }) {
  const t = useT();
  return (
    <section id="apply" aria-labelledby="apply-heading" className="scroll-mt-20 bg-gray-50">
      <div className="mx-auto max-w-4xl px-4 py-16 sm:px-6 lg:px-8">
        <h2 id="apply-heading" className="text-3xl font-bold tracking-tight text-gray-900">
          {t(details.applyHeadingKey)}
        </h2>
        <p className="mt-3 text-gray-600">{t(introKey)}</p>
        <div className="mt-8 rounded-lg border border-gray-200 bg-white p-6 shadow-sm sm:p-8">{children}</div>
      </div>
    </section>
  );
}

/** Shown to visitors under the inquiry form: students who log in can book a slot and follow it in their dashboard. */
export function LoginToBookPrompt({ service }: { service: ServicePage }) {
  // The query string comes along, so that a package chosen before logging in is still chosen after.
  const { search } = useLocation();
  const lp = useLocalizedPath();
  const params = new URLSearchParams({ redirectTo: `${lp(service.path)}${search}#apply` });
  return (
    <p className="mt-6 rounded-md bg-brand-50 p-4 text-sm text-brand-900">
      <T
        k="services.apply.loginToBook"
        components={{
          0: <Link to={`/login?${params}`} className="font-semibold underline" />,
          1: <Link to="/register" className="font-semibold underline" />,
        }}
      />
    </p>
  );
}

/** In place of the forms while none of the page's catalogue entries can be ordered. */
export function NotAvailableNotice({ service }: { service: ServicePage }) {
  const t = useT();
  return (
    <div role="status" className="rounded-md bg-amber-50 p-4 text-amber-900 ring-1 ring-amber-200">
      <p className="font-semibold">{t("services.notAvailable.heading", { service: t(service.nameKey) })}</p>
      <p className="mt-1 text-sm">{t("services.notAvailable.text")}</p>
    </div>
  );
}
