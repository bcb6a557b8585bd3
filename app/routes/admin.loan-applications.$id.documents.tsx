import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CancelLink, DialogRouteError, RouteDialog } from "~/components/list/route-dialog";
import { LOAN_ADMIN_LIST } from "~/domain/admin-lists";
import { getAdminLoan } from "~/models/loan-admin.server";
import { listReturnPath } from "~/utils/list-query.server";
import { seoMeta } from "~/utils/meta";
import { notFound, requireId } from "~/utils/route-params.server";
import { requireStaff } from "~/auth/session.server";

const LIST_PATH = "/admin/loan-applications";

export const meta: MetaFunction = ({ matches }) => seoMeta("Loan documents", "The documents a student sent with a loan application.", matches);

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireStaff(request);
  const loan = await getAdminLoan(requireId(params.id));
  if (!loan) throw notFound();
  return {
    loan: { id: loan.id, student: loan.student.name, documents: loan.documents },
    closeTo: listReturnPath(request, LIST_PATH, LOAN_ADMIN_LIST),
  };
}

export default function LoanDocumentsDialog() {
  const { loan, closeTo } = useLoaderData<typeof loader>();
  return (
    <RouteDialog title="Loan documents" description={`Loan application #${loan.id} of ${loan.student}.`} closeTo={closeTo}>
      {loan.documents.length === 0 ? (
        <p className="text-sm text-gray-600">This application has no documents yet.</p>
      ) : (
        <ul className="divide-y divide-gray-100 rounded-md border border-gray-200">
          {loan.documents.map((document) => (
            <li key={document.id} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
              <span className="truncate">{document.originalName}</span>
              <a href={`/admin/documents/${document.id}`} download className="shrink-0 font-medium text-brand-700 hover:underline">
                Download
              </a>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-6 flex justify-end">
        <CancelLink to={closeTo} label="Close" />
      </div>
    </RouteDialog>
  );
}

export function ErrorBoundary() {
  return <DialogRouteError listPath={LIST_PATH} message="An error occurred" />;
}
