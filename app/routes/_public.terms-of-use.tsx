import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { LegalPage } from "~/components/content/legal-page";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { readLegalPage } from "~/features/content/legal-view.server";
import { legalPageMeta } from "~/utils/meta";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => legalPageMeta("terms_of_use", data, matches);

/** The Terms of Use in force, or with ?version=N an earlier version (decision 116). */
export async function loader({ request }: LoaderFunctionArgs) {
  return readLegalPage(request, "terms_of_use");
}

export default function TermsOfUsePage() {
  const page = useLoaderData<typeof loader>();
  return (
    <LegalPage page={page}>
      <p className="mt-12 text-gray-700">
        Our services themselves are governed by our{" "}
        <Link to="/terms" className="font-medium text-brand-700 hover:underline">
          Terms and Conditions
        </Link>
        .
      </p>
    </LegalPage>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
