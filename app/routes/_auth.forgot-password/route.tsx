import { getFormProps, getInputProps } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { useAppForm } from "~/components/forms/use-app-form";
import { SubmitButton } from "~/components/ui/button";
import { Field, FormError, Input } from "~/components/ui/field";
import { requestPasswordReset } from "~/models/password-reset.server";
import { replyWithErrors } from "~/utils/form-reply.server";
import { readFormData } from "~/utils/http.server";
import { seoMeta } from "~/utils/meta";
import { RateLimitedError, consumeAttempt, rateLimitHeaders } from "~/auth/rate-limit.server";
import { redirectWithToast } from "~/utils/toast.server";
import { forgotPasswordSchema } from "./schema.server";

export const headers = rateLimitHeaders;

export const meta: MetaFunction = ({ matches }) => seoMeta("Forgot password", "Get a link to choose a new password for your account.", matches);

export async function loader() {
  return { constraint: getZodConstraint(forgotPasswordSchema) };
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

  return (
    <>
      <h1 className="text-2xl font-bold text-gray-900">Forgot your password?</h1>
      <p className="mt-1 text-sm text-gray-600">Enter the e-mail of your account and we will send you a link to choose a new password.</p>
      <Form method="post" {...getFormProps(form)} className="mt-6 space-y-1">
        <Field label="Email" id={fields.email.id} errors={fields.email.errors}>
          {(control) => <Input {...getInputProps(fields.email, { type: "email", ariaAttributes: false })} {...control} autoComplete="email" />}
        </Field>
        <div className="space-y-4">
          <FormError errors={form.errors} id={form.errorId} />
          <SubmitButton pendingText="Sending..." className="w-full">
            Send reset link
          </SubmitButton>
        </div>
      </Form>
      <p className="mt-6 text-center text-sm text-gray-600">
        Remembered it?{" "}
        <Link to="/login" className="font-medium text-brand-700 hover:underline">
          Back to login
        </Link>
      </p>
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
