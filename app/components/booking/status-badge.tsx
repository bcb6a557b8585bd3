import { Badge, type BadgeTone } from "~/components/ui/badge";
import { statusLabel, type StatusContext } from "~/domain/statuses";
import { lookup } from "~/domain/lookup";

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

/** Label and colour of a status badge. */
export function statusDisplay(status: string, context?: StatusContext): { label: string; tone: BadgeTone } {
  return { label: statusLabel(status, context), tone: lookup(TONES, status) ?? "gray" };
}

export function StatusBadge({ status, context }: { status: string; context?: StatusContext }) {
  const { label, tone } = statusDisplay(status, context);
  return (
    <Badge tone={tone} className="whitespace-nowrap">
      {label}
    </Badge>
  );
}
