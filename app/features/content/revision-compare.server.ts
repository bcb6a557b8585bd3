import { diffLines } from "diff";
import { formatDateTime } from "~/domain/dates";
import { listRevisions, readRevision } from "~/models/content-revision.server";
import { readId } from "~/utils/route-params.server";

/** A field a revision keeps, as the comparison names and shows it. */
export type RevisionField<Input> = { label: string; text: (input: Input) => string };

/** The fields that differ between a revision and the record now, each as lines removed and added. */
export function compareRevision<Input>(fields: ReadonlyArray<RevisionField<Input>>, before: Input, after: Input) {
  return fields
    .filter(({ text }) => text(before) !== text(after))
    .map(({ label, text }) => ({
      field: label,
      parts: diffLines(text(before), text(after)).map((part) => ({ text: part.value, change: part.added ? "added" : part.removed ? "removed" : "same" })),
    }));
}

/**
 * A content record's revisions page: every save, newest first (the first is the record now), and, when the address
 * names one (`?compare=<id>`), that revision compared with the record as it is.
 */
export async function readRevisionHistory<Input>(
  request: Request,
  { entityType, entityId, current, fields, zone }: { entityType: string; entityId: number; current: Input; fields: ReadonlyArray<RevisionField<Input>>; zone: string },
) {
  const revisions = await listRevisions({ entityType, entityId });
  const compareId = readId(new URL(request.url).searchParams.get("compare") ?? undefined);
  const compared = compareId === null ? null : await readRevision<Input>({ entityType, entityId, revisionId: compareId });
  return {
    revisions: revisions.map((revision, index) => ({ id: revision.id, when: formatDateTime(revision.createdAt, zone), author: revision.author?.name ?? "A former staff member", current: index === 0 })),
    comparison: compared ? { id: compared.id, when: formatDateTime(compared.createdAt, zone), changes: compareRevision(fields, compared.data, current) } : null,
  };
}

export type RevisionHistoryData = Awaited<ReturnType<typeof readRevisionHistory>>;

/** The revision a restore form posted, or a 400. */
export function postedRevisionId(formData: FormData) {
  const revisionId = readId(String(formData.get("revisionId") ?? ""));
  if (revisionId === null) throw new Response("Choose a revision to restore.", { status: 400 });
  return revisionId;
}
