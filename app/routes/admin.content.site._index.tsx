import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { SITE_COPY_KEYS, SITE_COPY_LABELS } from "~/domain/site-copy";
import { seoMeta } from "~/utils/meta";
import { requireContentEditor } from "~/auth/session.server";

export const meta: MetaFunction = ({ matches }) => seoMeta("Site copy", "The home and about pages' copy, the office hours and the announcement.", matches);

export async function loader({ request }: LoaderFunctionArgs) {
  await requireContentEditor(request);
  return { blocks: SITE_COPY_KEYS.map((key) => ({ key, ...SITE_COPY_LABELS[key] })) };
}

export default function SiteCopyPage() {
  const { blocks } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-bold text-gray-900">Site copy</h1>
        <p className="text-sm text-gray-600">
          The words of the public pages that are not articles or lists. Contact details and social links are in Settings, General (admins), because mails and invoices show them too.
        </p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2">
        {blocks.map((block) => (
          <li key={block.key} className="rounded-lg border border-gray-200 bg-white p-4">
            <h2 className="text-base font-semibold text-gray-900">
              <Link to={block.key} className="text-brand-700 hover:underline">
                {block.title}
              </Link>
            </h2>
            <p className="mt-1 text-sm text-gray-600">{block.description}</p>
            <p className="mt-1 text-xs text-gray-500">Shown on {block.pages}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
