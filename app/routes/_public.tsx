import { Outlet, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { PublicShell } from "~/components/layout/public-shell";
import { activeAnnouncement } from "~/domain/site-copy";
import { getSiteCopy } from "~/models/site-copy.server";

/** The site-wide announcement in force now (cached pages keep it for a minute at most, so its period holds to that). */
export async function loader() {
  return { announcement: activeAnnouncement(await getSiteCopy("announcement"), new Date()) };
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
