import { jsonLdText } from "~/domain/seo";

/** Structured data for search engines: a data block, never run by the browser, escaped so no value can close it. */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
