import { Form } from "@remix-run/react";
import { useEffect, useState } from "react";
import { Button } from "~/components/ui/button";
import { useHydrated } from "~/utils/use-hydrated";
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
 */
export function BulkDeleteForm({ formId, action, count }: { formId: string; action: string; count: number }) {
  const hydrated = useHydrated();
  const kept = useKeptParams(["ids"]);
  return (
    <Form id={formId} method="get" action={action} preventScrollReset>
      <HiddenParams params={kept} />
      <Button type="submit" variant="danger" size="sm" disabled={hydrated && count === 0}>
        {hydrated ? `Delete selected (${count})` : "Delete selected"}
      </Button>
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
