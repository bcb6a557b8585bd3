import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { AccountPageLinks } from "~/components/profile/account-links";
import { ProfileForms } from "~/components/profile/profile-forms";
import { seoMeta } from "~/utils/meta";
import { handleProfileAction, loadProfile } from "~/features/account/profile.server";
import { requireStaffMember } from "~/auth/session.server";

export const meta: MetaFunction = ({ matches }) => seoMeta("Profile", "Your personal details and password.", matches);

export async function loader({ request }: LoaderFunctionArgs) {
  return loadProfile(await requireStaffMember(request));
}

export async function action({ request }: ActionFunctionArgs) {
  return handleProfileAction(request, await requireStaffMember(request));
}

export default function AdminProfilePage() {
  return (
    <>
      <ProfileForms data={useLoaderData<typeof loader>()} actionData={useActionData<typeof action>()} />
      <AccountPageLinks />
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
