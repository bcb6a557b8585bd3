import { MarkdownBody } from "~/components/content/markdown-body";
import type { FaqView } from "~/domain/faq";

/** Questions as native disclosures: they open without JavaScript and are read as buttons by screen readers. */
export function FaqList({ faqs }: { faqs: readonly FaqView[] }) {
  return (
    <div className="divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white">
      {faqs.map((faq) => (
        <details key={faq.id} className="group p-5">
          <summary className="flex cursor-pointer items-start justify-between gap-4 font-semibold text-gray-900">
            <span>{faq.question}</span>
            <span aria-hidden="true" className="text-brand-600 transition-transform group-open:rotate-45">
              +
            </span>
          </summary>
          <div className="mt-3">
            <MarkdownBody html={faq.html} />
          </div>
        </details>
      ))}
    </div>
  );
}
