import { getFormProps, getInputProps } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { useAppForm } from "~/components/forms/use-app-form";
import { SubmitButton } from "~/components/ui/button";
import { Field, FormError, Input } from "~/components/ui/field";
import { translator } from "~/i18n/catalogs.server";
import { T, useT } from "~/i18n/i18n";
import { getLocale } from "~/i18n/locale.server";
import { requestPasswordReset } from "~/models/password-reset.server";
import { replyWithErrors } from "~/utils/form-reply.server";
import { readFormData } from "~/utils/http.server";
import { seoMeta } from "~/utils/meta";
import { RateLimitedError, consumeAttempt, rateLimitHeaders } from "~/auth/rate-limit.server";
import { redirectWithToast } from "~/utils/toast.server";
import { forgotPasswordSchema } from "./schema.server";

export const headers = rateLimitHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => (data ? seoMeta(data.meta.title, data.meta.description, matches) : []);

export async function loader({ request }: LoaderFunctionArgs) {
  const t = translator(await getLocale(request));
  return {
    constraint: getZodConstraint(forgotPasswordSchema),
    meta: { title: t("auth.forgotPassword.metaTitle"), description: t("auth.forgotPassword.metaDescription") },
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const submission = parseWithZod(await readFormData(request), { schema: forgotPasswordSchema });
  if (submission.status !== "success") return replyWithErrors(request, submission);
  try {
    await consumeAttempt("password-reset", request, submission.value.email);
  } catch (error) {
    if (!(error instanceof RateLimitedError)) throw error;
    return replyWithErrors(request, submission, { status: 429, headers: error.headers, formErrors: [error.message] });
  }
  await requestPasswordReset(submission.value.email);
  // The same answer whether or not an account has this e-mail.
  return redirectWithToast("/login", {
    type: "success",
    title: "Check your e-mail",
    description: "If an account exists for that e-mail, we have sent a link to reset its password.",
  });
}

export default function ForgotPasswordPage() {
  const { constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useAppForm({ id: "forgot-password", lastResult: actionData?.result, constraint });
  const t = useT();

  return (
    <>
      <h1 className="text-2xl font-bold text-gray-900">{t("auth.forgotPassword.title")}</h1>
      <p className="mt-1 text-sm text-gray-600">{t("auth.forgotPassword.intro")}</p>
      <Form method="post" {...getFormProps(form)} className="mt-6 space-y-1">
        <Field label={t("auth.field.email")} id={fields.email.id} errors={fields.email.errors}>
          {(control) => <Input {...getInputProps(fields.email, { type: "email", ariaAttributes: false })} {...control} autoComplete="email" />}
        </Field>
        <div className="space-y-4">
          <FormError errors={form.errors} id={form.errorId} />
          <SubmitButton pendingText={t("auth.forgotPassword.sending")} className="w-full">
            {t("auth.forgotPassword.submit")}
          </SubmitButton>
        </div>
      </Form>
      <p className="mt-6 text-center text-sm text-gray-600">
        <T k="auth.forgotPassword.remembered" components={{ 0: <Link to="/login" className="font-medium text-brand-700 hover:underline" /> }} />
      </p>
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
