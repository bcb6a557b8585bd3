import { getFormProps, getInputProps } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { PasskeySignIn } from "~/components/auth/passkeys";
import { PasswordInput } from "~/components/auth/password-input";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { useAppForm } from "~/components/forms/use-app-form";
import { SubmitButton } from "~/components/ui/button";
import { Field, FormError, Input } from "~/components/ui/field";
import { translator } from "~/i18n/catalogs.server";
import { T, useLocalizedPath, useT } from "~/i18n/i18n";
import { getLocale } from "~/i18n/locale.server";
import { InvalidCredentialsError, TwoFactorRequiredError, authenticator } from "~/auth/login.server";
import { replyWithErrors } from "~/utils/form-reply.server";
import { readFormData, safeRedirect } from "~/utils/http.server";
import { seoMeta } from "~/utils/meta";
import { RateLimitedError, rateLimitHeaders } from "~/auth/rate-limit.server";
import { logIn, requireAnonymous, startTwoFactorStep } from "~/auth/session.server";
import { signInWithPasskey } from "./passkey-sign-in.server";
import { loginSchema } from "./schema.server";

export const headers = rateLimitHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => (data ? seoMeta(data.meta.title, data.meta.description, matches) : []);

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAnonymous(request);
  const redirectTo = new URL(request.url).searchParams.get("redirectTo");
  const t = translator(await getLocale(request));
  return {
    constraint: getZodConstraint(loginSchema),
    redirectTo: redirectTo ? safeRedirect(redirectTo, "") : "",
    meta: { title: t("auth.login.title"), description: t("auth.login.metaDescription") },
  };
}

export async function action({ request }: ActionFunctionArgs) {
  await requireAnonymous(request);
  // remix-auth reads the body itself, so the form is validated on a copy.
  const formData = await readFormData(request.clone());
  if (formData.get("intent") === "passkey") return signInWithPasskey(request, formData);
  const submission = parseWithZod(formData, { schema: loginSchema });
  if (submission.status !== "success") return replyWithErrors(request, submission, { hideFields: ["password"] });

  try {
    const user = await authenticator.authenticate("form", request);
    return await logIn({
      request,
      userId: user.id,
      redirectTo: submission.value.redirectTo,
      toast: { type: "success", title: "Login successful", description: "You have been logged in successfully." },
    });
  } catch (error) {
    if (error instanceof TwoFactorRequiredError) return startTwoFactorStep(request, { userId: error.user.id, redirectTo: submission.value.redirectTo });
    if (!(error instanceof InvalidCredentialsError || error instanceof RateLimitedError)) throw error;
    return replyWithErrors(request, submission, {
      status: error instanceof RateLimitedError ? 429 : 401,
      headers: error instanceof RateLimitedError ? error.headers : null,
      toast: { type: "error", title: "Login failed", description: error.message },
      formErrors: [error.message],
      hideFields: ["password"],
    });
  }
}

export default function LoginPage() {
  const { constraint, redirectTo } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useAppForm({ id: "login", lastResult: actionData && "result" in actionData ? actionData.result : undefined, constraint });
  const t = useT();
  const lp = useLocalizedPath();

  return (
    <>
      <h1 className="text-2xl font-bold text-gray-900">{t("auth.login.title")}</h1>
      <p className="mt-1 text-sm text-gray-600">{t("auth.login.intro")}</p>

      <Form method="post" {...getFormProps(form)} className="mt-6 space-y-1">
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        <Field label={t("auth.field.email")} id={fields.email.id} errors={fields.email.errors}>
          {(control) => <Input {...getInputProps(fields.email, { type: "email", ariaAttributes: false })} {...control} autoComplete="email" />}
        </Field>
        <Field label={t("auth.field.password")} id={fields.password.id} errors={fields.password.errors}>
          {(control) => {
            const { type: _type, ...props } = getInputProps(fields.password, { type: "password", ariaAttributes: false });
            return <PasswordInput {...props} {...control} autoComplete="current-password" />;
          }}
        </Field>
        <div className="flex justify-end pb-3">
          <Link to="/forgot-password" className="text-sm font-medium text-brand-700 hover:underline">
            {t("auth.login.forgotPassword")}
          </Link>
        </div>
        <div className="space-y-4">
          <FormError errors={form.errors} id={form.errorId} />
          <SubmitButton pendingText={t("auth.login.submitting")} className="w-full">
            {t("auth.login.submit")}
          </SubmitButton>
        </div>
      </Form>

      <div className="mt-6 space-y-3">
        <p className="flex items-center gap-3 text-xs text-gray-500 uppercase before:h-px before:flex-1 before:bg-gray-200 after:h-px after:flex-1 after:bg-gray-200">{t("auth.login.or")}</p>
        <PasskeySignIn redirectTo={redirectTo} lastResult={actionData && "passkey" in actionData ? actionData.passkey : undefined} />
      </div>

      <p className="mt-6 text-center text-sm text-gray-600">
        <T k="auth.login.noAccount" components={{ 0: <Link to="/register" className="font-medium text-brand-700 hover:underline" /> }} />
      </p>
      <p className="mt-4 text-center text-xs text-gray-500">
        <T k="auth.login.agreement" components={{ 0: <Link to={lp("/terms")} className="underline" />, 1: <Link to={lp("/privacy-policy")} className="underline" /> }} />
      </p>
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
