import { getFormProps, getSelectProps, getTextareaProps } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { PriorityBadge } from "~/components/admin/sop-badges";
import { SopDraftVersions } from "~/components/booking/sop-draft-versions";
import { StatusBadge } from "~/components/booking/status-badge";
import { AssignForm } from "~/components/admin/assign-form";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { SectionCard } from "~/components/ui/section-card";
import { useAppForm } from "~/components/forms/use-app-form";
import { SubmitButton, buttonClass } from "~/components/ui/button";
import { Detail, DetailList } from "~/components/ui/detail-list";
import { Field, FormError, Input, Select, Textarea } from "~/components/ui/field";
import { sopAssignSchema, sopPrioritySchema, sopReviewUploadSchema, sopRevisionSchema } from "./schema.server";
import { SOP_PRIORITIES, SOP_PRIORITY_LABELS } from "~/domain/admin-lists";
import { SOP_PACKAGES } from "~/domain/booking-options";
import { sopDraftVersions } from "~/domain/booking";
import { formatDateTime, formatDay } from "~/domain/dates";
import { statusLabel } from "~/domain/statuses";
import { acceptAttribute, describeAccepted } from "~/domain/uploads";
import { SopAssigneeNotStaffError, assignSop, completeSopReview, getAdminSop, requestSopRevision, setSopPriority, startSopReview } from "~/models/sop-admin.server";
import { listActiveStaff } from "~/models/staff.server";
import { handleAdminIntent, runAdminAction } from "~/features/admin/admin-actions.server";
import { VALIDATION_ERROR, replyWithErrors } from "~/utils/form-reply.server";
import { dispatchIntent } from "~/utils/intent.server";
import { getEnv } from "~/utils/env.server";
import { seoMeta } from "~/utils/meta";
import { notFound, requireId } from "~/utils/route-params.server";
import { requireStaff } from "~/auth/session.server";
import { inspectUpload, parseMultipartForm, storeUpload } from "~/utils/uploads.server";
import { lookup } from "~/domain/lookup";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  seoMeta(data ? `Review SOP #${data.sop.id}` : "Review SOP", "Review, assign and deliver a statement of purpose.", matches);

const DOCUMENT_KINDS: Record<string, string> = {
  sop_draft: "Student's draft",
  sop_review: "Reviewed draft",
  sop_final: "Reviewed SOP (final)",
};

function timelineLabel(entry: { action: string; toStatus: string | null; detail: string | null }) {
  switch (entry.action) {
    case "submitted":
      return "Application submitted";
    case "start_review":
      return "Review started";
    case "complete":
      return entry.detail ? `Reviewed SOP uploaded (${entry.detail})` : "Reviewed SOP uploaded";
    case "request_revision":
      return "Revision requested";
    case "revision_submitted":
      return entry.detail ? `Revised draft received (${entry.detail})` : "Revised draft received";
    case "priority_set":
      return `Priority set to ${entry.detail ?? "Not Set"}`;
    case "assigned":
      return `Assigned to ${entry.detail ?? "an admin"}`;
    case "unassigned":
      return "Unassigned";
    default:
      return entry.toStatus ? `Status changed to ${statusLabel(entry.toStatus)}` : entry.action.replace(/_/g, " ");
  }
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireStaff(request);
  const sop = await getAdminSop(requireId(params.id));
  if (!sop) throw notFound();
  const zone = getEnv().APP_TIME_ZONE;
  return {
    sop: {
      id: sop.id,
      packageLabel: SOP_PACKAGES.find((option) => option.value === sop.package)?.label ?? sop.package,
      university: sop.university,
      program: sop.program,
      deadline: sop.deadline ? formatDay(sop.deadline, zone) : null,
      message: sop.message,
      status: sop.status,
      priority: sop.priority,
      feedback: sop.feedback,
      submitted: formatDay(sop.createdAt, zone),
      student: sop.student,
      assignee: sop.assignee,
      canStartReview: sop.actions.includes("start_review"),
      canComplete: sop.actions.includes("complete"),
      canRequestRevision: sop.actions.includes("request_revision"),
    },
    drafts: sopDraftVersions(sop.documents).map((draft) => ({
      id: draft.id,
      version: draft.version,
      latest: draft.latest,
      name: draft.originalName,
      note: draft.note,
      added: formatDateTime(draft.createdAt, zone),
      href: `/admin/documents/${draft.id}`,
    })),
    documents: sop.documents.filter((document) => document.kind !== "sop_draft").map((document) => ({
      id: document.id,
      name: document.originalName,
      kind: lookup(DOCUMENT_KINDS, document.kind) ?? "Document",
      added: formatDay(document.createdAt, zone),
    })),
    timeline: sop.timeline.map((entry) => ({
      id: entry.id,
      label: timelineLabel(entry),
      by: entry.actor?.name ?? null,
      when: formatDateTime(entry.createdAt, zone),
    })),
    admins: await listActiveStaff(),
    accept: acceptAttribute("document"),
    acceptedTypes: describeAccepted("document"),
    constraints: {
      priority: getZodConstraint(sopPrioritySchema),
      assign: getZodConstraint(sopAssignSchema),
      upload: getZodConstraint(sopReviewUploadSchema),
      revision: getZodConstraint(sopRevisionSchema),
    },
  };
}

