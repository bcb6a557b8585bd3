import type { ReactNode } from "react";

/** A closing call to action: a heading, a line of text and its buttons; `lang` marks a text in another language than the page's. */
export function CtaBand({ title, text, lang, children }: { title: string; text: string; lang?: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="bg-brand-700">
      <div className="mx-auto flex max-w-7xl flex-col items-start justify-between gap-6 px-4 py-14 sm:px-6 md:flex-row md:items-center lg:px-8">
        <div lang={lang}>
          <h2 className="text-2xl font-bold text-white sm:text-3xl">{title}</h2>
          <p className="mt-2 max-w-2xl text-brand-100">{text}</p>
        </div>
        <div className="flex flex-wrap gap-3">{children}</div>
      </div>
    </section>
  );
}
