import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { useRef, useState, type ReactNode } from "react";
import { useAppForm } from "~/components/forms/use-app-form";
import { Button } from "~/components/ui/button";
import { Field, FormError, Input } from "~/components/ui/field";
import { useHydrated } from "~/components/ui/use-hydrated";
import type { Constraint } from "~/domain/forms";
import { useT, type Translate } from "~/i18n/i18n";

type Ceremony = "registration" | "sign-in";

const OPTIONS_PATH: Record<Ceremony, string> = { registration: "/profile/passkey-options", "sign-in": "/login/passkey-options" };

/** What went wrong in the browser, in words: a closed prompt is the common case and is nobody's fault. */
function problemOf(error: unknown, t: Translate) {
  if (error instanceof Error && error.name === "NotAllowedError") return t("auth.passkey.promptClosed");
  if (error instanceof Error && error.name === "InvalidStateError") return t("auth.passkey.alreadyOnDevice");
  if (error instanceof Error && error.message) return error.message;
  return t("auth.passkey.couldNotUse");
}

/**
 * Runs one passkey ceremony when asked: the options from the server (which keeps their challenge in a cookie), then
 * the browser's prompt, then the answer into the form's hidden `response` field and the form sent as a plain post.
 * The WebAuthn helper loads only then, so a page with the button costs nothing more until it is pressed.
 */
function usePasskeyCeremony(ceremony: Ceremony) {
  const formRef = useRef<HTMLFormElement>(null);
  const responseRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formData?.get("response") != null;
  const t = useT();

  async function start() {
    const form = formRef.current;
    if (!form || busy || !form.reportValidity()) return;
    setProblem(null);
    setBusy(true);
    try {
      const { startAuthentication, startRegistration } = await import("@simplewebauthn/browser");
      const answer = await fetch(OPTIONS_PATH[ceremony], { method: "POST", headers: { Accept: "application/json" } });
      const options = await answer.json().catch(() => null);
      if (!answer.ok || !options) throw new Error(options?.message ?? t("auth.passkey.serverCouldNotStart"));
      const response = ceremony === "sign-in" ? await startAuthentication({ optionsJSON: options }) : await startRegistration({ optionsJSON: options });
      responseRef.current!.value = JSON.stringify(response);
      form.requestSubmit();
      // the post has read it: a later Enter must not send this answer (its challenge is used) again
      responseRef.current!.value = "";
    } catch (error) {
      setProblem(problemOf(error, t));
    } finally {
      setBusy(false);
    }
  }

  return { formRef, responseRef, problem, busy: busy || submitting, start };
}

function NeedsJavaScript({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-md bg-gray-50 p-3 text-sm text-gray-700" data-testid="passkey-needs-javascript">
      {children}
    </p>
  );
}

/** Without JavaScript (or before it runs) a passkey cannot be used: the page says so instead of showing a dead button. */
function usePasskeySupport() {
  const hydrated = useHydrated();
  if (!hydrated) return "no-javascript" as const;
  return typeof window.PublicKeyCredential === "function" ? ("supported" as const) : ("unsupported" as const);
}

/** The log-in page's "Sign in with a passkey": no e-mail to type, the passkey names its account. */
export function PasskeySignIn({ redirectTo, lastResult }: { redirectTo: string; lastResult?: SubmissionResult<string[]> | null }) {
  const support = usePasskeySupport();
  const { formRef, responseRef, problem, busy, start } = usePasskeyCeremony("sign-in");
  const [form, fields] = useAppForm<{ response: string }>({ id: "passkey-sign-in", lastResult });
  const t = useT();
  if (support === "no-javascript") return <NeedsJavaScript>{t("auth.passkey.signInNeedsJavaScript")}</NeedsJavaScript>;
  if (support === "unsupported") return <NeedsJavaScript>{t("auth.passkey.unsupported")}</NeedsJavaScript>;
  const errors = problem ? [problem] : [...(form.errors ?? []), ...(fields.response.errors ?? [])];
  return (
    <Form method="post" {...getFormProps(form)} ref={formRef} className="space-y-3">
      <input type="hidden" name="intent" value="passkey" />
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      <input type="hidden" name="response" ref={responseRef} />
      <FormError errors={errors} id={form.errorId} />
      <Button variant="secondary" className="w-full" onClick={start} disabled={busy}>
        {busy ? t("auth.passkey.waiting") : t("auth.passkey.signIn")}
      </Button>
    </Form>
  );
}

/** The security page's "Add a passkey": a name (suggested from this browser), then the browser's prompt. */
export function AddPasskeyForm({ suggestedName, constraint, lastResult }: { suggestedName: string; constraint: Constraint; lastResult?: SubmissionResult<string[]> | null }) {
  const support = usePasskeySupport();
  const { formRef, responseRef, problem, busy, start } = usePasskeyCeremony("registration");
  const [form, fields] = useAppForm<{ name: string; response: string }>({ id: "add-passkey", lastResult, constraint, defaultValue: { name: suggestedName } });
  const t = useT();
  if (support === "no-javascript") return <NeedsJavaScript>{t("auth.passkey.addNeedsJavaScript")}</NeedsJavaScript>;
  if (support === "unsupported") return <NeedsJavaScript>{t("auth.passkey.unsupported")}</NeedsJavaScript>;
  const errors = problem ? [problem] : [...(form.errors ?? []), ...(fields.response.errors ?? [])];
  const formProps = getFormProps(form);
  return (
    <Form
      method="post"
      {...formProps}
      ref={formRef}
      // Enter in the name field starts the prompt too: the form goes to the server only with the passkey's answer
      onSubmit={(event) => {
        if (responseRef.current?.value) return formProps.onSubmit(event);
        event.preventDefault();
        void start();
      }}
      className="mt-4 flex flex-wrap items-end gap-x-3"
    >
      <input type="hidden" name="intent" value="add-passkey" />
      <input type="hidden" name="response" ref={responseRef} />
      <Field label={t("auth.passkey.newName")} id={fields.name.id} errors={fields.name.errors} className="min-w-0 flex-1 basis-56">
        {(control) => <Input {...getInputProps(fields.name, { type: "text", ariaAttributes: false })} {...control} autoComplete="off" />}
      </Field>
      <div className="pb-6">
        <Button onClick={start} disabled={busy}>
          {busy ? t("auth.passkey.waiting") : t("auth.passkey.add")}
        </Button>
      </div>
      <div className="basis-full">
        <FormError errors={errors} id={form.errorId} />
      </div>
    </Form>
  );
}
