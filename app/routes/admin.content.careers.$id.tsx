import { CAREERS_PATH } from "~/domain/content";
import { getZodConstraint } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { requireContentEditor } from "~/auth/session.server";
import { OpeningEditor } from "~/components/content/opening-editor";
import { OpeningStatusBadge } from "~/components/content/opening-status-badge";
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
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <Link to={CAREERS_PATH} className="text-sm font-medium text-brand-700 hover:underline">
            ← Careers
          </Link>
          <h1 className="mt-1 break-words text-2xl font-bold text-gray-900">{opening.title}</h1>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-gray-600">
            <OpeningStatusBadge status={opening.status} accepting={opening.accepting} />
            <span>Last edited {opening.updatedAt}</span>
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link to={`/careers/${opening.slug}`} className="text-sm font-medium text-brand-700 hover:underline">
            View on the site
          </Link>
          <Link to={opening.applicationsHref} className="text-sm font-medium text-brand-700 hover:underline">
            Applications ({opening.applications})
          </Link>
          <Link to="revisions" className="text-sm font-medium text-brand-700 hover:underline">
            Revisions
          </Link>
        </div>
      </div>
      <OpeningEditor id={`opening-${opening.id}`} defaultValue={values} lastResult={actionData?.result} constraint={constraint} zoneLabel={zone} rendered={rendered} />
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
