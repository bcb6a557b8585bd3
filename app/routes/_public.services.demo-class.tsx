import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Section } from "~/components/marketing/page-header";
import { ServiceFaq, ServiceHero, ServiceHighlights, ServiceSteps } from "~/components/services/service-page";
import { getServicePage, SERVICE_DETAILS } from "~/content/services";
import { DEMO_COURSES } from "~/domain/booking-options";
import { ServiceApply } from "~/components/services/service-apply";
import { serviceAction, serviceLoader } from "~/features/services/service-page.server";
import { seoMeta } from "~/utils/meta";

const service = getServicePage("demo-class");
const details = SERVICE_DETAILS[service.slug];

export const meta: MetaFunction = ({ matches }) => seoMeta(details.heading, service.summary, matches);

export function loader(args: LoaderFunctionArgs) {
  return serviceLoader(args, "demo-class", "demo_class");
}

export function action(args: ActionFunctionArgs) {
  return serviceAction(args, "demo-class", "demo_class");
}

export default function DemoClassPage() {
  return (
    <>
      <ServiceHero service={service} details={details} />
      <ServiceHighlights details={details} />
      <Section id="courses" title="Courses you can try" tone="gray">
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          {DEMO_COURSES.map((course) => (
            <li key={course} className="rounded-lg bg-white p-4 text-center font-semibold text-gray-800 ring-1 ring-gray-200">
              {course}
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