type Intent = "priority" | "assign" | "upload_review" | "request_revision";

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireStaff(request);
  const sopId = requireId(params.id);
  const here = `/admin/sop-applications/${sopId}`;
  const formData = await parseMultipartForm(request);
  const target = { adminId: admin.id, sopId };

  return dispatchIntent(formData, {
    start_review: () =>
      runAdminAction(here, async () => {
        await startSopReview(target);
        return { title: "Review started", description: `SOP application #${sopId} is now in progress.` };
      }),

    priority: () =>
      handleAdminIntent(request, formData, {
        schema: sopPrioritySchema,
        closeTo: here,
        intent: "priority",
        run: async (value) => {
          const priority = value.priority ?? null;
          await setSopPriority({ ...target, priority });
          return { title: "Priority updated", description: `The priority is now ${priority ? SOP_PRIORITY_LABELS[priority] : "Not Set"}.` };
        },
      }),

    assign: () =>
      handleAdminIntent(request, formData, {
        schema: sopAssignSchema,
        closeTo: here,
        intent: "assign",
        refuse: (error, reply) => (error instanceof SopAssigneeNotStaffError ? reply({ ...VALIDATION_ERROR, fieldErrors: { assigneeId: [error.message] } }) : undefined),
        run: async ({ assigneeId }) => {
          const { assignee } = await assignSop({ ...target, assigneeId: assigneeId ?? null });
          return assignee
            ? { title: "SOP assigned", description: `${assignee.name} is now working on this SOP.` }
            : { title: "SOP unassigned", description: "Nobody is assigned to this SOP now." };
        },
      }),

    upload_review: async () => {
      const submission = parseWithZod(formData, { schema: sopReviewUploadSchema });
      const upload = await inspectUpload(formData.get("document"), "document");
      if (submission.status !== "success" || !upload?.ok) {
        const documentError = !upload ? "Choose the reviewed SOP to upload" : upload.ok ? null : upload.message;
        return replyWithErrors(request, submission, { ...VALIDATION_ERROR, intent: "upload_review", fieldErrors: documentError ? { document: [documentError] } : undefined });
      }
      const document = await storeUpload(upload.file, upload.type);
      return runAdminAction(here, async () => {
        await completeSopReview({ ...target, document, feedback: submission.value.feedback || null });
        return { title: "Reviewed SOP uploaded", description: "The SOP is completed and the student can download it now." };
      });
    },

    request_revision: () =>
      handleAdminIntent(request, formData, {
        schema: sopRevisionSchema,
        closeTo: here,
        intent: "request_revision",
        run: async ({ feedback }) => {
          await requestSopRevision({ ...target, feedback });
          return { title: "Revision requested", description: "The student sees the SOP as Needs Revision with your feedback." };
        },
      }),
  });
}

