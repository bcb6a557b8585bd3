import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { LegalSections } from "~/components/marketing/legal-sections";
import { PageHeader } from "~/components/marketing/page-header";
import { PRIVACY_SECTIONS } from "~/content/legal";
import { getSettings } from "~/models/settings.server";
import { seoMeta } from "~/utils/meta";
import { useSiteSettings } from "~/components/layout/use-site-settings";

export const meta: MetaFunction = ({ matches }) => seoMeta("Privacy Policy", "What personal data we collect, why, how we store your documents and which cookies we use.", matches);

export async function loader() {
  return { policies: await getSettings("policies") };
}

export default function PrivacyPolicyPage() {
  const { policies } = useLoaderData<typeof loader>();
  const { supportEmail } = useSiteSettings();
  return (
    <>
      <PageHeader eyebrow="Legal" title="Privacy Policy" />
      <article className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <LegalSections sections={PRIVACY_SECTIONS} policies={policies} />
        <p className="mt-12 text-gray-700">
          To see, correct or delete your data, write to{" "}
          <a href={`mailto:${supportEmail}`} className="font-medium text-brand-700 hover:underline">
            {supportEmail}
          </a>
          .
        </p>
      </article>
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
