import { cn } from "~/components/ui/cn";
import { Link } from "@remix-run/react";

/** Links between the time slots' two views, the paged list and the week; the current one is marked for all. */
export function TimeSlotViewSwitch({ current }: { current: "list" | "week" }) {
  const option = (view: "list" | "week", to: string, label: string) => (
    <Link
      to={to}
      aria-current={current === view ? "page" : undefined}
      className={cn(
        "px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600",
        current === view ? "bg-brand-600 text-white" : "bg-white text-gray-700 hover:bg-gray-50",
      )}
    >
      {label}
    </Link>
  );
  return (
    <nav aria-label="Time slot views" className="inline-flex overflow-hidden rounded-md ring-1 ring-gray-300">
      {option("list", "/admin/time-slots", "List")}
      {option("week", "/admin/time-slots/week", "Week")}
    </nav>
  );
}
