import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Section } from "~/components/marketing/page-header";
import { BookingForm } from "~/components/booking/booking-form";
import { INQUIRY_INTENT, InquiryForm } from "~/components/services/inquiry-form";
import { handleInquiry, inquiryFormSetup } from "~/components/services/inquiry.server";
import { ApplySection, LoginToBookPrompt, ServiceFaq, ServiceHero, ServiceHighlights, ServiceSteps } from "~/components/services/service-page";
import { getServicePage, LOAN_AMOUNT_RANGE, PARTNER_BANKS, SERVICE_DETAILS } from "~/content/services";
import { formatWholeDollars } from "~/domain/money";
import { pageMeta } from "~/utils/meta";
import { isBookingSubmission, loadBookingForm, submitBookingForm } from "~/utils/booking-forms.server";
import { getOptionalUser } from "~/utils/session.server";
import { parseMultipartForm } from "~/utils/uploads.server";

const service = getServicePage("loan-assistance");
const details = SERVICE_DETAILS[service.slug];

export const meta: MetaFunction = () => pageMeta(details.heading, service.summary);

export async function loader({ request }: LoaderFunctionArgs) {
  return { user: await getOptionalUser(request), inquiry: inquiryFormSetup(service), booking: await loadBookingForm(request, "loan") };
}

// Each form on this page names itself with a hidden `intent`; one multipart parse serves them all.
export async function action({ request }: ActionFunctionArgs) {
  const formData = await parseMultipartForm(request);
  const intent = formData.get("intent");
  if (intent === INQUIRY_INTENT) return handleInquiry({ request, formData, service });
  if (isBookingSubmission(formData)) return submitBookingForm(request, formData, "loan");
  throw new Response("Unknown form", { status: 400 });
}

export default function LoanAssistancePage() {
  const { user, inquiry, booking } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <>
      <ServiceHero service={service} details={details} />
      <ServiceHighlights details={details} />
      <Section
        id="partner-banks"
        title="Our partner banks"
        intro={`Education loans from ${formatWholeDollars(LOAN_AMOUNT_RANGE.min)} to ${formatWholeDollars(LOAN_AMOUNT_RANGE.max)}, with or without collateral depending on the bank and the amount.`}
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
