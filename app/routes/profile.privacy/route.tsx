import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { PasswordInput } from "~/components/auth/password-input";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { useAppForm } from "~/components/forms/use-app-form";
import { SubmitButton } from "~/components/ui/button";
import { Field, FormError, Input } from "~/components/ui/field";
import { formatDateTime } from "~/domain/dates";
import { exportDownloadPath, ExportInProgressError, listDataExports, requestDataExport } from "~/models/account-data.server";
import { DeletionNotAllowedError, getDeletionState, requestAccountDeletion } from "~/models/account-deletion.server";
import { InvalidTwoFactorCodeError } from "~/models/two-factor.server";
import { WrongPasswordError } from "~/models/user.server";
import { getEnv } from "~/utils/env.server";
import { replyWithErrors } from "~/utils/form-reply.server";
import { readFormData } from "~/utils/http.server";
import { dispatchIntent } from "~/utils/intent.server";
import { seoMeta } from "~/utils/meta";
import { logOut, requireUser } from "~/auth/session.server";
import { consumeAttempt, RateLimitedError, rateLimitHeaders } from "~/auth/rate-limit.server";
import { redirectWithToast } from "~/utils/toast.server";
import { deleteAccountSchema } from "./schema.server";

const PATH = "/profile/privacy";

export const meta: MetaFunction = ({ matches }) => seoMeta("Privacy", "Download a copy of your data, or delete your account.", matches);

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const [exports, state] = await Promise.all([listDataExports(user.id), getDeletionState(user.id)]);
  const zone = getEnv().APP_TIME_ZONE;
  return {
    exports: exports.map((row) => ({
      id: row.id,
      requested: formatDateTime(row.createdAt, zone),
      ready: row.readyAt !== null,
      expires: row.expiresAt ? formatDateTime(row.expiresAt, zone) : null,
      href: exportDownloadPath(row.id),
    })),
    twoFactor: state?.twoFactorEnabledAt != null,
    deleteConstraint: getZodConstraint(deleteAccountSchema),
  };
}

export const headers = rateLimitHeaders;

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const formData = await readFormData(request);
  return dispatchIntent(formData, {
    export: async () => {
      try {
        await requestDataExport({ userId: user.id });
      } catch (error) {
        if (error instanceof ExportInProgressError) return redirectWithToast(PATH, { type: "info", title: "Export on its way", description: error.message });
        throw error;
      }
      return redirectWithToast(PATH, { type: "success", title: "Export requested", description: "We are gathering your data: a link to download it comes by e-mail." });
    },
    delete: async () => {
      const submission = parseWithZod(formData, { schema: deleteAccountSchema });
      const refuse = (fields: { fieldErrors?: Record<string, string[]>; formErrors?: string[]; status?: number; headers?: HeadersInit }) =>
        replyWithErrors(request, submission, { intent: "delete" as const, hideFields: ["password", "code"], ...fields });
      if (submission.status !== "success") return refuse({});
      try {
        // a password and a code asked for here are guessed no faster than at the log-in
        const attempt = await consumeAttempt("login", request, user.email);
        await requestAccountDeletion({ userId: user.id, password: submission.value.password, code: submission.value.code ?? "" });
        await attempt.refund();
      } catch (error) {
        if (error instanceof RateLimitedError) return refuse({ status: 429, headers: error.headers, formErrors: [error.message] });
        if (error instanceof WrongPasswordError) return refuse({ fieldErrors: { password: ["The password is incorrect."] } });
        if (error instanceof InvalidTwoFactorCodeError) return refuse({ fieldErrors: { code: [error.message] } });
        if (error instanceof DeletionNotAllowedError) return refuse({ formErrors: [error.message] });
        throw error;
      }
      return logOut(request, { type: "success", title: "Account closed", description: "Your account is closed and will be erased in 14 days. The mail we sent tells you how to keep it." });
    },
  });
}

const cardClass = "rounded-xl bg-white p-6 shadow-sm ring-1 ring-gray-200";

export default function PrivacyPage() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="mx-auto max-w-3xl space-y-8">
      <div>
        <h1 className="text-2xl font-bold text-gray-900">Privacy</h1>
        <p className="mt-1 text-sm text-gray-600">Take a copy of your data with you, or delete your account.</p>
      </div>
      <section aria-labelledby="export-heading" className={cardClass}>
        <h2 id="export-heading" className="text-lg font-semibold text-gray-900">
          Download my data
        </h2>
        <p className="mt-1 text-sm text-gray-600">
          One ZIP file with your profile, applications, sessions, payments and refunds, messages, notifications, sign-ins, passkeys and uploaded documents. We
          mail you a link when it is ready; only you can download it, and it is deleted after 7 days.
        </p>
        {data.exports.length > 0 ? (
          <ul className="mt-4 space-y-2 text-sm" aria-label="Your exports">
            {data.exports.map((row) => (
              <li key={row.id} data-testid={`export-${row.id}`}>
                Requested {row.requested}:{" "}
                {row.ready ? (
                  <>
                    <a href={row.href} className="font-medium text-brand-700 hover:underline">
                      Download
                    </a>{" "}
                    (until {row.expires})
                  </>
                ) : (
                  "being prepared"
                )}
              </li>
            ))}
          </ul>
        ) : null}
        <Form method="post" className="mt-4">
          <SubmitButton name="intent" value="export" pendingText="Requesting...">
            Download my data
          </SubmitButton>
        </Form>
      </section>
      <DeleteAccountForm constraint={data.deleteConstraint} twoFactor={data.twoFactor} lastResult={actionData && "result" in actionData ? actionData.result : undefined} />
    </div>
  );
}

function DeleteAccountForm({ constraint, twoFactor, lastResult }: { constraint: ReturnType<typeof getZodConstraint>; twoFactor: boolean; lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useAppForm({ id: "delete-account", lastResult, constraint });
  const { type: _type, ...passwordProps } = getInputProps(fields.password, { type: "password", ariaAttributes: false });
  return (
    <section aria-labelledby="delete-heading" className={cardClass}>
      <h2 id="delete-heading" className="text-lg font-semibold text-gray-900">
        Delete my account
      </h2>
      <div className="mt-1 space-y-2 text-sm text-gray-600">
        <p>Your account is closed at once: you are signed out everywhere and nobody can sign in to it.</p>
        <p>
          After 14 days your name, e-mail address, phone, address and photo are erased, and your documents, messages and job applications are deleted. Until then you can
          keep your account from the link in the mail we send.
        </p>
        <p>
          What is kept: invoices and payments (the law requires them), your applications and sessions without your name, and the audit log, which
          names the account only by its number.
        </p>
      </div>
      <Form method="post" {...getFormProps(form)} className="mt-4 space-y-4">
        <FormError errors={form.errors} id={form.errorId} />
        <Field label="Password" id={fields.password.id} errors={fields.password.errors}>
          {(control) => <PasswordInput {...passwordProps} {...control} autoComplete="current-password" />}
        </Field>
        {twoFactor ? (
          <Field label="Two-factor code" id={fields.code.id} errors={fields.code.errors} hint="The code from your authenticator app, or a recovery code.">
            {(control) => <Input {...getInputProps(fields.code, { type: "text" })} {...control} autoComplete="one-time-code" inputMode="text" />}
          </Field>
        ) : null}
        <SubmitButton name="intent" value="delete" variant="danger" pendingText="Deleting...">
          Delete my account
        </SubmitButton>
      </Form>
    </section>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
