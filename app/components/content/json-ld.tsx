import { jsonLdText } from "~/domain/seo";
import { useNonce } from "~/utils/nonce-provider";

/**
 * Structured data for search engines: a data block, never run by the browser, escaped so no value can close it. It
 * carries the page's nonce like every other script element, so the policy names no script it did not allow.
 */
export function JsonLd({ data }: { data: unknown }) {
  const nonce = useNonce();
  return <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
