import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { VerificationMailButton } from "~/components/profile/email-verification";
import { buttonClass } from "~/components/ui/button";
import { FormError } from "~/components/ui/field";
import { homePathFor } from "~/domain/roles";
import { translateServerMessage, translator } from "~/i18n/catalogs.server";
import { T, useT } from "~/i18n/i18n";
import { getLocale } from "~/i18n/locale.server";
import {
  AddressTakenMeanwhileError,
  InvalidVerificationLinkError,
  NothingToVerifyError,
  cancelEmailChange,
  getPendingEmailChange,
  getUserUnverifiedEmail,
  resendEmailChange,
  resendEmailVerification,
  verifyEmailWithToken,
} from "~/models/email-verification.server";
import { replyWithErrors } from "~/utils/form-reply.server";
import { readFormData, safeRedirect } from "~/utils/http.server";
import { dispatchIntent } from "~/utils/intent.server";
import { seoMeta } from "~/utils/meta";
import { RateLimitedError, consumeAttempt, rateLimitHeaders } from "~/auth/rate-limit.server";
import { getOptionalUser, requireUser } from "~/auth/session.server";
import { redirectWithToast } from "~/utils/toast.server";
import { verificationMailSchema } from "./schema.server";

export const headers = rateLimitHeaders;

// The token is in the address of a link that failed: no link on this page may carry it to another site.
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  ...(data ? seoMeta(data.meta.title, data.meta.description, matches) : []),
  { name: "referrer", content: "same-origin" },
];

/** What a signed-in visitor of a spent link can have sent again: their own address's link, or their change's. */
async function sendAgainChoice(userId: number) {
  const unverified = await getUserUnverifiedEmail(userId);
  if (unverified) return { intent: "resend" as const, email: unverified };
  const pending = await getPendingEmailChange(userId);
  return pending ? { intent: "resend-change" as const, email: pending.email } : null;
}

/**
 * Opening the mailed link does the work (a GET: the mail's button is a link), signed in or not, and moves on with a
 * toast; a link that cannot be used shows why, with the way to get a new one.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getOptionalUser(request);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const locale = await getLocale(request);
  const t = translator(locale);
  let problem = translateServerMessage(locale, new InvalidVerificationLinkError().message);
  if (token !== "") {
    try {
      const verified = await verifyEmailWithToken(token);
      return await redirectWithToast(
        user ? homePathFor(user) : "/login",
        verified.changedFrom
          ? { type: "success", title: "E-mail address changed", description: t("auth.verifyEmail.changedDescription", { email: verified.email }) }
          : { type: "success", title: "E-mail address verified", description: t("auth.verifyEmail.verifiedDescription", { email: verified.email }) },
      );
    } catch (error) {
      if (error instanceof AddressTakenMeanwhileError) problem = t("auth.verifyEmail.addressTaken", { email: error.email });
      else if (error instanceof InvalidVerificationLinkError) problem = translateServerMessage(locale, error.message);
      else throw error;
    }
  }
  return {
    problem,
    home: user ? homePathFor(user) : null,
    sendAgain: user ? await sendAgainChoice(user.id) : null,
    meta: { title: t("auth.verifyEmail.metaTitle"), description: t("auth.verifyEmail.metaDescription") },
  };
}

/** The verification mail's buttons: send the link again (own address or the change's), or withdraw the change. */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const formData = await readFormData(request);
  const submission = parseWithZod(formData, { schema: verificationMailSchema });
  const back = safeRedirect(submission.status === "success" ? submission.value.redirectTo : null, homePathFor(user));
  const t = translator(await getLocale(request));
  const mailed = async (send: () => Promise<string>) => {
    try {
      await consumeAttempt("verification-mail", request, user.email);
      const email = await send();
      return await redirectWithToast(back, { type: "success", title: "Link sent", description: t("auth.verifyEmail.sentDescription", { email }) });
    } catch (error) {
      if (error instanceof RateLimitedError) return replyWithErrors(request, submission, { status: 429, headers: error.headers, formErrors: [error.message] });
      if (error instanceof NothingToVerifyError) return redirectWithToast(back, { type: "info", title: "Nothing to send", description: error.message });
      throw error;
    }
  };
  return dispatchIntent(formData, {
    resend: () => mailed(() => resendEmailVerification(user.id)),
    "resend-change": () => mailed(() => resendEmailChange(user.id)),
    "cancel-change": async () => {
      await cancelEmailChange(user.id);
      return redirectWithToast(back, { type: "success", title: "Change cancelled", description: t("auth.verifyEmail.changeCancelledDescription", { email: user.email }) });
    },
  });
}

export default function VerifyEmailPage() {
  const { problem, home, sendAgain } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const t = useT();
  return (
    <>
      <h1 className="text-2xl font-bold text-gray-900">{t("auth.verifyEmail.title")}</h1>
      <p className="mt-2 text-sm text-gray-600">{problem}</p>
      <div className="mt-6 space-y-4">
        <FormError errors={actionData?.result.error?.[""] ?? undefined} />
        {sendAgain ? (
          <>
            <p className="text-sm text-gray-600">
              <T k="auth.verifyEmail.canSendTo" values={{ email: sendAgain.email }} components={{ 0: <span className="font-medium break-all" /> }} />
            </p>
            <VerificationMailButton intent={sendAgain.intent} pendingText={t("auth.verifyEmail.sending")}>
              {t("auth.verifyEmail.sendNew")}
            </VerificationMailButton>
          </>
        ) : home ? (
          <>
            <p className="text-sm text-gray-600">{t("auth.verifyEmail.alreadyVerified")}</p>
            <Link to={home} className={buttonClass({ variant: "secondary" })}>
              {t("auth.verifyEmail.goToDashboard")}
            </Link>
          </>
        ) : (
          <p className="text-sm text-gray-600">
            <T k="auth.verifyEmail.logInToResend" components={{ 0: <Link to="/login" className="font-medium text-brand-700 hover:underline" /> }} />
          </p>
        )}
      </div>
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
