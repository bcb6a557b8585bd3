import { Dialog as HeadlessDialog, DialogPanel, DialogTitle } from "@headlessui/react";
import { useCallback, useRef, type ReactNode } from "react";

const FIELD = "input:not([type=hidden]):not([disabled]), select:not([disabled]), textarea:not([disabled])";
const FOCUSABLE = "a[href], button:not([disabled]), [tabindex]:not([tabindex='-1'])";

function isShown(element: HTMLElement) {
  return element.tabIndex >= 0 && element.getClientRects().length > 0;
}

/**
 * What the dialog focuses when it opens: its first field; without one (a confirmation), its first link or button,
 * which is the least destructive action (Cancel comes before Delete); else its title. Left alone, the headless
 * dialog would focus its own zero-height container and nothing visible would have focus.
 */
function initialFocusTarget(panel: HTMLElement) {
  const field = Array.from(panel.querySelectorAll<HTMLElement>(FIELD)).find(isShown);
  const control = Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE)).find(isShown);
  return field ?? control ?? panel.querySelector<HTMLElement>("[data-dialog-title]");
}

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
  const initialFocus = useRef<HTMLElement | null>(null);
  // The panel mounts (and this runs) before the dialog's focus trap looks for its initial focus.
  const panelRef = useCallback((panel: HTMLDivElement | null) => {
    if (panel) initialFocus.current = initialFocusTarget(panel);
  }, []);
  return (
    <HeadlessDialog open={open} onClose={onClose} initialFocus={initialFocus} className="relative z-50">
      <div className="fixed inset-0 bg-gray-900/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center overflow-y-auto p-4">
        <DialogPanel ref={panelRef} className="w-full max-w-lg rounded-lg bg-white p-6 shadow-xl">
          <DialogTitle data-dialog-title tabIndex={-1} className="text-lg font-semibold text-gray-900">
            {title}
          </DialogTitle>
          {description ? <div className="mt-1 text-sm text-gray-600">{description}</div> : null}
          <div className="mt-4">{children}</div>
        </DialogPanel>
      </div>
    </HeadlessDialog>
  );
}
