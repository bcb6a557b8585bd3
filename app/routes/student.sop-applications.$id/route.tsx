import { getFormProps, getTextareaProps } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { SopDraftVersions } from "~/components/booking/sop-draft-versions";
import { StudentStatusBadge } from "~/components/booking/status-badge";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { refuseUnverifiedEmail } from "~/features/account/email-verification.server";
import { useAppForm } from "~/components/forms/use-app-form";
import { SubmitButton, buttonClass } from "~/components/ui/button";
import { Detail, DetailList } from "~/components/ui/detail-list";
import { Field, FormError, Input, Textarea } from "~/components/ui/field";
import { awaitsSopRevision, canDownloadSop, sopDraftVersions } from "~/domain/booking";
import { studentStatusKey } from "~/domain/statuses";
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
import { readerOf, sopPackageName } from "~/features/booking/booking-views.server";
import type { ServerTranslate } from "~/i18n/catalogs.server";
import { useT } from "~/i18n/i18n";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => (data ? seoMeta(data.meta.title, data.meta.description, matches) : []);

const DOCUMENT_KIND_KEYS: Record<string, string> = {
  sop_draft: "student.sop.detail.documentKind.draft",
  sop_review: "student.sop.detail.documentKind.review",
  sop_final: "student.sop.detail.documentKind.final",
};

function timelineLabel(entry: { action: string; toStatus: string | null }, t: ServerTranslate) {
  if (entry.action === "submitted") return t("student.sop.detail.timeline.submitted");
  if (entry.action === "revision_submitted") return t("student.sop.detail.timeline.revisionSubmitted");
  if (entry.toStatus) return t("student.sop.detail.timeline.statusChanged", { status: t(studentStatusKey(entry.toStatus, "student-sop")) });
  return entry.action.replace(/_/g, " ");
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const student = await requireStudent(request);
  const sop = await getStudentSop(student.id, requireId(params.id));
  if (!sop) throw notFound();
  const zone = getEnv().APP_TIME_ZONE;
  const { t, format } = await readerOf(request);
  return {
    meta: { title: t("student.sop.detail.number", { id: sop.id }), description: t("student.sop.detail.metaDescription") },
    sop: {
      id: sop.id,
      packageName: sopPackageName(sop.package, t),
      university: sop.university,
      program: sop.program,
      status: sop.status,
      feedback: sop.feedback,
      message: sop.message,
      deadline: sop.deadline ? format.day(sop.deadline, zone) : null,
      submitted: format.day(sop.createdAt, zone),
      finalDocumentId: canDownloadSop(sop.status) ? sop.finalDocumentId : null,
      awaitsRevision: awaitsSopRevision(sop.status),
    },
    drafts: sopDraftVersions(sop.documents).map((draft) => ({
      id: draft.id,
      version: draft.version,
      latest: draft.latest,
      name: draft.originalName,
      note: draft.note,
      added: format.dateTime(draft.createdAt, zone),
      href: `/student/documents/${draft.id}`,
    })),
    timeline: sop.timeline.map((entry) => ({ id: entry.id, label: timelineLabel(entry, t), when: format.dateTime(entry.createdAt, zone) })),
    documents: sop.documents.filter((document) => document.kind !== "sop_draft").map((document) => ({
      id: document.id,
      name: document.originalName,
      kind: t(lookup(DOCUMENT_KIND_KEYS, document.kind) ?? "student.sop.detail.documentKind.other"),
      added: format.day(document.createdAt, zone),
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
  const t = useT();
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="mt-4">
      <Field label={t("student.sop.revision.fileLabel")} id={fields.document.id} errors={fields.document.errors} hint={t("student.sop.revision.fileHint", { types: acceptedTypes })}>
        {(control) => <Input type="file" name="document" accept={accept} required {...control} />}
      </Field>
      <Field label={t("student.sop.revision.noteLabel")} id={fields.note.id} errors={fields.note.errors} hint={t("student.sop.revision.noteHint")}>
        {(control) => <Textarea {...getTextareaProps(fields.note, { ariaAttributes: false })} {...control} rows={3} />}
      </Field>
      <FormError errors={form.errors} id={form.errorId} />
      <SubmitButton pendingText={t("student.sop.revision.pending")}>{t("student.sop.revision.submit")}</SubmitButton>
    </Form>
  );
}

export default function SopApplicationPage() {
  const { sop, timeline, documents, drafts } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <div className="space-y-6">
      <Link to="/student/sop-applications" className="text-sm font-medium text-brand-700 hover:underline">
        ← {t("student.sop.detail.back")}
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="text-sm text-gray-500">{t("student.sop.detail.number", { id: sop.id })}</p>
          <h1 className="mt-1 text-2xl font-bold text-gray-900">
            {sop.program}, {sop.university}
          </h1>
        </div>
        <div className="flex items-center gap-3">
          <StudentStatusBadge status={sop.status} context="student-sop" />
          {sop.finalDocumentId ? (
            <a href={`/student/documents/${sop.finalDocumentId}`} download className={buttonClass({ size: "sm" })}>
              {t("student.sop.downloadFinal")}
            </a>
          ) : null}
        </div>
      </div>

      <section className="rounded-lg border border-gray-200 bg-white p-6">
        <DetailList>
          <Detail label={t("student.sop.detail.package")}>
            <span className="capitalize">{sop.packageName}</span>
          </Detail>
          <Detail label={t("student.sop.detail.submitted")}>{sop.submitted}</Detail>
          <Detail label={t("student.sop.detail.deadline")}>{sop.deadline ?? t("student.sop.detail.deadlineNotGiven")}</Detail>
          <Detail label={t("student.sop.detail.message")}>{sop.message ?? t("student.sop.detail.noMessage")}</Detail>
        </DetailList>
        {sop.feedback ? (
          <div className="mt-6 rounded-md bg-yellow-50 p-4 text-sm text-yellow-900">
            <p className="font-semibold">{t("student.sop.detail.writerFeedback")}</p>
            <p className="mt-1 whitespace-pre-line">{sop.feedback}</p>
          </div>
        ) : null}
      </section>

      {sop.awaitsRevision ? (
        <section id="revision" aria-labelledby="revision-heading" className="rounded-lg border border-brand-200 bg-white p-6">
          <h2 id="revision-heading" className="text-lg font-semibold">
            {t("student.sop.revision.heading")}
          </h2>
          <p className="mt-1 text-sm text-gray-600">{t("student.sop.revision.intro")}</p>
          <RevisionAnswerForm />
        </section>
      ) : null}

      <section id="drafts" aria-labelledby="drafts-heading" className="scroll-mt-6 rounded-lg border border-gray-200 bg-white p-6">
        <h2 id="drafts-heading" className="text-lg font-semibold">
          {t("student.sop.detail.drafts")}
        </h2>
        <SopDraftVersions drafts={drafts} empty={t("student.sop.detail.noDrafts")} />
      </section>

      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="timeline-heading" className="rounded-lg border border-gray-200 bg-white p-6">
          <h2 id="timeline-heading" className="text-lg font-semibold">
            {t("student.sop.detail.timeline.heading")}
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
            {t("student.sop.detail.documents")}
          </h2>
          {documents.length === 0 ? (
            <p className="mt-4 text-sm text-gray-500">{t("student.sop.detail.noDocuments")}</p>
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
                    {t("student.sop.detail.download")}
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
