import { Badge, type BadgeTone } from "~/components/ui/badge";
import { checklistStatusKey, type ChecklistStatus } from "~/domain/checklist";
import { lookup } from "~/domain/lookup";
import { useFormat, useT, type Translate } from "~/i18n/i18n";

const TONES: Record<ChecklistStatus, BadgeTone> = { requested: "yellow", uploaded: "blue", accepted: "green", rejected: "red" };

export function ChecklistStatusBadge({ status, overdue }: { status: string; overdue: boolean }) {
  const t = useT();
  return (
    <span className="inline-flex flex-wrap gap-1">
      <Badge tone={lookup(TONES, status) ?? "gray"}>{t(checklistStatusKey(status))}</Badge>
      {overdue ? <Badge tone="orange">{t("student.documents.overdue")}</Badge> : null}
    </span>
  );
}

export type VersionView = { id: number; originalName: string; sizeBytes: number; uploadedOn: string };

function size(bytes: number) {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** Every uploaded version, oldest first, each a download (`hrefOf` picks the student's or the staff's route). */
export function VersionList({ versions, hrefOf, itemName }: { versions: VersionView[]; hrefOf: (id: number) => string; itemName: string }) {
  const t = useT();
  const format = useFormat();
  if (versions.length === 0) return <p className="text-sm text-gray-600">{t("student.documents.nothingUploaded")}</p>;
  return (
    <ol className="space-y-1 text-sm" aria-label={t("student.documents.versionsOf", { name: itemName })}>
      {versions.map((version, index) => (
        <li key={version.id}>
          <a href={hrefOf(version.id)} className="font-medium text-brand-700 underline">
            {t("student.documents.version", { number: format.number(index + 1), name: version.originalName })}
          </a>{" "}
          <span className="text-gray-600">
            ({size(version.sizeBytes)}, {version.uploadedOn})
          </span>
        </li>
      ))}
    </ol>
  );
}

export type DecisionView = { status: string | null; reason: string | null; on: string; by: string | null };

/** What a decision says before its reason: which it was, when, and by whom when that is known. */
function decisionLine(t: Translate, decision: DecisionView) {
  const rejected = decision.status === "rejected";
  if (decision.by) return t(rejected ? "student.documents.decision.rejectedBy" : "student.documents.decision.acceptedBy", { date: decision.on, name: decision.by });
  return t(rejected ? "student.documents.decision.rejected" : "student.documents.decision.accepted", { date: decision.on });
}

/** The decisions on an item, oldest first: an item rejected twice shows both reasons. */
export function DecisionList({ decisions }: { decisions: DecisionView[] }) {
  const t = useT();
  if (decisions.length === 0) return null;
  return (
    <ul className="space-y-1 text-sm">
      {decisions.map((decision, index) => (
        <li key={index} className={decision.status === "rejected" ? "text-red-800" : "text-green-800"}>
          {decisionLine(t, decision)}
          {decision.reason ? (
            <>
              : <span className="font-medium">{decision.reason}</span>
            </>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
