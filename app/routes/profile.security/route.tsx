import { getFormProps, getInputProps } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { AddPasskeyForm } from "~/components/auth/passkeys";
import { SessionSummary } from "~/components/profile/session-summary";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { useAppForm } from "~/components/forms/use-app-form";
import { CARD_SLOTS } from "~/components/list/list-page";
import { Badge } from "~/components/ui/badge";
import { SubmitButton } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { Field, Input } from "~/components/ui/field";
import { TBody, TD, TH, THead, TR, Table } from "~/components/ui/table";
import type { Constraint } from "~/domain/forms";
import { suggestedPasskeyName } from "~/domain/passkeys";
import { describeSession } from "~/domain/session-view";
import { deviceLabel, parseUserAgent, type DeviceWords } from "~/domain/user-agent";
import { translateServerMessage, translator } from "~/i18n/catalogs.server";
import { createFormatter } from "~/i18n/format";
import { useT } from "~/i18n/i18n";
import { getLocale } from "~/i18n/locale.server";
import { PasskeyNotFoundError, PasskeyRefusedError, addPasskey, listPasskeys, removePasskey, renamePasskey } from "~/models/passkey.server";
import { SIGN_IN_FAILURES, listSignInAttempts } from "~/models/sign-in.server";
import { SessionNotFoundError, endOtherSessions, endOwnSession, listActiveSessions, sessionHandle } from "~/models/session.server";
import { getEnv } from "~/utils/env.server";
import { replyWithErrors } from "~/utils/form-reply.server";
import { readFormData } from "~/utils/http.server";
import { dispatchIntent } from "~/utils/intent.server";
import { seoMeta } from "~/utils/meta";
import { notFound } from "~/utils/route-params.server";
import { getSessionId, logOut, requireUser } from "~/auth/session.server";
import { redirectWithToast } from "~/utils/toast.server";
import { NotARelyingPartyError, clearChallengeCookieHeader, readChallenge, relyingPartyOf } from "~/utils/webauthn.server";
import { addPasskeySchema, removePasskeySchema, renamePasskeySchema } from "./schema.server";
import { lookup } from "~/domain/lookup";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => (data ? seoMeta(data.meta.title, data.meta.description, matches) : []);

const HERE = "/profile/security";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const currentSessionId = await getSessionId(request);
  const [sessions, attempts, passkeys] = await Promise.all([listActiveSessions(user.id), listSignInAttempts(user.id), listPasskeys(user.id)]);
  const zone = getEnv().APP_TIME_ZONE;
  const locale = await getLocale(request);
  const t = translator(locale);
  const format = createFormatter(locale);
  const deviceWords: DeviceWords = {
    unknownBrowser: t("account.security.unknownBrowser"),
    browserOnSystem: (browser, system) => t("account.security.browserOnSystem", { browser, system }),
  };
  const failureOf = (reason: string | null) => {
    const failure = lookup(SIGN_IN_FAILURES, reason);
    return failure ? translateServerMessage(locale, failure) : (reason ?? t("account.security.failed"));
  };
  return {
    meta: { title: t("account.security.title"), description: t("account.security.metaDescription") },
    passkeys: passkeys.map((passkey) => ({
      id: passkey.id,
      name: passkey.name,
      created: format.dateTime(passkey.createdAt, zone),
      lastUsed: passkey.lastUsedAt ? format.dateTime(passkey.lastUsedAt, zone) : null,
    })),
    suggestedPasskeyName: suggestedPasskeyName(request.headers.get("User-Agent")),
    addConstraint: getZodConstraint(addPasskeySchema),
    renameConstraint: getZodConstraint(renamePasskeySchema),
    sessions: sessions.map((session) => ({
      ...describeSession(session, zone),
      // the reader's language: describeSession writes the admin area's English
      device: deviceLabel(parseUserAgent(session.userAgent), deviceWords),
      firstSeen: format.dateTime(session.createdAt, zone),
      lastSeen: session.lastSeenAt ? format.dateTime(session.lastSeenAt, zone) : null,
      current: session.id === currentSessionId,
    })),
    attempts: attempts.map((attempt) => ({
      id: attempt.id,
      time: format.dateTime(attempt.createdAt, zone),
      address: attempt.ipAddress,
      device: deviceLabel(parseUserAgent(attempt.userAgent), deviceWords),
      outcome: attempt.success ? null : failureOf(attempt.reason),
    })),
  };
}

