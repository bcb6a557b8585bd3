import type { LoaderFunctionArgs } from "@remix-run/node";
import { NavLink, Outlet } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { cn } from "~/components/ui/cn";
import { CONTENT_SECTIONS } from "~/domain/content";
import { requireContentEditor } from "~/auth/session.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireContentEditor(request);
  return null;
}

/** The content area's frame: its own sections' tabs above each of its pages (decision 114). */
export default function ContentLayout() {
  return (
    <div className="space-y-6">
      <nav aria-label="Content" className="overflow-x-auto">
        <ul className="flex gap-1 border-b border-gray-200">
          {CONTENT_SECTIONS.map((section) => (
            <li key={section.to}>
              <NavLink
                to={section.to}
                end={section.end}
                className={({ isActive }) =>
                  cn("block whitespace-nowrap border-b-2 px-3 py-2 text-sm font-medium", isActive ? "border-brand-600 text-brand-700" : "border-transparent text-gray-600 hover:text-gray-900")
                }
              >
                {section.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
