import { CAREERS_PATH } from "~/domain/content";
import { getZodConstraint } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { requireContentEditor } from "~/auth/session.server";
import { OpeningEditor } from "~/components/content/opening-editor";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { zoneLabel } from "~/domain/dates";
import { handleOpeningForm } from "~/features/content/opening-editor.server";
import { openingFormSchema } from "~/features/content/opening.schema.server";
import { getEnv } from "~/utils/env.server";
import { readFormData } from "~/utils/http.server";
import { seoMeta } from "~/utils/meta";

export const meta: MetaFunction = ({ matches }) => seoMeta("New opening", "Post an opening on the careers page.", matches);

export async function loader({ request }: LoaderFunctionArgs) {
  await requireContentEditor(request);
  return { constraint: getZodConstraint(openingFormSchema), zone: zoneLabel(new Date(), getEnv().APP_TIME_ZONE) };
}

export async function action({ request }: ActionFunctionArgs) {
  const editor = await requireContentEditor(request);
  return handleOpeningForm(request, await readFormData(request), { openingId: null, editorId: editor.id });
}

export default function NewOpeningPage() {
  const { constraint, zone } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="space-y-4">
      <div>
        <Link to={CAREERS_PATH} className="text-sm font-medium text-brand-700 hover:underline">
          ← Careers
        </Link>
        <h1 className="mt-1 text-2xl font-bold text-gray-900">New opening</h1>
      </div>
      <OpeningEditor
        id="opening-new"
        defaultValue={{ title: "", slug: "", location: "", employmentType: "full_time", description: "", closesOn: "", status: "open" }}
        lastResult={actionData?.result}
        constraint={constraint}
        zoneLabel={zone}
      />
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
