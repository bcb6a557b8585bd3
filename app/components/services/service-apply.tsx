import { useActionData, useLoaderData } from "@remix-run/react";
import { BookingForm } from "~/components/booking/booking-form";
import { EmailVerificationBanner } from "~/components/profile/email-verification";
import type { ServiceDetails } from "~/content/service-details";
import type { ServicePage } from "~/content/services";
import { INQUIRY_INTENT } from "~/features/services/inquiry-setup";
import { InquiryForm } from "./inquiry-form";
import { ApplySection, LoginToBookPrompt, NotAvailableNotice } from "./service-page";
import type { ServiceRouteAction, ServiceRouteLoader } from "~/features/services/service-page.server";

/**
 * The apply section of a service page: the booking form for a student, else the inquiry; neither while the service
 * is not available now.
 */
export function ServiceApply({ service, details }: { service: ServicePage; details: ServiceDetails }) {
  const { user, inquiry, booking, available, unverifiedEmail } = useLoaderData<ServiceRouteLoader>();
  const actionData = useActionData<ServiceRouteAction>();
  return (
    <ApplySection details={details} introKey={booking ? details.bookingIntroKey : details.applyIntroKey}>
      {!available ? (
        <NotAvailableNotice service={service} />
      ) : booking ? (
        <>
          {unverifiedEmail ? (
            <div className="mb-6">
              <EmailVerificationBanner email={unverifiedEmail} />
            </div>
          ) : null}
          <BookingForm setup={booking} actionData={actionData} />
        </>
      ) : (
        <>
          <InquiryForm service={service} setup={inquiry} lastResult={actionData?.intent === INQUIRY_INTENT ? actionData.result : null} />
          {user ? null : <LoginToBookPrompt service={service} />}
        </>
      )}
    </ApplySection>
  );
}
