import { getFormProps, getTextareaProps } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { AuditChangeList } from "~/components/admin/audit-change-list";
import { StatusBadge } from "~/components/booking/status-badge";
import { AssignForm } from "~/components/admin/assign-form";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { SectionCard } from "~/components/ui/section-card";
import { useAppForm } from "~/components/forms/use-app-form";
import { SubmitButton, buttonClass } from "~/components/ui/button";
import { Detail, DetailList } from "~/components/ui/detail-list";
import { useDialogOutlet } from "~/components/list/route-dialog";
import { Field, FormError, Textarea } from "~/components/ui/field";
import { auditActionLabel, changeLines } from "~/domain/audit-log";
import { formatDateTime, formatDay } from "~/domain/dates";
import { INQUIRY_MOVES, canConvertInquiry, inquiryMovesFrom, type InquiryMove } from "~/domain/inquiry";
import { handleAdminIntent, runAdminAction } from "~/features/admin/admin-actions.server";
import { InquiryAssigneeNotStaffError, assignInquiry, getAdminInquiry, moveInquiry, saveInquiryNotes } from "~/models/inquiry-admin.server";
import { listActiveStaff } from "~/models/staff.server";
import { getEnv } from "~/utils/env.server";
import { VALIDATION_ERROR } from "~/utils/form-reply.server";
import { readFormData } from "~/utils/http.server";
import { dispatchIntent } from "~/utils/intent.server";
import { seoMeta } from "~/utils/meta";
import { notFound, requireId } from "~/utils/route-params.server";
import { requireStaff } from "~/auth/session.server";
import { inquiryAssignSchema, inquiryNotesSchema } from "./schema.server";
import { NOTES_MAX } from "./limits";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  seoMeta(data ? `Inquiry #${data.inquiry.id}: ${data.inquiry.name}` : "Inquiry", "A visitor's service inquiry, its documents and its history.", matches);

function formatSize(bytes: number) {
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireStaff(request);
  const inquiry = await getAdminInquiry(requireId(params.id));
  if (!inquiry) throw notFound();
  const zone = getEnv().APP_TIME_ZONE;
  return {
    inquiry: {
      id: inquiry.id,
      service: inquiry.serviceName,
      name: inquiry.fullName,
      email: inquiry.email,
      phone: inquiry.phone,
      country: inquiry.country,
      preferredDate: inquiry.preferredDate ? formatDay(inquiry.preferredDate, zone) : null,
      message: inquiry.message,
      status: inquiry.status,
      notes: inquiry.notes,
      received: formatDateTime(inquiry.createdAt, zone),
      account: inquiry.user,
      assignee: inquiry.assignee,
      moves: inquiryMovesFrom(inquiry.status),
      canConvert: canConvertInquiry(inquiry),
    },
    documents: inquiry.documents.map((document) => ({ id: document.id, name: document.originalName, size: formatSize(document.sizeBytes), added: formatDay(document.createdAt, zone) })),
    history: inquiry.history.map((entry) => ({
      id: entry.id,
      label: auditActionLabel(entry.action),
      detail: entry.detail,
      fromStatus: entry.fromStatus,
      toStatus: entry.toStatus,
      changes: changeLines(entry.changes, zone),
      by: entry.actor?.name ?? null,
      when: formatDateTime(entry.createdAt, zone),
    })),
    staff: await listActiveStaff(),
    constraints: { assign: getZodConstraint(inquiryAssignSchema), notes: getZodConstraint(inquiryNotesSchema) },
  };
}

type Intent = "assign" | "notes";

const MOVE_TOASTS: Record<InquiryMove, { title: string; description: string }> = {
  contact: { title: "Marked contacted", description: "The inquiry is marked as contacted." },
  close: { title: "Inquiry closed", description: "It no longer counts among the pending actions." },
  reopen: { title: "Inquiry reopened", description: "It is New again and counts among the pending actions." },
};

