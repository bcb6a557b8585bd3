import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { AdminShell } from "~/components/layout/admin-shell";
import { isStaff } from "~/domain/roles";
import type { loader as rootLoader } from "~/root";
import { requireStaffMember } from "~/auth/session.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireStaffMember(request);
  return { user };
}

export default function AdminLayout() {
  const { user } = useLoaderData<typeof loader>();
  return (
    <AdminShell user={user}>
      <Outlet />
    </AdminShell>
  );
}

/**
 * The layout's own loader failed, or a page without a boundary of its own threw: the status page keeps the admin
 * shell when the root knows the signed-in admin, and stands alone otherwise.
 */
export function ErrorBoundary() {
  const user = useRouteLoaderData<typeof rootLoader>("root")?.user;
  if (user && isStaff(user)) {
    return (
      <AdminShell user={user}>
        <GeneralErrorBoundary />
      </AdminShell>
    );
  }
  return (
    <main id="main">
      <GeneralErrorBoundary />
    </main>
  );
}
