import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { JsonLd } from "~/components/content/json-ld";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { FaqList } from "~/components/marketing/faq-list";
import { PageHeader, Section } from "~/components/marketing/page-header";
import { faqPageSchema, type FaqCategory } from "~/domain/faq";
import { readFaqSections } from "~/features/content/faq-view.server";
import { translator } from "~/i18n/catalogs.server";
import { T, useLocalizedPath, useT } from "~/i18n/i18n";
import { getLocale } from "~/i18n/locale.server";
import { seoMeta, siteNameOf } from "~/utils/meta";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => (data ? seoMeta(data.seo.title, data.seo.description, matches) : [{ title: siteNameOf(matches) ?? "" }]);

/** Each category's heading on the page. */
const CATEGORY_KEYS: Record<FaqCategory, string> = {
  general: "public.faq.category.general",
  "sop-writing": "public.faq.category.sopWriting",
  "interview-application": "public.faq.category.interviewApplication",
  "speaking-mock": "public.faq.category.speakingMock",
  "demo-class": "public.faq.category.demoClass",
  "free-counseling": "public.faq.category.freeCounseling",
  "loan-assistance": "public.faq.category.loanAssistance",
};

/** Every visible question in the page's language: its Nepali version on a Nepali page where it has one, else English. */
export async function loader({ request }: LoaderFunctionArgs) {
  const locale = await getLocale(request);
  const sections = await readFaqSections(locale);
  const t = translator(locale);
  // search engines read the same questions and answers the page shows (schema.org FAQPage)
  return { seo: { title: t("public.faq.title"), description: t("public.faq.description") }, sections, structuredData: faqPageSchema(sections.flatMap((section) => section.faqs)) };
}

export default function FaqPage() {
  const { sections, structuredData } = useLoaderData<typeof loader>();
  const t = useT();
  const lp = useLocalizedPath();
  return (
    <>
      <PageHeader eyebrow={t("public.faq.eyebrow")} title={t("public.faq.title")}>
        <p>{t("public.faq.description")}</p>
      </PageHeader>
      {sections.length === 0 ? (
        <Section title={t("public.faq.emptyTitle")}>
          <p className="text-gray-700">
            <T k="public.faq.emptyText" components={{ 0: <Link to={lp("/contact")} className="font-medium text-brand-700 hover:underline" /> }} />
          </p>
        </Section>
      ) : (
        <>
          {sections.map((section, index) => (
            <Section key={section.category} id={section.category} title={t(CATEGORY_KEYS[section.category])} tone={index % 2 === 0 ? "white" : "gray"}>
              <div className="max-w-3xl">
                <FaqList faqs={section.faqs} />
              </div>
            </Section>
          ))}
          <JsonLd data={structuredData} />
        </>
      )}
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
