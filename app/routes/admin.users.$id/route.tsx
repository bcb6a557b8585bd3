import { getFormProps, getSelectProps } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { ACCOUNT_STATE_FOCUS_KEY, AccountStateBadge, RoleBadge } from "~/components/admin/account-badges";
import { StatusBadge } from "~/components/booking/status-badge";
import { SessionSummary } from "~/components/profile/session-summary";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { useAppForm } from "~/components/forms/use-app-form";
import { useDialogOutlet } from "~/components/list/route-dialog";
import { Badge } from "~/components/ui/badge";
import { ButtonLink, SubmitButton } from "~/components/ui/button";
import { Detail, DetailList } from "~/components/ui/detail-list";
import { Field, FormError, Select } from "~/components/ui/field";
import { controlWithFocusKey, returnFocusAfterNavigation } from "~/components/ui/focus-return";
import { erasureDueAt } from "~/domain/account-data";
import { accountLifecycle, canMoveAccount } from "~/domain/account-lifecycle";
import { ADMIN_BOOKING_PAGES } from "~/domain/admin-lists";
import { bookingTitle } from "~/domain/booking";
import { formatDateTime, formatDay } from "~/domain/dates";
import { LIST_PARAMS } from "~/domain/list-query";
import { formatMoney, formatWholeDollars } from "~/domain/money";
import { ROLES, roleLabel } from "~/domain/roles";
import { describeSession } from "~/domain/session-view";
import { asServiceType } from "~/domain/service-types";
import { handleAdminIntent, runAdminAction } from "~/features/admin/admin-actions.server";
import { endUserSessionsAsAdmin, listActiveSessions } from "~/models/session.server";
import { resetTwoFactorAsAdmin } from "~/models/two-factor.server";
import { changeUserRole, findAccount, getAccount, setAccountDisabled } from "~/models/user-admin.server";
import { getEnv } from "~/utils/env.server";
import { dispatchIntent } from "~/utils/intent.server";
import { readFormData } from "~/utils/http.server";
import { seoMeta } from "~/utils/meta";
import { notFound, requireId } from "~/utils/route-params.server";
import { requireAdmin } from "~/auth/session.server";
import { roleSchema } from "./schema.server";
import { lookup } from "~/domain/lookup";

const DOCUMENT_KINDS: Record<string, string> = {
  sop_draft: "SOP draft",
  sop_review: "SOP review",
  sop_final: "Final SOP",
  loan_document: "Loan document",
  inquiry_attachment: "Inquiry attachment",
  material: "Session material",
};

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => seoMeta(data ? `User: ${data.user.name}` : "User", "An account, its role and state, and every record it owns.", matches);

/** A list filtered to this student: every admin list searches on the student's name and e-mail. */
const searchFor = (path: string, keyword: string | number) => `${path}?${new URLSearchParams({ [LIST_PARAMS.search]: String(keyword) })}`;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const account = await getAccount(requireId(params.id));
  if (!account) throw notFound();
  const zone = getEnv().APP_TIME_ZONE;
  const { user, records } = account;
  const sessions = await listActiveSessions(user.id);
  const lifecycle = accountLifecycle(user);
  return {
    sessions: sessions.map((session) => describeSession(session, zone)),
    self: admin.id === user.id,
    user: {
      id: user.id,
      name: user.name,
      email: user.email,
      phone: user.phone,
      address: user.address,
      role: user.role,
      invitationPending: user.invitationPending,
      disabledSince: user.disabledAt ? formatDateTime(user.disabledAt, zone) : null,
      lifecycle,
      canEnable: canMoveAccount(lifecycle, "enable"),
      canDisable: canMoveAccount(lifecycle, "disable"),
      deletion:
        lifecycle === "deletion_pending" && user.deletionRequestedAt
          ? { requested: formatDateTime(user.deletionRequestedAt, zone), erasedOn: formatDateTime(erasureDueAt(user.deletionRequestedAt), zone) }
          : null,
      created: formatDateTime(user.createdAt, zone),
      twoFactorSince: user.twoFactorEnabledAt ? formatDateTime(user.twoFactorEnabledAt, zone) : null,
      passkeys: user.passkeys,
      emailVerifiedSince: user.emailVerifiedAt ? formatDateTime(user.emailVerifiedAt, zone) : null,
    },
    records: records && {
      sops: {
        total: records.sops.total,
        all: searchFor("/admin/sop-applications", user.email),
        rows: records.sops.rows.map((sop) => ({
          id: sop.id,
          title: `${sop.program}, ${sop.university}`,
          detail: `${sop.package === "premium" ? "Premium" : "Standard"} package · submitted ${formatDay(sop.createdAt, zone)}`,
          status: sop.status,
          href: `/admin/sop-applications/${sop.id}`,
        })),
      },
      bookings: {
        total: records.bookings.total,
        all: null,
        rows: records.bookings.rows.map((booking) => ({
          id: booking.id,
          title: bookingTitle(booking),
          detail: formatDateTime(booking.startTime, zone),
          status: booking.status,
          href: searchFor(ADMIN_BOOKING_PAGES[asServiceType(booking.type)].path, booking.id),
        })),
      },
      loans: {
        total: records.loans.total,
        all: searchFor("/admin/loan-applications", user.email),
        rows: records.loans.rows.map((loan) => ({
          id: loan.id,
          title: `${formatWholeDollars(loan.loanAmount)} for ${loan.course}, ${loan.university}`,
          detail: `Applied ${formatDay(loan.createdAt, zone)}`,
          status: loan.status,
          href: searchFor("/admin/loan-applications", loan.id),
        })),
      },
      payments: {
        total: records.payments.total,
        all: searchFor("/admin/payment-histories", user.email),
        rows: records.payments.rows.map((payment) => ({
          id: payment.id,
          title: `${payment.invoiceNumber}: ${payment.serviceName}`,
          detail: `${formatMoney(payment.amountCents, payment.currency)} · ${formatDay(payment.createdAt, zone)}`,
          status: payment.status,
          href: searchFor("/admin/payment-histories", payment.invoiceNumber),
        })),
      },
      documents: {
        total: records.documents.total,
        all: null,
        rows: records.documents.rows.map((document) => ({
          id: document.id,
          title: document.originalName,
          detail: `${lookup(DOCUMENT_KINDS, document.kind) ?? document.kind} · ${Math.max(1, Math.round(document.sizeBytes / 1024))} KB · ${formatDay(document.createdAt, zone)}`,
          status: null,
          href: `/admin/documents/${document.id}`,
        })),
      },
    },
    constraint: getZodConstraint(roleSchema),
  };
}

