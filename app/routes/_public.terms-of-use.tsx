import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { LegalPage, legalVersionMeta } from "~/components/content/legal-page";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { readLegalPage } from "~/features/content/legal-view.server";
import { T, useLocalizedPath } from "~/i18n/i18n";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => legalVersionMeta(data, matches);

/** The Terms of Use in force, or with ?version=N an earlier version (decision 116). */
export async function loader({ request }: LoaderFunctionArgs) {
  return readLegalPage(request, "terms_of_use");
}

export default function TermsOfUsePage() {
  const page = useLoaderData<typeof loader>();
  const lp = useLocalizedPath();
  return (
    <LegalPage page={page}>
      <p className="mt-12 text-gray-700">
        <T k="public.legal.termsOfUse.governedBy" components={{ 0: <Link to={lp("/terms")} className="font-medium text-brand-700 hover:underline" /> }} />
      </p>
    </LegalPage>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
