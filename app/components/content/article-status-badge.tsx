import { Badge, type BadgeTone } from "~/components/ui/badge";
import { articleStatusLabel, type ArticleStatus } from "~/domain/article";
import { lookup } from "~/domain/lookup";

const STATUS_TONES: Record<ArticleStatus, BadgeTone> = { draft: "gray", scheduled: "blue", published: "green", archived: "yellow" };

export function ArticleStatusBadge({ status }: { status: string }) {
  return <Badge tone={lookup(STATUS_TONES, status) ?? "gray"}>{articleStatusLabel(status)}</Badge>;
}
