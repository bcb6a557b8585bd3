import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData, useParams } from "@remix-run/react";
import { RoleBadge } from "~/components/admin/account-badges";
import { CancelLink, DialogRouteError, RouteDialog } from "~/components/list/route-dialog";
import { SubmitButton } from "~/components/ui/button";
import { refuseAdminAction, runAdminAction } from "~/features/admin/admin-actions.server";
import { accountLifecycle, moveAccount } from "~/domain/account-lifecycle";
import { findAccount, setAccountDisabled } from "~/models/user-admin.server";
import { seoMeta } from "~/utils/meta";
import { notFound, requireId } from "~/utils/route-params.server";
import { requireAdmin } from "~/auth/session.server";

export const meta: MetaFunction = ({ matches }) => seoMeta("Disable Account", "Confirm that an account can no longer log in.", matches);

export async function loader({ request, params }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const userId = requireId(params.id);
  const account = await findAccount(userId);
  if (!account) throw notFound();
  const closeTo = `/admin/users/${userId}`;
  // Nothing to confirm: the page says why instead of offering a button that can only be refused.
  const move = moveAccount(accountLifecycle(account), "disable");
  if (!move.allowed) throw await refuseAdminAction(closeTo, move.reason);
  if (admin.id === userId) throw await refuseAdminAction(closeTo, "You cannot disable your own account.");
  return { closeTo, cancelsDeletion: move.cancelsDeletion, user: { name: account.name, email: account.email, role: account.role } };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const userId = requireId(params.id);
  return runAdminAction(`/admin/users/${userId}`, async () => {
    const { cancelledDeletion } = await setAccountDisabled({ adminId: admin.id, userId, disabled: true });
    return cancelledDeletion
      ? { title: "Account disabled, deletion cancelled", description: "Its data is kept and nothing will be erased; its owner has been told by e-mail." }
      : { title: "Account disabled", description: "It can no longer log in; every browser and app signed in to it has been signed out." };
  });
}

export default function DisableAccountDialog() {
  const { closeTo, cancelsDeletion, user } = useLoaderData<typeof loader>();
  return (
    <RouteDialog title="Disable this account?" description="The account is signed out everywhere at once and cannot log in until an admin enables it again." closeTo={closeTo}>
      <p className="flex flex-wrap items-center gap-2 text-sm text-gray-700">
        <strong className="break-all">
          {user.name} ({user.email})
        </strong>
        <RoleBadge role={user.role} />
      </p>
      {cancelsDeletion ? (
        <p className="mt-3 text-sm text-gray-700">
          Its owner asked to delete this account. Disabling it cancels the deletion: its data is kept, the owner can no longer keep the account themselves,
          and they are told by e-mail.
        </p>
      ) : null}
      {/* Done or cancelled, the dialog hands focus back to what opened it, or to the page's heading once the account is disabled. */}
      <Form method="post" className="mt-6 flex justify-end gap-2">
        <CancelLink to={closeTo} />
        <SubmitButton variant="danger" pendingText="Disabling...">
          Disable account
        </SubmitButton>
      </Form>
    </RouteDialog>
  );
}

export function ErrorBoundary() {
  const { id } = useParams();
  return <DialogRouteError listPath={`/admin/users/${id}`} message="An error occurred while disabling this account." />;
}