/**
 * `role` changes the account's role; `enable` lets a disabled account log in again, or re-opens one whose deletion is
 * pending and cancels the deletion (disabling has its own page);
 * `end-session` and `end-all-sessions` sign the account out of one browser or of all of them; `reset-two-factor` turns
 * off the two-factor of someone who lost their phone and recovery codes.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const userId = requireId(params.id);
  const here = `/admin/users/${userId}`;
  const formData = await readFormData(request);
  return dispatchIntent(formData, {
    role: () =>
      handleAdminIntent(request, formData, {
        schema: roleSchema,
        closeTo: here,
        intent: "role",
        run: async ({ role }) => {
          await changeUserRole({ adminId: admin.id, userId, role });
          return { title: "Role changed", description: `The account's role is now ${roleLabel(role)}.` };
        },
      }),
    enable: () =>
      runAdminAction(here, async () => {
        const { cancelledDeletion } = await setAccountDisabled({ adminId: admin.id, userId, disabled: false });
        return cancelledDeletion
          ? { title: "Account enabled, deletion cancelled", description: "The account can log in again, nothing will be erased, and its owner has been told by e-mail." }
          : { title: "Account enabled", description: "The account can log in again." };
      }),
    "end-session": async () => {
      const handle = formData.get("session");
      if (typeof handle !== "string" || !handle || !(await findAccount(userId))) throw notFound();
      return runAdminAction(here, async () => {
        await endUserSessionsAsAdmin({ adminId: admin.id, userId, handle });
        return { title: "Session ended", description: "That browser is signed out of the account." };
      });
    },
    "reset-two-factor": async () => {
      if (!(await findAccount(userId))) throw notFound();
      return runAdminAction(here, async () => {
        await resetTwoFactorAsAdmin({ adminId: admin.id, userId });
        return { title: "Two-factor reset", description: "Two-factor is off for this account, and its owner has been told by e-mail." };
      });
    },
    "end-all-sessions": async () => {
      if (!(await findAccount(userId))) throw notFound();
      return runAdminAction(here, async () => {
        const count = await endUserSessionsAsAdmin({ adminId: admin.id, userId, handle: null });
        return { title: "Sessions ended", description: `${count} session${count === 1 ? "" : "s"} signed out.` };
      });
    },
  });
}

type Data = ReturnType<typeof useLoaderData<typeof loader>>;
type Section = { total: number; all: string | null; rows: Array<{ id: number; title: string; detail: string; status: string | null; href: string }> };

function RecordSection({ id, title, noun, section, download = false }: { id: string; title: string; noun: string; section: Section; download?: boolean }) {
  return (
    <section aria-labelledby={id} className="rounded-lg border border-gray-200 bg-white p-4 sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold text-gray-900">
          {title} <span className="text-sm font-normal text-gray-500">({section.total})</span>
        </h2>
        {section.total > section.rows.length ? (
          section.all ? (
            <Link to={section.all} className="text-sm font-medium text-brand-700 hover:underline">
              All {section.total} {noun}
            </Link>
          ) : (
            <p className="text-sm text-gray-600">
              The newest {section.rows.length} of {section.total}
            </p>
          )
        ) : null}
      </div>
      {section.rows.length === 0 ? (
        <p className="mt-2 text-sm text-gray-600">No {noun} yet.</p>
      ) : (
        <ul className="mt-3 divide-y divide-gray-100">
          {section.rows.map((row) => (
            <li key={row.id} className="flex items-start justify-between gap-3 py-2">
              <div className="min-w-0">
                <Link to={row.href} reloadDocument={download} className="break-words font-medium text-brand-700 hover:underline">
                  {download ? <span className="sr-only">Download </span> : null}
                  {row.title}
                </Link>
                <p className="text-sm text-gray-600">{row.detail}</p>
              </div>
              {row.status ? (
                <span className="shrink-0">
                  <StatusBadge status={row.status} />
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function AccountActions({ user, self, constraint, lastResult }: { user: Data["user"]; self: boolean; constraint: Data["constraint"]; lastResult: unknown }) {
  const [form, fields] = useAppForm<{ role: string }>({
    id: "user-role",
    lastResult: lastResult as Parameters<typeof useAppForm>[0]["lastResult"],
    constraint,
    defaultValue: { role: user.role },
  });
  const returnFocus = () => returnFocusAfterNavigation(controlWithFocusKey(ACCOUNT_STATE_FOCUS_KEY));
  return (
    <section aria-labelledby="account-heading" className="rounded-lg border border-gray-200 bg-white p-4 sm:p-6">
      <h2 id="account-heading" className="text-lg font-semibold text-gray-900">
        Role and access
      </h2>
      <div className="mt-3 flex flex-wrap items-end justify-between gap-6">
        <Form method="post" {...getFormProps(form)} className="flex flex-wrap items-end gap-2">
          <Field label="Role" id={fields.role.id} errors={fields.role.errors} className="w-44">
            {(control) => (
              <Select {...getSelectProps(fields.role, { ariaAttributes: false })} {...control}>
                {ROLES.map((value) => (
                  <option key={value} value={value}>
                    {roleLabel(value)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <div className="pb-6">
            <SubmitButton name="intent" value="role" variant="secondary" pendingText="Saving...">
              Change role
            </SubmitButton>
          </div>
          <FormError errors={form.errors} id={form.errorId} />
        </Form>
        <div className="flex flex-wrap gap-2 pb-6">
          {user.canEnable ? (
            <Form method="post" onSubmit={returnFocus}>
              <SubmitButton name="intent" value="enable" variant="secondary" pendingText="Enabling..." data-focus-key={ACCOUNT_STATE_FOCUS_KEY}>
                {user.deletion ? "Enable and cancel the deletion" : "Enable account"}
              </SubmitButton>
            </Form>
          ) : null}
          {!user.canDisable ? null : self ? (
            <p className="text-sm text-gray-600">You cannot disable your own account.</p>
          ) : (
            <ButtonLink to="disable" preventScrollReset variant="danger" data-focus-key={user.canEnable ? undefined : ACCOUNT_STATE_FOCUS_KEY}>
              Disable account
            </ButtonLink>
          )}
        </div>
      </div>
      <p className="text-sm text-gray-600">A disabled account cannot log in, and every browser and app signed in to it is signed out at once.</p>
      {user.deletion ? (
        <p className="mt-2 text-sm text-gray-600">
          Its owner asked to delete this account: it is erased on {user.deletion.erasedOn}. Enabling or disabling it cancels the deletion, keeps its data and
          tells the owner by e-mail.
        </p>
      ) : null}
    </section>
  );
}

function ActiveSessions({ sessions }: { sessions: Data["sessions"] }) {
  return (
    <section aria-labelledby="active-sessions-heading" className="rounded-lg border border-gray-200 bg-white p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="active-sessions-heading" className="text-lg font-semibold text-gray-900">
          Signed in <span className="text-sm font-normal text-gray-500">({sessions.length})</span>
        </h2>
        {sessions.length > 0 ? (
          <Form method="post">
            <SubmitButton name="intent" value="end-all-sessions" variant="secondary" pendingText="Ending...">
              End all sessions
            </SubmitButton>
          </Form>
        ) : null}
      </div>
      {sessions.length === 0 ? (
        <p className="mt-2 text-sm text-gray-600">Not signed in anywhere.</p>
      ) : (
        <ul className="mt-3 divide-y divide-gray-100">
          {sessions.map((session) => (
            <li key={session.handle} className="flex flex-wrap items-center justify-between gap-3 py-2">
              <SessionSummary session={session} />
              <Form method="post">
                <input type="hidden" name="session" value={session.handle} />
                <SubmitButton name="intent" value="end-session" variant="danger" size="sm" pendingText="Ending...">
                  End session<span className="sr-only">: {session.device}</span>
                </SubmitButton>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function TwoFactor({ since, passkeys, self }: { since: string | null; passkeys: number; self: boolean }) {
  return (
    <section aria-labelledby="two-factor-heading" className="rounded-lg border border-gray-200 bg-white p-4 sm:p-6">
      <h2 id="two-factor-heading" className="text-lg font-semibold text-gray-900">
        Two-factor
      </h2>
      <p className="mt-1 text-sm text-gray-600">{since ? `On since ${since}.` : "Off: a log-in with the password asks for nothing more."}</p>
      <p className="mt-1 text-sm text-gray-600">
        {passkeys === 0 ? "No passkeys." : `${passkeys} passkey${passkeys === 1 ? "" : "s"}, each of which signs in as two factors without the password.`}
      </p>
      {since && !self ? (
        <Form method="post" className="mt-3 space-y-2">
          <p className="text-sm text-gray-600">
            For someone who lost both their phone and their recovery codes: resetting turns two-factor off, tells them by e-mail and is kept in the audit
            log. Make sure you are speaking with the account&apos;s owner.
          </p>
          <SubmitButton name="intent" value="reset-two-factor" variant="secondary" pendingText="Resetting...">
            Reset two-factor
          </SubmitButton>
        </Form>
      ) : null}
    </section>
  );
}

function Records({ records }: { records: NonNullable<Data["records"]> }) {
  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <RecordSection id="sops-heading" title="SOP applications" noun="SOP applications" section={records.sops} />
      <RecordSection id="sessions-heading" title="Sessions" noun="sessions" section={records.bookings} />
      <RecordSection id="loans-heading" title="Loan applications" noun="loan applications" section={records.loans} />
      <RecordSection id="payments-heading" title="Payments" noun="payments" section={records.payments} />
      <RecordSection id="documents-heading" title="Documents" noun="documents" section={records.documents} download />
    </div>
  );
}

const notGiven = (value: string | null): ReactNode => value ?? <span className="text-gray-500">Not given</span>;

export default function AdminUserPage() {
  const { user, self, records, sessions, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { outlet, standalone } = useDialogOutlet();
  if (standalone) return outlet;
  return (
    <div className="space-y-6">
      <Link to="/admin/users" className="text-sm font-medium text-brand-700 hover:underline">
        ← Back to Users
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <p className="text-sm text-gray-500">User #{user.id}</p>
          <h1 className="mt-1 break-words text-2xl font-bold text-gray-900">{user.name}</h1>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <RoleBadge role={user.role} />
          <AccountStateBadge state={user.lifecycle} />
          {user.invitationPending ? <Badge tone="yellow">No password yet</Badge> : null}
          {user.role === "student" ? (
            <ButtonLink to={`/admin/students/${user.id}`} variant="secondary">
              Open case
            </ButtonLink>
          ) : null}
        </div>
      </div>

      <section aria-labelledby="details-heading" className="rounded-lg border border-gray-200 bg-white p-4 sm:p-6">
        <h2 id="details-heading" className="sr-only">
          Contact details
        </h2>
        <DetailList>
          <Detail label="E-mail">
            <a href={`mailto:${user.email}`} className="break-all text-brand-700 underline">
              {user.email}
            </a>
            <span className="mt-1 block text-sm text-gray-600">
              {user.emailVerifiedSince ? `Verified ${user.emailVerifiedSince}` : "Not verified yet: it cannot book, order, pay or upload."}
            </span>
          </Detail>
          <Detail label="Phone">{notGiven(user.phone)}</Detail>
          <Detail label="Address">{notGiven(user.address)}</Detail>
          <Detail label="Created">{user.created}</Detail>
          {user.disabledSince ? <Detail label="Disabled since">{user.disabledSince}</Detail> : null}
          {user.deletion ? <Detail label="Deletion asked for">{`${user.deletion.requested}; erased on ${user.deletion.erasedOn} unless cancelled`}</Detail> : null}
          {user.invitationPending ? <Detail label="Password">Invited: the link in the invitation mail has not been used yet.</Detail> : null}
        </DetailList>
      </section>

      <AccountActions user={user} self={self} constraint={constraint} lastResult={actionData && "result" in actionData ? actionData.result : undefined} />

      <ActiveSessions sessions={sessions} />

      <TwoFactor since={user.twoFactorSince} passkeys={user.passkeys} self={self} />

      {records ? <Records records={records} /> : null}
      {outlet}
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