/** The result of the last submission, for the one form it came from. */
function useResultFor(intent: Intent) {
  const actionData = useActionData<typeof action>();
  return actionData && "intent" in actionData && actionData.intent === intent ? actionData.result : undefined;
}

function PriorityForm() {
  const { sop, constraints } = useLoaderData<typeof loader>();
  const [form, fields] = useAppForm<{ priority: string }>({
    id: "sop-priority",
    lastResult: useResultFor("priority"),
    constraint: constraints.priority,
    defaultValue: { priority: sop.priority ?? "" },
  });
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-wrap items-end gap-2">
      <Field label="Priority" id={fields.priority.id} errors={fields.priority.errors} className="w-44">
        {(control) => (
          <Select {...getSelectProps(fields.priority, { ariaAttributes: false })} {...control}>
            <option value="">Not Set</option>
            {SOP_PRIORITIES.map((priority) => (
              <option key={priority} value={priority}>
                {SOP_PRIORITY_LABELS[priority]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <div className="pb-6">
        <SubmitButton variant="secondary" name="intent" value="priority" pendingText="Saving...">
          Set priority
        </SubmitButton>
      </div>
    </Form>
  );
}

function AssignTo() {
  const { sop, admins, constraints } = useLoaderData<typeof loader>();
  return <AssignForm id="sop-assign" assignee={sop.assignee} staff={admins} constraint={constraints.assign} lastResult={useResultFor("assign")} />;
}

function UploadReviewForm() {
  const { accept, acceptedTypes, constraints } = useLoaderData<typeof loader>();
  const [form, fields] = useAppForm<{ feedback: string; document: File }>({
    id: "sop-upload-review",
    lastResult: useResultFor("upload_review"),
    constraint: constraints.upload,
  });
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)}>
      <Field label="Reviewed SOP" id={fields.document.id} errors={fields.document.errors} hint={`${acceptedTypes}, up to 5 MB.`}>
        {(control) => <Input type="file" name="document" accept={accept} required {...control} />}
      </Field>
      <Field label="Feedback for the student (optional)" id={fields.feedback.id} errors={fields.feedback.errors}>
        {(control) => <Textarea {...getTextareaProps(fields.feedback, { ariaAttributes: false })} {...control} rows={3} />}
      </Field>
      <FormError errors={form.errors} id={form.errorId} />
      <SubmitButton name="intent" value="upload_review" pendingText="Uploading...">
        Upload Review
      </SubmitButton>
    </Form>
  );
}

function RevisionForm() {
  const { constraints } = useLoaderData<typeof loader>();
  const [form, fields] = useAppForm<{ feedback: string }>({
    id: "sop-revision",
    lastResult: useResultFor("request_revision"),
    constraint: constraints.revision,
  });
  return (
    <Form method="post" {...getFormProps(form)}>
      <Field label="What should the student change?" id={fields.feedback.id} errors={fields.feedback.errors}>
        {(control) => <Textarea {...getTextareaProps(fields.feedback, { ariaAttributes: false })} {...control} rows={4} />}
      </Field>
      <FormError errors={form.errors} id={form.errorId} />
      <SubmitButton variant="danger" name="intent" value="request_revision" pendingText="Sending...">
        Request Revision
      </SubmitButton>
    </Form>
  );
}

export default function AdminSopReviewPage() {
  const { sop, documents, drafts, timeline } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <Link to="/admin/sop-applications" className="text-sm font-medium text-brand-700 hover:underline">
        ← Back to SOP Applications
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="text-sm text-gray-500">SOP application #{sop.id}</p>
          <h1 className="mt-1 text-2xl font-bold text-gray-900">
            {sop.program}, {sop.university}
          </h1>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge status={sop.status} />
          <PriorityBadge priority={sop.priority} />
          {sop.canStartReview ? (
            <Form method="post">
              <SubmitButton name="intent" value="start_review" size="sm" pendingText="Starting...">
                Start Review
              </SubmitButton>
            </Form>
          ) : null}
        </div>
      </div>

      <div className="grid gap-6 lg:grid-cols-3">
        <SectionCard id="student" title="Student">
          <DetailList className="space-y-3">
            <Detail label="Name">{sop.student.name}</Detail>
            <Detail label="Email">
              <a href={`mailto:${sop.student.email}`} className="text-brand-700 hover:underline">
                {sop.student.email}
              </a>
            </Detail>
            <Detail label="Phone">{sop.student.phone ?? "Not given"}</Detail>
          </DetailList>
        </SectionCard>
        <div className="lg:col-span-2">
          <SectionCard id="application" title="Application">
            <DetailList>
              <Detail label="Package">{sop.packageLabel}</Detail>
              <Detail label="Submitted">{sop.submitted}</Detail>
              <Detail label="University">{sop.university}</Detail>
              <Detail label="Program">{sop.program}</Detail>
              <Detail label="Application deadline">{sop.deadline ?? "Not given"}</Detail>
              <Detail label="Assigned to">{sop.assignee?.name ?? "Unassigned"}</Detail>
              <Detail label="Student's message" className="sm:col-span-2">
                <span className="whitespace-pre-line">{sop.message ?? "None"}</span>
              </Detail>
            </DetailList>
            {sop.feedback ? (
              <div className="mt-6 rounded-md bg-yellow-50 p-4 text-sm text-yellow-900">
                <p className="font-semibold">Feedback sent to the student</p>
                <p className="mt-1 whitespace-pre-line">{sop.feedback}</p>
              </div>
            ) : null}
          </SectionCard>
        </div>
      </div>

      <div className="grid items-start gap-6 lg:grid-cols-2">
        <div className="space-y-6">
          <SectionCard id="triage" title="Priority and assignment">
            <PriorityForm />
            <AssignTo />
          </SectionCard>
          <SectionCard id="documents" title="Reviewed documents">
            {documents.length === 0 ? (
              <p className="text-sm text-gray-500">No reviewed documents yet.</p>
            ) : (
              <ul className="divide-y divide-gray-100">
                {documents.map((document) => (
                  <li key={document.id} className="flex items-center justify-between gap-3 py-2">
                    <div className="min-w-0">
                      <p className="truncate text-sm font-medium text-gray-900">{document.name}</p>
                      <p className="text-xs text-gray-500">
                        {document.kind} · {document.added}
                      </p>
                    </div>
                    <a href={`/admin/documents/${document.id}`} download className={buttonClass({ variant: "secondary", size: "sm" })}>
                      Download
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </SectionCard>
        </div>
        <SectionCard id="drafts" title="Student's drafts">
          <SopDraftVersions drafts={drafts} empty="The student has not sent a draft." highlightLatest />
        </SectionCard>
      </div>

      <div className="grid gap-6 lg:grid-cols-2">
        <SectionCard id="upload-review" title="Upload Review">
          {sop.canComplete ? (
            <UploadReviewForm />
          ) : (
            <p className="text-sm text-gray-600">
              {sop.status === "completed" ? "The reviewed SOP has been delivered." : "Start the review to upload the reviewed SOP."}
            </p>
          )}
        </SectionCard>
        <SectionCard id="revision" title="Request Revision">
          {sop.canRequestRevision ? (
            <RevisionForm />
          ) : (
            <p className="text-sm text-gray-600">A revision can be requested while the SOP is in review.</p>
          )}
        </SectionCard>
      </div>

      <SectionCard id="timeline" title="Status timeline">
        <ol className="space-y-4 border-l border-gray-200 pl-4">
          {timeline.map((entry) => (
            <li key={entry.id}>
              <p className="font-medium text-gray-900">{entry.label}</p>
              <p className="text-xs text-gray-500">
                {entry.when}
                {entry.by ? ` · ${entry.by}` : ""}
              </p>
            </li>
          ))}
        </ol>
      </SectionCard>
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
