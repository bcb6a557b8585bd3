import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Section } from "~/components/marketing/page-header";
import { ServiceFaq, ServiceHero, ServiceHighlights, ServiceSteps } from "~/components/services/service-page";
import { getServicePage, SERVICE_DETAILS } from "~/content/services";
import { COUNSELING_COUNTRIES, COURSE_LEVELS } from "~/domain/booking-options";
import { ServiceApply } from "~/components/services/service-apply";
import { serviceAction, serviceLoader } from "~/features/services/service-page.server";
import { seoMeta } from "~/utils/meta";

const service = getServicePage("free-counseling");
const details = SERVICE_DETAILS[service.slug];

export const meta: MetaFunction = ({ matches }) => seoMeta(details.heading, service.summary, matches);

export function loader(args: LoaderFunctionArgs) {
  return serviceLoader(args, "free-counseling", "counseling");
}

export function action(args: ActionFunctionArgs) {
  return serviceAction(args, "free-counseling", "counseling");
}

export default function FreeCounselingPage() {
  return (
    <>
      <ServiceHero service={service} details={details} />
      <ServiceHighlights details={details} />
      <Section id="destinations" title="Where we can take you" tone="gray">
        <div className="grid gap-8 md:grid-cols-3">
          <div className="md:col-span-2">
            <h3 className="font-semibold text-gray-900">Countries</h3>
            <ul className="mt-3 flex flex-wrap gap-2">
              {COUNSELING_COUNTRIES.map((country) => (
                <li key={country} className="rounded-full bg-white px-3 py-1 text-sm text-gray-800 ring-1 ring-gray-200">
                  {country}
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h3 className="font-semibold text-gray-900">Course levels</h3>
            <ul className="mt-3 flex flex-wrap gap-2">
              {COURSE_LEVELS.map((level) => (
                <li key={level} className="rounded-full bg-white px-3 py-1 text-sm text-gray-800 ring-1 ring-gray-200">
                  {level}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Section>
      <ServiceSteps details={details} />
      <ServiceFaq details={details} />
      <ServiceApply service={service} details={details} />
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
