import { Form, Link } from "@remix-run/react";
import { homePathFor, isStaff, profilePathFor } from "~/domain/roles";
import { useT } from "~/i18n/i18n";
import { NotificationBell } from "./notification-bell";

/** Each area has its notifications page; the bell of the site header leads to the signed-in user's. */
function notificationsPathFor(user: { role: string }) {
  return isStaff(user) ? "/admin/notifications" : "/student/notifications";
}

export type MenuUser = { name: string; email: string; role: string };

export function Avatar({ name }: { name: string }) {
  return (
    <span aria-hidden="true" className="flex h-9 w-9 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white">
      {name.trim().charAt(0).toUpperCase() || "?"}
    </span>
  );
}

export function LogoutButton({ className }: { className?: string }) {
  const t = useT();
  return (
    <Form method="post" action="/logout">
      <button type="submit" className={className}>
        {t("common.nav.logout")}
      </button>
    </Form>
  );
}

/** Bell, avatar initial and a disclosure menu with name, e-mail, Dashboard, Profile and Logout. */
export function UserMenu({ user }: { user: MenuUser }) {
  const t = useT();
  const itemClass = "block w-full px-4 py-2 text-left text-sm text-gray-700 hover:bg-gray-100";
  return (
    <div className="flex items-center gap-3">
      <NotificationBell to={notificationsPathFor(user)} className="text-gray-600 hover:bg-gray-100" />
      <details className="relative" data-disclosure>
        <summary className="cursor-pointer rounded-full" aria-label={t("common.userMenu.label")}>
          <Avatar name={user.name} />
        </summary>
        <div className="absolute right-0 z-50 mt-2 w-60 rounded-md bg-white py-1 shadow-lg ring-1 ring-black/5">
          <div className="border-b border-gray-100 px-4 py-2">
            <p className="truncate text-sm font-semibold text-gray-900">{user.name}</p>
            <p className="truncate text-xs text-gray-500">{user.email}</p>
          </div>
          <Link to={homePathFor(user)} className={itemClass}>
            {t("common.nav.dashboard")}
          </Link>
          <Link to={profilePathFor(user)} className={itemClass}>
            {t("common.nav.profile")}
          </Link>
          <LogoutButton className={itemClass} />
        </div>
      </details>
    </div>
  );
}
