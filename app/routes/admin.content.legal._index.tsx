import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { requireContentEditor } from "~/auth/session.server";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Badge } from "~/components/ui/badge";
import { LEGAL_ADMIN_PATH } from "~/domain/legal";
import { readLegalOverview } from "~/features/content/legal-editor.server";
import { seoMeta } from "~/utils/meta";

export const meta: MetaFunction = ({ matches }) => seoMeta("Legal pages", "The terms, the terms of use and the privacy policy, each a list of dated versions.", matches);

export async function loader({ request }: LoaderFunctionArgs) {
  await requireContentEditor(request);
  return { pages: await readLegalOverview() };
}

export default function LegalPagesPage() {
  const { pages } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-bold text-gray-900">Legal pages</h1>
        <p className="text-sm text-gray-600">
          Each page is a list of versions. Publishing a new one keeps the earlier ones readable with their dates, and a student who registers accepts the Terms and
          Conditions in force that day.
        </p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-3">
        {pages.map((page) => (
          <li key={page.kind} className="space-y-1 rounded-lg border border-gray-200 bg-white p-4">
            <h2 className="text-base font-semibold text-gray-900">
              <Link to={`${LEGAL_ADMIN_PATH}/${page.kind}`} className="text-brand-700 hover:underline">
                {page.title}
              </Link>
            </h2>
            <p className="text-sm text-gray-700">{page.current ? `Version ${page.current.version}, published ${page.current.day}` : "Not published yet"}</p>
            {page.draftVersion !== null ? <Badge tone="yellow">Draft of version {page.draftVersion} waiting</Badge> : null}
            <p className="text-xs text-gray-500">Shown on {page.path}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
