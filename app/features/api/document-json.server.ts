import { checklistActions, checklistStatusLabel } from "~/domain/checklist";
import type { ChecklistRow } from "~/models/checklist.server";

type Version = ChecklistRow["versions"][number];

function documentFileJson(version: Version) {
  return {
    id: version.id,
    name: version.originalName,
    content_type: version.mimeType,
    size_bytes: version.sizeBytes,
    uploaded_at: version.createdAt.toISOString(),
  };
}

/** A checklist item as `/api/me/documents` answers it (the `DocumentItem` schema), as the student's Documents page shows it. */
export function documentItemJson(item: ChecklistRow) {
  const versions = item.versions.map(documentFileJson);
  return {
    id: item.id,
    name: item.name,
    note: item.note,
    status: item.status,
    status_label: checklistStatusLabel(item.status),
    reason: item.reason,
    due_date: item.dueDay,
    overdue: item.overdue,
    can_upload: checklistActions(item.status).includes("upload"),
    file: versions.at(-1) ?? null,
    versions,
    decisions: item.decisions.map((decision) => ({ status: decision.status, reason: decision.reason, by: decision.by, at: decision.at.toISOString() })),
  };
}
