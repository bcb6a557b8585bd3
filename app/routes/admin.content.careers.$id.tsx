import { CAREERS_PATH } from "~/domain/content";
import { getZodConstraint } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { requireContentEditor } from "~/auth/session.server";
import { OpeningEditor } from "~/components/content/opening-editor";
import { OpeningStatusBadge } from "~/components/content/opening-status-badge";
import { RecordHeader, RecordLink } from "~/components/content/record-header";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { acceptsApplications } from "~/domain/careers";
import { formatDateTime, zoneLabel } from "~/domain/dates";
import { handleOpeningForm } from "~/features/content/opening-editor.server";
import { openingFormSchema } from "~/features/content/opening.schema.server";
import { openingApplicationsPath } from "~/models/job-application.server";
import { openingInputOf, readOpeningForEditor } from "~/models/job-opening.server";
import { getEnv } from "~/utils/env.server";
import { readFormData } from "~/utils/http.server";
import { seoMeta } from "~/utils/meta";
import { renderMarkdown } from "~/utils/markdown.server";
import { notFound, requireId } from "~/utils/route-params.server";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => seoMeta(data ? `Edit: ${data.opening.title}` : "Opening", "Edit an opening of the careers page.", matches);

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireContentEditor(request);
  const opening = await readOpeningForEditor(requireId(params.id));
  if (!opening) throw notFound();
  const zone = getEnv().APP_TIME_ZONE;
  const now = new Date();
  const input = openingInputOf(opening);
  return {
    opening: {
      id: opening.id,
      title: opening.title,
      slug: opening.slug,
      status: opening.status,
      accepting: acceptsApplications(opening, now, zone),
      applications: opening._count.applications,
      applicationsHref: openingApplicationsPath(opening.id),
      updatedAt: formatDateTime(opening.updatedAt, zone),
    },
    values: { ...input, closesOn: input.closesOn ?? "" },
    rendered: { text: input.description, html: renderMarkdown(input.description) },
    constraint: getZodConstraint(openingFormSchema),
    zone: zoneLabel(now, zone),
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const editor = await requireContentEditor(request);
  return handleOpeningForm(request, await readFormData(request), { openingId: requireId(params.id), editorId: editor.id });
}

export default function EditOpeningPage() {
  const { opening, values, rendered, constraint, zone } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="space-y-4">
      <RecordHeader
        back={{ to: CAREERS_PATH, label: "Careers" }}
        title={opening.title}
        actions={
          <>
            <RecordLink to={`/careers/${opening.slug}`}>View on the site</RecordLink>
            <RecordLink to={opening.applicationsHref}>Applications ({opening.applications})</RecordLink>
            <RecordLink to="revisions">Revisions</RecordLink>
          </>
        }
      >
        <OpeningStatusBadge status={opening.status} accepting={opening.accepting} />
        <span>Last edited {opening.updatedAt}</span>
      </RecordHeader>
      <OpeningEditor id={`opening-${opening.id}`} defaultValue={values} lastResult={actionData?.result} constraint={constraint} zoneLabel={zone} rendered={rendered} />
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