/**
 * `end` ends one session (the current one logs out); `end-others` ends every other one. `add-passkey` verifies the
 * browser's answer to the options of /profile/passkey-options against the challenge in its cookie; `rename-passkey`
 * and `remove-passkey` change one of the account's own passkeys (another's is not found). Removing one asks for
 * nothing more than the session: it takes a way in away rather than adding one, and it is audited and told by mail.
 */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const currentSessionId = await getSessionId(request);
  const formData = await readFormData(request);
  const t = translator(await getLocale(request));
  return dispatchIntent(formData, {
    end: async () => {
      const handle = formData.get("session");
      if (typeof handle !== "string" || !handle) throw notFound();
      if (currentSessionId && handle === sessionHandle(currentSessionId)) {
        return logOut(request, { type: "success", title: "Signed out", description: "This browser's session has ended." });
      }
      try {
        await endOwnSession({ userId: user.id, handle });
      } catch (error) {
        if (error instanceof SessionNotFoundError) throw notFound();
        throw error;
      }
      return redirectWithToast(HERE, { type: "success", title: "Session ended", description: "That browser is signed out." });
    },
    "end-others": async () => {
      const count = currentSessionId ? await endOtherSessions({ userId: user.id, currentSessionId }) : 0;
      return redirectWithToast(HERE, {
        type: "success",
        title: "Other sessions ended",
        description: count === 0 ? "No other browser was signed in." : t("account.security.othersSignedOut", { count }),
      });
    },
    "add-passkey": async () => {
      // a challenge is answered once, whatever the outcome
      const used = { "Set-Cookie": await clearChallengeCookieHeader() };
      const intent = "add-passkey" as const;
      const submission = parseWithZod(formData, { schema: addPasskeySchema });
      if (submission.status !== "success") return replyWithErrors(request, submission, { intent, headers: used, hideFields: ["response"] });
      const issued = await readChallenge(request, "registration");
      if (!issued || issued.userId !== user.id) {
        return replyWithErrors(request, submission, { intent, headers: used, formErrors: ["The passkey request is over (it lasts five minutes). Try again."], hideFields: ["response"] });
      }
      try {
        const { name, response } = submission.value;
        await addPasskey({ userId: user.id, name, response, challenge: issued.challenge, rp: relyingPartyOf(request) });
      } catch (error) {
        if (!(error instanceof PasskeyRefusedError || error instanceof NotARelyingPartyError)) throw error;
        return replyWithErrors(request, submission, { intent, headers: used, formErrors: [error.message], hideFields: ["response"] });
      }
      return redirectWithToast(
        HERE,
        { type: "success", title: "Passkey added", description: t("account.security.passkeyAdded", { name: submission.value.name }) },
        { headers: used },
      );
    },
    "rename-passkey": async () => {
      const submission = parseWithZod(formData, { schema: renamePasskeySchema });
      if (submission.status !== "success") return replyWithErrors(request, submission, { intent: "rename-passkey" as const, extra: { passkey: Number(formData.get("passkey")) } });
      try {
        await renamePasskey({ userId: user.id, passkeyId: submission.value.passkey, name: submission.value.name });
      } catch (error) {
        if (error instanceof PasskeyNotFoundError) throw notFound();
        throw error;
      }
      return redirectWithToast(HERE, { type: "success", title: "Passkey renamed", description: t("account.security.passkeyRenamed", { name: submission.value.name }) });
    },
    "remove-passkey": async () => {
      const submission = parseWithZod(formData, { schema: removePasskeySchema });
      if (submission.status !== "success") throw notFound();
      try {
        await removePasskey({ userId: user.id, passkeyId: submission.value.passkey });
      } catch (error) {
        if (error instanceof PasskeyNotFoundError) throw notFound();
        throw error;
      }
      return redirectWithToast(HERE, { type: "success", title: "Passkey removed", description: "It no longer signs you in." });
    },
  });
}

const cardClass = "rounded-xl bg-white p-6 shadow-sm ring-1 ring-gray-200";

type ActionData = ReturnType<typeof useActionData<typeof action>>;
type PasskeyRow = { id: number; name: string; created: string; lastUsed: string | null };

/** One passkey: its dates, a rename form behind a disclosure (it works without JavaScript) and its removal. */
function PasskeyItem({ passkey, constraint, actionData }: { passkey: PasskeyRow; constraint: Constraint; actionData: ActionData }) {
  const mine = actionData && "intent" in actionData && actionData.intent === "rename-passkey" && "passkey" in actionData && actionData.passkey === passkey.id;
  const [form, fields] = useAppForm<{ name: string }>({ id: `rename-passkey-${passkey.id}`, lastResult: mine ? actionData.result : undefined, constraint, defaultValue: { name: passkey.name } });
  const t = useT();
  return (
    <li className="py-3" data-testid="passkey">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <p className="font-medium break-words text-gray-900">{passkey.name}</p>
          <p className="text-sm text-gray-600">
            {passkey.lastUsed
              ? t("account.security.passkeyDatesUsed", { created: passkey.created, lastUsed: passkey.lastUsed })
              : t("account.security.passkeyDatesUnused", { created: passkey.created })}
          </p>
        </div>
        <Form method="post">
          <input type="hidden" name="passkey" value={passkey.id} />
          <SubmitButton name="intent" value="remove-passkey" variant="danger" pendingText={t("account.security.removing")}>
            {t("account.security.remove")}
            <span className="sr-only">: {passkey.name}</span>
          </SubmitButton>
        </Form>
      </div>
      <details className="mt-2" open={mine || undefined}>
        <summary className="cursor-pointer text-sm font-medium text-brand-700">
          {t("account.security.rename")}
          <span className="sr-only"> {passkey.name}</span>
        </summary>
        <Form method="post" {...getFormProps(form)} className="mt-2 flex flex-wrap items-end gap-x-3">
          <input type="hidden" name="passkey" value={passkey.id} />
          <Field label={t("account.security.newName")} id={fields.name.id} errors={fields.name.errors} className="min-w-0 flex-1 basis-56">
            {(control) => <Input {...getInputProps(fields.name, { type: "text", ariaAttributes: false })} {...control} autoComplete="off" />}
          </Field>
          <div className="pb-6">
            <SubmitButton name="intent" value="rename-passkey" variant="secondary" pendingText={t("account.security.saving")}>
              {t("account.security.saveName")}
            </SubmitButton>
          </div>
        </Form>
      </details>
    </li>
  );
}

