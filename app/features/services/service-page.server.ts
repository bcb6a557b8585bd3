import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import type { BookingFormKind } from "~/features/booking/form-setup";
import { getServicePage, type ServiceSlug } from "~/content/services";
import { isBookingSubmission, loadBookingForm, submitBookingForm } from "~/features/booking/booking-forms.server";
import { getOptionalUser } from "~/utils/session.server";
import { parseMultipartForm } from "~/utils/uploads.server";
import { INQUIRY_INTENT } from "./inquiry-setup";
import { handleInquiry, inquiryFormSetup } from "./inquiry.server";

/*
 * The loader and action every service page shares: a visitor gets the generic inquiry form, a signed-in student the
 * service's booking form. Routes call these from their own `loader`/`action` functions (not `export const loader =
 * ...`), so the compiler can drop them and this module from the browser bundle.
 */

export async function serviceLoader({ request }: LoaderFunctionArgs, slug: ServiceSlug, bookingKind: BookingFormKind) {
  const user = await getOptionalUser(request);
  const booking = await loadBookingForm(request, user, bookingKind);
  return { user, inquiry: inquiryFormSetup(getServicePage(slug)), booking };
}

/** Each form on a service page names itself with a hidden `intent`; one multipart parse serves them all. */
export async function serviceAction({ request }: ActionFunctionArgs, slug: ServiceSlug, bookingKind: BookingFormKind) {
  const formData = await parseMultipartForm(request);
  if (formData.get("intent") === INQUIRY_INTENT) return handleInquiry({ request, formData, service: getServicePage(slug) });
  if (isBookingSubmission(formData)) return submitBookingForm(request, formData, bookingKind);
  throw new Response("Unknown form", { status: 400 });
}

export type ServiceRouteLoader = typeof serviceLoader;
export type ServiceRouteAction = typeof serviceAction;
