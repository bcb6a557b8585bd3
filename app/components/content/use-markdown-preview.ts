import { useEffect, useState } from "react";

import { useHydrated } from "~/components/ui/use-hydrated";


/** The content area's Markdown renderer (admin.content.preview.ts): the page's own rendering, so the two never differ. */
const PREVIEW_PATH = "/admin/content/preview";
const PREVIEW_DELAY_MS = 400;

/** A text and its rendering by the server (`renderMarkdown`), e.g. the saved text's, rendered by the page's loader. */
export type RenderedMarkdown = { text: string; html: string };

/**
 * The server's rendering of a Markdown text as it is typed, once JavaScript runs. It is asked with a plain fetch, not a
 * fetcher: a preview changes nothing, and a fetcher's post would have Remix reload every loader of the page after each
 * pause in the typing. Nothing is asked while the text is empty or is the text of `rendered` (the saved text, which
 * the loader rendered), so opening an editor sends no request. Without JavaScript it is `posted`: the rendering a
 * Preview post came back with (`replyWithPreview`).
 */
export function useMarkdownPreview(text: string, { rendered = null, posted = null }: { rendered?: RenderedMarkdown | null; posted?: string | null }) {
  const hydrated = useHydrated();
  const [fetched, setFetched] = useState<RenderedMarkdown | null>(null);
  const known = text.trim() === "" ? "" : rendered?.text === text ? rendered.html : fetched?.text === text ? fetched.html : null;
  useEffect(() => {
    if (!hydrated || known !== null) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const answer = await fetch(PREVIEW_PATH, { method: "POST", body: new URLSearchParams({ body: text }), signal: controller.signal });
        const data: unknown = answer.ok ? await answer.json() : null;
        if (typeof data === "object" && data !== null && "html" in data && typeof data.html === "string") setFetched({ text, html: data.html });
      } catch {
        // a newer text's request took this one's place, or the page was left: the preview keeps what it shows
      }
    }, PREVIEW_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, hydrated, known]);
  if (!hydrated) return posted;
  return known ?? fetched?.html ?? posted;
}
