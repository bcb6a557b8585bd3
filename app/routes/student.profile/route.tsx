import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { AccountPageLinks } from "~/components/profile/account-links";
import { ProfileForms } from "~/components/profile/profile-forms";
import { translator } from "~/i18n/catalogs.server";
import { getLocale } from "~/i18n/locale.server";
import { seoMeta } from "~/utils/meta";
import { handleProfileAction, loadProfile } from "~/features/account/profile.server";
import { requireStudent } from "~/auth/session.server";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => (data ? seoMeta(data.meta.title, data.meta.description, matches) : []);

export async function loader({ request }: LoaderFunctionArgs) {
  const [student, locale] = await Promise.all([requireStudent(request), getLocale(request)]);
  const profile = await loadProfile(student, locale);
  const t = translator(locale);
  return { ...profile, meta: { title: t("account.profile.title"), description: t("account.profile.intro") } };
}

export async function action({ request }: ActionFunctionArgs) {
  return handleProfileAction(request, await requireStudent(request));
}

export default function StudentProfilePage() {
  return (
    <>
      <ProfileForms data={useLoaderData<typeof loader>()} actionData={useActionData<typeof action>()} />
      <AccountPageLinks />
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
