import { getFormProps, getTextareaProps } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { StatusBadge } from "~/components/booking/status-badge";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { useAppForm } from "~/components/forms/use-app-form";
import { SubmitButton } from "~/components/ui/button";
import { Detail, DetailList } from "~/components/ui/detail-list";
import { Field, FormError, Textarea } from "~/components/ui/field";
import { formatDateTime } from "~/domain/dates";
import { handleAdminIntent, runAdminAction } from "~/features/admin/admin-actions.server";
import { moveContactMessage, openContactMessage, replyToContactMessage } from "~/models/contact-message.server";
import { getEnv } from "~/utils/env.server";
import { dispatchIntent } from "~/utils/intent.server";
import { readFormData } from "~/utils/http.server";
import { seoMeta } from "~/utils/meta";
import { notFound, requireId } from "~/utils/route-params.server";
import { requireStaff } from "~/auth/session.server";
import { replySchema } from "./schema.server";
import { REPLY_MAX } from "./limits";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => seoMeta(data ? `Message: ${data.message.subject}` : "Message", "A contact message and its answers.", matches);

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireStaff(request);
  const message = await openContactMessage(requireId(params.id));
  if (!message) throw notFound();
  const zone = getEnv().APP_TIME_ZONE;
  return {
    message: {
      id: message.id,
      name: message.name,
      email: message.email,
      phone: message.phone,
      subject: message.subject,
      text: message.message,
      status: message.status,
      received: formatDateTime(message.createdAt, zone),
      replies: message.replies.map((reply) => ({ id: reply.id, body: reply.body, by: reply.author?.name ?? "A former admin", at: formatDateTime(reply.createdAt, zone) })),
    },
    constraint: getZodConstraint(replySchema),
  };
}

/** `reply` answers by e-mail; `archive` and `reopen` move the message in and out of the inbox. */
export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireStaff(request);
  const messageId = requireId(params.id);
  const here = `/admin/messages/${messageId}`;
  const formData = await readFormData(request);
  return dispatchIntent(formData, {
    reply: () =>
      handleAdminIntent(request, formData, {
        schema: replySchema,
        closeTo: here,
        intent: "reply",
        run: async ({ body }) => {
          await replyToContactMessage({ adminId: admin.id, messageId, body });
          return { title: "Reply sent", description: "Your answer is on its way by e-mail and kept with the message." };
        },
      }),
    archive: () =>
      runAdminAction("/admin/messages", async () => {
        await moveContactMessage({ adminId: admin.id, messageId, move: "archive" });
        return { title: "Message archived", description: "It stays searchable under Archived." };
      }),
    reopen: () =>
      runAdminAction(here, async () => {
        await moveContactMessage({ adminId: admin.id, messageId, move: "reopen" });
        return { title: "Message reopened", description: "It is back in the inbox as New." };
      }),
  });
}

export default function AdminMessagePage() {
  const { message, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useAppForm<{ body: string }>({ id: "message-reply", lastResult: actionData?.result, constraint });
  return (
    <div className="space-y-6">
      <Link to="/admin/messages" className="text-sm font-medium text-brand-700 hover:underline">
        ← Back to Messages
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <p className="text-sm text-gray-500">Message #{message.id}</p>
          <h1 className="mt-1 break-words text-2xl font-bold text-gray-900">{message.subject}</h1>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge status={message.status} />
          <Form method="post">
            <SubmitButton name="intent" value={message.status === "archived" ? "reopen" : "archive"} size="sm" variant="secondary" pendingText="Saving...">
              {message.status === "archived" ? "Reopen" : "Archive"}
            </SubmitButton>
          </Form>
        </div>
      </div>

      <section aria-labelledby="message-heading" className="rounded-lg border border-gray-200 bg-white p-4 sm:p-6">
        <h2 id="message-heading" className="sr-only">
          The message
        </h2>
        <DetailList>
          <Detail label="From">{message.name}</Detail>
          <Detail label="E-mail">
            <a href={`mailto:${message.email}`} className="break-all text-brand-700 underline">
              {message.email}
            </a>
          </Detail>
          <Detail label="Phone">{message.phone ?? <span className="text-gray-500">Not given</span>}</Detail>
          <Detail label="Received">{message.received}</Detail>
        </DetailList>
        <p className="mt-4 whitespace-pre-line break-words text-gray-900">{message.text}</p>
      </section>

      {message.replies.length > 0 ? (
        <section aria-labelledby="replies-heading" className="space-y-3">
          <h2 id="replies-heading" className="text-lg font-semibold text-gray-900">
            Replies
          </h2>
          <ol className="space-y-3">
            {message.replies.map((reply) => (
              <li key={reply.id} className="rounded-lg border border-gray-200 bg-white p-4" data-testid={`reply-${reply.id}`}>
                <p className="text-sm text-gray-600">
                  {reply.by} · {reply.at}
                </p>
                <p className="mt-2 whitespace-pre-line break-words text-gray-900">{reply.body}</p>
              </li>
            ))}
          </ol>
        </section>
      ) : null}

      <section aria-labelledby="reply-heading" className="rounded-lg border border-gray-200 bg-white p-4 sm:p-6">
        <h2 id="reply-heading" className="text-lg font-semibold text-gray-900">
          Reply by e-mail
        </h2>
        <p className="mt-1 text-sm text-gray-600">
          Sent to {message.email} with the office's address to answer to, and kept here. It marks the message answered.
        </p>
        <Form method="post" {...getFormProps(form)} className="mt-4">
          <Field label="Your reply" id={fields.body.id} errors={fields.body.errors}>
            {(control) => <Textarea {...getTextareaProps(fields.body, { ariaAttributes: false })} {...control} rows={6} maxLength={REPLY_MAX} />}
          </Field>
          <FormError errors={form.errors} id={form.errorId} />
          <div className="flex justify-end">
            <SubmitButton name="intent" value="reply" pendingText="Sending...">
              Send reply
            </SubmitButton>
          </div>
        </Form>
      </section>
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
