import { Badge } from "~/components/ui/badge";
import { openingStatusLabel } from "~/domain/careers";

/** An opening's state in the content area: open (green) only while it takes applications, past its closing day too. */
export function OpeningStatusBadge({ status, accepting }: { status: string; accepting: boolean }) {
  if (status === "open" && !accepting) return <Badge tone="yellow">Past its closing date</Badge>;
  return <Badge tone={status === "open" ? "green" : "gray"}>{openingStatusLabel(status)}</Badge>;
}
