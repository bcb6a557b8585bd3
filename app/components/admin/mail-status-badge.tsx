import { Badge, type BadgeTone } from "~/components/ui/badge";
import { MAIL_STATUS_LABELS, type MailStatus } from "~/domain/mail";

const MAIL_STATUS_TONES: Record<MailStatus, BadgeTone> = { queued: "blue", sent: "green", kept: "orange", failed: "red", withdrawn: "gray" };

function isMailStatus(status: string): status is MailStatus {
  return Object.hasOwn(MAIL_STATUS_LABELS, status);
}

/** Queued, Sent, Kept (not delivered), Failed or Withdrawn: where a mail of the outbox stands. */
export function MailStatusBadge({ status }: { status: string }) {
  return isMailStatus(status) ? <Badge tone={MAIL_STATUS_TONES[status]}>{MAIL_STATUS_LABELS[status]}</Badge> : <Badge>Unknown</Badge>;
}
