import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ProfileForms } from "~/components/profile/profile-forms";
import { seoMeta } from "~/utils/meta";
import { handleProfileAction, loadProfile } from "~/features/account/profile.server";
import { requireStudent } from "~/utils/session.server";

export const meta: MetaFunction = ({ matches }) => seoMeta("Profile", "Your personal details and password.", matches);

export async function loader({ request }: LoaderFunctionArgs) {
  return loadProfile(await requireStudent(request));
}

export async function action({ request }: ActionFunctionArgs) {
  return handleProfileAction(request, await requireStudent(request));
}

export default function StudentProfilePage() {
  return (
    <>
      <ProfileForms data={useLoaderData<typeof loader>()} actionData={useActionData<typeof action>()} />
      <p className="mx-auto mt-8 max-w-3xl text-sm text-gray-600">
        <Link to="/profile/security" className="font-medium text-brand-700 hover:underline">
          Sessions and sign-ins
        </Link>
        : where your account is signed in, and its latest sign-ins.
      </p>
      <p className="mx-auto mt-2 max-w-3xl text-sm text-gray-600">
        <Link to="/profile/privacy" className="font-medium text-brand-700 hover:underline">
          Your data
        </Link>
        : download a copy of your data, or delete your account.
      </p>
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
