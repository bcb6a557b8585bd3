import { Form, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { SubmitButton, type ButtonVariant } from "~/components/ui/button";
import { T, useT } from "~/i18n/i18n";

export type VerificationMailIntent = "resend" | "resend-change" | "cancel-change";

/**
 * A button that posts to /verify-email (a plain form: it works without JavaScript) and comes back to this page with a
 * toast.
 */
export function VerificationMailButton({ intent, variant = "primary", children, pendingText }: { intent: VerificationMailIntent; variant?: ButtonVariant; children: ReactNode; pendingText: string }) {
  const { pathname, search } = useLocation();
  return (
    <Form method="post" action="/verify-email" className="inline">
      <input type="hidden" name="redirectTo" value={`${pathname}${search}`} />
      <SubmitButton name="intent" value={intent} size="sm" variant={variant} pendingText={pendingText}>
        {children}
      </SubmitButton>
    </Form>
  );
}

/** Shown to an account whose address waits for its link, wherever it would book, order, pay or upload. */
export function EmailVerificationBanner({ email }: { email: string }) {
  const t = useT();
  return (
    <section aria-labelledby="verify-email-heading" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="verify-email-heading" className="font-semibold">
            {t("account.emailVerification.heading")}
          </h2>
          <p className="mt-1">
            <T k="account.emailVerification.sentTo" values={{ email }} components={{ 0: <span className="font-medium break-all" /> }} />
          </p>
        </div>
        <VerificationMailButton intent="resend" pendingText={t("account.emailVerification.sending")}>
          {t("account.emailVerification.sendAgain")}
        </VerificationMailButton>
      </div>
    </section>
  );
}
