import { Badge, type BadgeTone } from "~/components/ui/badge";
import { priorityLabel } from "~/domain/admin-lists";

const PRIORITY_TONES: Record<string, BadgeTone> = { high: "red", medium: "orange", low: "green" };

/** High, Medium, Low or Not Set (spec, section 2: Admin SOP applications). */
export function PriorityBadge({ priority }: { priority: string | null }) {
  return (
    <Badge tone={(priority && PRIORITY_TONES[priority]) || "gray"} className="whitespace-nowrap">
      <span className="sr-only">Priority: </span>
      <span aria-hidden="true">⚑&nbsp;</span>
      {priorityLabel(priority)}
    </Badge>
  );
}
