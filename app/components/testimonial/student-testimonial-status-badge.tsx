import { Badge, type BadgeTone } from "~/components/ui/badge";
import { lookup } from "~/domain/lookup";
import type { TestimonialStatus } from "~/domain/testimonial";
import { useT } from "~/i18n/i18n";

/** The state of a student's own testimonial in their language (the staff's badge stays English with the admin area). */
const STATUSES: Record<TestimonialStatus, { tone: BadgeTone; key: string }> = {
  pending: { tone: "yellow", key: "student.testimonial.status.pending" },
  shown: { tone: "green", key: "student.testimonial.status.shown" },
  hidden: { tone: "gray", key: "student.testimonial.status.hidden" },
  withdrawn: { tone: "red", key: "student.testimonial.status.withdrawn" },
};

export function StudentTestimonialStatusBadge({ status }: { status: string }) {
  const t = useT();
  const shown = lookup(STATUSES, status);
  return <Badge tone={shown?.tone ?? "gray"}>{shown ? t(shown.key) : status}</Badge>;
}
