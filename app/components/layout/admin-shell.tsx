import { Link, NavLink } from "@remix-run/react";
import {
  BriefcaseBusiness,
  CalendarClock,
  CreditCard,
  FileText,
  GraduationCap,
  Inbox,
  Landmark,
  Contact,
  LayoutDashboard,
  Mail,
  MessageCircle,
  MessageSquareText,
  MessagesSquare,
  Newspaper,
  Mic,
  Presentation,
  ScrollText,
  Settings,
  University,
  UserRound,
  Users,
  type IconNode,
} from "lucide";
import { useState, type ReactNode } from "react";
import { NotificationBell } from "./notification-bell";
import { useSiteSettings } from "./use-site-settings";
import { useFocusReturn } from "~/components/ui/focus-return";
import { Icon } from "~/components/ui/icon";
import { Avatar, LogoutButton, type MenuUser } from "./user-menu";
import { canOpenArea, type StaffArea } from "~/domain/roles";
import { initials } from "~/domain/text";
import { cn } from "~/components/ui/cn";
import { useHydrated } from "~/components/ui/use-hydrated";

/**
 * A sidebar entry: `icon` is a Lucide icon's shapes, drawn aria-hidden beside the label. `area` is the part of the
 * admin area its page belongs to (the case work unless it says otherwise): a sidebar lists only the entries its
 * role may open (decisions 092 and 114).
 */
export type AdminNavItem = {
  to: string;
  label: string;
  icon: IconNode;
  end?: true;
  area?: Exclude<StaffArea, "case">;
};

/** Icons for the staff screens added beside this list (users, inquiries, audit log), so each is one NAV line. */
export const STAFF_NAV_ICONS = {
  users: Users,
  inquiries: Inbox,
  auditLog: ScrollText,
} satisfies Record<string, IconNode>;

export const ADMIN_NAV: readonly AdminNavItem[] = [
  { to: "/admin", label: "Dashboard", icon: LayoutDashboard, end: true },
  { to: "/admin/students", label: "Students", icon: Contact },
  { to: "/admin/conversations", label: "Conversations", icon: MessageCircle },
  {
    to: "/admin/university-applications",
    label: "Universities",
    icon: University,
  },
  { to: "/admin/sop-applications", label: "SOP Applications", icon: FileText },
  {
    to: "/admin/payment-histories",
    label: "Payments",
    icon: CreditCard,
    area: "admin",
  },
  {
    to: "/admin/interview-applications",
    label: "Interviews",
    icon: BriefcaseBusiness,
  },
  {
    to: "/admin/speaking-mock-applications",
    label: "Speaking Mock",
    icon: Mic,
  },
  {
    to: "/admin/demo-class-applications",
    label: "Demo Classes",
    icon: Presentation,
  },
  {
    to: "/admin/free-counseling-applications",
    label: "Counseling",
    icon: MessagesSquare,
  },
  { to: "/admin/loan-applications", label: "Loans", icon: Landmark },
  {
    to: "/admin/services",
    label: "Services",
    icon: GraduationCap,
    area: "admin",
  },
  { to: "/admin/time-slots", label: "Time Slots", icon: CalendarClock },
  {
    to: "/admin/inquiries",
    label: "Inquiries",
    icon: STAFF_NAV_ICONS.inquiries,
  },
  { to: "/admin/messages", label: "Messages", icon: MessageSquareText },
  { to: "/admin/content", label: "Content", icon: Newspaper, area: "content" },
  {
    to: "/admin/users",
    label: "Users",
    icon: STAFF_NAV_ICONS.users,
    area: "admin",
  },
  { to: "/admin/mail", label: "Mail", icon: Mail, area: "admin" },
  {
    to: "/admin/audit-log",
    label: "Audit Log",
    icon: STAFF_NAV_ICONS.auditLog,
    area: "admin",
  },
  { to: "/admin/settings", label: "Settings", icon: Settings, area: "admin" },
];

/** The sidebar a staff member sees: every entry for an admin, the case work for a counsellor, the content for an editor. */
export function navFor(
  user: { role: string },
  items: readonly AdminNavItem[] = ADMIN_NAV
) {
  return items.filter((item) => canOpenArea(user, item.area ?? "case"));
}

const NOTIFICATIONS_PATH = "/admin/notifications";
const BELL_CLASS = "text-gray-200 hover:bg-gray-800 hover:text-white";
const SIDEBAR_ID = "admin-sidebar";

