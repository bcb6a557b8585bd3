import { Badge, type BadgeTone } from "~/components/ui/badge";
import { statusLabel, studentStatusKey, type StatusContext } from "~/domain/statuses";
import { lookup } from "~/domain/lookup";
import { useT } from "~/i18n/i18n";

const TONES: Record<string, BadgeTone> = {
  pending: "yellow",
  scheduled: "blue",
  completed: "green",
  cancelled: "gray",
  in_progress: "blue",
  processing: "blue",
  documents_needed: "orange",
  approved: "green",
  rejected: "red",
  paid: "green",
  refunded: "purple",
  failed: "red",
  new: "yellow",
  answered: "green",
  archived: "gray",
  contacted: "blue",
  converted: "green",
  closed: "gray",
};

function toneOf(status: string): BadgeTone {
  return lookup(TONES, status) ?? "gray";
}

/** Label and colour of a status badge in the admin area (English). */
export function statusDisplay(status: string, context?: StatusContext): { label: string; tone: BadgeTone } {
  return { label: statusLabel(status, context), tone: toneOf(status) };
}

/** A status in the admin area, which stays English. */
export function StatusBadge({ status, context }: { status: string; context?: StatusContext }) {
  const { label, tone } = statusDisplay(status, context);
  return (
    <Badge tone={tone} className="whitespace-nowrap">
      {label}
    </Badge>
  );
}

/** A status in the student area, in the reader's language. */
export function StudentStatusBadge({ status, context }: { status: string; context?: StatusContext }) {
  const t = useT();
  return (
    <Badge tone={toneOf(status)} className="whitespace-nowrap">
      {t(studentStatusKey(status, context))}
    </Badge>
  );
}
