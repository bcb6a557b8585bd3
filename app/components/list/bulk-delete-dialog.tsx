import { Form } from "@remix-run/react";
import { SubmitButton } from "~/components/ui/button";
import { useT } from "~/i18n/i18n";
import { CancelLink, RouteDialog } from "./route-dialog";

/** The "Delete Multiple Items" confirmation: what will go, and one form that posts their ids. */
export function BulkDeleteDialog({ closeTo, items }: { closeTo: string; items: Array<{ id: number; label: string }> }) {
  const t = useT();
  const count = items.length;
  return (
    <RouteDialog title={t("common.bulkDelete.title")} description={t("common.bulkDelete.description", { count })} closeTo={closeTo}>
      <ul className="max-h-48 list-disc space-y-1 overflow-y-auto pl-5 text-sm text-gray-700">
        {items.map((item) => (
          <li key={item.id}>{item.label}</li>
        ))}
      </ul>
      <Form method="post" className="mt-6 flex justify-end gap-2">
        {items.map((item) => (
          <input key={item.id} type="hidden" name="ids" value={item.id} />
        ))}
        <CancelLink to={closeTo} />
        <SubmitButton variant="danger" pendingText={t("common.bulkDelete.pending")}>
          {t("common.bulkDelete.confirm", { count })}
        </SubmitButton>
      </Form>
    </RouteDialog>
  );
}
