import { EMPTY_CHANGE_VALUE as EMPTY, type ChangeLine } from "~/domain/audit-log";
import { statusLabel } from "~/domain/statuses";

/** The before and after of one audited change: its status move and the fields it edited. */
export function AuditChangeList({ fromStatus, toStatus, changes }: { fromStatus: string | null; toStatus: string | null; changes: ChangeLine[] }) {
  if (!toStatus && changes.length === 0) return null;
  return (
    <ul className="space-y-0.5 text-sm text-gray-700">
      {toStatus ? (
        <li>
          <span className="font-medium">Status</span>: {fromStatus ? statusLabel(fromStatus) : "(none)"} → {statusLabel(toStatus)}
        </li>
      ) : null}
      {changes.map((change) => (
        <li key={change.field} className="break-words">
          <span className="font-medium">{change.field}</span>: <span className={change.before === EMPTY ? "text-gray-500" : "text-gray-500 line-through decoration-gray-400"}>{change.before}</span> →{" "}
          {change.after}
        </li>
      ))}
    </ul>
  );
}
