import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { LegalSections } from "~/components/marketing/legal-sections";
import { PageHeader } from "~/components/marketing/page-header";
import { TERMS_OF_USE_SECTIONS } from "~/content/legal";
import { getSettings } from "~/models/settings.server";
import { seoMeta } from "~/utils/meta";

export const meta: MetaFunction = ({ matches }) => seoMeta("Terms of Use", "The rules for using this website: acceptable use, content, links and changes.", matches);

export async function loader() {
  return { policies: await getSettings("policies") };
}

export default function TermsOfUsePage() {
  const { policies } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader eyebrow="Legal" title="Terms of Use" />
      <article className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <LegalSections sections={TERMS_OF_USE_SECTIONS} policies={policies} />
        <p className="mt-12 text-gray-700">
          Our services themselves are governed by our{" "}
          <Link to="/terms" className="font-medium text-brand-700 hover:underline">
            Terms and Conditions
          </Link>
          .
        </p>
      </article>
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
