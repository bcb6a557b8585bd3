import { forwardRef, useState, type InputHTMLAttributes } from "react";
import { Input } from "~/components/ui/field";
import { cn } from "~/components/ui/cn";
import { useHydrated } from "~/components/ui/use-hydrated";
import { useT } from "~/i18n/i18n";

/** A password input whose Show/Hide control appears once JavaScript runs; without it the input is a plain one. */
export const PasswordInput = forwardRef<HTMLInputElement, Omit<InputHTMLAttributes<HTMLInputElement>, "type">>(function PasswordInput(
  { className, ...props },
  ref,
) {
  const hydrated = useHydrated();
  const [visible, setVisible] = useState(false);
  const t = useT();
  return (
    <div className="relative">
      <Input ref={ref} {...props} type={visible ? "text" : "password"} className={cn(hydrated && "pr-16", className)} />
      {hydrated ? (
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-controls={props.id}
          aria-pressed={visible}
          aria-label={visible ? t("auth.password.hideLabel") : t("auth.password.showLabel")}
          className="absolute inset-y-0 right-0 rounded-r-md px-3 text-sm font-medium text-gray-600 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {visible ? t("auth.password.hide") : t("auth.password.show")}
        </button>
      ) : null}
    </div>
  );
});
