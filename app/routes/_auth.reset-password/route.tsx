import { getFormProps, getInputProps } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { PasswordInput } from "~/components/auth/password-input";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { useAppForm } from "~/components/forms/use-app-form";
import { buttonClass, SubmitButton } from "~/components/ui/button";
import { Field, FormError } from "~/components/ui/field";
import { PASSWORD_MIN_LENGTH } from "~/domain/password";
import { translator } from "~/i18n/catalogs.server";
import { useFormat, useT } from "~/i18n/i18n";
import { getLocale } from "~/i18n/locale.server";
import { InvalidResetTokenError, readResetLink, resetPasswordWithToken } from "~/models/password-reset.server";
import { replyWithErrors } from "~/utils/form-reply.server";
import { readFormData } from "~/utils/http.server";
import { seoMeta } from "~/utils/meta";
import { RateLimitedError, consumeAttempt, rateLimitHeaders } from "~/auth/rate-limit.server";
import { redirectWithToast } from "~/utils/toast.server";
import { resetPasswordSchema } from "./schema.server";

const HIDDEN_FIELDS = ["password", "password_confirmation"];

export const headers = rateLimitHeaders;

// The token is in the address: no link on this page may carry it to another site in a Referer header. Not
// "no-referrer": the browser would then send `Origin: null` with the form, which server.js refuses as cross-site.
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  ...(data ? seoMeta(data.meta.title, data.meta.description, matches) : []),
  { name: "referrer", content: "same-origin" },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const { usable, firstPassword } = token === "" ? { usable: false, firstPassword: false } : await readResetLink(token);
  const t = translator(await getLocale(request));
  return {
    token,
    usable,
    firstPassword,
    constraint: getZodConstraint(resetPasswordSchema),
    meta: { title: t("auth.resetPassword.metaTitle"), description: t("auth.resetPassword.metaDescription") },
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const submission = parseWithZod(await readFormData(request), { schema: resetPasswordSchema });
  if (submission.status !== "success") return replyWithErrors(request, submission, { hideFields: HIDDEN_FIELDS });
  let firstPassword: boolean;
  try {
    await consumeAttempt("password-reset", request);
    ({ firstPassword } = await readResetLink(submission.value.token));
    await resetPasswordWithToken(submission.value.token, submission.value.password);
  } catch (error) {
    if (error instanceof RateLimitedError) {
      return replyWithErrors(request, submission, { status: 429, headers: error.headers, formErrors: [error.message], hideFields: HIDDEN_FIELDS });
    }
    if (error instanceof InvalidResetTokenError) {
      return replyWithErrors(request, submission, { formErrors: [error.message], hideFields: HIDDEN_FIELDS });
    }
    throw error;
  }
  return redirectWithToast(
    "/login",
    firstPassword
      ? { type: "success", title: "Password set", description: "Your account is ready. You can now log in with your e-mail and your new password." }
      : { type: "success", title: "Password reset", description: "Your password has been changed. You can now log in with your new password." },
  );
}

export default function ResetPasswordPage() {
  const { token, usable, firstPassword, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useAppForm({ id: "reset-password", lastResult: actionData?.result, constraint });
  const t = useT();
  const format = useFormat();

  if (!usable && !actionData) {
    return (
      <>
        <h1 className="text-2xl font-bold text-gray-900">{t("auth.resetPassword.expiredTitle")}</h1>
        <p className="mt-2 text-sm text-gray-600">{t("auth.resetPassword.expiredText")}</p>
        <Link to="/forgot-password" className={buttonClass({ className: "mt-6 w-full" })}>
          {t("auth.resetPassword.requestNew")}
        </Link>
      </>
    );
  }

  return (
    <>
      {/* An invitation's link chooses the first password of an account staff made (decision 041). */}
      {firstPassword ? (
        <>
          <h1 className="text-2xl font-bold text-gray-900">{t("auth.resetPassword.firstTitle")}</h1>
          <p className="mt-1 text-sm text-gray-600">{t("auth.resetPassword.firstIntro")}</p>
        </>
      ) : (
        <>
          <h1 className="text-2xl font-bold text-gray-900">{t("auth.resetPassword.title")}</h1>
          <p className="mt-1 text-sm text-gray-600">{t("auth.resetPassword.intro")}</p>
        </>
      )}
      <Form method="post" {...getFormProps(form)} className="mt-6 space-y-1">
        <input type="hidden" name="token" value={token} />
        <Field
          label={firstPassword ? t("auth.field.password") : t("auth.field.newPassword")}
          hint={t("auth.field.passwordHint", { min: format.number(PASSWORD_MIN_LENGTH) })}
          id={fields.password.id}
          errors={fields.password.errors}
        >
          {(control) => {
            const { type: _type, ...props } = getInputProps(fields.password, { type: "password", ariaAttributes: false });
            return <PasswordInput {...props} {...control} autoComplete="new-password" minLength={PASSWORD_MIN_LENGTH} />;
          }}
        </Field>
        <Field label={firstPassword ? t("auth.field.confirmPassword") : t("auth.field.confirmNewPassword")} id={fields.password_confirmation.id} errors={fields.password_confirmation.errors}>
          {(control) => {
            const { type: _type, ...props } = getInputProps(fields.password_confirmation, { type: "password", ariaAttributes: false });
            return <PasswordInput {...props} {...control} autoComplete="new-password" />;
          }}
        </Field>
        <div className="space-y-4">
          <FormError errors={form.errors} id={form.errorId} />
          <SubmitButton pendingText={t("auth.resetPassword.saving")} className="w-full">
            {firstPassword ? t("auth.resetPassword.setSubmit") : t("auth.resetPassword.submit")}
          </SubmitButton>
        </div>
      </Form>
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
