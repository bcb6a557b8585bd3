import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { BookingForm } from "~/components/booking/booking-form";
import { INQUIRY_INTENT, InquiryForm } from "~/components/services/inquiry-form";
import { handleInquiry, inquiryFormSetup } from "~/components/services/inquiry.server";
import { ApplySection, LoginToBookPrompt, ServiceFaq, ServiceHero, ServiceHighlights, ServiceSteps } from "~/components/services/service-page";
import { PackagesSection } from "~/components/services/sop-packages";
import { getServicePage, SERVICE_DETAILS } from "~/content/services";
import { pageMeta } from "~/utils/meta";
import { isBookingSubmission, loadBookingForm, submitBookingForm } from "~/utils/booking-forms.server";
import { getOptionalUser } from "~/utils/session.server";
import { parseMultipartForm } from "~/utils/uploads.server";

const service = getServicePage("sop-writing");
const details = SERVICE_DETAILS[service.slug];

export const meta: MetaFunction = () => pageMeta(details.heading, service.summary);

export async function loader({ request }: LoaderFunctionArgs) {
  return { user: await getOptionalUser(request), inquiry: inquiryFormSetup(service), booking: await loadBookingForm(request, "sop") };
}

// Each form on this page names itself with a hidden `intent`; one multipart parse serves them all.
export async function action({ request }: ActionFunctionArgs) {
  const formData = await parseMultipartForm(request);
  const intent = formData.get("intent");
  if (intent === INQUIRY_INTENT) return handleInquiry({ request, formData, service });
  if (isBookingSubmission(formData)) return submitBookingForm(request, formData, "sop");
  throw new Response("Unknown form", { status: 400 });
}

export default function SopWritingPage() {
  const { user, inquiry, booking } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <>
      <ServiceHero service={service} details={details} />
      <ServiceHighlights details={details} />
      <PackagesSection />
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
