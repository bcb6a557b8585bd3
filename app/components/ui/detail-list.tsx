import type { ReactNode } from "react";

/** A record's label and value pairs: two columns from the `sm` breakpoint unless the caller lays them out itself. */
export function DetailList({ children, className = "grid gap-4 sm:grid-cols-2" }: { children: ReactNode; className?: string }) {
  return <dl className={className}>{children}</dl>;
}

/**
 * One pair of a `DetailList`. The `div` groups its `dt` and `dd` (allowed inside a `dl`) and takes the layout class,
 * e.g. a column span, so no other element ever comes between the list and its pairs.
 */
export function Detail({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={className}>
      <dt className="text-sm text-gray-500">{label}</dt>
      <dd className="mt-1 text-gray-900">{children}</dd>
    </div>
  );
}
