import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { SubmitButton } from "~/components/ui/button";
import { CancelLink, RouteDialog } from "./route-dialog";

/**
 * The confirmation of an irreversible row action (Reject, Issue Refund): a dialog route over its list with
 * JavaScript, a page of its own without. It names the record and what happens; Cancel comes first, so it takes the
 * dialog's first focus, and the form posts the action to the confirmation's own route.
 */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  pendingText,
  closeTo,
}: {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  pendingText: string;
  closeTo: string;
}) {
  return (
    <RouteDialog title={title} closeTo={closeTo}>
      <div className="text-sm text-gray-700">{message}</div>
      <Form method="post" preventScrollReset className="mt-6 flex justify-end gap-2">
        <CancelLink to={closeTo} />
        <SubmitButton variant="danger" pendingText={pendingText}>
          {confirmLabel}
        </SubmitButton>
      </Form>
    </RouteDialog>
  );
}
