import { useState } from "react";
import { Button } from "~/components/ui/button";
import { useHydrated } from "~/components/ui/use-hydrated";

/**
 * An image's Markdown, `![alt](url)`, to paste into an article's body: a read-only field to select and copy by hand,
 * and with JavaScript a Copy button beside it.
 */
export function MediaSnippet({ id, snippet, label = "Markdown to paste into an article" }: { id: string; snippet: string; label?: string }) {
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  const copy = () =>
    navigator.clipboard.writeText(snippet).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <div>
      <label htmlFor={id} className="block text-xs font-medium text-gray-600">
        {label}
      </label>
      <div className="mt-1 flex gap-2">
        <input id={id} readOnly value={snippet} onFocus={(event) => event.target.select()} className="min-w-0 flex-1 rounded-md border border-gray-300 bg-gray-50 px-2 py-1 font-mono text-xs text-gray-800" />
        {hydrated ? (
          <Button type="button" variant="secondary" size="sm" onClick={copy} aria-describedby={`${id}-copied`}>
            Copy
          </Button>
        ) : null}
      </div>
      <p id={`${id}-copied`} className="min-h-4 pt-0.5 text-xs text-green-700" aria-live="polite">
        {copied ? "Copied." : ""}
      </p>
    </div>
  );
}
