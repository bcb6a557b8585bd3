import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { PasswordInput } from "~/components/auth/password-input";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { useAppForm } from "~/components/forms/use-app-form";
import { SubmitButton } from "~/components/ui/button";
import { Field, FormError, Input } from "~/components/ui/field";
import { translator } from "~/i18n/catalogs.server";
import { createFormatter } from "~/i18n/format";
import { T, useT } from "~/i18n/i18n";
import { getLocale } from "~/i18n/locale.server";
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

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => (data ? seoMeta(data.meta.title, data.meta.description, matches) : []);

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const [exports, state] = await Promise.all([listDataExports(user.id), getDeletionState(user.id)]);
  const zone = getEnv().APP_TIME_ZONE;
  const locale = await getLocale(request);
  const t = translator(locale);
  const format = createFormatter(locale);
  return {
    meta: { title: t("account.privacy.title"), description: t("account.privacy.metaDescription") },
    exports: exports.map((row) => ({
      id: row.id,
      requested: format.dateTime(row.createdAt, zone),
      ready: row.readyAt !== null,
      expires: row.expiresAt ? format.dateTime(row.expiresAt, zone) : null,
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
  const t = useT();
  return (
    <div className="mx-auto max-w-3xl space-y-8">
      <div>
        <h1 className="text-2xl font-bold text-gray-900">{t("account.privacy.title")}</h1>
        <p className="mt-1 text-sm text-gray-600">{t("account.privacy.intro")}</p>
      </div>
      <section aria-labelledby="export-heading" className={cardClass}>
        <h2 id="export-heading" className="text-lg font-semibold text-gray-900">
          {t("account.privacy.exportHeading")}
        </h2>
        <p className="mt-1 text-sm text-gray-600">{t("account.privacy.exportIntro")}</p>
        {data.exports.length > 0 ? (
          <ul className="mt-4 space-y-2 text-sm" aria-label={t("account.privacy.exportsLabel")}>
            {data.exports.map((row) => (
              <li key={row.id} data-testid={`export-${row.id}`}>
                {row.ready ? (
                  <T
                    k="account.privacy.exportReady"
                    values={{ requested: row.requested, expires: row.expires }}
                    components={{ 0: <a href={row.href} className="font-medium text-brand-700 hover:underline" /> }}
                  />
                ) : (
                  t("account.privacy.exportPreparing", { requested: row.requested })
                )}
              </li>
            ))}
          </ul>
        ) : null}
        <Form method="post" className="mt-4">
          <SubmitButton name="intent" value="export" pendingText={t("account.privacy.requesting")}>
            {t("account.privacy.exportHeading")}
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
  const t = useT();
  return (
    <section aria-labelledby="delete-heading" className={cardClass}>
      <h2 id="delete-heading" className="text-lg font-semibold text-gray-900">
        {t("account.privacy.deleteHeading")}
      </h2>
      <div className="mt-1 space-y-2 text-sm text-gray-600">
        <p>{t("account.privacy.deleteAtOnce")}</p>
        <p>{t("account.privacy.deleteAfter")}</p>
        <p>{t("account.privacy.deleteKept")}</p>
      </div>
      <Form method="post" {...getFormProps(form)} className="mt-4 space-y-4">
        <FormError errors={form.errors} id={form.errorId} />
        <Field label={t("account.privacy.password")} id={fields.password.id} errors={fields.password.errors}>
          {(control) => <PasswordInput {...passwordProps} {...control} autoComplete="current-password" />}
        </Field>
        {twoFactor ? (
          <Field label={t("account.privacy.code")} id={fields.code.id} errors={fields.code.errors} hint={t("account.privacy.codeHint")}>
            {(control) => <Input {...getInputProps(fields.code, { type: "text" })} {...control} autoComplete="one-time-code" inputMode="text" />}
          </Field>
        ) : null}
        <SubmitButton name="intent" value="delete" variant="danger" pendingText={t("account.privacy.deleting")}>
          {t("account.privacy.deleteHeading")}
        </SubmitButton>
      </Form>
    </section>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
