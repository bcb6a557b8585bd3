import type { ReactNode } from "react";

/** The top band of a marketing page: the page's one h1, an eyebrow and an introduction; `titleLang` as for Section. */
export function PageHeader({ eyebrow, title, titleLang, children }: { eyebrow?: string; title: string; titleLang?: string; children?: ReactNode }) {
  return (
    <section className="bg-gradient-to-br from-brand-700 to-brand-900 text-white">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        {eyebrow ? <p className="text-sm font-semibold uppercase tracking-wide text-brand-200">{eyebrow}</p> : null}
        <h1 lang={titleLang} className="mt-2 max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl">{title}</h1>
        {children ? <div className="mt-4 max-w-3xl text-lg text-brand-100">{children}</div> : null}
      </div>
    </section>
  );
}

/** A page section with an h2; `id` doubles as the heading's anchor, `titleLang` marks a title in another language than the page's. */
export function Section({
  id,
  title,
  titleLang,
  intro,
  tone = "white",
  children,
}: {
  id?: string;
  title: string;
  titleLang?: string;
  intro?: ReactNode;
  tone?: "white" | "gray";
  children: ReactNode;
}) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section id={id} aria-labelledby={headingId} className={tone === "gray" ? "bg-gray-50" : "bg-white"}>
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <h2 id={headingId} lang={titleLang} className="text-3xl font-bold tracking-tight text-gray-900">
          {title}
        </h2>
        {intro ? <p className="mt-3 max-w-3xl text-lg text-gray-600">{intro}</p> : null}
        <div className="mt-8">{children}</div>
      </div>
    </section>
  );
}
