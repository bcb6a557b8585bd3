import { db, type Tx } from "~/utils/db.server";

/*
 * Every save of a content record keeps its fields as a revision (who, when): the editor compares any two and puts
 * an earlier one back. A revision is the record's form values as saved, so restoring one is saving it again.
 */

type RevisionRef = { entityType: string; entityId: number };

export async function saveRevision(tx: Tx, { entityType, entityId, authorId, data }: RevisionRef & { authorId: number; data: unknown }) {
  await tx.contentRevision.create({ data: { entityType, entityId, authorId, data: JSON.stringify(data) } });
}

/** A record's revisions, newest first, with their authors. */
export function listRevisions({ entityType, entityId }: RevisionRef) {
  return db.contentRevision.findMany({
    where: { entityType, entityId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { id: true, createdAt: true, author: { select: { name: true } } },
  });
}

/** One revision of the record with its saved fields, or null (another record's id is not this record's). */
export async function readRevision<Data>({ entityType, entityId, revisionId }: RevisionRef & { revisionId: number }, client: Tx | typeof db = db) {
  const revision = await client.contentRevision.findFirst({
    where: { id: revisionId, entityType, entityId },
    select: { id: true, createdAt: true, data: true, author: { select: { name: true } } },
  });
  return revision ? { ...revision, data: JSON.parse(revision.data) as Data } : null;
}
