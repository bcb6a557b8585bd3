import { getFormProps, getInputProps } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { useAppForm } from "~/components/forms/use-app-form";
import { SubmitButton } from "~/components/ui/button";
import { Field, FormError, Input } from "~/components/ui/field";
import { translator } from "~/i18n/catalogs.server";
import { useT } from "~/i18n/i18n";
import { getLocale } from "~/i18n/locale.server";
import { InvalidTwoFactorCodeError } from "~/models/two-factor.server";
import { getUserById } from "~/models/user.server";
import { attemptSecondFactor } from "~/auth/login.server";
import { replyWithErrors } from "~/utils/form-reply.server";
import { readFormData } from "~/utils/http.server";
import { seoMeta } from "~/utils/meta";
import { RateLimitedError, rateLimitHeaders } from "~/auth/rate-limit.server";
import { logIn, readTwoFactorStep, requireAnonymous } from "~/auth/session.server";
import { twoFactorCodeSchema } from "./schema.server";

export const headers = rateLimitHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => (data ? seoMeta(data.meta.title, data.meta.description, matches) : []);

/** The account whose password was just right, or back to the log-in (no such step, or it is too old). */
async function requireStep(request: Request) {
  await requireAnonymous(request);
  const step = await readTwoFactorStep(request);
  const user = step ? await getUserById(step.userId) : null;
  if (!step || !user) throw redirect("/login");
  return { user, redirectTo: step.redirectTo };
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStep(request);
  const t = translator(await getLocale(request));
  return { constraint: getZodConstraint(twoFactorCodeSchema), meta: { title: t("auth.twoFactor.title"), description: t("auth.twoFactor.metaDescription") } };
}

export async function action({ request }: ActionFunctionArgs) {
  const { user, redirectTo } = await requireStep(request);
  const submission = parseWithZod(await readFormData(request), { schema: twoFactorCodeSchema });
  if (submission.status !== "success") return replyWithErrors(request, submission, { hideFields: ["code"] });
  try {
    await attemptSecondFactor(request, { user, code: submission.value.code });
  } catch (error) {
    if (!(error instanceof InvalidTwoFactorCodeError || error instanceof RateLimitedError)) throw error;
    return replyWithErrors(request, submission, {
      status: error instanceof RateLimitedError ? 429 : 401,
      headers: error instanceof RateLimitedError ? error.headers : null,
      toast: { type: "error", title: "Login failed", description: error.message },
      formErrors: [error.message],
      hideFields: ["code"],
    });
  }
  return logIn({
    request,
    userId: user.id,
    redirectTo,
    toast: { type: "success", title: "Login successful", description: "You have been logged in successfully." },
  });
}

export default function TwoFactorLoginPage() {
  const { constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useAppForm({ id: "two-factor-login", lastResult: actionData?.result, constraint });
  const t = useT();
  return (
    <>
      <h1 className="text-2xl font-bold text-gray-900">{t("auth.twoFactor.title")}</h1>
      <p className="mt-1 text-sm text-gray-600">{t("auth.twoFactor.intro")}</p>
      <Form method="post" {...getFormProps(form)} className="mt-6 space-y-1">
        <Field label={t("auth.twoFactor.code")} id={fields.code.id} errors={fields.code.errors}>
          {(control) => <Input {...getInputProps(fields.code, { type: "text", ariaAttributes: false })} {...control} autoComplete="one-time-code" autoFocus />}
        </Field>
        <div className="space-y-4">
          <FormError errors={form.errors} id={form.errorId} />
          <SubmitButton pendingText={t("auth.twoFactor.checking")} className="w-full">
            {t("auth.twoFactor.submit")}
          </SubmitButton>
        </div>
      </Form>
      <p className="mt-6 text-center text-sm text-gray-600">
        <Link to="/login" className="font-medium text-brand-700 hover:underline">
          {t("auth.twoFactor.backToLogin")}
        </Link>
      </p>
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
