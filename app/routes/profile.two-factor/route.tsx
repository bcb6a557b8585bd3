import { getFormProps, getInputProps } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import QRCode from "qrcode";
import { PasswordInput } from "~/components/auth/password-input";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { useAppForm } from "~/components/forms/use-app-form";
import { SubmitButton } from "~/components/ui/button";
import { Field, FormError, Input } from "~/components/ui/field";
import { homePathFor } from "~/domain/roles";
import { translator } from "~/i18n/catalogs.server";
import { createFormatter } from "~/i18n/format";
import { useT } from "~/i18n/i18n";
import { getLocale } from "~/i18n/locale.server";
import { InvalidTwoFactorCodeError, TwoFactorStateError, disableTwoFactor, enableTwoFactor, getOrStartTwoFactorSetup, getTwoFactorState } from "~/models/two-factor.server";
import { WrongPasswordError } from "~/models/user.server";
import { getEnv } from "~/utils/env.server";
import { VALIDATION_ERROR, replyWithErrors } from "~/utils/form-reply.server";
import { readFormData } from "~/utils/http.server";
import { dispatchIntent } from "~/utils/intent.server";
import { seoMeta } from "~/utils/meta";
import { RateLimitedError, consumeAttempt, rateLimitHeaders } from "~/auth/rate-limit.server";
import { requireUserSettingUpTwoFactor } from "~/auth/session.server";
import { createFormErrorToastHeaders, redirectWithToast } from "~/utils/toast.server";
import { disableSchema, enableSchema } from "./schema.server";

export const headers = rateLimitHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => (data ? seoMeta(data.meta.title, data.meta.description, matches) : []);

const HERE = "/profile/two-factor";

/** The one page a staff session that must set two-factor up opens (`requireUserSettingUpTwoFactor`). */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUserSettingUpTwoFactor(request);
  const state = await getTwoFactorState(user.id);
  const home = homePathFor(user);
  const locale = await getLocale(request);
  const t = translator(locale);
  const meta = { title: t("account.twoFactor.title"), description: t("account.twoFactor.metaDescription") };
  if (state.enabledAt) {
    return {
      meta,
      home,
      required: false,
      enabled: true as const,
      since: createFormatter(locale).dateTime(state.enabledAt, getEnv().APP_TIME_ZONE),
      recoveryCodesLeft: state.recoveryCodesLeft,
      setup: null,
      constraint: getZodConstraint(disableSchema),
    };
  }
  const { secret, uri } = await getOrStartTwoFactorSetup(user.id);
  const qrSvg = await QRCode.toString(uri, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  return { meta, home, required: user.mustSetUpTwoFactor, enabled: false as const, since: null, recoveryCodesLeft: 0, setup: { secret, qrSvg }, constraint: getZodConstraint(enableSchema) };
}

/** `enable` checks one code and answers with the recovery codes (shown once, not in a redirect); `disable` turns it off. */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUserSettingUpTwoFactor(request);
  const formData = await readFormData(request);
  return dispatchIntent(formData, {
    enable: async () => {
      const submission = parseWithZod(formData, { schema: enableSchema });
      if (submission.status !== "success") return replyWithErrors(request, submission, { ...VALIDATION_ERROR, intent: "enable" });
      try {
        const recoveryCodes = await enableTwoFactor({ userId: user.id, code: submission.value.code });
        // the page itself shows the codes; a plain form post (JavaScript off) gets no flash that would pop up later
        const toast = await createFormErrorToastHeaders(request, { type: "success", title: "Two-factor is on", description: "Save your recovery codes now: they are shown only once." });
        return data({ intent: "enable" as const, result: submission.reply({ resetForm: true }), recoveryCodes }, { headers: toast ?? undefined });
      } catch (error) {
        if (error instanceof TwoFactorStateError) return redirectWithToast(HERE, { type: "error", title: "Nothing changed", description: error.message });
        if (!(error instanceof InvalidTwoFactorCodeError)) throw error;
        return replyWithErrors(request, submission, { intent: "enable", fieldErrors: { code: ["That code is not right. Enter the code your app shows now."] }, hideFields: ["code"] });
      }
    },
    disable: async () => {
      const submission = parseWithZod(formData, { schema: disableSchema });
      if (submission.status !== "success") return replyWithErrors(request, submission, { ...VALIDATION_ERROR, intent: "disable", hideFields: ["password", "code"] });
      try {
        // a password and a code asked for here are guessed no faster than at the log-in
        const attempt = await consumeAttempt("login", request, user.email);
        await disableTwoFactor({ userId: user.id, ...submission.value });
        await attempt.refund();
      } catch (error) {
        if (error instanceof TwoFactorStateError) return redirectWithToast(HERE, { type: "error", title: "Nothing changed", description: error.message });
        if (error instanceof RateLimitedError) return replyWithErrors(request, submission, { intent: "disable", status: 429, headers: error.headers, formErrors: [error.message], hideFields: ["password", "code"] });
        if (error instanceof WrongPasswordError) return replyWithErrors(request, submission, { intent: "disable", fieldErrors: { password: [error.message] }, hideFields: ["password", "code"] });
        if (error instanceof InvalidTwoFactorCodeError) return replyWithErrors(request, submission, { intent: "disable", fieldErrors: { code: ["That code is not right."] }, hideFields: ["password", "code"] });
        throw error;
      }
      return redirectWithToast(HERE, { type: "success", title: "Two-factor is off", description: "Logging in asks for your password only." });
    },
  });
}

const cardClass = "rounded-xl bg-white p-6 shadow-sm ring-1 ring-gray-200";

type ActionData = ReturnType<typeof useActionData<typeof action>>;

