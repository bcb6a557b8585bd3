import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { SubmitButton } from "~/components/ui/button";
import { Pagination } from "~/components/ui/pagination";
import { EmptyState } from "~/components/ui/table";
import { formatDateTime } from "~/domain/dates";
import { pageParams } from "~/domain/pagination";
import { listNotifications, markNotificationsRead } from "~/models/notification.server";
import { getEnv } from "~/utils/env.server";
import { readFormData, safeRedirect } from "~/utils/http.server";
import { seoMeta } from "~/utils/meta";
import { readId } from "~/utils/route-params.server";
import { requireStudent } from "~/utils/session.server";

export const meta: MetaFunction = () => seoMeta("Notifications", "What changed in your applications and sessions.");

export async function loader({ request }: LoaderFunctionArgs) {
  const student = await requireStudent(request);
  const { page, perPage } = pageParams(new URL(request.url).searchParams);
  const zone = getEnv().APP_TIME_ZONE;
  const { rows, meta } = await listNotifications({ userId: student.id, page, perPage });
  return {
    meta,
    rows: rows.map((row) => ({ ...row, unread: row.readAt === null, at: formatDateTime(row.createdAt, zone) })),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const student = await requireStudent(request);
  const formData = await readFormData(request);
  const id = readId(String(formData.get("id")));
  if (formData.get("intent") === "open" && id !== null) {
    // Opening a notification reads it and follows its link (same-site paths only).
    await markNotificationsRead(student.id, id);
    return redirect(safeRedirect(formData.get("link"), "/student/notifications"));
  }
  await markNotificationsRead(student.id);
  return redirect(new URL(request.url).pathname + new URL(request.url).search);
}

export default function NotificationsPage() {
  const { meta, rows } = useLoaderData<typeof loader>();
  const unread = rows.some((row) => row.unread);
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-2xl font-bold text-gray-900">Notifications</h1>
        {unread ? (
          <Form method="post">
            <SubmitButton name="intent" value="read-all" variant="secondary" pendingText="Marking...">
              Mark all as read
            </SubmitButton>
          </Form>
        ) : null}
      </div>
      {meta.total === 0 ? (
        <EmptyState title="No notifications yet" hint="You will hear here when your applications and sessions change." />
      ) : (
        <>
          <ul className="divide-y divide-gray-100 rounded-lg border border-gray-200 bg-white">
            {rows.map((row) => (
              <li key={row.id} className="flex flex-wrap items-start justify-between gap-3 px-4 py-3">
                <div className="min-w-0">
                  <p className={row.unread ? "font-semibold text-gray-900" : "text-gray-700"}>
                    {row.unread ? <span className="sr-only">Unread: </span> : null}
                    {row.title}
                  </p>
                  <p className="text-sm text-gray-600">{row.body}</p>
                  <p className="text-xs text-gray-500">{row.at}</p>
                </div>
                {row.link ? (
                  <Form method="post">
                    <input type="hidden" name="id" value={row.id} />
                    <input type="hidden" name="link" value={row.link} />
                    <button type="submit" name="intent" value="open" className="text-sm font-medium text-brand-700 hover:underline">
                      Open
                    </button>
                  </Form>
                ) : null}
              </li>
            ))}
          </ul>
          <Pagination meta={meta} />
        </>
      )}
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
