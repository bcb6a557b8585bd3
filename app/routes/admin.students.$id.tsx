import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, NavLink, Outlet, useLoaderData } from "@remix-run/react";
import { accountLifecycle } from "~/domain/account-lifecycle";
import { AccountStateBadge } from "~/components/admin/account-badges";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { cn } from "~/components/ui/cn";
import { requireCaseStudent } from "~/features/case/case-student.server";
import { seoMeta } from "~/utils/meta";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  seoMeta(data ? `Student: ${data.student.name}` : "Student", "A student's case: profile, university applications, document checklist and conversation.", matches);

/** The case's header for every tab: who the student is and who counsels them. Each tab loads its own data. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { student } = await requireCaseStudent(request, params.id);
  return {
    student: {
      id: student.id,
      name: student.name,
      email: student.email,
      phone: student.phone,
      state: accountLifecycle(student),
      counsellor: student.counsellor ? { id: student.counsellor.id, name: student.counsellor.name } : null,
    },
  };
}

const tabs = (id: number) => [
  { to: `/admin/students/${id}`, label: "Overview", end: true },
  { to: `/admin/students/${id}/applications`, label: "Applications" },
  { to: `/admin/students/${id}/checklist`, label: "Checklist" },
  { to: `/admin/conversations/${id}`, label: "Conversation" },
];

export default function StudentCaseLayout() {
  const { student } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <Link to="/admin/students" className="text-sm font-medium text-brand-700 hover:underline">
        ← Back to Students
      </Link>
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <p className="text-sm text-gray-500">Student #{student.id}</p>
          <h1 className="mt-1 break-words text-2xl font-bold text-gray-900">{student.name}</h1>
          <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-gray-600">
            <a href={`mailto:${student.email}`} className="break-all text-brand-700 underline">
              {student.email}
            </a>
            <span>{student.phone ?? "No phone given"}</span>
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span data-testid="case-counsellor">
            Counsellor: <strong className="font-semibold text-gray-900">{student.counsellor?.name ?? "Unassigned"}</strong>
          </span>
          {student.state === "active" ? null : <AccountStateBadge state={student.state} />}
        </div>
      </header>
      <nav aria-label="Case" className="flex flex-wrap gap-1 border-b border-gray-200">
        {tabs(student.id).map((tab) => (
          <NavLink
            key={tab.to}
            to={tab.to}
            end={tab.end}
            className={({ isActive }) =>
              cn("-mb-px border-b-2 px-4 py-2 text-sm font-medium", isActive ? "border-brand-600 text-brand-700" : "border-transparent text-gray-600 hover:text-gray-900")
            }
          >
            {tab.label}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