function RecoveryCodes({ codes, home }: { codes: string[]; home: string }) {
  const t = useT();
  return (
    <section aria-labelledby="recovery-heading" className={cardClass}>
      <h2 id="recovery-heading" className="text-lg font-semibold text-gray-900">
        {t("account.twoFactor.recoveryHeading")}
      </h2>
      <p className="mt-1 text-sm text-gray-600">{t("account.twoFactor.recoveryIntro")}</p>
      <ul className="mt-4 grid grid-cols-2 gap-2 font-mono text-sm" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code} className="rounded bg-gray-50 px-2 py-1">
            {code}
          </li>
        ))}
      </ul>
      <Link to={home} className="mt-4 inline-block text-sm font-medium text-brand-700 hover:underline">
        {t("account.twoFactor.recoverySaved")}
      </Link>
    </section>
  );
}

function EnableForm({ setup, constraint, lastResult }: { setup: { secret: string; qrSvg: string }; constraint: Record<string, unknown>; lastResult: unknown }) {
  const [form, fields] = useAppForm<{ code: string }>({ id: "enable-two-factor", lastResult: lastResult as Parameters<typeof useAppForm>[0]["lastResult"], constraint: constraint as never });
  const t = useT();
  return (
    <section aria-labelledby="setup-heading" className={cardClass}>
      <h2 id="setup-heading" className="text-lg font-semibold text-gray-900">
        {t("account.twoFactor.setupHeading")}
      </h2>
      <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-gray-700">
        <li>{t("account.twoFactor.setupScan")}</li>
        <li>{t("account.twoFactor.setupEnter")}</li>
      </ol>
      <div className="mt-4 flex flex-wrap items-start gap-6">
        <div role="img" aria-label={t("account.twoFactor.qrLabel")} className="h-44 w-44" dangerouslySetInnerHTML={{ __html: setup.qrSvg }} />
        <div className="min-w-0 text-sm">
          <p className="text-gray-600">{t("account.twoFactor.key")}</p>
          <p className="break-all font-mono text-gray-900" data-testid="two-factor-secret">
            {setup.secret}
          </p>
        </div>
      </div>
      <Form method="post" {...getFormProps(form)} className="mt-4 flex flex-wrap items-end gap-2">
        <Field label={t("account.twoFactor.code")} id={fields.code.id} errors={fields.code.errors} className="w-44">
          {(control) => <Input {...getInputProps(fields.code, { type: "text", ariaAttributes: false })} {...control} autoComplete="one-time-code" inputMode="numeric" />}
        </Field>
        <div className="pb-6">
          <SubmitButton name="intent" value="enable" pendingText={t("account.twoFactor.checking")}>
            {t("account.twoFactor.turnOn")}
          </SubmitButton>
        </div>
        <FormError errors={form.errors} id={form.errorId} />
      </Form>
    </section>
  );
}

function DisableForm({ since, left, constraint, lastResult }: { since: string; left: number; constraint: Record<string, unknown>; lastResult: unknown }) {
  const [form, fields] = useAppForm<{ password: string; code: string }>({ id: "disable-two-factor", lastResult: lastResult as Parameters<typeof useAppForm>[0]["lastResult"], constraint: constraint as never });
  const t = useT();
  return (
    <section aria-labelledby="status-heading" className={cardClass}>
      <h2 id="status-heading" className="text-lg font-semibold text-gray-900">
        {t("account.twoFactor.onTitle")}
      </h2>
      <p className="mt-1 text-sm text-gray-600">{t("account.twoFactor.status", { since, count: left })}</p>
      <Form method="post" {...getFormProps(form)} className="mt-4 space-y-1">
        <Field label={t("account.twoFactor.password")} id={fields.password.id} errors={fields.password.errors}>
          {(control) => {
            const { type: _type, ...props } = getInputProps(fields.password, { type: "password", ariaAttributes: false });
            return <PasswordInput {...props} {...control} autoComplete="current-password" />;
          }}
        </Field>
        <Field label={t("account.twoFactor.code")} id={fields.code.id} errors={fields.code.errors}>
          {(control) => <Input {...getInputProps(fields.code, { type: "text", ariaAttributes: false })} {...control} autoComplete="one-time-code" />}
        </Field>
        <FormError errors={form.errors} id={form.errorId} />
        <SubmitButton name="intent" value="disable" variant="danger" pendingText={t("account.twoFactor.turningOff")}>
          {t("account.twoFactor.turnOff")}
        </SubmitButton>
      </Form>
    </section>
  );
}

export default function TwoFactorPage() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData: ActionData = useActionData<typeof action>();
  const recoveryCodes = actionData && "recoveryCodes" in actionData ? (actionData.recoveryCodes as string[]) : null;
  const lastResult = (intent: string) => (actionData && actionData.intent === intent ? actionData.result : undefined);
  const t = useT();
  return (
    <div className="mx-auto max-w-3xl space-y-8">
      <div>
        <h1 className="text-2xl font-bold text-gray-900">{t("account.twoFactor.title")}</h1>
        <p className="mt-1 text-sm text-gray-600">{t("account.twoFactor.intro")}</p>
      </div>
      {loaderData.required && !recoveryCodes ? (
        <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
          {t("account.twoFactor.staffRequired")}
        </p>
      ) : null}
      {recoveryCodes ? <RecoveryCodes codes={recoveryCodes} home={loaderData.home} /> : null}
      {loaderData.enabled ? (
        <DisableForm since={loaderData.since} left={loaderData.recoveryCodesLeft} constraint={loaderData.constraint} lastResult={lastResult("disable")} />
      ) : (
        <EnableForm setup={loaderData.setup} constraint={loaderData.constraint} lastResult={lastResult("enable")} />
      )}
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
