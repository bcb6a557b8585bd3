import { type ErrorResponse, isRouteErrorResponse, Link, type Params, useLocation, useParams, useRouteError } from "@remix-run/react";
import { useEffect, type ReactNode } from "react";
import { buttonClass } from "~/components/ui/button";
import { useLocalizedPath, useT } from "~/i18n/i18n";

export type ErrorText = { title: string; message: string };
export type StatusHandler = (info: { error: ErrorResponse; params: Params }) => ReactNode;

/** A message with its English beside its key: a status page also shows when the root's data (the messages) is missing. */
type ErrorMessage = { id: string; message: string };
export type TranslateErrorMessage = (descriptor: ErrorMessage) => string;
const inEnglish: TranslateErrorMessage = ({ message }) => message;

const MESSAGES = {
  unexpectedTitle: { id: "common.error.unexpected.title", message: "Something went wrong" },
  unexpectedMessage: { id: "common.error.unexpected.message", message: "We could not complete your request. Please try again in a moment." },
  notFoundTitle: { id: "common.error.notFound.title", message: "Page Not Found" },
  notFoundMessage: { id: "common.error.notFound.message", message: "The page you are looking for does not exist or has been moved." },
  forbiddenTitle: { id: "common.error.forbidden.title", message: "Not allowed" },
  forbiddenMessage: { id: "common.error.forbidden.message", message: "You do not have permission to see this page." },
  backToDashboard: { id: "common.error.backToDashboard", message: "Back to dashboard" },
  returnHome: { id: "common.error.returnHome", message: "Return to Home" },
} as const satisfies Record<string, ErrorMessage>;

const MAX_MESSAGE_LENGTH = 300;

/** The status pages' words in the page's language, or in English when the root could not send its messages. */
function useErrorTranslation(): TranslateErrorMessage {
  const t = useT();
  return ({ id, message }) => {
    const text = t(id);
    return text === id ? message : text;
  };
}

function unexpected(translate: TranslateErrorMessage): ErrorText {
  return { title: translate(MESSAGES.unexpectedTitle), message: translate(MESSAGES.unexpectedMessage) };
}

/**
 * The message a 400 response carries, when it is one a person can read: a short plain text body
 * (`new Response("The form could not be read.", { status: 400 })`) or JSON with a `message`. A bare reason phrase,
 * HTML or a long dump is not.
 */
function readableMessage(error: ErrorResponse): string | null {
  const data: unknown = error.data;
  const raw = typeof data === "string" ? data : data && typeof data === "object" && "message" in data ? data.message : null;
  if (typeof raw !== "string") return null;
  const message = raw.trim();
  if (!message || message.length > MAX_MESSAGE_LENGTH || message.includes("<")) return null;
  if (message.toLowerCase() === error.statusText.toLowerCase()) return null;
  return message;
}

/** The title and message of the status page for a thrown response. */
export function statusText(error: ErrorResponse, translate: TranslateErrorMessage = inEnglish): ErrorText {
  if (error.status === 404) return { title: translate(MESSAGES.notFoundTitle), message: translate(MESSAGES.notFoundMessage) };
  if (error.status === 403) return { title: translate(MESSAGES.forbiddenTitle), message: translate(MESSAGES.forbiddenMessage) };
  const message = error.status === 400 ? readableMessage(error) : null;
  return message ? { title: translate(MESSAGES.unexpectedTitle), message } : unexpected(translate);
}

/** Where "back" goes from a path: the dashboard of the student or admin area, the home page elsewhere. */
export function areaHome(pathname: string, translate: TranslateErrorMessage = inEnglish): { to: string; label: string } {
  for (const area of ["/admin", "/student"]) {
    if (pathname === area || pathname.startsWith(`${area}/`)) return { to: area, label: translate(MESSAGES.backToDashboard) };
  }
  return { to: "/", label: translate(MESSAGES.returnHome) };
}

/**
 * A status page: the code, one h1, a message and a way back. It renders inside whatever shell its route sits in; the
 * shell owns `<main>`. `children` adds links before the way back.
 */
export function ErrorPage({ status, title, message, children }: { status: number; title: string; message: ReactNode; children?: ReactNode }) {
  const { pathname } = useLocation();
  const home = areaHome(pathname, useErrorTranslation());
  const lp = useLocalizedPath();
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-16 text-center">
      <p className="text-sm font-semibold text-brand-600">{status}</p>
      <h1 className="mt-2 text-3xl font-bold text-gray-900">{title}</h1>
      <p className="mt-3 max-w-md text-gray-600">{message}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {children}
        <Link to={lp(home.to)} className={buttonClass()}>
          {home.label}
        </Link>
      </div>
    </section>
  );
}

function StatusPage({ error }: { error: ErrorResponse }) {
  return <ErrorPage status={error.status} {...statusText(error, useErrorTranslation())} />;
}

function UnexpectedErrorPage() {
  return <ErrorPage status={500} {...unexpected(useErrorTranslation())} />;
}

/**
 * The one error boundary (after the Epic Stack's): a thrown response gets the handler for its status, or the status
 * page; anything else is logged to the console and gets the generic page, never its message or stack (production
 * already replaces both with "Unexpected Server Error"). Routes export it as is, or wrap it with `statusHandlers`
 * for a text of their own.
 */
export function GeneralErrorBoundary({
  statusHandlers,
  defaultStatusHandler = ({ error }) => <StatusPage error={error} />,
  unexpectedErrorHandler = () => <UnexpectedErrorPage />,
}: {
  statusHandlers?: Partial<Record<number, StatusHandler>>;
  defaultStatusHandler?: StatusHandler;
  unexpectedErrorHandler?: (error: unknown) => ReactNode;
}) {
  const error = useRouteError();
  const params = useParams();
  const expected = isRouteErrorResponse(error);
  // Logged once in the browser; the server logs its own errors in entry.server's handleError.
  useEffect(() => {
    if (!expected) console.error(error);
  }, [error, expected]);
  return expected ? (statusHandlers?.[error.status] ?? defaultStatusHandler)({ error, params }) : unexpectedErrorHandler(error);
}
