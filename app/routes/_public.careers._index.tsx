import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { useSiteSettings } from "~/components/layout/use-site-settings";
import { OpeningFacts } from "~/components/marketing/opening-facts";
import { PageHeader, Section } from "~/components/marketing/page-header";
import { closingDay } from "~/domain/careers";
import { openingSummary } from "~/features/content/opening-view.server";
import { translator } from "~/i18n/catalogs.server";
import { T, useLocalizedPath, useT } from "~/i18n/i18n";
import { getLocale } from "~/i18n/locale.server";
import { listOpenOpenings } from "~/models/job-opening.server";
import { getEnv } from "~/utils/env.server";
import { seoMeta, siteNameOf } from "~/utils/meta";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data ? seoMeta(data.meta.title, data.meta.description, matches) : [{ title: siteNameOf(matches) ?? "" }];

const BENEFIT_KEYS = ["public.careers.benefit.flexibleHours", "public.careers.benefit.paidTraining", "public.careers.benefit.learningBudget", "public.careers.benefit.healthInsurance"] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const now = new Date();
  const zone = getEnv().APP_TIME_ZONE;
  const [openings, locale] = await Promise.all([listOpenOpenings(now), getLocale(request)]);
  const t = translator(locale);
  return {
    meta: { title: t("common.nav.careers"), description: t("public.careers.metaDescription") },
    openings: openings.map((opening) => ({
      ...openingSummary(opening, now),
      employmentType: opening.employmentType,
      closingDay: opening.closesOn ? closingDay(opening.closesOn, zone) : null,
    })),
  };
}

export default function CareersPage() {
  const { openings } = useLoaderData<typeof loader>();
  const { contactEmail } = useSiteSettings();
  const t = useT();
  const lp = useLocalizedPath();
  return (
    <>
      <PageHeader eyebrow={t("common.footer.company")} title={t("common.nav.careers")}>
        <p>{t("public.careers.intro")}</p>
      </PageHeader>
      <Section id="openings" title={t("public.careers.openPositions")}>
        {openings.length === 0 ? (
          <p className="text-gray-700">{t("public.careers.noOpenings")}</p>
        ) : (
          <ul className="space-y-4">
            {openings.map((opening) => (
              <li key={opening.slug} className="rounded-lg border border-gray-200 bg-white p-6 shadow-sm">
                <h3 className="text-lg font-semibold text-gray-900">
                  <Link to={lp(`/careers/${opening.slug}`)} className="hover:text-brand-700">
                    {opening.title}
                  </Link>
                </h3>
                <p className="text-sm text-gray-500">
                  <OpeningFacts opening={opening} />
                </p>
                <Link
                  to={lp(`/careers/${opening.slug}`)}
                  className="mt-3 inline-block font-semibold text-brand-700 hover:underline"
                  aria-label={t("public.careers.viewAndApplyLabel", { title: opening.title })}
                >
                  {t("public.careers.viewAndApply")}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section id="benefits" title={t("public.careers.benefitsTitle")} tone="gray">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {BENEFIT_KEYS.map((benefit) => (
            <li key={benefit} className="rounded-lg bg-white p-5 font-medium text-gray-800 ring-1 ring-gray-200">
              {t(benefit)}
            </li>
          ))}
        </ul>
        <p className="mt-8 text-gray-700">
          <T
            k="public.careers.sendCv"
            values={{ email: contactEmail }}
            components={{ 0: <a href={`mailto:${contactEmail}`} className="font-medium text-brand-700 hover:underline" /> }}
          />
        </p>
      </Section>
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
