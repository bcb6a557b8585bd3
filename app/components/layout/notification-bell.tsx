import { Link, useRouteLoaderData } from "@remix-run/react";
import { cn } from "~/components/ui/cn";
import { useFormat, useT } from "~/i18n/i18n";
import type { loader as rootLoader } from "~/root";

// A wider count would not fit the badge.
const MAX_SHOWN_COUNT = 9;

/** The bell with the signed-in user's unread count (read by the root loader), linking to their notifications page. */
export function NotificationBell({ to, className }: { to: string; className?: string }) {
  const unread = useRouteLoaderData<typeof rootLoader>("root")?.unreadNotifications ?? 0;
  const t = useT();
  const format = useFormat();
  return (
    <Link to={to} className={cn("relative shrink-0 rounded-full p-2", className)} aria-label={t("common.notifications.bellLabel", { count: format.number(unread) })}>
      <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <path d="M15 17h5l-1.4-1.4A2 2 0 0 1 18 14.2V11a6 6 0 1 0-12 0v3.2c0 .5-.2 1-.6 1.4L4 17h5m6 0v1a3 3 0 1 1-6 0v-1m6 0H9" />
      </svg>
      {unread > 0 ? (
        <span aria-hidden="true" className="absolute -right-0.5 -top-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-red-600 px-1 text-[10px] font-bold text-white">
          {unread > MAX_SHOWN_COUNT ? `${format.number(MAX_SHOWN_COUNT)}+` : format.number(unread)}
        </span>
      ) : null}
    </Link>
  );
}
