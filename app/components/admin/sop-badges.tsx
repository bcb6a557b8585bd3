import { Badge, type BadgeTone } from "~/components/ui/badge";
import { priorityLabel } from "~/domain/admin-lists";

const PRIORITY_TONES: Record<string, BadgeTone> = { high: "red", medium: "orange", low: "green" };

/** An SOP's priority as the admin list shows it: High, Medium, Low or Not Set. */
export function PriorityBadge({ priority }: { priority: string | null }) {
  return (
    <Badge tone={(priority && PRIORITY_TONES[priority]) || "gray"} className="whitespace-nowrap">
      <span className="sr-only">Priority: </span>
      <span aria-hidden="true">⚑&nbsp;</span>
      {priorityLabel(priority)}
    </Badge>
  );
}
