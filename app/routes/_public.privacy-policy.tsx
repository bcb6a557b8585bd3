import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { LegalPage, legalVersionMeta } from "~/components/content/legal-page";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { useSiteSettings } from "~/components/layout/use-site-settings";
import { readLegalPage } from "~/features/content/legal-view.server";
import { T } from "~/i18n/i18n";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => legalVersionMeta(data, matches);

/** The Privacy Policy in force, or with ?version=N an earlier version (decision 116). */
export async function loader({ request }: LoaderFunctionArgs) {
  return readLegalPage(request, "privacy");
}

export default function PrivacyPolicyPage() {
  const page = useLoaderData<typeof loader>();
  const { supportEmail } = useSiteSettings();
  return (
    <LegalPage page={page}>
      <p className="mt-12 text-gray-700">
        <T k="public.legal.privacy.yourData" values={{ email: supportEmail }} components={{ 0: <a href={`mailto:${supportEmail}`} className="font-medium text-brand-700 hover:underline" /> }} />
      </p>
    </LegalPage>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
