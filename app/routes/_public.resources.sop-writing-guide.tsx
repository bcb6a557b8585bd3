import type { MetaFunction } from "@remix-run/node";
import { CtaBand } from "~/components/marketing/cta-band";
import { PageHeader } from "~/components/marketing/page-header";
import { ButtonLink } from "~/components/ui/button";
import { SOP_GUIDE_CHECKLIST, SOP_GUIDE_INTRO, SOP_GUIDE_SECTIONS } from "~/content/sop-guide";
import { seoMeta } from "~/utils/meta";

export const meta: MetaFunction = ({ matches }) => seoMeta("SOP Writing Guide", "How to write a clear, specific and honest statement of purpose, step by step, with a checklist.", matches);

export default function SopWritingGuidePage() {
  return (
    <>
      <PageHeader eyebrow="Resources" title="How to write a statement of purpose">
        <p>{SOP_GUIDE_INTRO}</p>
      </PageHeader>
      <article className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <div className="space-y-10">
          {SOP_GUIDE_SECTIONS.map((section) => (
            <section key={section.title}>
              <h2 className="text-xl font-semibold text-gray-900">{section.title}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className="mt-3 text-gray-700">
                  {paragraph}
                </p>
              ))}
            </section>
          ))}
        </div>
        <section aria-labelledby="checklist-heading" className="mt-12 rounded-lg bg-brand-50 p-6">
          <h2 id="checklist-heading" className="text-lg font-semibold text-brand-900">
            Before you submit
          </h2>
          <ul className="mt-3 space-y-2">
            {SOP_GUIDE_CHECKLIST.map((item) => (
              <li key={item} className="flex gap-2 text-gray-700">
                <span aria-hidden="true" className="text-brand-600">
                  ☐
                </span>
                {item}
              </li>
            ))}
          </ul>
        </section>
      </article>
      <CtaBand title="Want an expert to help?" text="Our SOP writers work with you from the first brief to the final draft.">
        <ButtonLink to="/services/sop-writing" variant="light" size="lg">
          See SOP packages
        </ButtonLink>
      </CtaBand>
    </>
  );
}
