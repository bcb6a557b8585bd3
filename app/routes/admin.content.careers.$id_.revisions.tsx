import { CAREERS_PATH } from "~/domain/content";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { requireContentEditor } from "~/auth/session.server";
import { RevisionHistory } from "~/components/content/revision-history";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { employmentTypeLabel, openingStatusLabel } from "~/domain/careers";
import { runAdminAction } from "~/features/admin/admin-actions.server";
import { postedRevisionId, readRevisionHistory, type RevisionField } from "~/features/content/revision-compare.server";
import { JOB_OPENING_ENTITY, openingInputOf, readOpeningForEditor, restoreOpeningRevision, type OpeningInput } from "~/models/job-opening.server";
import { getEnv } from "~/utils/env.server";
import { readFormData } from "~/utils/http.server";
import { seoMeta } from "~/utils/meta";
import { notFound, requireId } from "~/utils/route-params.server";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => seoMeta(data ? `Revisions: ${data.opening.title}` : "Revisions", "Every saved state of an opening, compared and restored.", matches);

const FIELDS: ReadonlyArray<RevisionField<OpeningInput>> = [
  { label: "Title", text: (input) => input.title },
  { label: "Slug", text: (input) => input.slug },
  { label: "Location", text: (input) => input.location },
  { label: "Type", text: (input) => employmentTypeLabel(input.employmentType) },
  { label: "Description", text: (input) => input.description },
  { label: "Closing date", text: (input) => input.closesOn ?? "" },
  { label: "Status", text: (input) => openingStatusLabel(input.status) },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireContentEditor(request);
  const openingId = requireId(params.id);
  const opening = await readOpeningForEditor(openingId);
  if (!opening) throw notFound();
  const history = await readRevisionHistory(request, { entityType: JOB_OPENING_ENTITY, entityId: openingId, current: openingInputOf(opening), fields: FIELDS, zone: getEnv().APP_TIME_ZONE });
  return { opening: { id: opening.id, title: opening.title }, history };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const editor = await requireContentEditor(request);
  const openingId = requireId(params.id);
  const revisionId = postedRevisionId(await readFormData(request));
  return runAdminAction(`${CAREERS_PATH}/${openingId}`, async () => {
    const opening = await restoreOpeningRevision({ openingId, revisionId, editorId: editor.id });
    return { title: "Revision restored", description: `"${opening.title}" is back as it was saved then; the restore is a revision of its own.` };
  });
}

export default function OpeningRevisionsPage() {
  const { opening, history } = useLoaderData<typeof loader>();
  return <RevisionHistory history={history} back={{ to: `${CAREERS_PATH}/${opening.id}`, label: opening.title }} subject="the opening" />;
}

export const ErrorBoundary = GeneralErrorBoundary;
