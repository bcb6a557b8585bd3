import { getFormProps, getTextareaProps } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { SopDraftVersions } from "~/components/booking/sop-draft-versions";
import { StatusBadge } from "~/components/booking/status-badge";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { refuseUnverifiedEmail } from "~/features/account/email-verification.server";
import { useAppForm } from "~/components/forms/use-app-form";
import { SubmitButton, buttonClass } from "~/components/ui/button";
import { Detail, DetailList } from "~/components/ui/detail-list";
import { Field, FormError, Input, Textarea } from "~/components/ui/field";
import { awaitsSopRevision, canDownloadSop, sopDraftVersions } from "~/domain/booking";
import { formatDateTime, formatDay } from "~/domain/dates";
import { statusLabel } from "~/domain/statuses";
import { acceptAttribute, describeAccepted } from "~/domain/uploads";
import { SopNotAwaitingRevisionError, SopNotFoundError, getStudentSop, submitSopRevision } from "~/models/sop-application.server";
import { getEnv } from "~/utils/env.server";
import { replyWithErrors } from "~/utils/form-reply.server";
import { seoMeta } from "~/utils/meta";
import { notFound, requireId } from "~/utils/route-params.server";
import { requireStudent } from "~/auth/session.server";
import { redirectWithToast } from "~/utils/toast.server";
import { inspectUpload, parseMultipartForm, storeUpload } from "~/utils/uploads.server";
import { sopRevisionAnswerSchema } from "./schema.server";
import { lookup } from "~/domain/lookup";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  seoMeta(data ? `SOP application #${data.sop.id}` : "SOP application", "One of your SOP applications with its timeline and documents.", matches);

const DOCUMENT_KINDS: Record<string, string> = {
  sop_draft: "Your draft",
  sop_review: "Reviewed draft",
  sop_final: "Final SOP",
};

