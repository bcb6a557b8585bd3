import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Section } from "~/components/marketing/page-header";
import { ServiceFaq, ServiceHero, ServiceHighlights, ServiceSteps } from "~/components/services/service-page";
import { getServicePage, SERVICE_DETAILS } from "~/content/services";
import { ENGLISH_LEVELS } from "~/domain/booking-options";
import { ServiceApply } from "~/components/services/service-apply";
import { serviceAction, serviceLoader } from "~/features/services/service-page.server";
import { seoMeta } from "~/utils/meta";

const service = getServicePage("speaking-mock");
const details = SERVICE_DETAILS[service.slug];

export const meta: MetaFunction = ({ matches }) => seoMeta(details.heading, service.summary, matches);

export function loader(args: LoaderFunctionArgs) {
  return serviceLoader(args, "speaking-mock", "speaking");
}

export function action(args: ActionFunctionArgs) {
  return serviceAction(args, "speaking-mock", "speaking");
}

export default function SpeakingMockPage() {
  return (
    <>
      <ServiceHero service={service} details={details} />
      <ServiceHighlights details={details} />
      <Section id="levels" title="For every level" intro="Your examiner places you on the common European scale and tells you what the next level needs." tone="gray">
        <ul className="flex flex-wrap gap-3">
          {ENGLISH_LEVELS.map((level) => (
            <li key={level} className="rounded-full bg-white px-4 py-2 text-sm font-medium text-gray-800 ring-1 ring-gray-200">
              {level}
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
