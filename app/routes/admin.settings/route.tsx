import { getFormProps, getInputProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import type { ReactNode } from "react";
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { useAppForm } from "~/components/forms/use-app-form";
import { SubmitButton } from "~/components/ui/button";
import { Checkbox, Field, Input, Textarea } from "~/components/ui/field";
import { CHECKLIST_TEMPLATE_FIELDS } from "~/domain/checklist";
import { DESTINATIONS } from "~/domain/destinations";
import { LEGAL_ADMIN_PATH } from "~/domain/legal";
import { readLegalOverview } from "~/features/content/legal-editor.server";
import { SECRET_FIELDS, SETTINGS_TABS, SETTINGS_TAB_LABELS, SOCIAL_FIELDS, isSettingsTab, type SettingsGroup } from "~/domain/settings";
import { readSettings, saveSettings } from "~/models/settings.server";
import { cn } from "~/components/ui/cn";
import { readFormData } from "~/utils/http.server";
import { dispatchIntent } from "~/utils/intent.server";
import { pageTitle } from "~/utils/meta";
import { requireAdmin } from "~/auth/session.server";
import { settingsSchemas } from "./schema.server";
import { lookup } from "~/domain/lookup";
import { handleAdminIntent } from "~/features/admin/admin-actions.server";

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle("Settings", matches) }];

type SecretState = "stored" | "unset" | "unreadable";

/** A group's form values and its secrets' states: a secret's value never leaves the server, only whether one is stored, or stored but unreadable. */
async function readGroup(group: SettingsGroup) {
  const { values: stored, unreadableSecrets } = await readSettings(group);
  const secretFields = lookup(SECRET_FIELDS, group) ?? [];
  const values = Object.fromEntries(Object.entries(stored).filter(([field]) => !secretFields.includes(field)));
  const secrets: Record<string, SecretState> = Object.fromEntries(
    secretFields.map((field) => [field, unreadableSecrets.includes(field) ? "unreadable" : (stored as Record<string, unknown>)[field] ? "stored" : "unset"]),
  );
  return { group, values, secrets, constraint: getZodConstraint(settingsSchemas[group]) };
}

/** A group's form, or on the Terms & Policies tab each legal page's version in force with a link to its editor (decision 116). */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const asked = new URL(request.url).searchParams.get("tab");
  const tab = isSettingsTab(asked) ? asked : "general";
  if (tab === "policies") return { tab, form: null, legalPages: await readLegalOverview() };
  return { tab, form: await readGroup(tab), legalPages: null };
}

/** Each tab's form posts its group as its intent. */
export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const formData = await readFormData(request);
  const save = (group: SettingsGroup) => () =>
    handleAdminIntent(request, formData, {
      schema: settingsSchemas[group],
      closeTo: `/admin/settings${group === "general" ? "" : `?tab=${group}`}`,
      intent: group,
      // a refused form comes back with what was typed, except the secrets: those are typed again
      invalid: { hideFields: SECRET_FIELDS[group] },
      run: async (value) => {
        await saveSettings(group, value as never, admin.id);
        const section = group.charAt(0).toUpperCase() + group.slice(1);
        return { title: "Settings saved", description: `${section} settings have been updated successfully.` };
      },
    });
  return dispatchIntent(formData, { general: save("general"), payment: save("payment"), email: save("email"), checklists: save("checklists"), security: save("security") } satisfies Record<SettingsGroup, unknown>);
}

type AnyField = FieldMetadata<unknown>;

function TextInput({ field, label, type = "text", hint }: { field: AnyField; label: string; type?: "text" | "email" | "number" | "password" | "url"; hint?: ReactNode }) {
  return (
    <Field label={label} id={field.id} errors={field.errors} hint={hint}>
      {(control) => <Input {...getInputProps(field as FieldMetadata<string>, { type, ariaAttributes: false })} {...control} />}
    </Field>
  );
}

function LongText({ field, label, hint, rows = 8 }: { field: AnyField; label: string; hint?: string; rows?: number }) {
  return (
    <Field label={label} id={field.id} errors={field.errors} hint={hint}>
      {(control) => <Textarea {...getTextareaProps(field as FieldMetadata<string>, { ariaAttributes: false })} {...control} rows={rows} />}
    </Field>
  );
}

