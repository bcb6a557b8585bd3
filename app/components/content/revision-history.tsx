import { Form, Link } from "@remix-run/react";
import { SubmitButton } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import type { RevisionHistoryData } from "~/features/content/revision-compare.server";

/**
 * A content record's revisions: the chosen one compared with the record now (lines removed and added, named for
 * screen readers too), then every save, newest first, each with Compare and Restore (the newest is the record itself).
 */
export function RevisionHistory({ history, back, subject }: { history: RevisionHistoryData; back: { to: string; label: string }; subject: string }) {
  const { revisions, comparison } = history;
  return (
    <div className="space-y-4">
      <div>
        <Link to={back.to} className="text-sm font-medium text-brand-700 hover:underline">
          ← {back.label}
        </Link>
        <h1 className="mt-1 text-2xl font-bold text-gray-900">Revisions</h1>
        <p className="text-sm text-gray-600">Every save, newest first. Compare one with {subject} as it is now, or put it back.</p>
      </div>
      {comparison ? (
        <section aria-labelledby="comparison-heading" className="space-y-3 rounded-lg border border-gray-200 bg-white p-4 sm:p-6">
          <h2 id="comparison-heading" className="text-base font-semibold text-gray-900">
            The revision of {comparison.when} against now
          </h2>
          {comparison.changes.length === 0 ? (
            <p className="text-sm text-gray-600">No difference: {subject} is as this revision saved it.</p>
          ) : (
            comparison.changes.map((change) => (
              <div key={change.field}>
                <h3 className="text-sm font-semibold text-gray-900">{change.field}</h3>
                <pre className="mt-1 overflow-x-auto whitespace-pre-wrap rounded-md border border-gray-200 p-2 text-sm">
                  {change.parts.map((part, index) => (
                    <span key={index} className={cn(part.change === "added" && "bg-green-100 text-green-900", part.change === "removed" && "bg-red-100 text-red-900 line-through")}>
                      {part.change === "added" ? <span className="sr-only">Added: </span> : part.change === "removed" ? <span className="sr-only">Removed: </span> : null}
                      {part.text}
                    </span>
                  ))}
                </pre>
              </div>
            ))
          )}
        </section>
      ) : null}
      <ul className="divide-y divide-gray-100 rounded-lg border border-gray-200 bg-white">
        {revisions.map((revision) => (
          <li key={revision.id} className="flex flex-wrap items-center justify-between gap-3 p-4" data-testid={`revision-${revision.id}`}>
            <div>
              <p className="font-medium text-gray-900">
                {revision.when}
                {revision.current ? <span className="ml-2 text-sm font-normal text-gray-600">({subject} now)</span> : null}
              </p>
              <p className="text-sm text-gray-600">by {revision.author}</p>
            </div>
            {revision.current ? null : (
              <div className="flex flex-wrap items-center gap-3">
                <Link to={`?compare=${revision.id}`} className="text-sm font-medium text-brand-700 hover:underline">
                  Compare with now
                </Link>
                <Form method="post">
                  <input type="hidden" name="revisionId" value={revision.id} />
                  <SubmitButton variant="secondary" pendingText="Restoring...">
                    Restore
                  </SubmitButton>
                </Form>
              </div>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
