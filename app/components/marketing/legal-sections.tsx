import type { ReactNode } from "react";
import { toParagraphs, type LegalSection, type PolicySettingKey } from "~/content/legal";

type PolicyTexts = Record<PolicySettingKey, string>;

/** Numbered legal sections; a section tied to a policy setting shows the admin's text for it. */
export function LegalSections({ sections, policies, extra }: { sections: readonly LegalSection[]; policies: PolicyTexts; extra?: Partial<Record<string, ReactNode>> }) {
  return (
    <ol className="space-y-10">
      {sections.map((section, index) => {
        const paragraphs = section.fromSetting ? toParagraphs(policies[section.fromSetting]) : section.paragraphs;
        const headingId = `section-${index + 1}`;
        return (
          <li key={section.title} aria-labelledby={headingId}>
            <h2 id={headingId} className="text-xl font-semibold text-gray-900">
              {index + 1}. {section.title}
            </h2>
            <div className="mt-3 space-y-3 text-gray-700">
              {paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              {extra?.[section.title] ?? null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
