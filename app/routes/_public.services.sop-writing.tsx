import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ServiceFaq, ServiceHero, ServiceHighlights, ServiceSteps } from "~/components/services/service-page";
import { PackagesSection } from "~/components/services/sop-packages";
import { getServicePage, SERVICE_DETAILS } from "~/content/services";
import { ServiceApply } from "~/components/services/service-apply";
import { serviceAction, serviceLoader } from "~/features/services/service-page.server";
import { seoMeta } from "~/utils/meta";

const service = getServicePage("sop-writing");
const details = SERVICE_DETAILS[service.slug];

export const meta: MetaFunction = ({ matches }) => seoMeta(details.heading, service.summary, matches);

export function loader(args: LoaderFunctionArgs) {
  return serviceLoader(args, "sop-writing", "sop");
}

export function action(args: ActionFunctionArgs) {
  return serviceAction(args, "sop-writing", "sop");
}

export default function SopWritingPage() {
  return (
    <>
      <ServiceHero service={service} details={details} />
      <ServiceHighlights details={details} />
      <PackagesSection />
      <ServiceSteps details={details} />
      <ServiceFaq details={details} />
      <ServiceApply service={service} details={details} />
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
