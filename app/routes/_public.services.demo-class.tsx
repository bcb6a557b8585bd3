import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Section } from "~/components/marketing/page-header";
import { BookingForm } from "~/components/booking/booking-form";
import { INQUIRY_INTENT, InquiryForm } from "~/components/services/inquiry-form";
import { handleInquiry, inquiryFormSetup } from "~/components/services/inquiry.server";
import { ApplySection, LoginToBookPrompt, ServiceFaq, ServiceHero, ServiceHighlights, ServiceSteps } from "~/components/services/service-page";
import { DEMO_COURSES, getServicePage, SERVICE_DETAILS } from "~/content/services";
import { pageMeta } from "~/utils/meta";
import { isBookingSubmission, loadBookingForm, submitBookingForm } from "~/utils/booking-forms.server";
import { getOptionalUser } from "~/utils/session.server";
import { parseMultipartForm } from "~/utils/uploads.server";

const service = getServicePage("demo-class");
const details = SERVICE_DETAILS[service.slug];

export const meta: MetaFunction = () => pageMeta(details.heading, service.summary);

export async function loader({ request }: LoaderFunctionArgs) {
  return { user: await getOptionalUser(request), inquiry: inquiryFormSetup(service), booking: await loadBookingForm(request, "demo_class") };
}

// Each form on this page names itself with a hidden `intent`; one multipart parse serves them all.
export async function action({ request }: ActionFunctionArgs) {
  const formData = await parseMultipartForm(request);
  const intent = formData.get("intent");
  if (intent === INQUIRY_INTENT) return handleInquiry({ request, formData, service });
  if (isBookingSubmission(formData)) return submitBookingForm(request, formData, "demo_class");
  throw new Response("Unknown form", { status: 400 });
}

export default function DemoClassPage() {
  const { user, inquiry, booking } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
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
