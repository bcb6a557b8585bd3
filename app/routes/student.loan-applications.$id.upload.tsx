import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { SubmitButton } from "~/components/ui/button";
import { Field, FormError, Input } from "~/components/ui/field";
import { formatWholeDollars } from "~/domain/money";
import { acceptAttribute, describeAccepted } from "~/domain/uploads";
import { LoanNotAwaitingDocumentsError, LoanNotFoundError, attachLoanDocument, getStudentLoan } from "~/models/loan-application.server";
import { seoMeta } from "~/utils/meta";
import { notFound, requireId } from "~/utils/route-params.server";
import { requireStudent } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";
import { inspectUpload, parseMultipartForm, storeUpload } from "~/utils/uploads.server";

export const meta: MetaFunction = ({ matches }) => seoMeta("Upload loan document", "Send the document your loan application is waiting for.", matches);

export async function loader({ request, params }: LoaderFunctionArgs) {
  const student = await requireStudent(request);
  const loan = await getStudentLoan(student.id, requireId(params.id));
  if (!loan) throw notFound();
  return {
    loan: {
      id: loan.id,
      university: loan.university,
      course: loan.course,
      amount: formatWholeDollars(loan.loanAmount),
      canUpload: loan.canUpload,
      documentsRequest: loan.documentsRequest,
    },
    accept: acceptAttribute("loanDocument"),
    acceptedTypes: describeAccepted("loanDocument"),
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const student = await requireStudent(request);
  const loanId = requireId(params.id);
  const upload = await inspectUpload((await parseMultipartForm(request)).get("document"), "loanDocument");
  if (!upload) return data({ fieldError: "Choose a file to upload", formError: null }, { status: 400 });
  if (!upload.ok) return data({ fieldError: upload.message, formError: null }, { status: 400 });
  try {
    await attachLoanDocument({ studentId: student.id, loanId, document: await storeUpload(upload.file, upload.type) });
  } catch (error) {
    if (error instanceof LoanNotFoundError) throw notFound();
    if (error instanceof LoanNotAwaitingDocumentsError) return data({ fieldError: null, formError: error.message }, { status: 409 });
    console.error("Attaching a loan document failed", error);
    return data({ fieldError: null, formError: "Submission failed. Please try again later." }, { status: 500 });
  }
  return redirectWithToast("/student/loan-applications", {
    type: "success",
    title: "Document uploaded",
    description: "Your application is back with our loan experts.",
  });
}

export default function UploadLoanDocumentPage() {
  const { loan, accept, acceptedTypes } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="mx-auto max-w-xl space-y-6">
      <Link to="/student/loan-applications" className="text-sm font-medium text-brand-700 hover:underline">
        ← Back to Loan Applications
      </Link>
      <div>
        <h1 className="text-2xl font-bold text-gray-900">Upload a document</h1>
        <p className="mt-1 text-gray-600">
          Loan #{loan.id}: {loan.amount} for {loan.course}, {loan.university}.
        </p>
      </div>
      {loan.canUpload && loan.documentsRequest ? (
        <div className="rounded-lg border border-brand-200 bg-brand-50 p-4 text-sm text-gray-900">
          <p className="font-semibold">Our loan experts asked for:</p>
          <p className="mt-1 whitespace-pre-line">{loan.documentsRequest}</p>
        </div>
      ) : null}
      {loan.canUpload ? (
        <Form method="post" encType="multipart/form-data" className="rounded-lg border border-gray-200 bg-white p-6">
          <Field label="Document" errors={actionData?.fieldError ? [actionData.fieldError] : undefined} hint={`${acceptedTypes}, up to 5 MB.`}>
            {(control) => <Input type="file" name="document" required accept={accept} {...control} />}
          </Field>
          <div className="space-y-4">
            <FormError errors={actionData?.formError ? [actionData.formError] : undefined} />
            <SubmitButton pendingText="Uploading...">Upload</SubmitButton>
          </div>
        </Form>
      ) : (
        <p role="alert" className="rounded-md border border-yellow-200 bg-yellow-50 p-4 text-sm text-yellow-900">
          This application is not waiting for documents.
        </p>
      )}
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
