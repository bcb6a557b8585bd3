import type { ReactNode } from "react";
import type { SessionView } from "~/domain/session-view";

/** A listed session's browser (with a badge beside it, such as "This device"), address, and first and last use. */
export function SessionSummary({ session, badge = null }: { session: SessionView; badge?: ReactNode }) {
  return (
    <div className="min-w-0">
      <p className="font-medium text-gray-900">
        {session.device}
        {badge ? <> {badge}</> : null}
      </p>
      <p className="text-sm text-gray-600">
        {session.address ?? "Unknown address"} · first seen {session.firstSeen}
        {session.lastSeen ? ` · last seen ${session.lastSeen}` : null}
      </p>
    </div>
  );
}
