import type { ReactNode } from "react";
import type { SessionView } from "~/domain/session-view";
import { useT } from "~/i18n/i18n";

/** A listed session's browser (with a badge beside it, such as "This device"), address, and first and last use. */
export function SessionSummary({ session, badge = null }: { session: SessionView; badge?: ReactNode }) {
  const t = useT();
  const address = session.address ?? t("account.session.unknownAddress");
  return (
    <div className="min-w-0">
      <p className="font-medium text-gray-900">
        {session.device}
        {badge ? <> {badge}</> : null}
      </p>
      <p className="text-sm text-gray-600">
        {session.lastSeen
          ? t("account.session.seen", { address, firstSeen: session.firstSeen, lastSeen: session.lastSeen })
          : t("account.session.firstSeen", { address, firstSeen: session.firstSeen })}
      </p>
    </div>
  );
}