export default function SecurityPage() {
  const { sessions, attempts, passkeys, suggestedPasskeyName, addConstraint, renameConstraint } = useLoaderData<typeof loader>();
  const actionData: ActionData = useActionData<typeof action>();
  const others = sessions.filter((session) => !session.current).length;
  const t = useT();
  return (
    <div className="mx-auto max-w-4xl space-y-8">
      <div>
        <h1 className="text-2xl font-bold text-gray-900">{t("account.security.title")}</h1>
        <p className="mt-1 text-sm text-gray-600">{t("account.security.intro")}</p>
      </div>

      <section aria-labelledby="passkeys-heading" className={cardClass}>
        <h2 id="passkeys-heading" className="text-lg font-semibold text-gray-900">
          {t("account.security.passkeysHeading")}
        </h2>
        <p className="mt-1 text-sm text-gray-600">{t("account.security.passkeysIntro")}</p>
        {passkeys.length === 0 ? (
          <p className="mt-4 text-sm text-gray-600">{t("account.security.noPasskeys")}</p>
        ) : (
          <ul className="mt-4 divide-y divide-gray-100">
            {passkeys.map((passkey) => (
              <PasskeyItem key={passkey.id} passkey={passkey} constraint={renameConstraint} actionData={actionData} />
            ))}
          </ul>
        )}
        <AddPasskeyForm
          suggestedName={suggestedPasskeyName}
          constraint={addConstraint}
          lastResult={actionData && "intent" in actionData && actionData.intent === "add-passkey" ? actionData.result : undefined}
        />
      </section>

      <section aria-labelledby="sessions-heading" className={cardClass}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="sessions-heading" className="text-lg font-semibold text-gray-900">
            {t("account.security.sessionsHeading")}
          </h2>
          {others > 0 ? (
            <Form method="post">
              <SubmitButton name="intent" value="end-others" variant="secondary" pendingText={t("account.security.ending")}>
                {t("account.security.endOthers")}
              </SubmitButton>
            </Form>
          ) : null}
        </div>
        <ul className="mt-4 divide-y divide-gray-100">
          {sessions.map((session) => (
            <li key={session.handle} className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid="session">
              <SessionSummary session={session} badge={session.current ? <Badge tone="green">{t("account.security.thisDevice")}</Badge> : null} />
              <Form method="post">
                <input type="hidden" name="session" value={session.handle} />
                <SubmitButton name="intent" value="end" variant={session.current ? "secondary" : "danger"} pendingText={t("account.security.ending")}>
                  {session.current ? t("account.security.signOutHere") : t("account.security.endSession")}
                  <span className="sr-only">: {session.device}</span>
                </SubmitButton>
              </Form>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="attempts-heading" className={cardClass}>
        <h2 id="attempts-heading" className="text-lg font-semibold text-gray-900">
          {t("account.security.attemptsHeading")}
        </h2>
        {attempts.length === 0 ? (
          <p className="mt-2 text-sm text-gray-600">{t("account.security.noAttempts")}</p>
        ) : (
          // The kit's table, whose rows are cards on a phone (as an admin list's are): a table of text alone would
          // scroll sideways there in a box that nothing in it lets the keyboard reach.
          <div data-view="auto" className="mt-4">
            <Table caption={t("account.security.attemptsHeading")}>
              <THead>
                <tr>
                  <TH>{t("account.security.time")}</TH>
                  <TH>{t("account.security.address")}</TH>
                  <TH>{t("account.security.browser")}</TH>
                  <TH>{t("account.security.result")}</TH>
                </tr>
              </THead>
              <TBody>
                {attempts.map((attempt) => (
                  <TR key={attempt.id} data-testid="sign-in-attempt">
                    <TD className={cn("whitespace-nowrap card:whitespace-normal", CARD_SLOTS.title)}>{attempt.time}</TD>
                    <TD className={CARD_SLOTS.meta} data-label={t("account.security.address")}>
                      {attempt.address ?? t("account.security.unknownAddress")}
                    </TD>
                    <TD className={CARD_SLOTS.line}>{attempt.device}</TD>
                    <TD className={CARD_SLOTS.badge}>{attempt.outcome ? <Badge tone="red">{attempt.outcome}</Badge> : <Badge tone="green">{t("account.security.signedIn")}</Badge>}</TD>
                  </TR>
                ))}
              </TBody>
            </Table>
          </div>
        )}
      </section>
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