function timelineLabel(entry: { action: string; toStatus: string | null }) {
  if (entry.action === "submitted") return "Application submitted";
  if (entry.action === "revision_submitted") return "Revised draft sent; back in progress";
  if (entry.toStatus) return `Status changed to ${statusLabel(entry.toStatus, "student-sop")}`;
  return entry.action.replace(/_/g, " ");
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const student = await requireStudent(request);
  const sop = await getStudentSop(student.id, requireId(params.id));
  if (!sop) throw notFound();
  const zone = getEnv().APP_TIME_ZONE;
  return {
    sop: {
      id: sop.id,
      package: sop.package,
      university: sop.university,
      program: sop.program,
      status: sop.status,
      feedback: sop.feedback,
      message: sop.message,
      deadline: sop.deadline ? formatDay(sop.deadline, zone) : null,
      submitted: formatDay(sop.createdAt, zone),
      finalDocumentId: canDownloadSop(sop.status) ? sop.finalDocumentId : null,
      awaitsRevision: awaitsSopRevision(sop.status),
    },
    drafts: sopDraftVersions(sop.documents).map((draft) => ({
      id: draft.id,
      version: draft.version,
      latest: draft.latest,
      name: draft.originalName,
      note: draft.note,
      added: formatDateTime(draft.createdAt, zone),
      href: `/student/documents/${draft.id}`,
    })),
    timeline: sop.timeline.map((entry) => ({ id: entry.id, label: timelineLabel(entry), when: formatDateTime(entry.createdAt, zone) })),
    documents: sop.documents.filter((document) => document.kind !== "sop_draft").map((document) => ({
      id: document.id,
      name: document.originalName,
      kind: lookup(DOCUMENT_KINDS, document.kind) ?? "Document",
      added: formatDay(document.createdAt, zone),
    })),
    accept: acceptAttribute("document"),
    acceptedTypes: describeAccepted("document"),
    constraint: getZodConstraint(sopRevisionAnswerSchema),
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const student = await requireStudent(request);
  const sopId = requireId(params.id);
  const formData = await parseMultipartForm(request);
  const submission = parseWithZod(formData, { schema: sopRevisionAnswerSchema });
  const upload = await inspectUpload(formData.get("document"), "document");
  if (submission.status !== "success" || !upload?.ok) {
    const documentError = !upload ? "Choose your revised draft to upload" : upload.ok ? null : upload.message;
    return replyWithErrors(request, submission, { fieldErrors: documentError ? { document: [documentError] } : undefined });
  }
  const unverified = await refuseUnverifiedEmail(request, student.id, submission);
  if (unverified) return unverified;
  try {
    await submitSopRevision({ studentId: student.id, sopId, note: submission.value.note, document: await storeUpload(upload.file, upload.type) });
  } catch (error) {
    if (error instanceof SopNotFoundError) throw notFound();
    if (error instanceof SopNotAwaitingRevisionError) return replyWithErrors(request, submission, { status: 409, formErrors: [error.message] });
    throw error;
  }
  return redirectWithToast(`/student/sop-applications/${sopId}#drafts`, {
    type: "success",
    title: "Revised draft sent",
    description: "Your SOP is back in progress; your writer has been told.",
  });
}

function RevisionAnswerForm() {
  const { accept, acceptedTypes, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useAppForm<{ note: string; document: File }>({ id: "sop-revision-answer", lastResult: actionData?.result, constraint });
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="mt-4">
      <Field label="Revised draft" id={fields.document.id} errors={fields.document.errors} hint={`${acceptedTypes}, up to 5 MB.`}>
        {(control) => <Input type="file" name="document" accept={accept} required {...control} />}
      </Field>
      <Field label="What did you change?" id={fields.note.id} errors={fields.note.errors} hint="A short note for your writer.">
        {(control) => <Textarea {...getTextareaProps(fields.note, { ariaAttributes: false })} {...control} rows={3} />}
      </Field>
      <FormError errors={form.errors} id={form.errorId} />
      <SubmitButton pendingText="Uploading...">Upload revised draft</SubmitButton>
    </Form>
  );
}

export default function SopApplicationPage() {
  const { sop, timeline, documents, drafts } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <Link to="/student/sop-applications" className="text-sm font-medium text-brand-700 hover:underline">
        ← Back to SOP Applications
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="text-sm text-gray-500">SOP application #{sop.id}</p>
          <h1 className="mt-1 text-2xl font-bold text-gray-900">
            {sop.program}, {sop.university}
          </h1>
        </div>
        <div className="flex items-center gap-3">
          <StatusBadge status={sop.status} context="student-sop" />
          {sop.finalDocumentId ? (
            <a href={`/student/documents/${sop.finalDocumentId}`} download className={buttonClass({ size: "sm" })}>
              Download SOP Document
            </a>
          ) : null}
        </div>
      </div>

      <section className="rounded-lg border border-gray-200 bg-white p-6">
        <DetailList>
          <Detail label="Package">
            <span className="capitalize">{sop.package}</span>
          </Detail>
          <Detail label="Submitted">{sop.submitted}</Detail>
          <Detail label="Application deadline">{sop.deadline ?? "Not given"}</Detail>
          <Detail label="Your message">{sop.message ?? "None"}</Detail>
        </DetailList>
        {sop.feedback ? (
          <div className="mt-6 rounded-md bg-yellow-50 p-4 text-sm text-yellow-900">
            <p className="font-semibold">Feedback from your writer</p>
            <p className="mt-1 whitespace-pre-line">{sop.feedback}</p>
          </div>
        ) : null}
      </section>

      {sop.awaitsRevision ? (
        <section id="revision" aria-labelledby="revision-heading" className="rounded-lg border border-brand-200 bg-white p-6">
          <h2 id="revision-heading" className="text-lg font-semibold">
            Upload revised draft
          </h2>
          <p className="mt-1 text-sm text-gray-600">Your writer asked for changes. Send the new version with a note; your SOP then goes back in progress.</p>
          <RevisionAnswerForm />
        </section>
      ) : null}

      <section id="drafts" aria-labelledby="drafts-heading" className="scroll-mt-6 rounded-lg border border-gray-200 bg-white p-6">
        <h2 id="drafts-heading" className="text-lg font-semibold">
          Your drafts
        </h2>
        <SopDraftVersions drafts={drafts} empty="You have not sent a draft yet." />
      </section>

      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="timeline-heading" className="rounded-lg border border-gray-200 bg-white p-6">
          <h2 id="timeline-heading" className="text-lg font-semibold">
            Timeline
          </h2>
          <ol className="mt-4 space-y-4 border-l border-gray-200 pl-4">
            {timeline.map((entry) => (
              <li key={entry.id}>
                <p className="font-medium text-gray-900">{entry.label}</p>
                <p className="text-xs text-gray-500">{entry.when}</p>
              </li>
            ))}
          </ol>
        </section>
        <section aria-labelledby="documents-heading" className="rounded-lg border border-gray-200 bg-white p-6">
          <h2 id="documents-heading" className="text-lg font-semibold">
            Documents
          </h2>
          {documents.length === 0 ? (
            <p className="mt-4 text-sm text-gray-500">No documents yet.</p>
          ) : (
            <ul className="mt-4 divide-y divide-gray-100">
              {documents.map((document) => (
                <li key={document.id} className="flex items-center justify-between gap-3 py-2">
                  <div>
                    <p className="text-sm font-medium text-gray-900">{document.name}</p>
                    <p className="text-xs text-gray-500">
                      {document.kind} · {document.added}
                    </p>
                  </div>
                  <a href={`/student/documents/${document.id}`} download className={buttonClass({ variant: "secondary", size: "sm" })}>
                    Download
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
