import { getFormProps } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { refuseUnverifiedEmail } from "~/features/account/email-verification.server";
import { useAppForm } from "~/components/forms/use-app-form";
import { SubmitButton } from "~/components/ui/button";
import { Field, FormError, Input } from "~/components/ui/field";
import { acceptAttribute, describeAccepted } from "~/domain/uploads";
import { translator } from "~/i18n/catalogs.server";
import { createFormatter } from "~/i18n/format";
import { useT } from "~/i18n/i18n";
import { getLocale } from "~/i18n/locale.server";
import { LoanNotAwaitingDocumentsError, LoanNotFoundError, attachLoanDocument, getStudentLoan } from "~/models/loan-application.server";
import { replyWithErrors } from "~/utils/form-reply.server";
import { seoMeta } from "~/utils/meta";
import { notFound, requireId } from "~/utils/route-params.server";
import { requireStudent } from "~/auth/session.server";
import { redirectWithToast } from "~/utils/toast.server";
import { inspectUpload, parseMultipartForm, storeUpload } from "~/utils/uploads.server";
import { loanDocumentSchema } from "./schema.server";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => (data ? seoMeta(data.meta.title, data.meta.description, matches) : []);

export async function loader({ request, params }: LoaderFunctionArgs) {
  const student = await requireStudent(request);
  const loan = await getStudentLoan(student.id, requireId(params.id));
  if (!loan) throw notFound();
  const locale = await getLocale(request);
  const [t, format] = [translator(locale), createFormatter(locale)];
  return {
    meta: { title: t("student.loanUpload.metaTitle"), description: t("student.loanUpload.metaDescription") },
    loan: {
      id: loan.id,
      university: loan.university,
      course: loan.course,
      amount: t("student.loans.amount", { amount: format.number(loan.loanAmount) }),
      canUpload: loan.canUpload,
      documentsRequest: loan.documentsRequest,
    },
    accept: acceptAttribute("loanDocument"),
    acceptedTypes: describeAccepted("loanDocument"),
    constraint: getZodConstraint(loanDocumentSchema),
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const student = await requireStudent(request);
  const loanId = requireId(params.id);
  const submission = parseWithZod(await parseMultipartForm(request), { schema: loanDocumentSchema });
  if (submission.status !== "success") return replyWithErrors(request, submission);
  const upload = await inspectUpload(submission.value.document, "loanDocument");
  if (!upload?.ok) return replyWithErrors(request, submission, { fieldErrors: { document: [upload?.message ?? "Choose a file to upload"] } });
  const unverified = await refuseUnverifiedEmail(request, student.id, submission);
  if (unverified) return unverified;
  try {
    await attachLoanDocument({ studentId: student.id, loanId, document: await storeUpload(upload.file, upload.type) });
  } catch (error) {
    if (error instanceof LoanNotFoundError) throw notFound();
    if (error instanceof LoanNotAwaitingDocumentsError) return replyWithErrors(request, submission, { status: 409, formErrors: [error.message] });
    console.error("Attaching a loan document failed", error);
    return replyWithErrors(request, submission, { status: 500, formErrors: ["Submission failed. Please try again later."] });
  }
  const t = translator(await getLocale(request));
  return redirectWithToast("/student/loan-applications", {
    type: "success",
    title: t("student.documents.uploadedTitle"),
    description: t("student.loanUpload.uploadedDescription"),
  });
}

function UploadForm() {
  const { accept, acceptedTypes, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useAppForm<{ document: File }>({ id: "loan-document-upload", lastResult: actionData?.result, constraint });
  const t = useT();
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="rounded-lg border border-gray-200 bg-white p-6">
      <Field label={t("student.loanUpload.document")} id={fields.document.id} errors={fields.document.errors} hint={t("student.files.acceptedHint", { types: acceptedTypes })}>
        {(control) => <Input type="file" name={fields.document.name} required accept={accept} {...control} />}
      </Field>
      <div className="space-y-4">
        <FormError errors={form.errors} id={form.errorId} />
        <SubmitButton pendingText={t("student.files.uploading")}>{t("student.files.upload")}</SubmitButton>
      </div>
    </Form>
  );
}

export default function UploadLoanDocumentPage() {
  const { loan } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <div className="mx-auto max-w-xl space-y-6">
      <Link to="/student/loan-applications" className="text-sm font-medium text-brand-700 hover:underline">
        {t("student.loanUpload.back")}
      </Link>
      <div>
        <h1 className="text-2xl font-bold text-gray-900">{t("student.loanUpload.title")}</h1>
        <p className="mt-1 text-gray-600">{t("student.loanUpload.summary", { id: loan.id, amount: loan.amount, course: loan.course, university: loan.university })}</p>
      </div>
      {loan.canUpload && loan.documentsRequest ? (
        <div className="rounded-lg border border-brand-200 bg-brand-50 p-4 text-sm text-gray-900">
          <p className="font-semibold">{t("student.loanUpload.askedFor")}</p>
          <p className="mt-1 whitespace-pre-line">{loan.documentsRequest}</p>
        </div>
      ) : null}
      {loan.canUpload ? (
        <UploadForm />
      ) : (
        <p role="alert" className="rounded-md border border-yellow-200 bg-yellow-50 p-4 text-sm text-yellow-900">
          {t("student.loanUpload.notWaiting")}
        </p>
      )}
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
