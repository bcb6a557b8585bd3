import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Badge } from "~/components/ui/badge";
import { SubmitButton } from "~/components/ui/button";
import { formatDateTime } from "~/domain/dates";
import { deviceLabel, parseUserAgent } from "~/domain/user-agent";
import { SIGN_IN_FAILURES, listSignInAttempts, type SignInFailure } from "~/models/sign-in.server";
import { SessionNotFoundError, endOtherSessions, endOwnSession, listActiveSessions, sessionHandle } from "~/models/session.server";
import { getEnv } from "~/utils/env.server";
import { readFormData } from "~/utils/http.server";
import { dispatchIntent } from "~/utils/intent.server";
import { seoMeta } from "~/utils/meta";
import { notFound } from "~/utils/route-params.server";
import { getSessionId, logOut, requireUser } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: MetaFunction = ({ matches }) => seoMeta("Sessions and sign-ins", "Where your account is signed in, and its latest sign-ins.", matches);

const HERE = "/profile/security";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const currentSessionId = await getSessionId(request);
  const [sessions, attempts] = await Promise.all([listActiveSessions(user.id), listSignInAttempts(user.id)]);
  const zone = getEnv().APP_TIME_ZONE;
  return {
    sessions: sessions.map((session) => ({
      handle: session.handle,
      device: deviceLabel(parseUserAgent(session.userAgent)),
      address: session.ipAddress,
      firstSeen: formatDateTime(session.createdAt, zone),
      lastSeen: session.lastSeenAt ? formatDateTime(session.lastSeenAt, zone) : null,
      current: session.id === currentSessionId,
    })),
    attempts: attempts.map((attempt) => ({
      id: attempt.id,
      time: formatDateTime(attempt.createdAt, zone),
      address: attempt.ipAddress,
      device: deviceLabel(parseUserAgent(attempt.userAgent)),
      outcome: attempt.success ? null : (SIGN_IN_FAILURES[attempt.reason as SignInFailure] ?? attempt.reason ?? "Failed"),
    })),
  };
}

/** `end` ends one session (the current one logs out); `end-others` ends every other one. */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const currentSessionId = await getSessionId(request);
  const formData = await readFormData(request);
  return dispatchIntent(formData, {
    end: async () => {
      const handle = formData.get("session");
      if (typeof handle !== "string" || !handle) throw notFound();
      if (currentSessionId && handle === sessionHandle(currentSessionId)) {
        return logOut(request, { type: "success", title: "Signed out", description: "This browser's session has ended." });
      }
      try {
        await endOwnSession({ userId: user.id, handle });
      } catch (error) {
        if (error instanceof SessionNotFoundError) throw notFound();
        throw error;
      }
      return redirectWithToast(HERE, { type: "success", title: "Session ended", description: "That browser is signed out." });
    },
    "end-others": async () => {
      const count = currentSessionId ? await endOtherSessions({ userId: user.id, currentSessionId }) : 0;
      return redirectWithToast(HERE, {
        type: "success",
        title: "Other sessions ended",
        description: count === 0 ? "No other browser was signed in." : `${count} other session${count === 1 ? "" : "s"} signed out.`,
      });
    },
  });
}

const cardClass = "rounded-xl bg-white p-6 shadow-sm ring-1 ring-gray-200";

export default function SecurityPage() {
  const { sessions, attempts } = useLoaderData<typeof loader>();
  const others = sessions.filter((session) => !session.current).length;
  return (
    <div className="mx-auto max-w-4xl space-y-8">
      <div>
        <h1 className="text-2xl font-bold text-gray-900">Sessions and sign-ins</h1>
        <p className="mt-1 text-sm text-gray-600">Where your account is signed in, and its latest sign-ins. End any session you do not recognise, then change your password.</p>
      </div>

      <section aria-labelledby="sessions-heading" className={cardClass}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="sessions-heading" className="text-lg font-semibold text-gray-900">
            Active sessions
          </h2>
          {others > 0 ? (
            <Form method="post">
              <SubmitButton name="intent" value="end-others" variant="secondary" pendingText="Ending...">
                End all other sessions
              </SubmitButton>
            </Form>
          ) : null}
        </div>
        <ul className="mt-4 divide-y divide-gray-100">
          {sessions.map((session) => (
            <li key={session.handle} className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid="session">
              <div className="min-w-0">
                <p className="font-medium text-gray-900">
                  {session.device} {session.current ? <Badge tone="green">This device</Badge> : null}
                </p>
                <p className="text-sm text-gray-600">
                  {session.address ?? "Unknown address"} · first seen {session.firstSeen}
                  {session.lastSeen ? ` · last seen ${session.lastSeen}` : null}
                </p>
              </div>
              <Form method="post">
                <input type="hidden" name="session" value={session.handle} />
                <SubmitButton name="intent" value="end" variant={session.current ? "secondary" : "danger"} pendingText="Ending...">
                  {session.current ? "Sign out here" : "End session"}
                  <span className="sr-only">: {session.device}</span>
                </SubmitButton>
              </Form>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="attempts-heading" className={cardClass}>
        <h2 id="attempts-heading" className="text-lg font-semibold text-gray-900">
          Recent sign-ins
        </h2>
        {attempts.length === 0 ? (
          <p className="mt-2 text-sm text-gray-600">No sign-ins recorded yet.</p>
        ) : (
          <div className="mt-4 overflow-x-auto">
            <table className="min-w-full text-left text-sm">
              <thead className="text-gray-600">
                <tr>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    Time
                  </th>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    Address
                  </th>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    Browser
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    Result
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-gray-100">
                {attempts.map((attempt) => (
                  <tr key={attempt.id}>
                    <td className="py-2 pr-4 whitespace-nowrap">{attempt.time}</td>
                    <td className="py-2 pr-4">{attempt.address ?? "Unknown"}</td>
                    <td className="py-2 pr-4">{attempt.device}</td>
                    <td className="py-2">{attempt.outcome ? <Badge tone="red">{attempt.outcome}</Badge> : <Badge tone="green">Signed in</Badge>}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