/** `assign` and `notes` are forms of their own; `contact`, `close` and `reopen` move the status. */
export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireStaff(request);
  const inquiryId = requireId(params.id);
  const here = `/admin/inquiries/${inquiryId}`;
  const target = { adminId: admin.id, inquiryId };
  const formData = await readFormData(request);
  const move = (to: InquiryMove) => () =>
    runAdminAction(here, async () => {
      await moveInquiry({ ...target, move: to });
      return MOVE_TOASTS[to];
    });

  return dispatchIntent(formData, {
    contact: move("contact"),
    close: move("close"),
    reopen: move("reopen"),
    assign: () =>
      handleAdminIntent(request, formData, {
        schema: inquiryAssignSchema,
        closeTo: here,
        intent: "assign",
        refuse: (error, reply) => (error instanceof InquiryAssigneeNotStaffError ? reply({ ...VALIDATION_ERROR, fieldErrors: { assigneeId: [error.message] } }) : undefined),
        run: async ({ assigneeId }) => {
          const { assignee } = await assignInquiry({ ...target, assigneeId: assigneeId ?? null });
          return assignee
            ? { title: "Inquiry assigned", description: `${assignee.name} is now looking after this inquiry.` }
            : { title: "Inquiry unassigned", description: "Nobody is assigned to this inquiry now." };
        },
      }),
    notes: () =>
      handleAdminIntent(request, formData, {
        schema: inquiryNotesSchema,
        closeTo: here,
        intent: "notes",
        run: async ({ notes }) => {
          await saveInquiryNotes({ ...target, notes: notes || null });
          return { title: "Notes saved", description: "Only staff can read them." };
        },
      }),
  });
}

/** The result of the last submission, for the one form it came from. */
function useResultFor(intent: Intent) {
  const actionData = useActionData<typeof action>();
  return actionData && "intent" in actionData && actionData.intent === intent ? actionData.result : undefined;
}

function AssignTo() {
  const { inquiry, staff, constraints } = useLoaderData<typeof loader>();
  return <AssignForm id="inquiry-assign" assignee={inquiry.assignee} staff={staff} constraint={constraints.assign} lastResult={useResultFor("assign")} />;
}

function NotesForm() {
  const { inquiry, constraints } = useLoaderData<typeof loader>();
  const [form, fields] = useAppForm<{ notes: string }>({
    id: "inquiry-notes",
    lastResult: useResultFor("notes"),
    constraint: constraints.notes,
    defaultValue: { notes: inquiry.notes ?? "" },
  });
  return (
    <Form method="post" {...getFormProps(form)}>
      <Field label="Staff notes" id={fields.notes.id} errors={fields.notes.errors} hint="Only staff read these; the sender never sees them.">
        {(control) => <Textarea {...getTextareaProps(fields.notes, { ariaAttributes: false })} {...control} rows={5} maxLength={NOTES_MAX} />}
      </Field>
      <FormError errors={form.errors} id={form.errorId} />
      <SubmitButton variant="secondary" name="intent" value="notes" pendingText="Saving...">
        Save notes
      </SubmitButton>
    </Form>
  );
}

