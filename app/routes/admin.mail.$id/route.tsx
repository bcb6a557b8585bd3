import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { MailStatusBadge } from "~/components/admin/mail-status-badge";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { SectionCard } from "~/components/ui/section-card";
import { SubmitButton } from "~/components/ui/button";
import { Detail, DetailList } from "~/components/ui/detail-list";
import { formatDateTime } from "~/domain/dates";
import { MAIL_STATUS_LABELS, type MailCategory } from "~/domain/mail";
import { refuseAdminAction } from "~/features/admin/admin-actions.server";
import { MailNotRetryableError, getMail, retryMail } from "~/models/mail.server";
import { getEnv } from "~/utils/env.server";
import { readFormData } from "~/utils/http.server";
import { dispatchIntent } from "~/utils/intent.server";
import { seoMeta } from "~/utils/meta";
import { notFound, requireId } from "~/utils/route-params.server";
import { requireAdmin } from "~/auth/session.server";
import { redirectWithToast } from "~/utils/toast.server";
import { lookup } from "~/domain/lookup";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => seoMeta(data ? `Mail: ${data.mail.subject}` : "Mail", "One e-mail of the outbox, as it was sent or kept.", matches);

const CATEGORY_LABELS: Record<MailCategory, string> = {
  account: "Account",
  reply: "Reply",
  confirmation: "Confirmation",
  update: "Update",
  reminder: "Reminder",
  staff: "Staff",
};

/** Why a mail shows no text: it is written only when it leaves, and one that carried a one-time link keeps none. */
function missingTextNote(status: string) {
  if (status === "withdrawn") return "This mail was withdrawn before it was written: nothing was sent.";
  if (status === "sent") return "This mail carried a one-time link, so its text is not kept.";
  return "The message is written when it is sent; this one has not been yet.";
}

const DELIVERY_LABELS: Record<string, string> = {
  smtp: "SMTP server",
  mailbox: "Kept in the local mailbox (no SMTP server)",
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const mail = await getMail(requireId(params.id));
  if (!mail) throw notFound();
  const zone = getEnv().APP_TIME_ZONE;
  const at = (instant: Date | null) => (instant ? formatDateTime(instant, zone) : null);
  return {
    mail: {
      id: mail.id,
      to: mail.to,
      subject: mail.subject,
      category: lookup(CATEGORY_LABELS, mail.category) ?? mail.category,
      status: mail.status,
      delivery: mail.delivery ? (lookup(DELIVERY_LABELS, mail.delivery) ?? mail.delivery) : mail.status === "withdrawn" ? "Not sent: withdrawn" : "Not delivered yet",
      created: formatDateTime(mail.createdAt, zone),
      sentAt: at(mail.sentAt),
      messageId: mail.messageId,
      attempts: mail.job ? `${mail.job.attempts} of ${mail.job.maxAttempts}` : null,
      nextAttemptAt: mail.status === "queued" && mail.job?.status === "pending" ? at(mail.job.runAt) : null,
      lastError: mail.lastError,
      user: mail.user ? mail.user.name : null,
      text: mail.text,
      missingTextNote: missingTextNote(mail.status),
      // a withdrawn mail's reason is not an error: what it was for went away before it left
      lastErrorLabel: mail.status === "withdrawn" ? "Why it was withdrawn" : "Last error",
      calendar: mail.calendar,
      hasHtml: Boolean(mail.html),
      canRetry: mail.status === "failed",
    },
  };
}

/** "Send again": a failed mail goes back to the queue with a fresh set of attempts; any other is left as it is. */
export async function action({ request, params }: ActionFunctionArgs) {
  await requireAdmin(request);
  const mailId = requireId(params.id);
  const here = `/admin/mail/${mailId}`;
  return dispatchIntent(await readFormData(request), {
    retry: async () => {
      if (!(await getMail(mailId))) throw notFound();
      try {
        await retryMail(mailId);
      } catch (error) {
        if (error instanceof MailNotRetryableError) return refuseAdminAction(here, error.message);
        throw error;
      }
      return redirectWithToast(here, { type: "success", title: "Mail queued again", description: "It will be sent shortly with a fresh set of attempts." });
    },
  });
}

function MessagePart({ children }: { children: string }) {
  return <pre className="whitespace-pre-wrap wrap-anywhere rounded-md bg-gray-50 p-4 font-mono text-sm text-gray-800">{children}</pre>;
}

const missing = <span className="text-gray-500">—</span>;

export default function AdminMailDetailPage() {
  const { mail } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <Link to="/admin/mail" className="text-sm font-medium text-brand-700 hover:underline">
        ← Back to Mail
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <p className="text-sm text-gray-500">Mail #{mail.id}</p>
          <h1 className="mt-1 break-words text-2xl font-bold text-gray-900">{mail.subject}</h1>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <MailStatusBadge status={mail.status} />
          {mail.canRetry ? (
            <Form method="post">
              <SubmitButton name="intent" value="retry" size="sm" pendingText="Queuing...">
                Send again
              </SubmitButton>
            </Form>
          ) : null}
        </div>
      </div>

      <SectionCard id="headers" title="Headers">
        <DetailList>
          <Detail label="To">
            <span className="break-all">{mail.to}</span>
            {mail.user ? <span className="block text-sm text-gray-600">Account: {mail.user}</span> : null}
          </Detail>
          <Detail label="Subject">
            <span className="break-words">{mail.subject}</span>
          </Detail>
          <Detail label="Category">{mail.category}</Detail>
          <Detail label="Status">{lookup(MAIL_STATUS_LABELS, mail.status) ?? mail.status}</Detail>
          <Detail label="Delivery">{mail.delivery}</Detail>
          <Detail label="Created">{mail.created}</Detail>
          <Detail label="Sent at">{mail.sentAt ?? missing}</Detail>
          <Detail label="Message ID">{mail.messageId ? <span className="break-all font-mono text-sm">{mail.messageId}</span> : missing}</Detail>
          <Detail label="Attempts">{mail.attempts ?? missing}</Detail>
          {mail.nextAttemptAt ? <Detail label="Next attempt at">{mail.nextAttemptAt}</Detail> : null}
          <Detail label={mail.lastErrorLabel} className="sm:col-span-2">
            {mail.lastError ? <span className={`whitespace-pre-wrap break-words ${mail.status === "withdrawn" ? "text-gray-900" : "text-red-700"}`}>{mail.lastError}</span> : missing}
          </Detail>
        </DetailList>
      </SectionCard>

      <SectionCard id="text" title="Text">
        {mail.text ? (
          <MessagePart>{mail.text}</MessagePart>
        ) : (
          <p className="text-sm text-gray-600">{mail.missingTextNote}</p>
        )}
        {mail.hasHtml ? (
          <a href={`/admin/mail/${mail.id}/html`} className="mt-4 inline-block text-sm font-medium text-brand-700 hover:underline">
            Open the HTML version
          </a>
        ) : null}
      </SectionCard>

      {mail.calendar ? (
        <SectionCard id="calendar" title="Calendar invitation (.ics)">
          <MessagePart>{mail.calendar}</MessagePart>
        </SectionCard>
      ) : null}
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
