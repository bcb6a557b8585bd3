import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { LegalPage, legalVersionMeta } from "~/components/content/legal-page";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { useSiteSettings } from "~/components/layout/use-site-settings";
import { readLegalPage } from "~/features/content/legal-view.server";
import { T, useT } from "~/i18n/i18n";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => legalVersionMeta(data, matches);

/** The Terms and Conditions in force, or with ?version=N an earlier version (decision 116). */
export async function loader({ request }: LoaderFunctionArgs) {
  return readLegalPage(request, "terms");
}

export default function TermsPage() {
  const page = useLoaderData<typeof loader>();
  const { supportEmail } = useSiteSettings();
  const t = useT();
  return (
    <LegalPage page={page}>
      <section aria-labelledby="terms-contact" className="mt-12 rounded-lg bg-brand-50 p-6">
        <h2 id="terms-contact" className="font-semibold text-brand-900">
          {t("public.legal.terms.questions")}
        </h2>
        <p className="mt-2 text-gray-700">
          <T k="public.legal.terms.contact" values={{ email: supportEmail }} components={{ 0: <a href={`mailto:${supportEmail}`} className="font-medium text-brand-700 hover:underline" /> }} />
        </p>
      </section>
    </LegalPage>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
