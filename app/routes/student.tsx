import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { StudentShell } from "~/components/layout/student-shell";
import { EmailVerificationBanner } from "~/components/profile/email-verification";
import { isStaff } from "~/domain/roles";
import type { loader as rootLoader } from "~/root";
import { getSignedInUnverifiedEmail, requireStudent } from "~/auth/session.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireStudent(request);
  // every page of the area says so while the address waits for its link: most of them book, order, pay or upload
  return { user, unverifiedEmail: await getSignedInUnverifiedEmail(request) };
}

export default function StudentLayout() {
  const { user, unverifiedEmail } = useLoaderData<typeof loader>();
  return (
    <StudentShell user={user}>
      {unverifiedEmail ? (
        <div className="mb-6">
          <EmailVerificationBanner email={unverifiedEmail} />
        </div>
      ) : null}
      <Outlet />
    </StudentShell>
  );
}

/**
 * The layout's own loader failed, or a page without a boundary of its own threw: the status page keeps the student
 * shell when the root knows the signed-in student, and stands alone otherwise.
 */
export function ErrorBoundary() {
  const user = useRouteLoaderData<typeof rootLoader>("root")?.user;
  if (user && !isStaff(user)) {
    return (
      <StudentShell user={user}>
        <GeneralErrorBoundary />
      </StudentShell>
    );
  }
  return (
    <main id="main">
      <GeneralErrorBoundary />
    </main>
  );
}
