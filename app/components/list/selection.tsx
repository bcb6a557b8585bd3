import { Form } from "@remix-run/react";
import { useEffect, useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { useHydrated } from "~/components/ui/use-hydrated";
import { useT } from "~/i18n/i18n";
import { HiddenParams, useKeptParams } from "./list-state";

/** Checked rows of the current page; a new page of rows starts with none checked. */
export function useRowSelection(ids: number[]) {
  const [selected, setSelected] = useState<Set<number>>(() => new Set());
  const key = ids.join(",");
  useEffect(() => setSelected(new Set()), [key]);
  const toggle = (id: number, checked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });
  const toggleAll = (checked: boolean) => setSelected(checked ? new Set(ids) : new Set());
  return { selected, toggle, toggleAll, allSelected: ids.length > 0 && ids.every((id) => selected.has(id)) };
}

/**
 * The bulk delete: a GET form that opens the confirmation (a page without JavaScript, a dialog with it). The row
 * checkboxes join it through their `form` attribute, since rows hold forms of their own and forms cannot nest.
 * With nothing ticked it says why nothing happens: next to the button with JavaScript, in the toast of the
 * confirmation route's redirect without it. The button stays enabled, so it can be reached and its reason heard.
 */
export function BulkDeleteForm({ formId, action, count, noun }: { formId: string; action: string; count: number; noun: string }) {
  const t = useT();
  const hydrated = useHydrated();
  const kept = useKeptParams(["ids"]);
  const messageId = useId();
  const [askedWithNone, setAskedWithNone] = useState(false);
  const showMessage = askedWithNone && count === 0;
  return (
    <Form
      id={formId}
      method="get"
      action={action}
      preventScrollReset
      className="flex flex-wrap items-center gap-3"
      onSubmit={(event) => {
        if (count > 0) return;
        event.preventDefault();
        setAskedWithNone(true);
      }}
    >
      <HiddenParams params={kept} />
      <Button type="submit" variant="danger" size="sm" aria-describedby={showMessage ? messageId : undefined}>
        {hydrated ? t("common.list.deleteSelectedCount", { count }) : t("common.list.deleteSelected")}
      </Button>
      <p id={messageId} role="status" className="text-sm text-red-700">
        {showMessage ? t("common.list.selectAtLeastOne", { noun }) : null}
      </p>
    </Form>
  );
}

export function RowCheckbox({
  id,
  label,
  formId,
  selection,
}: {
  id: number;
  label: string;
  formId: string;
  selection: ReturnType<typeof useRowSelection>;
}) {
  return (
    <input
      type="checkbox"
      name="ids"
      value={id}
      form={formId}
      aria-label={label}
      checked={selection.selected.has(id)}
      onChange={(event) => selection.toggle(id, event.currentTarget.checked)}
      className="h-4 w-4 rounded border-gray-300 text-brand-600 focus:ring-brand-500"
    />
  );
}

/** Select every row of the page; it needs JavaScript, so it appears only once the page is hydrated. */
export function SelectAllCheckbox({ selection, label }: { selection: ReturnType<typeof useRowSelection>; label: string }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <input
      type="checkbox"
      aria-label={label}
      checked={selection.allSelected}
      onChange={(event) => selection.toggleAll(event.currentTarget.checked)}
      className="h-4 w-4 rounded border-gray-300 text-brand-600 focus:ring-brand-500"
    />
  );
}
