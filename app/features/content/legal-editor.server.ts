import { createHash } from "node:crypto";
import { LEGAL_ADMIN_PATH, LEGAL_PAGES, type LegalKind } from "~/domain/legal";
import { handleAdminIntent, runAdminAction } from "~/features/admin/admin-actions.server";
import { formatDay } from "~/domain/dates";
import { LegalTextUnchangedError, LegalVersionNotFoundError, listLegalOverview, publishLegalDocument, saveLegalDraft, startLegalDraftFrom } from "~/models/legal-document.server";
import { getEnv } from "~/utils/env.server";
import { readId } from "~/utils/route-params.server";
import { legalDocumentFormSchema } from "./legal-document.schema.server";
import { replyWithPreview } from "./markdown-preview.server";

/**
 * The editor form's id for the text it starts from: a new one when a save or a draft started from a version changes
 * that text, so the page, which stays mounted across its own posts, shows the new text instead of the old.
 */
export function legalFormId(values: { body: string; bodyNe: string; summary: string }) {
  return `legal-${createHash("sha256").update(JSON.stringify(values)).digest("base64url").slice(0, 12)}`;
}

/**
 * The legal editor's form: Preview answers with the rendered text (nothing saved); Save draft keeps it as the kind's
 * draft; Publish saves and publishes it in one transaction. An empty text, or a Publish of the text in force, comes
 * back next to the field with everything typed kept.
 */
export function handleLegalForm(request: Request, formData: FormData, { kind, editorId }: { kind: LegalKind; editorId: number }) {
  if (formData.get("intent") === "preview") return replyWithPreview(request, formData, legalDocumentFormSchema);
  const title = LEGAL_PAGES[kind].title;
  return handleAdminIntent(request, formData, {
    schema: legalDocumentFormSchema,
    closeTo: `${LEGAL_ADMIN_PATH}/${kind}`,
    refuse: (error, reply) => (error instanceof LegalTextUnchangedError ? reply({ status: 409, fieldErrors: { body: [error.message] } }) : undefined),
    run: async (form) => {
      const input = { body: form.body, bodyNe: form.bodyNe ?? null, summary: form.summary ?? "" };
      if (form.intent === "publish") {
        const { version } = await publishLegalDocument({ kind, input, editorId });
        return { title: "Version published", description: `Version ${version} of the ${title} is on the site now; the earlier versions stay readable with their dates.` };
      }
      const { version } = await saveLegalDraft({ kind, input, editorId });
      return { title: "Draft saved", description: `Version ${version} of the ${title} is saved as a draft; the site shows it once it is published.` };
    },
  });
}

/** "Start a draft from this version": the posted version's text becomes the kind's draft. */
export function handleLegalRestore(formData: FormData, { kind, editorId }: { kind: LegalKind; editorId: number }) {
  return runAdminAction(`${LEGAL_ADMIN_PATH}/${kind}`, async () => {
    const posted = formData.get("version");
    const version = typeof posted === "string" ? readId(posted) : null;
    if (version === null) throw new LegalVersionNotFoundError();
    const draft = await startLegalDraftFrom({ kind, version, editorId });
    return { title: "Draft started", description: `Version ${draft.version} is a draft with the text of version ${version}: edit it, then publish it.` };
  });
}

/** Each legal page: its version in force and that version's day, and the number of the draft waiting, if one does. */
export async function readLegalOverview() {
  const zone = getEnv().APP_TIME_ZONE;
  return (await listLegalOverview()).map((row) => ({
    kind: row.kind,
    title: LEGAL_PAGES[row.kind].title,
    path: LEGAL_PAGES[row.kind].path,
    current: row.current ? { version: row.current.version, day: formatDay(row.current.publishedAt, zone) } : null,
    draftVersion: row.draftVersion,
  }));
}
