import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Section } from "~/components/marketing/page-header";
import { ServiceFaq, ServiceHero, ServiceHighlights, ServiceSteps } from "~/components/services/service-page";
import { getServicePage, SERVICE_DETAILS } from "~/content/services";
import { LOAN_AMOUNT, PARTNER_BANKS } from "~/domain/booking-options";
import { formatWholeDollars } from "~/domain/money";
import { ServiceApply } from "~/components/services/service-apply";
import { serviceAction, serviceLoader } from "~/features/services/service-page.server";
import { seoMeta } from "~/utils/meta";

const service = getServicePage("loan-assistance");
const details = SERVICE_DETAILS[service.slug];

export const meta: MetaFunction = ({ matches }) => seoMeta(details.heading, service.summary, matches);

export function loader(args: LoaderFunctionArgs) {
  return serviceLoader(args, "loan-assistance", "loan");
}

export function action(args: ActionFunctionArgs) {
  return serviceAction(args, "loan-assistance", "loan");
}

export default function LoanAssistancePage() {
  return (
    <>
      <ServiceHero service={service} details={details} />
      <ServiceHighlights details={details} />
      <Section
        id="partner-banks"
        title="Our partner banks"
        intro={`Education loans from ${formatWholeDollars(LOAN_AMOUNT.min)} to ${formatWholeDollars(LOAN_AMOUNT.max)}, with or without collateral depending on the bank and the amount.`}
        tone="gray"
      >
        <ul className="grid gap-4 sm:grid-cols-3">
          {PARTNER_BANKS.map((bank) => (
            <li key={bank} className="rounded-lg bg-white p-6 text-center font-semibold text-gray-800 ring-1 ring-gray-200">
              {bank}
            </li>
          ))}
        </ul>
      </Section>
      <ServiceSteps details={details} />
      <ServiceFaq details={details} />
      <ServiceApply service={service} details={details} />
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
