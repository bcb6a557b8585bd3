import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import {
  Links,
  LiveReload,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ClientLoaderFunctionArgs,
  type ShouldRevalidateFunction,
  useLoaderData,
  useLocation,
  useRouteLoaderData,
} from "@remix-run/react";
import { useState } from "react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { useDisclosureDismiss } from "~/components/layout/use-disclosure-dismiss";
import { Toaster } from "~/components/ui/toast";
import { DEFAULT_GENERAL_SETTINGS } from "~/content/site";
import { getGeneralSettings } from "~/models/settings.server";
import { useNonce } from "~/utils/nonce-provider";
import { useBrowserZone } from "~/components/layout/use-browser-zone";
import { getOptionalUser, getUnreadNotificationCount } from "~/auth/session.server";
import { getToast } from "~/utils/toast.server";
import { canonicalUrl } from "~/domain/seo";
import { getEnv } from "~/utils/env.server";
import { browserCatalogHref, translator } from "~/i18n/catalogs.server";
import { catalogMessages, loadCatalog } from "~/i18n/catalog-registry";
import { siteAreaOf } from "~/i18n/site-area";
import { LocaleProvider, useT } from "~/i18n/i18n";
import { DEFAULT_LOCALE, LOCALE_CODES, type Locale } from "~/i18n/locales";
import { getLocale } from "~/i18n/locale.server";
import { isLocalizedPath, localeOfPath, localizedPath } from "~/i18n/paths";
import tailwind from "./tailwind.css";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: tailwind },
  { rel: "icon", href: "/favicon.ico", sizes: "any" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.settings.siteName ?? DEFAULT_GENERAL_SETTINGS.siteName} | ${data?.meta.tagline ?? "Study abroad with confidence"}` },
  {
    name: "description",
    content: data?.meta.description ?? "SOP writing, visa interview preparation, IELTS, TOEFL, PTE and Duolingo classes, free counseling and education loans.",
  },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const [user, unreadNotifications, settings, { toast, headers }, locale] = await Promise.all([
    getOptionalUser(request),
    getUnreadNotificationCount(request),
    getGeneralSettings(),
    getToast(request),
    getLocale(request),
  ]);
  const t = translator(locale);
  const meta = { tagline: t("common.meta.tagline"), description: t("common.meta.description") };
  return data(
    { user, settings, toast, unreadNotifications, origin: getEnv().APP_URL, locale, catalog: browserCatalogHref(locale, new URL(request.url).pathname), meta },
    { headers: headers ?? undefined },
  );
}

/** A page in another language or part of the site renders with that catalog's messages, fetched first if new. */
export async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  const root = await serverLoader<typeof loader>();
  await loadCatalog(root.catalog);
  return root;
}

// conform's field validation on blur posts the form with this field; such a round trip never sets a toast.
const CONFORM_INTENT_FIELD = "__intent__";

// After a 4xx answer to a form Remix skips revalidation, but the action may have set a toast (e.g. "Login failed"):
// the root reads it now instead of on some later page. A link into another language's pages ("/about" to "/ne/faq")
// or into another part of the site (the public site to the student area) needs that part's messages.
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionStatus, formData, currentUrl, nextUrl, defaultShouldRevalidate }) => {
  if (actionStatus !== undefined && actionStatus >= 400 && !formData?.has(CONFORM_INTENT_FIELD)) return true;
  if (localeOfPath(currentUrl.pathname) !== localeOfPath(nextUrl.pathname) || siteAreaOf(currentUrl.pathname) !== siteAreaOf(nextUrl.pathname)) return true;
  return defaultShouldRevalidate;
};

/**
 * The page's canonical address in the head (the root's data is absent on its own error page: then none), and for a
 * public page its address in every language, for search engines (the default language's is also x-default).
 */
function CanonicalLinks() {
  const origin = useRouteLoaderData<typeof loader>("root")?.origin;
  const location = useLocation();
  if (!origin) return null;
  const canonical = canonicalUrl(origin, location.pathname, location.search);
  if (!isLocalizedPath(location.pathname)) return <link rel="canonical" href={canonical} />;
  const alternate = (locale: Locale) => canonicalUrl(origin, localizedPath(location.pathname, locale), location.search);
  return (
    <>
      <link rel="canonical" href={canonical} />
      {LOCALE_CODES.map((locale) => (
        <link key={locale} rel="alternate" hrefLang={locale} href={alternate(locale)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={alternate(DEFAULT_LOCALE)} />
    </>
  );
}

function SkipLink() {
  const t = useT();
  return (
    <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-[70] focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:shadow">
      {t("common.skipToContent")}
    </a>
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const root = useRouteLoaderData<typeof loader>("root");
  const locale = root?.locale ?? DEFAULT_LOCALE;
  // The document's own catalog: the root's clientLoader fetches the next ones, which a new preload would fetch again.
  const [documentCatalog] = useState(root?.catalog);
  return (
    <html lang={locale} className="h-full">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1d63e0" />
        <Meta />
        <CanonicalLinks />
        <Links />
        {/* app/entry.client.tsx fetches it before the page comes alive; asked for here, it arrives beside the scripts */}
        {documentCatalog ? <link rel="preload" as="fetch" href={documentCatalog} crossOrigin="anonymous" data-messages="" /> : null}
      </head>
      <body className="h-full bg-gray-50 font-sans text-gray-900 antialiased">
        <LocaleProvider locale={locale} messages={catalogMessages(root?.catalog)}>
          <SkipLink />
          {children}
        </LocaleProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
        {/* `npm run dev` only (renders nothing in a production build): reloads the page after a rebuild. */}
        <LiveReload nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const { toast } = useLoaderData<typeof loader>();
  useDisclosureDismiss();
  useBrowserZone();
  return (
    <>
      <Outlet />
      <Toaster toast={toast} />
    </>
  );
}

/** The last resort (the root loader failed): a complete document around the shared status page. */
export function ErrorBoundary() {
  return (
    <main id="main" className="flex min-h-screen flex-col items-center justify-center px-4">
      <GeneralErrorBoundary />
    </main>
  );
}