export default function AdminInquiryPage() {
  const { inquiry, documents, history } = useLoaderData<typeof loader>();
  const { outlet, standalone } = useDialogOutlet();
  if (standalone) return outlet;
  return (
    <div className="space-y-6">
      <Link to="/admin/inquiries" className="text-sm font-medium text-brand-700 hover:underline">
        ← Back to Inquiries
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <p className="text-sm text-gray-500">Inquiry #{inquiry.id}</p>
          <h1 className="mt-1 break-words text-2xl font-bold text-gray-900">
            {inquiry.name}: {inquiry.service}
          </h1>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge status={inquiry.status} />
          {inquiry.moves.map((move) => (
            <Form method="post" key={move}>
              <SubmitButton name="intent" value={move} size="sm" variant={move === "contact" ? "primary" : "secondary"} pendingText="Saving...">
                {INQUIRY_MOVES[move].label}
              </SubmitButton>
            </Form>
          ))}
          {inquiry.canConvert ? (
            <Link to={`/admin/inquiries/${inquiry.id}/convert`} className={buttonClass({ size: "sm", variant: "secondary" })}>
              Convert to student account
            </Link>
          ) : null}
        </div>
      </div>

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <SectionCard id="inquiry" title="What they sent">
            <DetailList>
              <Detail label="Service">{inquiry.service}</Detail>
              <Detail label="Received">{inquiry.received}</Detail>
              <Detail label="Name">{inquiry.name}</Detail>
              <Detail label="E-mail">
                <a href={`mailto:${inquiry.email}`} className="break-all text-brand-700 underline">
                  {inquiry.email}
                </a>
              </Detail>
              <Detail label="Phone">
                <a href={`tel:${inquiry.phone}`} className="text-brand-700 underline">
                  {inquiry.phone}
                </a>
              </Detail>
              <Detail label="Country">{inquiry.country}</Detail>
              <Detail label="Preferred date">{inquiry.preferredDate ?? <span className="text-gray-500">Not given</span>}</Detail>
              <Detail label="Assigned to">{inquiry.assignee?.name ?? "Unassigned"}</Detail>
              <Detail label="Message" className="sm:col-span-2">
                <span className="whitespace-pre-line break-words">{inquiry.message ?? "None"}</span>
              </Detail>
            </DetailList>
          </SectionCard>
        </div>
        <SectionCard id="account" title="Account">
          {inquiry.account ? (
            <DetailList className="space-y-3">
              <Detail label="Linked account">{inquiry.account.name}</Detail>
              <Detail label="Account e-mail">
                <span className="break-all">{inquiry.account.email}</span>
              </Detail>
            </DetailList>
          ) : (
            <p className="text-sm text-gray-600">No account is linked to this inquiry: it was sent by a visitor who was not signed in.</p>
          )}
        </SectionCard>
      </div>

      <div className="grid gap-6 lg:grid-cols-2">
        <SectionCard id="work" title="Assignment and notes">
          <AssignTo />
          <NotesForm />
        </SectionCard>
        <SectionCard id="documents" title="Documents">
          {documents.length === 0 ? (
            <p className="text-sm text-gray-500">No documents were sent with this inquiry.</p>
          ) : (
            <ul className="divide-y divide-gray-100">
              {documents.map((document) => (
                <li key={document.id} className="flex items-center justify-between gap-3 py-2">
                  <div className="min-w-0">
                    <p className="truncate text-sm font-medium text-gray-900">{document.name}</p>
                    <p className="text-xs text-gray-500">
                      {document.size} · {document.added}
                    </p>
                  </div>
                  <a href={`/admin/documents/${document.id}`} download className={buttonClass({ variant: "secondary", size: "sm" })}>
                    Download<span className="sr-only"> {document.name}</span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </SectionCard>
      </div>

      <SectionCard id="history" title="History">
        {history.length === 0 ? (
          <p className="text-sm text-gray-500">Nobody has acted on this inquiry yet.</p>
        ) : (
          <ol className="space-y-4 border-l border-gray-200 pl-4">
            {history.map((entry) => (
              <li key={entry.id} data-testid={`history-${entry.id}`}>
                <p className="font-medium text-gray-900">
                  {entry.label}
                  {entry.detail ? `: ${entry.detail}` : ""}
                </p>
                <AuditChangeList fromStatus={entry.fromStatus} toStatus={entry.toStatus} changes={entry.changes} />
                <p className="text-xs text-gray-500">
                  {entry.when}
                  {entry.by ? ` · ${entry.by}` : ""}
                </p>
              </li>
            ))}
          </ol>
        )}
      </SectionCard>
      {outlet}
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
