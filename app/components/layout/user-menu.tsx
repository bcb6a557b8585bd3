import { Form, Link, useRouteLoaderData } from "@remix-run/react";
import type { loader as rootLoader } from "~/root";
import { homePathFor, profilePathFor } from "~/domain/roles";

export type MenuUser = { name: string; email: string; role: string };

export function Avatar({ name }: { name: string }) {
  return (
    <span aria-hidden="true" className="flex h-9 w-9 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white">
      {name.trim().charAt(0).toUpperCase() || "?"}
    </span>
  );
}

export function LogoutButton({ className }: { className?: string }) {
  return (
    <Form method="post" action="/logout">
      <button type="submit" className={className}>
        Logout
      </button>
    </Form>
  );
}

/** Bell, avatar initial and a disclosure menu with name, e-mail, Dashboard, Profile and Logout. */
export function UserMenu({ user }: { user: MenuUser }) {
  const unread = useRouteLoaderData<typeof rootLoader>("root")?.unreadNotifications ?? 0;
  const itemClass = "block w-full px-4 py-2 text-left text-sm text-gray-700 hover:bg-gray-100";
  // Students have a notifications page; staff see what is new on their dashboard.
  const notificationsPath = user.role === "admin" ? "/admin" : "/student/notifications";
  return (
    <div className="flex items-center gap-3">
      <Link to={notificationsPath} className="relative rounded-full p-2 text-gray-600 hover:bg-gray-100" aria-label={`Notifications (${unread} unread)`}>
        <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          <path d="M15 17h5l-1.4-1.4A2 2 0 0 1 18 14.2V11a6 6 0 1 0-12 0v3.2c0 .5-.2 1-.6 1.4L4 17h5m6 0v1a3 3 0 1 1-6 0v-1m6 0H9" />
        </svg>
        {unread > 0 ? (
          <span aria-hidden="true" className="absolute -right-0.5 -top-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-red-500 px-1 text-[10px] font-bold text-white">
            {unread > 9 ? "9+" : unread}
          </span>
        ) : null}
      </Link>
      <details className="relative" data-disclosure>
        <summary className="cursor-pointer rounded-full" aria-label="Account menu">
          <Avatar name={user.name} />
        </summary>
        <div className="absolute right-0 z-50 mt-2 w-60 rounded-md bg-white py-1 shadow-lg ring-1 ring-black/5">
          <div className="border-b border-gray-100 px-4 py-2">
            <p className="truncate text-sm font-semibold text-gray-900">{user.name}</p>
            <p className="truncate text-xs text-gray-500">{user.email}</p>
          </div>
          <Link to={homePathFor(user)} className={itemClass}>
            Dashboard
          </Link>
          <Link to={profilePathFor(user)} className={itemClass}>
            Profile
          </Link>
          <LogoutButton className={itemClass} />
        </div>
      </details>
    </div>
  );
}