function Toggle({ field, label }: { field: AnyField; label: string }) {
  return <Checkbox label={label} name={field.name} id={field.id} defaultChecked={field.initialValue === "on" || field.initialValue === "true"} errors={field.errors} />;
}

type Data = ReturnType<typeof useLoaderData<typeof loader>>;

/** The legal pages, which are edited and versioned in the content area: where each stands, and the way there. */
function LegalPagesPanel({ pages }: { pages: NonNullable<Data["legalPages"]> }) {
  return (
    <section aria-labelledby="legal-pages-heading" className="mt-6 space-y-4 rounded-lg border border-gray-200 bg-white p-6">
      <h2 id="legal-pages-heading" className="text-lg font-semibold text-gray-900">
        Legal pages
      </h2>
      <p className="text-sm text-gray-600">
        The terms, the terms of use and the privacy policy are versions in the content area: publishing a new version keeps the earlier ones with their dates,
        and a student who registers accepts the Terms and Conditions in force that day.
      </p>
      <ul className="divide-y divide-gray-100">
        {pages.map((page) => (
          <li key={page.kind} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div>
              <p className="font-medium text-gray-900">{page.title}</p>
              <p className="text-sm text-gray-600">
                {page.current ? `Version ${page.current.version}, published ${page.current.day}` : "Not published yet"}
                {page.draftVersion !== null ? ` · a draft of version ${page.draftVersion} waits` : ""} · {page.path}
              </p>
            </div>
            <Link to={`${LEGAL_ADMIN_PATH}/${page.kind}`} className="text-sm font-medium text-brand-700 hover:underline">
              Edit the {page.title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function SettingsPage() {
  const { tab, form, legalPages } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-4xl">
      <h1 className="text-2xl font-bold text-gray-900">Settings</h1>
      <nav aria-label="Settings sections" className="mt-6 flex gap-1 overflow-x-auto border-b border-gray-200">
        {SETTINGS_TABS.map((key) => (
          <Link
            key={key}
            to={key === "general" ? "/admin/settings" : `?tab=${key}`}
            aria-current={key === tab ? "page" : undefined}
            className={cn("-mb-px shrink-0 border-b-2 px-3 py-2 text-sm font-medium sm:px-4", key === tab ? "border-brand-600 text-brand-700" : "border-transparent text-gray-600 hover:text-gray-900")}
          >
            {SETTINGS_TAB_LABELS[key]}
          </Link>
        ))}
      </nav>
      {form ? <SettingsForm key={form.group} {...form} /> : null}
      {legalPages ? <LegalPagesPanel pages={legalPages} /> : null}
    </div>
  );
}

function SettingsForm({ group, values, secrets, constraint }: NonNullable<Data["form"]>) {
  const actionData = useActionData<typeof action>();
  const [form, fields] = useAppForm<Record<string, unknown>>({
    id: `settings-${group}`,
    lastResult: actionData?.intent === group ? actionData.result : null,
    constraint,
    defaultValue: Object.fromEntries(Object.entries(values).map(([key, value]) => [key, typeof value === "boolean" ? (value ? "on" : "") : String(value)])),
  });
  const secretHint = (name: string) =>
    ({
      stored: "A value is stored. Leave empty to keep it.",
      unset: "Not set.",
      unreadable: (
        <span className="font-medium text-red-700">The stored value could not be read (the encryption key has changed). Enter it again.</span>
      ),
    })[secrets[name]];

  return (
    <Form method="post" {...getFormProps(form)} className="mt-6 space-y-2 rounded-lg border border-gray-200 bg-white p-6">
      <input type="hidden" name="intent" value={group} />
      {group === "general" ? (
        <>
          <TextInput field={fields.siteName} label="Site name" />
          <div className="grid gap-x-4 sm:grid-cols-2">
            <TextInput field={fields.contactEmail} label="Contact email" type="email" />
            <TextInput field={fields.supportEmail} label="Support email" type="email" />
            <TextInput field={fields.contactPhone} label="Contact phone" />
            <TextInput field={fields.secondaryPhone} label="Second phone" />
          </div>
          <TextInput field={fields.officeAddress} label="Office address" />
          <fieldset className="pt-2">
            <legend className="text-sm font-semibold text-gray-900">Social links</legend>
            <p className="text-sm text-gray-600">Optional. The footer shows the ones you fill in.</p>
            <div className="mt-2 grid gap-x-4 sm:grid-cols-2">
              {SOCIAL_FIELDS.map(({ field, name }) => (
                <TextInput key={field} field={fields[field]} label={`${name} URL`} type="url" hint="https://..." />
              ))}
            </div>
          </fieldset>
        </>
      ) : null}
      {group === "payment" ? (
        <>
          <TextInput field={fields.currency} label="Currency" hint="A 3-letter ISO code, e.g. USD." />
          <TextInput field={fields.gatewayKeyId} label="Gateway secret key" type="password" hint={secretHint("gatewayKeyId")} />
          <TextInput field={fields.webhookSecret} label="Webhook secret" type="password" hint={secretHint("webhookSecret")} />
          <Toggle field={fields.enableGateway} label="Enable online payment gateway" />
          <Toggle field={fields.enableOfflinePayment} label="Enable offline payment (bank transfer, cash)" />
          <LongText field={fields.offlineInstructions} label="Offline payment instructions" hint="Shown to students on unpaid invoices when offline payment is enabled." />
        </>
      ) : null}
      {group === "email" ? (
        <>
          <div className="grid gap-x-4 sm:grid-cols-2">
            <TextInput field={fields.smtpHost} label="SMTP host" />
            <TextInput field={fields.smtpPort} label="SMTP port" type="number" />
            <TextInput field={fields.smtpUsername} label="SMTP username" />
            <TextInput field={fields.smtpPassword} label="SMTP password" type="password" hint={secretHint("smtpPassword")} />
            <TextInput field={fields.fromEmail} label="From email" type="email" />
            <TextInput field={fields.fromName} label="From name" />
          </div>
          <p className="text-sm text-gray-600">
            Leave the SMTP host empty to use the server's environment (SMTP_HOST); when neither names a server, mail is kept at{" "}
            <Link to="/admin/mail" className="font-medium text-brand-700 underline">
              Mail
            </Link>{" "}
            instead of being delivered.
          </p>
          <Toggle field={fields.smtpSecure} label="Use TLS from the start (port 465)" />
          <Toggle field={fields.enableNotifications} label="Send e-mail notifications (updates, reminders, staff alerts)" />
        </>
      ) : null}
      {group === "checklists" ? (
        <>
          <p className="text-sm text-gray-600">
            The documents staff add to a student&apos;s checklist from each destination&apos;s template: one document a line, with an optional note for the
            student after a bar, e.g. <code>Passport | valid for six months after arrival</code>. A document already on a student&apos;s list is not added
            twice.
          </p>
          {DESTINATIONS.map((destination) => (
            <LongText key={destination} field={fields[CHECKLIST_TEMPLATE_FIELDS[destination]]} label={`${destination} checklist`} rows={10} />
          ))}
        </>
      ) : null}
      {group === "security" ? (
        <>
          <Toggle field={fields.requireStaffTwoFactor} label="Require two-factor for staff" />
          <p className="text-sm text-gray-600">
            Admins and counsellors open every student&apos;s documents and payments, so a password alone should not be enough. While this is on, a staff
            member without two-factor who logs in with a password is taken to set it up before any other page, and saving it on takes every staff member
            signed in without two-factor, you included, to the set-up page at their next click. A passkey log-in counts as two factors.
          </p>
          <p className="text-sm text-gray-600">
            The demo data (<code>npm run db:seed</code>) turns this off, so that the demo log-ins work at once. Turn it on before real staff use the site.
          </p>
        </>
      ) : null}
      <div className="flex justify-end pt-2">
        <SubmitButton pendingText="Saving...">Save Settings</SubmitButton>
      </div>
    </Form>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
