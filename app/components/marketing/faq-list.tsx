import { UntranslatedNote, contentLang } from "~/components/content/content-language";
import { MarkdownBody } from "~/components/content/markdown-body";
import type { FaqView } from "~/domain/faq";
import { useLocale } from "~/i18n/i18n";

/**
 * Questions as native disclosures: they open without JavaScript and are read as buttons by screen readers. A question
 * not yet written in the page's language shows in English, marked so, with a note above its answer.
 */
export function FaqList({ faqs }: { faqs: readonly FaqView[] }) {
  const locale = useLocale();
  return (
    <div className="divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white">
      {faqs.map((faq) => (
        <details key={faq.id} lang={contentLang(faq.lang, locale)} className="group p-5">
          <summary className="flex cursor-pointer items-start justify-between gap-4 font-semibold text-gray-900">
            <span>{faq.question}</span>
            <span aria-hidden="true" className="text-brand-600 transition-transform group-open:rotate-45">
              +
            </span>
          </summary>
          <div className="mt-3">
            <UntranslatedNote lang={faq.lang} className="mb-2" />
            <MarkdownBody html={faq.html} />
          </div>
        </details>
      ))}
    </div>
  );
}
