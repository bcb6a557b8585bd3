import { getFormProps, getTextareaProps } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useAppForm } from "~/components/forms/use-app-form";
import { CancelLink, DialogRouteError, RouteDialog } from "~/components/list/route-dialog";
import { SubmitButton } from "~/components/ui/button";
import { Field, FormError, Textarea } from "~/components/ui/field";
import { LOAN_ADMIN_LIST } from "~/domain/admin-lists";
import { formatWholeDollars } from "~/domain/money";
import { handleAdminIntent, refuseAdminAction } from "~/features/admin/admin-actions.server";
import { LOAN_ACTION_REFUSALS, getAdminLoan, requestLoanDocuments } from "~/models/loan-admin.server";
import { readFormData } from "~/utils/http.server";
import { listReturnPath } from "~/utils/list-query.server";
import { seoMeta } from "~/utils/meta";
import { notFound, requireId } from "~/utils/route-params.server";
import { requireStaff } from "~/auth/session.server";
import { documentsRequestSchema } from "./schema.server";
import { DOCUMENTS_REQUEST_MAX } from "./limits";

const LIST_PATH = "/admin/loan-applications";

export const meta: MetaFunction = ({ matches }) => seoMeta("Request Documents", "Tell a student which documents their loan application still needs.", matches);

/** The loan, if it still offers Request Documents; otherwise back to the list with the reason. */
async function loadRequestable(request: Request, id: string | undefined) {
  const admin = await requireStaff(request);
  const closeTo = listReturnPath(request, LIST_PATH, LOAN_ADMIN_LIST);
  const loan = await getAdminLoan(requireId(id));
  if (!loan) throw notFound();
  if (!loan.actions.includes("request_documents")) throw await refuseAdminAction(closeTo, LOAN_ACTION_REFUSALS.request_documents);
  return { admin, loan, closeTo };
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { loan, closeTo } = await loadRequestable(request, params.id);
  return {
    loan: { id: loan.id, student: loan.student.name, amount: formatWholeDollars(loan.loanAmount), course: loan.course, university: loan.university },
    closeTo,
    constraint: getZodConstraint(documentsRequestSchema),
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { admin, loan, closeTo } = await loadRequestable(request, params.id);
  return handleAdminIntent(request, await readFormData(request), {
    schema: documentsRequestSchema,
    closeTo,
    run: async ({ message }) => {
      await requestLoanDocuments({ adminId: admin.id, loanId: loan.id, message });
      return { title: "Documents requested", description: "The student has been told which documents to upload." };
    },
  });
}

export default function RequestDocumentsDialog() {
  const { loan, closeTo, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useAppForm<{ message: string }>({ id: "loan-documents-request", lastResult: actionData?.result, constraint });
  return (
    <RouteDialog
      title="Request Documents"
      description={`Loan application #${loan.id} of ${loan.student}: ${loan.amount} for ${loan.course}, ${loan.university}.`}
      closeTo={closeTo}
    >
      <Form method="post" {...getFormProps(form)}>
        <Field
          label="Which documents are needed?"
          id={fields.message.id}
          errors={fields.message.errors}
          hint="The student reads this next to the Upload button and in the e-mail we send."
        >
          {(control) => <Textarea {...getTextareaProps(fields.message, { ariaAttributes: false })} {...control} rows={4} maxLength={DOCUMENTS_REQUEST_MAX} />}
        </Field>
        <FormError errors={form.errors} id={form.errorId} />
        <div className="flex justify-end gap-2 pt-2">
          <CancelLink to={closeTo} />
          <SubmitButton pendingText="Requesting...">Request Documents</SubmitButton>
        </div>
      </Form>
    </RouteDialog>
  );
}

export function ErrorBoundary() {
  return <DialogRouteError listPath={LIST_PATH} message="An error occurred while updating data." />;
}
