import { cn } from "~/components/ui/cn";

/** The typography of a rendered Markdown body (the page's styles reach into the server's HTML). */
const BODY_CLASS = cn(
  "space-y-5 text-lg leading-relaxed text-gray-700",
  "[&_h2]:pt-4 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-gray-900 [&_h3]:pt-2 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-gray-900",
  "[&_h4]:font-semibold [&_h4]:text-gray-900 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline",
  "[&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:pl-6",
  "[&_blockquote]:border-l-4 [&_blockquote]:border-brand-200 [&_blockquote]:pl-4 [&_blockquote]:italic",
  "[&_code]:rounded [&_code]:bg-gray-100 [&_code]:px-1 [&_code]:text-base [&_pre]:overflow-x-auto [&_pre]:rounded-md [&_pre]:bg-gray-100 [&_pre]:p-4",
  "[&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg",
  "[&_table]:block [&_table]:overflow-x-auto [&_table]:text-base [&_td]:border [&_td]:border-gray-200 [&_td]:px-3 [&_td]:py-2 [&_th]:border [&_th]:border-gray-200 [&_th]:bg-gray-50 [&_th]:px-3 [&_th]:py-2",
);

/** HTML from `renderMarkdown` (sanitised on the server): never pass anything else here. */
export function MarkdownBody({ html, className }: { html: string; className?: string }) {
  return <div className={cn(BODY_CLASS, className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
