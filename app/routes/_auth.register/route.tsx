import { getFormProps, getInputProps } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { PasswordInput } from "~/components/auth/password-input";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { useAppForm } from "~/components/forms/use-app-form";
import { SubmitButton } from "~/components/ui/button";
import { Checkbox, Field, FormError, Input } from "~/components/ui/field";
import { PASSWORD_MIN_LENGTH } from "~/domain/password";
import { translator } from "~/i18n/catalogs.server";
import { T, useFormat, useLocalizedPath, useT } from "~/i18n/i18n";
import { getLocale } from "~/i18n/locale.server";
import { EmailTakenError, registerStudent } from "~/models/user.server";
import { replyWithErrors } from "~/utils/form-reply.server";
import { readFormData } from "~/utils/http.server";
import { seoMeta } from "~/utils/meta";
import { RateLimitedError, consumeAttempt, rateLimitHeaders } from "~/auth/rate-limit.server";
import { logIn, requireAnonymous } from "~/auth/session.server";
import { registerSchema } from "./schema.server";

const HIDDEN_FIELDS = ["password", "password_confirmation"];

export const headers = rateLimitHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => (data ? seoMeta(data.meta.title, data.meta.description, matches) : []);

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAnonymous(request);
  // The terms box is left to the server, so that its message is the site's and not the browser's own.
  const { terms: _terms, ...constraint } = getZodConstraint(registerSchema);
  const t = translator(await getLocale(request));
  return { constraint, meta: { title: t("auth.register.metaTitle"), description: t("auth.register.metaDescription") } };
}

export async function action({ request }: ActionFunctionArgs) {
  await requireAnonymous(request);
  const submission = parseWithZod(await readFormData(request), { schema: registerSchema });
  if (submission.status !== "success") return replyWithErrors(request, submission, { hideFields: HIDDEN_FIELDS });
  const { name, email, password } = submission.value;
  // the account reads the site, its mails and invoices in the language of the page it signed up on
  const preferredLanguage = await getLocale(request);
  try {
    await consumeAttempt("register", request);
    const user = await registerStudent({ name, email, password, preferredLanguage });
    return await logIn({
      request,
      userId: user.id,
      toast: { type: "success", title: "Registration successful", description: "Your account has been created and you are now logged in." },
    });
  } catch (error) {
    if (!(error instanceof EmailTakenError || error instanceof RateLimitedError)) throw error;
    const toast = { type: "error", title: "Registration failed", description: error.message } as const;
    if (error instanceof RateLimitedError) {
      return replyWithErrors(request, submission, { status: 429, headers: error.headers, toast, formErrors: [error.message], hideFields: HIDDEN_FIELDS });
    }
    return replyWithErrors(request, submission, { toast, fieldErrors: { email: [error.message] }, hideFields: HIDDEN_FIELDS });
  }
}

export default function RegisterPage() {
  const { constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useAppForm({ id: "register", lastResult: actionData?.result, constraint });
  const t = useT();
  const format = useFormat();
  const lp = useLocalizedPath();

  return (
    <>
      <h1 className="text-2xl font-bold text-gray-900">{t("auth.register.title")}</h1>
      <p className="mt-1 text-sm text-gray-600">{t("auth.register.intro")}</p>

      <Form method="post" {...getFormProps(form)} className="mt-6 space-y-1">
        <Field label={t("auth.register.fullName")} id={fields.name.id} errors={fields.name.errors}>
          {(control) => <Input {...getInputProps(fields.name, { type: "text", ariaAttributes: false })} {...control} autoComplete="name" />}
        </Field>
        <Field label={t("auth.field.email")} id={fields.email.id} errors={fields.email.errors}>
          {(control) => <Input {...getInputProps(fields.email, { type: "email", ariaAttributes: false })} {...control} autoComplete="email" />}
        </Field>
        <Field label={t("auth.field.password")} hint={t("auth.field.passwordHint", { min: format.number(PASSWORD_MIN_LENGTH) })} id={fields.password.id} errors={fields.password.errors}>
          {(control) => {
            const { type: _type, ...props } = getInputProps(fields.password, { type: "password", ariaAttributes: false });
            return <PasswordInput {...props} {...control} autoComplete="new-password" minLength={PASSWORD_MIN_LENGTH} />;
          }}
        </Field>
        <Field label={t("auth.field.confirmPassword")} id={fields.password_confirmation.id} errors={fields.password_confirmation.errors}>
          {(control) => {
            const { type: _type, ...props } = getInputProps(fields.password_confirmation, { type: "password", ariaAttributes: false });
            return <PasswordInput {...props} {...control} autoComplete="new-password" />;
          }}
        </Field>
        <Checkbox
          {...getInputProps(fields.terms, { type: "checkbox", ariaAttributes: false })}
          id={fields.terms.id}
          errors={fields.terms.errors}
          label={<T k="auth.register.agree" components={{ 0: <Link to={lp("/terms")} className="font-medium text-brand-700 underline" /> }} />}
        />
        <div className="space-y-4 pt-2">
          <FormError errors={form.errors} id={form.errorId} />
          <SubmitButton pendingText={t("auth.register.submitting")} className="w-full">
            {t("auth.register.submit")}
          </SubmitButton>
        </div>
      </Form>

      <p className="mt-6 text-center text-sm text-gray-600">
        <T k="auth.register.haveAccount" components={{ 0: <Link to="/login" className="font-medium text-brand-700 hover:underline" /> }} />
      </p>
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
