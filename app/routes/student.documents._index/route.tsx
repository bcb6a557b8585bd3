import { getFormProps } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { ChecklistStatusBadge, DecisionList, VersionList } from "~/components/checklist/checklist-parts";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { refuseUnverifiedEmail } from "~/features/account/email-verification.server";
import { useAppForm } from "~/components/forms/use-app-form";
import { SubmitButton } from "~/components/ui/button";
import { Field, FormError, Input } from "~/components/ui/field";
import { EmptyState } from "~/components/ui/table";
import { CHECKLIST_FILE_KIND, checklistActions } from "~/domain/checklist";
import { acceptAttribute, describeAccepted } from "~/domain/uploads";
import { translator } from "~/i18n/catalogs.server";
import { createFormatter } from "~/i18n/format";
import { useT } from "~/i18n/i18n";
import { getLocale } from "~/i18n/locale.server";
import { ActionNotAllowedError } from "~/models/admin-change.server";
import { checklistUploadSchema } from "~/features/case/checklist.schema.server";
import { ChecklistFileRefusedError, ChecklistNotFoundError, listChecklist, uploadChecklistFile } from "~/models/checklist.server";
import { getEnv } from "~/utils/env.server";
import { replyWithErrors } from "~/utils/form-reply.server";
import { seoMeta } from "~/utils/meta";
import { notFound } from "~/utils/route-params.server";
import { requireStudent } from "~/auth/session.server";
import { redirectWithToast } from "~/utils/toast.server";
import { parseMultipartForm } from "~/utils/uploads.server";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => (data ? seoMeta(data.meta.title, data.meta.description, matches) : []);

export async function loader({ request }: LoaderFunctionArgs) {
  const student = await requireStudent(request);
  const zone = getEnv().APP_TIME_ZONE;
  const locale = await getLocale(request);
  const [t, format] = [translator(locale), createFormatter(locale)];
  const items = await listChecklist(student.id);
  return {
    meta: { title: t("student.documents.metaTitle"), description: t("student.documents.metaDescription") },
    items: items.map((item) => ({
      id: item.id,
      name: item.name,
      note: item.note,
      status: item.status,
      reason: item.reason,
      due: item.dueDate ? format.day(item.dueDate, "UTC") : null,
      overdue: item.overdue,
      canUpload: checklistActions(item.status).includes("upload"),
      versions: item.versions.map((version) => ({ id: version.id, originalName: version.originalName, sizeBytes: version.sizeBytes, uploadedOn: format.day(version.createdAt, zone) })),
      decisions: item.decisions.map((decision) => ({ status: decision.status, reason: decision.reason, by: decision.by, on: format.day(decision.at, zone) })),
    })),
    accept: acceptAttribute(CHECKLIST_FILE_KIND),
    acceptedTypes: describeAccepted(CHECKLIST_FILE_KIND),
    constraint: getZodConstraint(checklistUploadSchema),
  };
}

/** One upload form per item: the answer names the item (`intent`), so that only its form shows the errors. */
export async function action({ request }: ActionFunctionArgs) {
  const student = await requireStudent(request);
  const submission = parseWithZod(await parseMultipartForm(request), { schema: checklistUploadSchema });
  const itemId = submission.payload.itemId;
  const intent = `upload-${typeof itemId === "string" ? itemId : ""}`;
  if (submission.status !== "success") return replyWithErrors(request, submission, { intent });
  const unverified = await refuseUnverifiedEmail(request, student.id, submission, { intent });
  if (unverified) return unverified;
  try {
    const { item } = await uploadChecklistFile({ studentId: student.id, itemId: submission.value.itemId, file: submission.value.file });
    const t = translator(await getLocale(request));
    return await redirectWithToast("/student/documents", {
      type: "success",
      title: t("student.documents.uploadedTitle"),
      description: t("student.documents.uploadedDescription", { name: item.name }),
    });
  } catch (error) {
    if (error instanceof ChecklistFileRefusedError) return replyWithErrors(request, submission, { intent, fieldErrors: { file: [error.message] } });
    if (error instanceof ChecklistNotFoundError) throw notFound();
    if (error instanceof ActionNotAllowedError) return replyWithErrors(request, submission, { intent, status: 409, formErrors: [error.message] });
    throw error;
  }
}

type Item = Awaited<ReturnType<typeof loader>>["items"][number];

function UploadForm({ item }: { item: Item }) {
  const { accept, acceptedTypes, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const t = useT();
  const intent = `upload-${item.id}`;
  const [form, fields] = useAppForm<{ itemId: number; file: File }>({ id: intent, lastResult: actionData?.intent === intent ? actionData.result : null, constraint });
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="mt-3 space-y-2" aria-label={t("student.documents.uploadFormLabel", { name: item.name })}>
      <input type="hidden" name="itemId" value={item.id} />
      <Field
        label={t(item.versions.length > 0 ? "student.documents.newVersionOf" : "student.documents.fileFor", { name: item.name })}
        id={fields.file.id}
        errors={fields.file.errors}
        hint={t("student.files.acceptedHint", { types: acceptedTypes })}
      >
        {(control) => <Input type="file" name={fields.file.name} required accept={accept} {...control} />}
      </Field>
      <FormError errors={form.errors} id={form.errorId} />
      <SubmitButton size="sm" pendingText={t("student.files.uploading")}>
        {t("student.files.upload")}
      </SubmitButton>
    </Form>
  );
}

function ChecklistCard({ item }: { item: Item }) {
  const t = useT();
  return (
    <li className="rounded-lg border border-gray-200 bg-white p-5" aria-labelledby={`item-${item.id}-name`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id={`item-${item.id}-name`} className="text-base font-semibold text-gray-900">
            {item.name}
          </h2>
          {item.note ? <p className="mt-1 text-sm text-gray-600">{item.note}</p> : null}
          {item.due ? <p className={item.overdue ? "mt-1 text-sm font-medium text-orange-800" : "mt-1 text-sm text-gray-700"}>{t("student.documents.due", { date: item.due })}</p> : null}
        </div>
        <ChecklistStatusBadge status={item.status} overdue={item.overdue} />
      </div>
      {item.status === "rejected" && item.reason ? (
        <p className="mt-3 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          <span className="font-semibold">{t("student.documents.notAccepted")}</span> {item.reason}
        </p>
      ) : null}
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <div>
          <h3 className="text-sm font-semibold text-gray-900">{t("student.documents.yourUploads")}</h3>
          <VersionList versions={item.versions} hrefOf={(id) => `/student/documents/${id}`} itemName={item.name} />
        </div>
        {item.decisions.length > 0 ? (
          <div>
            <h3 className="text-sm font-semibold text-gray-900">{t("student.documents.decisions")}</h3>
            <DecisionList decisions={item.decisions} />
          </div>
        ) : null}
      </div>
      {item.canUpload ? <UploadForm item={item} /> : null}
    </li>
  );
}

export default function StudentDocumentsPage() {
  const { items } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-gray-900">{t("student.documents.title")}</h1>
        <p className="mt-1 text-gray-600">{t("student.documents.intro")}</p>
      </div>
      {items.length === 0 ? (
        <EmptyState title={t("student.documents.emptyTitle")} hint={t("student.documents.emptyHint")} />
      ) : (
        <ul className="space-y-4">
          {items.map((item) => (
            <ChecklistCard key={item.id} item={item} />
          ))}
        </ul>
      )}
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
