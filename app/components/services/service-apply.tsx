import { useActionData, useLoaderData } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { EmailVerificationBanner } from "~/components/profile/email-verification";
import type { ServiceDetails } from "~/content/service-details";
import type { ServicePage } from "~/content/services";
import { INQUIRY_INTENT } from "~/features/services/inquiry-setup";
import { InquiryForm } from "./inquiry-form";
import { ApplySection, LoginToBookPrompt, NotAvailableNotice } from "./service-page";
import type { ServiceRouteAction, ServiceRouteLoader } from "~/features/services/service-page.server";

/**
 * The booking form, its slot picker and their strings show only to a signed-in student: loaded when shown, so that a
 * visitor's phone never downloads them (a public page's JavaScript budget, decision 117). The server renders it whole
 * (entry.server.tsx waits for it), so the form works before its script arrives and without JavaScript.
 */
const BookingForm = lazy(() => import("~/components/booking/booking-form").then(({ BookingForm }) => ({ default: BookingForm })));

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
          <Suspense fallback={null}>
            <BookingForm setup={booking} actionData={actionData} />
          </Suspense>
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
