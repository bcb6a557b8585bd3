import { Dialog as HeadlessDialog, DialogPanel, DialogTitle } from "@headlessui/react";
import type { ReactNode } from "react";

/**
 * A modal for JavaScript users. Its content must also exist as a page of its own (the link that opens it points
 * there), so that without JavaScript the same form works as a plain page.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <HeadlessDialog open={open} onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-gray-900/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center overflow-y-auto p-4">
        <DialogPanel className="w-full max-w-lg rounded-lg bg-white p-6 shadow-xl">
          <DialogTitle className="text-lg font-semibold text-gray-900">{title}</DialogTitle>
          {description ? <div className="mt-1 text-sm text-gray-600">{description}</div> : null}
          <div className="mt-4">{children}</div>
        </DialogPanel>
      </div>
    </HeadlessDialog>
  );
}
