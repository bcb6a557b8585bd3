import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { JsonLd } from "~/components/content/json-ld";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { FaqList } from "~/components/marketing/faq-list";
import { PageHeader, Section } from "~/components/marketing/page-header";
import { faqPageSchema } from "~/domain/faq";
import { readFaqSections } from "~/features/content/faq-view.server";
import { seoMeta } from "~/utils/meta";

const DESCRIPTION = "Answers to the questions students ask us most: our services, applications, tests, visas and loans.";

export const meta: MetaFunction = ({ matches }) => seoMeta("Frequently asked questions", DESCRIPTION, matches);

export async function loader() {
  const sections = await readFaqSections();
  // search engines read the same questions and answers the page shows (schema.org FAQPage)
  return { sections, structuredData: faqPageSchema(sections.flatMap((section) => section.faqs)) };
}

export default function FaqPage() {
  const { sections, structuredData } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader eyebrow="Resources" title="Frequently asked questions">
        <p>{DESCRIPTION}</p>
      </PageHeader>
      {sections.length === 0 ? (
        <Section title="No questions yet">
          <p className="text-gray-700">
            Ask us anything on the{" "}
            <Link to="/contact" className="font-medium text-brand-700 hover:underline">
              Contact page
            </Link>
            .
          </p>
        </Section>
      ) : (
        <>
          {sections.map((section, index) => (
            <Section key={section.category} id={section.category} title={section.label} tone={index % 2 === 0 ? "white" : "gray"}>
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
