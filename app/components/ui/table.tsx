import type { HTMLAttributes, ReactNode, TdHTMLAttributes, ThHTMLAttributes } from "react";
import { cn } from "~/components/ui/cn";

// Each part also carries its `card:` look (app/tailwind.css), which applies only inside an admin list that draws its
// rows as cards (list-page.tsx): a grid of cards instead of a table, each row a card whose cells its columns place.

export function Table({ children, className, caption }: { children: ReactNode; className?: string; caption?: string }) {
  return (
    // `relative`: the sr-only texts in the cells are absolutely positioned, so without a positioned scroll
    // container they lay out against the page and widen it past a phone's screen.
    // With a caption, the scroll container is a named region a keyboard can reach: a long row (a Nepali one) scrolls.
    <div
      className={cn("relative overflow-x-auto rounded-lg border border-gray-200 bg-white card:overflow-visible card:border-0 card:bg-transparent", className)}
      {...(caption ? { role: "region", "aria-label": caption, tabIndex: 0 } : {})}
    >
      <table className="min-w-full divide-y divide-gray-200 text-sm card:block card:divide-y-0">
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        {children}
      </table>
    </div>
  );
}

export function THead({ children }: { children: ReactNode }) {
  return <thead className="bg-gray-50 text-left text-xs font-semibold uppercase tracking-wide text-gray-600 card:sr-only">{children}</thead>;
}

export function TBody({ children }: { children: ReactNode }) {
  return <tbody className="divide-y divide-gray-100 card:grid card:gap-3 card:divide-y-0 card:sm:grid-cols-2">{children}</tbody>;
}

export function TR({ className, ...props }: HTMLAttributes<HTMLTableRowElement>) {
  return (
    <tr
      className={cn(
        "hover:bg-gray-50 card:grid card:grid-cols-[auto_minmax(0,1fr)_auto] card:content-start card:gap-y-1 card:rounded-lg card:border card:border-gray-200 card:bg-white card:p-4",
        className,
      )}
      {...props}
    />
  );
}

export function TH({ className, ...props }: ThHTMLAttributes<HTMLTableCellElement>) {
  return <th scope="col" className={cn("px-4 py-3", className)} {...props} />;
}

export function TD({ className, ...props }: TdHTMLAttributes<HTMLTableCellElement>) {
  return <td className={cn("px-4 py-3 align-top text-gray-700 card:min-w-0 card:p-0", className)} {...props} />;
}

export function EmptyState({ title, hint, children }: { title: string; hint?: ReactNode; children?: ReactNode }) {
  return (
    <div className="rounded-lg border border-dashed border-gray-300 bg-white px-6 py-12 text-center">
      <p className="text-base font-semibold text-gray-900">{title}</p>
      {hint ? <p className="mt-1 text-sm text-gray-500">{hint}</p> : null}
      {children ? <div className="mt-4">{children}</div> : null}
    </div>
  );
}
