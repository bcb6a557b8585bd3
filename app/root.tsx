import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import {
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  type ShouldRevalidateFunction,
  useLoaderData,
  useRouteError,
} from "@remix-run/react";
import { useDisclosureDismiss } from "~/components/layout/use-disclosure-dismiss";
import { buttonClass } from "~/components/ui/button";
import { Toaster } from "~/components/ui/toast";
import { countUnreadNotifications } from "~/models/notification.server";
import { getGeneralSettings } from "~/models/settings.server";
import { getOptionalUser } from "~/utils/session.server";
import { getToast } from "~/utils/toast.server";
import tailwind from "./tailwind.css";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: tailwind },
  { rel: "icon", href: "/favicon.ico", sizes: "any" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export const meta: MetaFunction = () => [
  { title: "EduGlobal Consultancy | Study abroad with confidence" },
  {
    name: "description",
    content: "SOP writing, visa interview preparation, IELTS, TOEFL, PTE and Duolingo classes, free counseling and education loans.",
  },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const [user, settings, { toast, headers }] = await Promise.all([
    getOptionalUser(request),
    getGeneralSettings(),
    getToast(request),
  ]);
  const unreadNotifications = user ? await countUnreadNotifications(user.id) : 0;
  return data({ user, settings, toast, unreadNotifications }, { headers: headers ?? undefined });
}

// conform's field validation on blur posts the form with this field; such a round trip never sets a toast.
const CONFORM_INTENT_FIELD = "__intent__";

// After a 4xx answer to a form Remix skips revalidation, but the action may have set a toast (e.g. "Login failed"):
// the root reads it now instead of on some later page.
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionStatus, formData, defaultShouldRevalidate }) =>
  actionStatus !== undefined && actionStatus >= 400 && !formData?.has(CONFORM_INTENT_FIELD) ? true : defaultShouldRevalidate;

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" className="h-full">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1d63e0" />
        <Meta />
        <Links />
      </head>
      <body className="h-full bg-gray-50 font-sans text-gray-900 antialiased">
        <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-[70] focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:shadow">
          Skip to content
        </a>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const { toast } = useLoaderData<typeof loader>();
  useDisclosureDismiss();
  return (
    <>
      <Outlet />
      <Toaster toast={toast} />
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error)) console.error(error);
  const title = status === 404 ? "Page Not Found" : status === 403 ? "Not allowed" : "Something went wrong";
  const message =
    status === 404
      ? "The page you are looking for does not exist or has been moved."
      : status === 403
        ? "You do not have permission to see this page."
        : "We could not complete your request. Please try again in a moment.";
  return (
    <main id="main" className="flex min-h-screen flex-col items-center justify-center px-4 text-center">
      <p className="text-sm font-semibold text-brand-600">{status}</p>
      <h1 className="mt-2 text-3xl font-bold text-gray-900">{title}</h1>
      <p className="mt-3 max-w-md text-gray-600">{message}</p>
      <Link to="/" className={buttonClass({ className: "mt-6" })}>
        Return to Home
      </Link>
    </main>
  );
}
