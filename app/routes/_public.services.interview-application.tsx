import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Section } from "~/components/marketing/page-header";
import { ServiceFaq, ServiceHero, ServiceHighlights, ServiceSteps } from "~/components/services/service-page";
import { getServicePage, SERVICE_DETAILS } from "~/content/services";
import { ServiceApply } from "~/components/services/service-apply";
import { serviceAction, serviceLoader } from "~/features/services/service-page.server";
import { seoMeta } from "~/utils/meta";

const service = getServicePage("interview-application");
const details = SERVICE_DETAILS[service.slug];

export const meta: MetaFunction = ({ matches }) => seoMeta(details.heading, service.summary, matches);

export function loader(args: LoaderFunctionArgs) {
  return serviceLoader(args, "interview-application", "interview");
}

export function action(args: ActionFunctionArgs) {
  return serviceAction(args, "interview-application", "interview");
}

export default function InterviewApplicationPage() {
  return (
    <>
      <ServiceHero service={service} details={details} />
      <ServiceHighlights details={details} />
      <Section id="interview-types" title="Two kinds of interview" tone="gray">
        <div className="grid gap-6 md:grid-cols-2">
          <article className="rounded-lg border border-gray-200 bg-white p-6">
            <h3 className="text-lg font-semibold">Visa interview</h3>
            <p className="mt-2 text-gray-600">
              The embassy interview for your student visa: your course, your university, your funding and your plans after graduation.
            </p>
          </article>
          <article className="rounded-lg border border-gray-200 bg-white p-6">
            <h3 className="text-lg font-semibold">Credibility interview</h3>
            <p className="mt-2 text-gray-600">
              The university's check before or after an offer that you are a genuine student: why this course, why this country, why now.
            </p>
          </article>
        </div>
      </Section>
      <ServiceSteps details={details} />
      <ServiceFaq details={details} />
      <ServiceApply service={service} details={details} />
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
