import { useEffect, useState } from "react";
import { cn } from "~/components/ui/cn";
import { useT } from "~/i18n/i18n";

export type ToastData = { type: "success" | "error" | "info"; title: string; description?: string };

const AUTO_DISMISS_MS = 6000;

/**
 * Server-rendered, so it shows without JavaScript; with JavaScript it can be dismissed and fades on its own. It sits
 * in a bottom corner: without JavaScript it stays until the next page and must not cover the header's buttons.
 */
export function Toaster({ toast }: { toast: ToastData | null }) {
  const t = useT();
  const [visible, setVisible] = useState<ToastData | null>(toast);

  useEffect(() => {
    setVisible(toast);
    if (!toast) return;
    const timer = setTimeout(() => setVisible(null), AUTO_DISMISS_MS);
    return () => clearTimeout(timer);
  }, [toast]);

  return (
    <div aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-4 z-[60] flex justify-center px-4 sm:justify-end">
      {visible ? (
        <div
          role={visible.type === "error" ? "alert" : "status"}
          data-testid="toast"
          className={cn(
            "pointer-events-auto w-full max-w-sm rounded-lg border p-4 shadow-lg",
            visible.type === "error" ? "border-red-200 bg-red-50 text-red-900" : "border-green-200 bg-white text-gray-900",
          )}
        >
          <div className="flex items-start gap-3">
            <div className="flex-1">
              <p className="text-sm font-semibold">{visible.title}</p>
              {visible.description ? <p className="mt-1 text-sm text-gray-600">{visible.description}</p> : null}
            </div>
            <button type="button" onClick={() => setVisible(null)} className="text-gray-500 hover:text-gray-700" aria-label={t("common.toast.dismiss")}>
              ×
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
