import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { CtaBand } from "~/components/marketing/cta-band";
import { PageHeader } from "~/components/marketing/page-header";
import { ButtonLink } from "~/components/ui/button";
import { SOP_GUIDE_CHECKLIST_KEYS, SOP_GUIDE_INTRO_KEY, SOP_GUIDE_SECTIONS } from "~/content/sop-guide";
import { translator } from "~/i18n/catalogs.server";
import { useLocalizedPath, useT } from "~/i18n/i18n";
import { getLocale } from "~/i18n/locale.server";
import { seoMeta, siteNameOf } from "~/utils/meta";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data ? seoMeta(data.meta.title, data.meta.description, matches) : [{ title: siteNameOf(matches) ?? "" }];

/** The page's title and description in its language: a meta function has no messages of its own. */
export async function loader({ request }: LoaderFunctionArgs) {
  const t = translator(await getLocale(request));
  return { meta: { title: t("services.sopGuide.metaTitle"), description: t("services.sopGuide.metaDescription") } };
}

export default function SopWritingGuidePage() {
  const t = useT();
  const lp = useLocalizedPath();
  return (
    <>
      <PageHeader eyebrow={t("services.sopGuide.eyebrow")} title={t("services.sopGuide.title")}>
        <p>{t(SOP_GUIDE_INTRO_KEY)}</p>
      </PageHeader>
      <article className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <div className="space-y-10">
          {SOP_GUIDE_SECTIONS.map((section) => (
            <section key={section.titleKey}>
              <h2 className="text-xl font-semibold text-gray-900">{t(section.titleKey)}</h2>
              {section.paragraphKeys.map((paragraph) => (
                <p key={paragraph} className="mt-3 text-gray-700">
                  {t(paragraph)}
                </p>
              ))}
            </section>
          ))}
        </div>
        <section aria-labelledby="checklist-heading" className="mt-12 rounded-lg bg-brand-50 p-6">
          <h2 id="checklist-heading" className="text-lg font-semibold text-brand-900">
            {t("services.sopGuide.checklistTitle")}
          </h2>
          <ul className="mt-3 space-y-2">
            {SOP_GUIDE_CHECKLIST_KEYS.map((item) => (
              <li key={item} className="flex gap-2 text-gray-700">
                <span aria-hidden="true" className="text-brand-600">
                  ☐
                </span>
                {t(item)}
              </li>
            ))}
          </ul>
        </section>
      </article>
      <CtaBand title={t("services.sopGuide.ctaTitle")} text={t("services.sopGuide.ctaText")}>
        <ButtonLink to={lp("/services/sop-writing")} variant="light" size="lg">
          {t("services.sopGuide.ctaButton")}
        </ButtonLink>
      </CtaBand>
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