function AdminNav({
  user,
  collapsed,
}: {
  user: MenuUser;
  collapsed: boolean;
}) {
  return (
    <ul className="space-y-1">
      {navFor(user).map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            end={item.end}
            title={item.label}
            className={({ isActive }) =>
              cn(
                "flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium",
                isActive
                  ? "bg-brand-600 text-white"
                  : "text-gray-300 hover:bg-gray-800 hover:text-white"
              )
            }
          >
            <Icon icon={item.icon} className="h-5 w-5 shrink-0" />
            <span className={cn(collapsed && "lg:sr-only")}>{item.label}</span>
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

export function AdminShell({
  user,
  children,
}: {
  user: MenuUser;
  children: ReactNode;
}) {
  // Every route change starts at the top through <ScrollRestoration>; links that open a dialog over a list
  // opt out with preventScrollReset, which a scroll effect here would override.
  const [collapsed, setCollapsed] = useState(false);
  const { siteName } = useSiteSettings();
  // Collapsing is a script-only nicety: without JavaScript the button would do nothing, so it is not there.
  const hydrated = useHydrated();
  useFocusReturn();

  return (
    // From lg up the sidebar is a column of the page's own flex row, so its dark background runs the page's full
    // height however long the page is; its contents stay in view (sticky). A fixed sidebar the height of the screen
    // left the rest of the left column white on long pages.
    <div className="group/shell min-h-screen bg-gray-50 lg:flex">
      <div className="sticky top-0 z-40 flex h-14 items-center justify-between bg-gray-900 px-4 lg:hidden">
        <Link to="/admin" className="min-w-0 truncate font-bold text-white">
          {siteName} Admin
        </Link>
        <div className="flex items-center gap-1">
          <NotificationBell to={NOTIFICATIONS_PATH} className={BELL_CLASS} />
          <details data-disclosure data-drawer data-testid="admin-drawer">
            <summary
              className="cursor-pointer rounded p-2 text-gray-200"
              aria-label="Open menu"
              aria-controls={SIDEBAR_ID}
            >
              ☰
            </summary>
          </details>
        </div>
      </div>

      {/* One sidebar for every width: on a phone the drawer's <details> above shows it, with or without JavaScript. */}
      <aside
        id={SIDEBAR_ID}
        className={cn(
          "fixed inset-y-0 left-0 z-50 hidden w-64 flex-col bg-gray-900 shadow-xl group-has-[[data-drawer][open]]/shell:flex",
          "lg:relative lg:inset-auto lg:z-40 lg:flex lg:shrink-0 lg:shadow-none lg:transition-[width]",
          collapsed && "lg:w-20"
        )}
      >
        <div className="flex min-h-0 flex-1 flex-col lg:sticky lg:top-0 lg:h-screen lg:flex-none">
          <div className="hidden h-16 items-center justify-between px-4 lg:flex">
            <Link
              to="/admin"
              className="min-w-0 truncate text-lg font-bold text-white"
              title={`${siteName} Admin`}
            >
              {collapsed ? initials(siteName) : `${siteName} Admin`}
            </Link>
            {hydrated ? (
              <button
                type="button"
                onClick={() => setCollapsed((value) => !value)}
                className="inline-flex h-7 w-7 shrink-0 items-center justify-center rounded text-gray-400 hover:bg-gray-800 hover:text-white"
                aria-label={collapsed ? "Expand sidebar" : "Collapse sidebar"}
                aria-expanded={!collapsed}
              >
                {collapsed ? "»" : "«"}
              </button>
            ) : null}
          </div>
          <div
            className={cn(
              "flex items-center gap-3 border-b border-gray-800 px-4 py-3 lg:border-t",
              collapsed && "lg:flex-col lg:justify-center lg:gap-2"
            )}
          >
            <Avatar name={user.name} />
            <div className={cn("min-w-0 flex-1", collapsed && "lg:sr-only")}>
              <p className="truncate text-sm font-semibold text-white">
                {user.name}
              </p>
              <p className="truncate text-xs text-gray-400">{user.email}</p>
            </div>
            <NotificationBell
              to={NOTIFICATIONS_PATH}
              className={cn(BELL_CLASS, "hidden lg:block")}
            />
          </div>
          <nav aria-label="Admin" className="flex-1 overflow-y-auto px-3 py-4">
            <AdminNav user={user} collapsed={collapsed} />
          </nav>
          <div className="space-y-1 border-t border-gray-800 p-3">
            <Link
              to="/admin/profile"
              title="Profile"
              className="flex items-center gap-3 rounded-md px-3 py-2 text-sm text-gray-300 hover:bg-gray-800 hover:text-white"
            >
              <Icon icon={UserRound} className="h-5 w-5 shrink-0" />
              <span className={cn(collapsed && "lg:sr-only")}>Profile</span>
            </Link>
            <LogoutButton className="w-full rounded-md px-3 py-2 text-left text-sm text-gray-300 hover:bg-gray-800 hover:text-white" />
          </div>
        </div>
      </aside>

      <main
        id="main"
        className="px-4 py-8 sm:px-6 lg:min-w-0 lg:flex-1 lg:px-8"
      >
        {children}
      </main>
    </div>
  );
}
