import { getFormProps, getSelectProps } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useAppForm } from "~/components/forms/use-app-form";
import { CancelLink, DialogRouteError, RouteDialog } from "~/components/list/route-dialog";
import { SubmitButton } from "~/components/ui/button";
import { Field, FormError, Select } from "~/components/ui/field";
import { PARTNER_BANKS } from "~/domain/booking-options";
import { loanBankSchema } from "./schema.server";
import { LOAN_ADMIN_LIST } from "~/domain/admin-lists";
import { formatWholeDollars } from "~/domain/money";
import { LOAN_ACTION_REFUSALS, assignLoanBank, getAdminLoan } from "~/models/loan-admin.server";
import { handleAdminIntent, refuseAdminAction } from "~/features/admin/admin-actions.server";
import { listReturnPath } from "~/utils/list-query.server";
import { seoMeta } from "~/utils/meta";
import { notFound, requireId } from "~/utils/route-params.server";
import { requireStaff } from "~/auth/session.server";
import { parseMultipartForm } from "~/utils/uploads.server";

const LIST_PATH = "/admin/loan-applications";

export const meta: MetaFunction = ({ matches }) => seoMeta("Assign Bank", "Choose the partner bank that handles a loan application.", matches);

/** The loan, if it still offers Assign Bank; otherwise back to the list with the reason. */
async function loadAssignable(request: Request, id: string | undefined) {
  const admin = await requireStaff(request);
  const closeTo = listReturnPath(request, LIST_PATH, LOAN_ADMIN_LIST);
  const loan = await getAdminLoan(requireId(id));
  if (!loan) throw notFound();
  if (!loan.actions.includes("assign_bank")) throw await refuseAdminAction(closeTo, LOAN_ACTION_REFUSALS.assign_bank);
  return { admin, loan, closeTo };
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { loan, closeTo } = await loadAssignable(request, params.id);
  return {
    loan: { id: loan.id, student: loan.student.name, amount: formatWholeDollars(loan.loanAmount), course: loan.course, university: loan.university, preferredBank: loan.preferredBank },
    banks: PARTNER_BANKS,
    closeTo,
    constraint: getZodConstraint(loanBankSchema),
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { admin, loan, closeTo } = await loadAssignable(request, params.id);
  return handleAdminIntent(request, await parseMultipartForm(request), {
    schema: loanBankSchema,
    closeTo,
    run: async ({ bank }) => {
      await assignLoanBank({ adminId: admin.id, loanId: loan.id, bank });
      return { title: "Bank assigned", description: `${bank} will handle loan application #${loan.id}.` };
    },
  });
}

export default function AssignBankDialog() {
  const { loan, banks, closeTo, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const preferred = banks.find((bank) => bank === loan.preferredBank);
  const [form, fields] = useAppForm<{ bank: string }>({ id: "loan-bank", lastResult: actionData?.result, constraint, defaultValue: { bank: preferred ?? "" } });
  return (
    <RouteDialog
      title="Assign Bank"
      description={`Loan application #${loan.id} of ${loan.student}: ${loan.amount} for ${loan.course}, ${loan.university}.`}
      closeTo={closeTo}
    >
      <Form method="post" {...getFormProps(form)}>
        <Field
          label="Partner bank"
          id={fields.bank.id}
          errors={fields.bank.errors}
          hint={loan.preferredBank ? `The student prefers ${loan.preferredBank}.` : "The student has no preferred bank."}
        >
          {(control) => (
            <Select {...getSelectProps(fields.bank, { ariaAttributes: false })} {...control}>
              <option value="">Choose a bank</option>
              {banks.map((bank) => (
                <option key={bank} value={bank}>
                  {bank}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <FormError errors={form.errors} id={form.errorId} />
        <div className="flex justify-end gap-2 pt-2">
          <CancelLink to={closeTo} />
          <SubmitButton pendingText="Assigning...">Assign Bank</SubmitButton>
        </div>
      </Form>
    </RouteDialog>
  );
}

export function ErrorBoundary() {
  return <DialogRouteError listPath={LIST_PATH} message="An error occurred while updating data." />;
}
