import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { LegalSections } from "~/components/marketing/legal-sections";
import { PageHeader } from "~/components/marketing/page-header";
import { TERMS_LAST_UPDATED, TERMS_SECTIONS } from "~/content/legal";
import { getSettings } from "~/models/settings.server";
import { seoMeta } from "~/utils/meta";
import { useSiteSettings } from "~/components/layout/use-site-settings";

export const meta: MetaFunction = ({ matches }) =>
  seoMeta("Terms and Conditions", "The terms that apply to our website and our study-abroad advisory services: accounts, payments, refunds, content, privacy and liability.", matches);

export async function loader() {
  return { policies: await getSettings("policies") };
}

export default function TermsPage() {
  const { policies } = useLoaderData<typeof loader>();
  const { supportEmail } = useSiteSettings();
  return (
    <>
      <PageHeader eyebrow="Legal" title="Terms and Conditions">
        <p>Last updated {TERMS_LAST_UPDATED}</p>
      </PageHeader>
      <article className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <LegalSections
          sections={TERMS_SECTIONS}
          policies={policies}
          extra={{
            "Privacy Policy": (
              <p>
                Read our full{" "}
                <Link to="/privacy-policy" className="font-medium text-brand-700 hover:underline">
                  Privacy Policy
                </Link>
                .
              </p>
            ),
          }}
        />
        <section aria-labelledby="terms-contact" className="mt-12 rounded-lg bg-brand-50 p-6">
          <h2 id="terms-contact" className="font-semibold text-brand-900">
            Questions about these terms?
          </h2>
          <p className="mt-2 text-gray-700">
            Contact our support team at{" "}
            <a href={`mailto:${supportEmail}`} className="font-medium text-brand-700 hover:underline">
              {supportEmail}
            </a>
            .
          </p>
        </section>
      </article>
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
