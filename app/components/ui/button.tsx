import { Link, type LinkProps, useNavigation } from "@remix-run/react";
import { forwardRef, type ButtonHTMLAttributes } from "react";
import { cn } from "~/components/ui/cn";

const variants = {
  primary: "bg-brand-600 text-white hover:bg-brand-700 focus-visible:outline-brand-600",
  secondary: "bg-white text-gray-900 ring-1 ring-inset ring-gray-300 hover:bg-gray-50 focus-visible:outline-brand-600",
  danger: "bg-red-600 text-white hover:bg-red-700 focus-visible:outline-red-600",
  ghost: "text-gray-700 hover:bg-gray-100 focus-visible:outline-brand-600",
  light: "bg-white text-brand-700 hover:bg-brand-50 focus-visible:outline-white",
} as const;

const sizes = {
  sm: "px-2.5 py-1.5 text-sm",
  md: "px-4 py-2 text-sm",
  lg: "px-6 py-3 text-base",
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

export function buttonClass({ variant = "primary", size = "md", className }: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}) {
  return cn(
    "inline-flex items-center justify-center gap-2 rounded-md font-semibold shadow-sm transition-colors",
    "focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60",
    variants[variant],
    sizes[size],
    className,
  );
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; size?: ButtonSize };

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, className, type = "button", ...props },
  ref,
) {
  return <button ref={ref} type={type} className={buttonClass({ variant, size, className })} {...props} />;
});

export function ButtonLink({ variant, size, className, ...props }: LinkProps & { variant?: ButtonVariant; size?: ButtonSize }) {
  return <Link className={buttonClass({ variant, size, className })} {...props} />;
}

/**
 * A submit button that is disabled and says `pendingText` while its own form is being submitted. Several forms on a
 * page can share an action: give each button a distinct `value` of `intent` to keep their pending states apart.
 */
export function SubmitButton({
  children,
  pendingText,
  name,
  value,
  ...props
}: ButtonProps & { pendingText?: string }) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const mine =
    submitting && (name && value !== undefined ? navigation.formData?.get(String(name)) === String(value) : true);
  return (
    <Button {...props} type="submit" name={name} value={value} disabled={mine || props.disabled} aria-busy={mine || undefined}>
      {mine && pendingText ? pendingText : children}
    </Button>
  );
}
