import { Form, useSearchParams } from "@remix-run/react";
import { LIST_PARAMS, parseListView, viewSearch, type ListSpec, type ListView } from "~/domain/list-query";
import { cn } from "~/components/ui/cn";
import { useT } from "~/i18n/i18n";
import { HiddenParams } from "./list-state";

/**
 * Without a choice the list shows cards under 768 px and a table above; the toggle pins one view in the URL.
 * With no choice made, the highlighted button follows the width through CSS.
 *
 * Two toggle buttons (`aria-pressed`) in a GET form, so it works without JavaScript: the pressed one carries no
 * `view` value and so unpins the view; the other pins its own. The rest of the list's state rides in hidden fields.
 */
export function ViewToggle<SortKey extends string, Filters>({ spec }: { spec: ListSpec<SortKey, Filters> }) {
  const t = useT();
  const [searchParams] = useSearchParams();
  const view = parseListView(searchParams, spec);
  const kept = [...new URLSearchParams(viewSearch(searchParams, spec, null)).entries()];
  const option = (value: ListView, label: string, autoActive: string, autoIdle: string) => {
    const active = view === value;
    return (
      <button
        type="submit"
        name={active ? undefined : LIST_PARAMS.view}
        value={active ? undefined : value}
        aria-pressed={active}
        className={cn(
          "px-3 py-1.5 text-sm font-medium",
          view === null ? cn(autoActive, autoIdle) : active ? "bg-brand-600 text-white" : "bg-white text-gray-700 hover:bg-gray-50",
        )}
      >
        {label}
      </button>
    );
  };
  return (
    <Form method="get" preventScrollReset role="group" aria-label={t("common.list.view")} className="inline-flex overflow-hidden rounded-md ring-1 ring-gray-300">
      <HiddenParams params={kept} />
      {option("table", t("common.list.viewTable"), "md:bg-brand-600 md:text-white", "bg-white text-gray-700")}
      {option("cards", t("common.list.viewCards"), "bg-brand-600 text-white", "md:bg-white md:text-gray-700")}
    </Form>
  );
}
