import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

const LINK_CLASS = "text-sm font-medium text-brand-700 hover:underline";

/** A link of a record's header: to the site, the preview, the revisions. */
export function RecordLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={LINK_CLASS}>
      {children}
    </Link>
  );
}

/**
 * The head of a content record's page: back to its list, its name as the page's heading, a line of its state, and its
 * links and buttons on the right.
 */
export function RecordHeader({ back, title, children, actions }: { back: { to: string; label: string }; title: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <div className="min-w-0">
        <Link to={back.to} className={LINK_CLASS}>
          ← {back.label}
        </Link>
        <h1 className="mt-1 break-words text-2xl font-bold text-gray-900">{title}</h1>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-gray-600">{children}</p>
      </div>
      {actions ? <div className="flex flex-wrap items-center gap-3">{actions}</div> : null}
    </div>
  );
}
