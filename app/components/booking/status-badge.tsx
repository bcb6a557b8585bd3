import { Badge } from "~/components/ui/badge";
import { statusDisplay } from "~/domain/statuses";

export function StatusBadge({ status, context }: { status: string; context?: "student-sop" }) {
  const { label, tone } = statusDisplay(status, context);
  return (
    <Badge tone={tone} className="whitespace-nowrap">
      {label}
    </Badge>
  );
}
