import { getFormProps, getInputProps } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { PasswordInput } from "~/components/auth/password-input";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { useAppForm } from "~/components/forms/use-app-form";
import { SubmitButton } from "~/components/ui/button";
import { Field, FormError, Input } from "~/components/ui/field";
import { translator } from "~/i18n/catalogs.server";
import { useT } from "~/i18n/i18n";
import { getLocale } from "~/i18n/locale.server";
import { cancelAccountDeletion, KeepNeedsSecondFactorError, NoPendingDeletionError } from "~/models/account-deletion.server";
import { InvalidTwoFactorCodeError } from "~/models/two-factor.server";
import { replyWithErrors } from "~/utils/form-reply.server";
import { readFormData } from "~/utils/http.server";
import { seoMeta } from "~/utils/meta";
import { consumeAttempt, RateLimitedError, rateLimitHeaders } from "~/auth/rate-limit.server";
import { redirectWithToast } from "~/utils/toast.server";
import { keepAccountSchema } from "./schema.server";

export const headers = rateLimitHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => (data ? seoMeta(data.meta.title, data.meta.description, matches) : []);

export async function loader({ request }: LoaderFunctionArgs) {
  const t = translator(await getLocale(request));
  return {
    constraint: getZodConstraint(keepAccountSchema),
    meta: { title: t("auth.keepAccount.title"), description: t("auth.keepAccount.metaDescription") },
  };
}

/**
 * The owner of an account waiting for its erasure keeps it with its e-mail and password, and the second factor of an
 * account with two-factor (attempts limited like a log-in). A missing code is asked for with the e-mail kept; the
 * password is typed again, as on every form.
 */
export async function action({ request }: ActionFunctionArgs) {
  const formData = await readFormData(request);
  const submission = parseWithZod(formData, { schema: keepAccountSchema });
  if (submission.status !== "success") return replyWithErrors(request, submission, { hideFields: ["password", "code"] });
  try {
    const attempt = await consumeAttempt("login", request, submission.value.email);
    try {
      await cancelAccountDeletion(submission.value);
    } catch (error) {
      // not a failure: the password was right, and the code is asked for next, as the log-in's second step does
      if (error instanceof KeepNeedsSecondFactorError) await attempt.refund();
      throw error;
    }
    await attempt.refund();
  } catch (error) {
    if (error instanceof RateLimitedError) return replyWithErrors(request, submission, { status: 429, headers: error.headers, hideFields: ["password", "code"], formErrors: [error.message] });
    if (error instanceof NoPendingDeletionError) return replyWithErrors(request, submission, { hideFields: ["password", "code"], formErrors: [error.message] });
    if (error instanceof KeepNeedsSecondFactorError) return replyWithErrors(request, submission, { hideFields: ["password"], fieldErrors: { code: [error.message] } });
    if (error instanceof InvalidTwoFactorCodeError) return replyWithErrors(request, submission, { hideFields: ["password", "code"], fieldErrors: { code: [error.message] } });
    throw error;
  }
  return redirectWithToast("/login", { type: "success", title: "Account kept", description: "Your account is open again: sign in as before." });
}

export default function KeepMyAccountPage() {
  const { constraint } = useLoaderData<typeof loader>();
  const [form, fields] = useAppForm({ id: "keep-account", lastResult: useActionData<typeof action>()?.result, constraint });
  const { type: _type, ...passwordProps } = getInputProps(fields.password, { type: "password", ariaAttributes: false });
  const t = useT();
  return (
    <>
      <h1 className="text-2xl font-bold text-gray-900">{t("auth.keepAccount.title")}</h1>
      <p className="mt-1 text-sm text-gray-600">{t("auth.keepAccount.intro")}</p>
      <Form method="post" {...getFormProps(form)} className="mt-6 space-y-4">
        <FormError errors={form.errors} id={form.errorId} />
        <Field label={t("auth.keepAccount.email")} id={fields.email.id} errors={fields.email.errors}>
          {(control) => <Input {...getInputProps(fields.email, { type: "email", ariaAttributes: false })} {...control} autoComplete="email" />}
        </Field>
        <Field label={t("auth.field.password")} id={fields.password.id} errors={fields.password.errors}>
          {(control) => <PasswordInput {...passwordProps} {...control} autoComplete="current-password" />}
        </Field>
        <Field label={t("auth.keepAccount.code")} id={fields.code.id} errors={fields.code.errors} hint={t("auth.keepAccount.codeHint")}>
          {(control) => <Input {...getInputProps(fields.code, { type: "text", ariaAttributes: false })} {...control} autoComplete="one-time-code" />}
        </Field>
        <SubmitButton pendingText={t("auth.keepAccount.keeping")}>{t("auth.keepAccount.submit")}</SubmitButton>
      </Form>
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
