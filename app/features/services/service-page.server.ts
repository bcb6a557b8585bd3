import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { BOOKING_INTENT, type BookingFormKind } from "~/features/booking/form-setup";
import { DEFAULT_CATALOGUE } from "~/content/catalogue";
import { getServicePage, SERVICE_PAGES, type ServicePage, type ServiceSlug } from "~/content/services";
import { anyAvailable, NOT_AVAILABLE_MESSAGE } from "~/domain/catalogue";
import { loadBookingForm, submitBookingForm } from "~/features/booking/booking-forms.server";
import { readFaqViews } from "~/features/content/faq-view.server";
import { getOffers } from "~/models/service.server";
import { dispatchIntent } from "~/utils/intent.server";
import { getOptionalUser, getSignedInUnverifiedEmail } from "~/auth/session.server";
import { redirectWithToast } from "~/utils/toast.server";
import { parseMultipartForm } from "~/utils/uploads.server";
import { INQUIRY_INTENT } from "./inquiry-setup";
import { handleInquiry, inquiryFormSetup } from "./inquiry.server";
import { SERVICE_DETAILS } from "~/content/service-details";

/** The catalogue entries of a service page as they are now (name, price in the Payment settings' currency, availability). */
export function getPageOffers(page: ServicePage) {
  return getOffers(
    page.catalogueCodes.map((code) => ({ code, fallbackName: DEFAULT_CATALOGUE.find((entry) => entry.code === code)?.name ?? page.name })),
  );
}

/*
 * The loader and action every service page shares: a visitor gets the generic inquiry form, a signed-in student the
 * service's booking form, and nobody a form while the page's catalogue entries are inactive. The route calls these from
 * its own `loader`/`action` functions (not `export const loader = ...`), so the compiler can drop them and this
 * module from the browser bundle.
 */

/** The booking form each service page gives a signed-in student. */
const BOOKING_FORMS: Record<ServiceSlug, BookingFormKind> = {
  "sop-writing": "sop",
  "interview-application": "interview",
  "speaking-mock": "speaking",
  "demo-class": "demo_class",
  "free-counseling": "counseling",
  "loan-assistance": "loan",
};

export async function serviceLoader({ request }: LoaderFunctionArgs, slug: ServiceSlug) {
  const page = getServicePage(slug);
  const [user, offers, faqs] = await Promise.all([getOptionalUser(request), getPageOffers(page), readFaqViews(slug)]);
  const available = anyAvailable(offers);
  const booking = available ? await loadBookingForm(request, user, BOOKING_FORMS[slug], offers) : null;
  const unverifiedEmail = booking ? await getSignedInUnverifiedEmail(request) : null;
  return { user, offers, available, inquiry: inquiryFormSetup(page), booking, unverifiedEmail, faqs, details: SERVICE_DETAILS[slug] };
}

/**
 * Each form on a service page names itself with a hidden `intent`; one multipart parse serves them all. A post to a
 * page whose service is not available now (a form left open, a crafted request) stores nothing.
 */
export async function serviceAction({ request }: ActionFunctionArgs, slug: ServiceSlug) {
  const page = getServicePage(slug);
  if (!anyAvailable(await getPageOffers(page))) {
    return redirectWithToast(page.path, { type: "error", title: `${page.name} is not available now`, description: NOT_AVAILABLE_MESSAGE });
  }
  const formData = await parseMultipartForm(request);
  return dispatchIntent(formData, {
    [INQUIRY_INTENT]: () => handleInquiry({ request, formData, service: page }),
    [BOOKING_INTENT]: () => submitBookingForm(request, formData, BOOKING_FORMS[slug]),
  });
}

export type ServiceRouteLoader = typeof serviceLoader;
export type ServiceRouteAction = typeof serviceAction;

/** The six service pages with their catalogue prices and availability, for the student's New Application chooser. */
export async function listServiceChoices() {
  return Promise.all(
    SERVICE_PAGES.map(async (page) => {
      const offers = await getPageOffers(page);
      return { slug: page.slug, name: page.name, summary: page.summary, href: `${page.path}#apply`, offers, available: anyAvailable(offers) };
    }),
  );
}
