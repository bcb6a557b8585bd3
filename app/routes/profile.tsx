import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { AdminShell } from "~/components/layout/admin-shell";
import { StudentShell } from "~/components/layout/student-shell";
import type { MenuUser } from "~/components/layout/user-menu";
import { isStaff } from "~/domain/roles";
import type { loader as rootLoader } from "~/root";
import { requireUserSettingUpTwoFactor } from "~/auth/session.server";

/**
 * The account's own pages that every role has (`/profile/security`, `/profile/two-factor`, `/profile/privacy`), in
 * the shell of the area the account works in: the admin area's for staff, the student area's for students.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  // the two-factor page is the one a staff session opens before two-factor is set up; each page guards itself too
  const { id, name, email, role } = await requireUserSettingUpTwoFactor(request);
  return { user: { id, name, email, role } };
}

function AccountShell({ user, children }: { user: MenuUser; children: ReactNode }) {
  return isStaff(user) ? <AdminShell user={user}>{children}</AdminShell> : <StudentShell user={user}>{children}</StudentShell>;
}

export default function ProfileLayout() {
  const { user } = useLoaderData<typeof loader>();
  return (
    <AccountShell user={user}>
      <Outlet />
    </AccountShell>
  );
}

export function ErrorBoundary() {
  const user = useRouteLoaderData<typeof rootLoader>("root")?.user;
  if (user) {
    return (
      <AccountShell user={user}>
        <GeneralErrorBoundary />
      </AccountShell>
    );
  }
  return (
    <main id="main">
      <GeneralErrorBoundary />
    </main>
  );
}
