import { Badge, type BadgeTone } from "~/components/ui/badge";
import { lookup } from "~/domain/lookup";
import { testimonialStatusLabel, type TestimonialStatus } from "~/domain/testimonial";

const STATUS_TONES: Record<TestimonialStatus, BadgeTone> = { pending: "yellow", shown: "green", hidden: "gray", withdrawn: "red" };

export function TestimonialStatusBadge({ status }: { status: string }) {
  return <Badge tone={lookup(STATUS_TONES, status) ?? "gray"}>{testimonialStatusLabel(status)}</Badge>;
}
