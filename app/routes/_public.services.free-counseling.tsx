import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Section } from "~/components/marketing/page-header";
import { BookingForm } from "~/components/booking/booking-form";
import { INQUIRY_INTENT, InquiryForm } from "~/components/services/inquiry-form";
import { handleInquiry, inquiryFormSetup } from "~/components/services/inquiry.server";
import { ApplySection, LoginToBookPrompt, ServiceFaq, ServiceHero, ServiceHighlights, ServiceSteps } from "~/components/services/service-page";
import { COUNSELING_COUNTRIES, COURSE_LEVELS, getServicePage, SERVICE_DETAILS } from "~/content/services";
import { pageMeta } from "~/utils/meta";
import { isBookingSubmission, loadBookingForm, submitBookingForm } from "~/utils/booking-forms.server";
import { getOptionalUser } from "~/utils/session.server";
import { parseMultipartForm } from "~/utils/uploads.server";

const service = getServicePage("free-counseling");
const details = SERVICE_DETAILS[service.slug];

export const meta: MetaFunction = () => pageMeta(details.heading, service.summary);

export async function loader({ request }: LoaderFunctionArgs) {
  return { user: await getOptionalUser(request), inquiry: inquiryFormSetup(service), booking: await loadBookingForm(request, "counseling") };
}

// Each form on this page names itself with a hidden `intent`; one multipart parse serves them all.
export async function action({ request }: ActionFunctionArgs) {
  const formData = await parseMultipartForm(request);
  const intent = formData.get("intent");
  if (intent === INQUIRY_INTENT) return handleInquiry({ request, formData, service });
  if (isBookingSubmission(formData)) return submitBookingForm(request, formData, "counseling");
  throw new Response("Unknown form", { status: 400 });
}

export default function FreeCounselingPage() {
  const { user, inquiry, booking } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
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
      <ApplySection details={details}>
        {booking ? (
          <BookingForm setup={booking} actionData={actionData} />
        ) : (
          <>
            <InquiryForm service={service} setup={inquiry} lastResult={actionData?.intent === INQUIRY_INTENT ? actionData.result : null} />
            {user ? null : <LoginToBookPrompt service={service} />}
          </>
        )}
      </ApplySection>
    </>
  );
}
