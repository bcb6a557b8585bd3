import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { BOOKING_INTENT, type BookingFormKind } from "~/features/booking/form-setup";
import { CATALOGUE_NAME_KEYS, DEFAULT_CATALOGUE } from "~/content/catalogue";
import { getServicePage, SERVICE_PAGES, type ServicePage, type ServiceSlug } from "~/content/services";
import { anyAvailable, NOT_AVAILABLE_MESSAGE, type Offer } from "~/domain/catalogue";
import { loadBookingForm, submitBookingForm } from "~/features/booking/booking-forms.server";
import { readFaqViews } from "~/features/content/faq-view.server";
import { translator } from "~/i18n/catalogs.server";
import { createFormatter } from "~/i18n/format";
import { getLocale } from "~/i18n/locale.server";
import { DEFAULT_LOCALE, type Locale } from "~/i18n/locales";
import { localizedPath } from "~/i18n/paths";
import { getOffers } from "~/models/service.server";
import { getSettings } from "~/models/settings.server";
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

/**
 * A page's offers as a reader in `locale` sees them: the price in their language's digits (or "Free"), and the entry's
 * name in their language while it is still the default one (a name an admin wrote is shown as written).
 */
function readerOffers(offers: readonly Offer[], locale: Locale, currency: string): Offer[] {
  const t = translator(locale);
  const format = createFormatter(locale);
  return offers.map((offer) => {
    const isDefaultName = offer.name === DEFAULT_CATALOGUE.find((entry) => entry.code === offer.code)?.name;
    const name = isDefaultName ? t(CATALOGUE_NAME_KEYS[offer.code]) : offer.name;
    // an entry whose row is gone has no price to show (see offerFor)
    if (offer.price === "") return { ...offer, name };
    return { ...offer, name, price: offer.priceCents > 0 ? format.money(offer.priceCents, currency) : t("services.offer.free") };
  });
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
  const locale = await getLocale(request);
  const [user, pageOffers, { currency }, faqs] = await Promise.all([getOptionalUser(request), getPageOffers(page), getSettings("payment"), readFaqViews(slug, locale)]);
  const offers = readerOffers(pageOffers, locale, currency);
  const available = anyAvailable(offers);
  const booking = available ? await loadBookingForm(request, user, BOOKING_FORMS[slug], offers) : null;
  const unverifiedEmail = booking ? await getSignedInUnverifiedEmail(request) : null;
  const details = SERVICE_DETAILS[slug];
  const t = translator(locale);
  const meta = { title: t(details.headingKey), description: t(page.summaryKey) };
  return { user, offers, available, inquiry: inquiryFormSetup(page), booking, unverifiedEmail, faqs, details, meta };
}

/**
 * Each form on a service page names itself with a hidden `intent`; one multipart parse serves them all. A post to a
 * page whose service is not available now (a form left open, a crafted request) stores nothing.
 */
export async function serviceAction({ request }: ActionFunctionArgs, slug: ServiceSlug) {
  const page = getServicePage(slug);
  if (!anyAvailable(await getPageOffers(page))) {
    const locale = await getLocale(request);
    const t = translator(locale);
    return redirectWithToast(localizedPath(page.path, locale), {
      type: "error",
      title: t("services.notAvailable.toastTitle", { service: t(page.nameKey) }),
      description: NOT_AVAILABLE_MESSAGE,
    });
  }
  const formData = await parseMultipartForm(request);
  return dispatchIntent(formData, {
    [INQUIRY_INTENT]: () => handleInquiry({ request, formData, service: page }),
    [BOOKING_INTENT]: () => submitBookingForm(request, formData, BOOKING_FORMS[slug]),
  });
}

export type ServiceRouteLoader = typeof serviceLoader;
export type ServiceRouteAction = typeof serviceAction;

/** The six service pages with their catalogue prices and availability, in `locale`, for the student's New Application chooser. */
export async function listServiceChoices(locale: Locale = DEFAULT_LOCALE) {
  const t = translator(locale);
  const { currency } = await getSettings("payment");
  return Promise.all(
    SERVICE_PAGES.map(async (page) => {
      const offers = readerOffers(await getPageOffers(page), locale, currency);
      const href = `${localizedPath(page.path, locale)}#apply`;
      return { slug: page.slug, name: t(page.nameKey), summary: t(page.summaryKey), href, offers, available: anyAvailable(offers) };
    }),
  );
}
