import { Outlet, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { PublicShell } from "~/components/layout/public-shell";
import { getActiveAnnouncement } from "~/models/site-copy.server";
import { getLocale, redirectToChosenLanguage } from "~/i18n/locale.server";
import type { LoaderFunctionArgs } from "@remix-run/node";

/**
 * The site-wide announcement in force now (cached pages keep it for a minute at most, so its period holds to that). A
 * visitor who reads another language is sent from a page's bare address to that language's.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await redirectToChosenLanguage(request);
  return { announcement: await getActiveAnnouncement(await getLocale(request)) };
}

export default function PublicLayout() {
  const { announcement } = useLoaderData<typeof loader>();
  return (
    <PublicShell announcement={announcement}>
      <Outlet />
    </PublicShell>
  );
}

/** An error in a page without a boundary of its own: the status page inside the site's header and footer. */
export function ErrorBoundary() {
  return (
    <PublicShell>
      <GeneralErrorBoundary />
    </PublicShell>
  );
}
