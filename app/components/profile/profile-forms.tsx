import { getFormProps, getInputProps, getSelectProps, getTextareaProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { PasswordInput } from "~/components/auth/password-input";
import { useAppForm } from "~/components/forms/use-app-form";
import { VerificationMailButton } from "~/components/profile/email-verification";
import { SubmitButton } from "~/components/ui/button";
import { Checkbox, Field, FormError, Input, Select, Textarea } from "~/components/ui/field";
import { PASSWORD_MIN_LENGTH } from "~/domain/password";
import { acceptAttribute } from "~/domain/uploads";
import type { loadProfile } from "~/features/account/profile.server";
import { T, useFormat, useT } from "~/i18n/i18n";

type ProfileData = Awaited<ReturnType<typeof loadProfile>>;
type ActionData = { intent: "profile" | "password" | "time-zone"; result: SubmissionResult<string[]> } | undefined;

const cardClass = "rounded-xl bg-white p-6 shadow-sm ring-1 ring-gray-200";

/** The profile page of both areas: personal details with the avatar, and the password change. */
export function ProfileForms({ data, actionData }: { data: ProfileData; actionData: ActionData }) {
  const t = useT();
  return (
    <div className="mx-auto max-w-3xl space-y-8">
      <div>
        <h1 className="text-2xl font-bold text-gray-900">{t("account.profile.title")}</h1>
        <p className="mt-1 text-sm text-gray-600">{t("account.profile.intro")}</p>
      </div>
      {/* A new address asked for waits for its link: the form starts again from the address the account still has. */}
      <ProfileDetailsForm
        key={`${data.profile.email} ${data.emailChange?.email ?? ""}`}
        data={data}
        lastResult={actionData?.intent === "profile" ? actionData.result : undefined}
      />
      {data.emailPreferences ? <EmailPreferencesForm preferences={data.emailPreferences} /> : null}
      {data.timeZone ? <TimeZoneForm setup={data.timeZone} lastResult={actionData?.intent === "time-zone" ? actionData.result : undefined} /> : null}
      <ChangePasswordForm data={data} lastResult={actionData?.intent === "password" ? actionData.result : undefined} />
    </div>
  );
}

function ProfileDetailsForm({ data, lastResult }: { data: ProfileData; lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useAppForm<ProfileData["profile"] & { avatar: File }>({ id: "profile", lastResult, constraint: data.profileConstraint, defaultValue: data.profile });
  const initial = data.profile.fullName.trim().charAt(0).toUpperCase() || "?";
  const t = useT();
  return (
    <section aria-labelledby="profile-heading" className={cardClass}>
      <h2 id="profile-heading" className="text-lg font-semibold text-gray-900">
        {t("account.profile.personalHeading")}
      </h2>
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="mt-4">
        <div className="mb-6 flex items-center gap-4">
          {data.avatarUrl ? (
            <img src={data.avatarUrl} alt={t("account.profile.avatarAlt")} className="h-16 w-16 rounded-full object-cover ring-1 ring-gray-200" />
          ) : (
            <span aria-hidden="true" className="flex h-16 w-16 items-center justify-center rounded-full bg-brand-600 text-2xl font-semibold text-white">
              {initial}
            </span>
          )}
          <Field label={t("account.profile.avatar")} hint={t("account.profile.avatarHint")} id={fields.avatar.id} errors={fields.avatar.errors} className="flex-1">
            {(control) => <Input {...control} name={fields.avatar.name} type="file" accept={acceptAttribute("image")} className="py-1.5" />}
          </Field>
        </div>
        <div className="grid gap-x-4 sm:grid-cols-2">
          <Field label={t("account.profile.fullName")} id={fields.fullName.id} errors={fields.fullName.errors}>
            {(control) => <Input {...getInputProps(fields.fullName, { type: "text", ariaAttributes: false })} {...control} autoComplete="name" />}
          </Field>
          <Field label={t("account.profile.email")} id={fields.email.id} errors={fields.email.errors}>
            {(control) => <Input {...getInputProps(fields.email, { type: "email", ariaAttributes: false })} {...control} autoComplete="email" />}
          </Field>
          <Field label={t("account.profile.phone")} id={fields.phone.id} errors={fields.phone.errors}>
            {(control) => <Input {...getInputProps(fields.phone, { type: "tel", ariaAttributes: false })} {...control} autoComplete="tel" />}
          </Field>
          <Field label={t("account.profile.dob")} id={fields.dob.id} errors={fields.dob.errors}>
            {(control) => <Input {...getInputProps(fields.dob, { type: "date", ariaAttributes: false })} {...control} max={data.today} autoComplete="bday" />}
          </Field>
        </div>
        <Field label={t("account.profile.address")} id={fields.address.id} errors={fields.address.errors}>
          {(control) => <Textarea {...getTextareaProps(fields.address, { ariaAttributes: false })} {...control} rows={3} autoComplete="street-address" />}
        </Field>
        <FormError errors={form.errors} id={form.errorId} />
        <div className="flex justify-end">
          <SubmitButton name="intent" value="profile" pendingText={t("account.profile.saving")}>
            {t("account.profile.save")}
          </SubmitButton>
        </div>
      </Form>
      {data.emailChange ? <PendingEmailChange change={data.emailChange} zone={data.zone} /> : null}
    </section>
  );
}

/** The new address asked for, waiting for its link (its own forms: they cannot sit inside the profile's). */
function PendingEmailChange({ change, zone }: { change: NonNullable<ProfileData["emailChange"]>; zone: string }) {
  const t = useT();
  const format = useFormat();
  return (
    <div role="status" className="mt-6 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <p>
        <T
          k="account.profile.pendingEmail"
          values={{ email: change.email, sent: format.dateTime(change.sent, zone) }}
          components={{ 0: <span className="font-medium break-all" /> }}
        />
      </p>
      <p className="mt-1">{change.expired ? t("account.profile.pendingEmailExpired") : t("account.profile.pendingEmailWaiting")}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <VerificationMailButton intent="resend-change" pendingText={t("account.profile.sending")}>
          {t("account.profile.sendLinkAgain")}
        </VerificationMailButton>
        <VerificationMailButton intent="cancel-change" variant="secondary" pendingText={t("account.profile.cancelling")}>
          {t("account.profile.cancelChange")}
        </VerificationMailButton>
      </div>
    </div>
  );
}

function ChangePasswordForm({ data, lastResult }: { data: ProfileData; lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useAppForm({ id: "password", lastResult, constraint: data.passwordConstraint });
  const passwordProps = (field: typeof fields.currentPassword) => {
    const { type: _type, ...props } = getInputProps(field, { type: "password", ariaAttributes: false });
    return props;
  };
  const t = useT();
  const format = useFormat();
  return (
    <section aria-labelledby="password-heading" className={cardClass}>
      <h2 id="password-heading" className="text-lg font-semibold text-gray-900">
        {t("account.profile.passwordHeading")}
      </h2>
      <p className="mt-1 text-sm text-gray-600">{t("account.profile.passwordIntro")}</p>
      <Form method="post" {...getFormProps(form)} className="mt-4">
        <Field label={t("account.profile.currentPassword")} id={fields.currentPassword.id} errors={fields.currentPassword.errors}>
          {(control) => <PasswordInput {...passwordProps(fields.currentPassword)} {...control} autoComplete="current-password" />}
        </Field>
        <div className="grid gap-x-4 sm:grid-cols-2">
          <Field
            label={t("account.profile.newPassword")}
            hint={t("account.profile.passwordHint", { min: format.number(PASSWORD_MIN_LENGTH) })}
            id={fields.newPassword.id}
            errors={fields.newPassword.errors}
          >
            {(control) => <PasswordInput {...passwordProps(fields.newPassword)} {...control} autoComplete="new-password" minLength={PASSWORD_MIN_LENGTH} />}
          </Field>
          <Field label={t("account.profile.confirmPassword")} id={fields.confirmPassword.id} errors={fields.confirmPassword.errors}>
            {(control) => <PasswordInput {...passwordProps(fields.confirmPassword)} {...control} autoComplete="new-password" />}
          </Field>
        </div>
        <FormError errors={form.errors} id={form.errorId} />
        <div className="flex justify-end">
          <SubmitButton name="intent" value="password" pendingText={t("account.profile.updating")}>
            {t("account.profile.updatePassword")}
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}

/** Two switches, saved together; a checkbox needs no validation, so this form has no errors to show. */
function EmailPreferencesForm({ preferences }: { preferences: NonNullable<ProfileData["emailPreferences"]> }) {
  const t = useT();
  return (
    <section id="email-preferences" aria-labelledby="email-preferences-heading" className={cardClass}>
      <h2 id="email-preferences-heading" className="text-lg font-semibold text-gray-900">
        {t("account.profile.emailPreferencesHeading")}
      </h2>
      <p className="mt-1 text-sm text-gray-600">{t("account.profile.emailPreferencesIntro")}</p>
      <Form method="post" className="mt-4 space-y-3">
        <Checkbox name="emailReminders" label={t("account.profile.emailReminders")} defaultChecked={preferences.emailReminders} />
        <Checkbox name="emailUpdates" label={t("account.profile.emailUpdates")} defaultChecked={preferences.emailUpdates} />
        <div className="flex justify-end">
          <SubmitButton name="intent" value="email-preferences" pendingText={t("account.profile.saving")}>
            {t("account.profile.savePreferences")}
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}

/** The student's own zone: session times show in the consultancy's zone and, when it differs, in this one. */
function TimeZoneForm({ setup, lastResult }: { setup: NonNullable<ProfileData["timeZone"]>; lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useAppForm<{ timeZone: string }>({ id: "time-zone-form", lastResult, constraint: setup.constraint, defaultValue: { timeZone: setup.saved } });
  const t = useT();
  return (
    <section id="time-zone" aria-labelledby="time-zone-heading" className={cardClass}>
      <h2 id="time-zone-heading" className="text-lg font-semibold text-gray-900">
        {t("account.profile.timeZoneHeading")}
      </h2>
      <p className="mt-1 text-sm text-gray-600">{t("account.profile.timeZoneIntro", { zone: setup.consultancyZone })}</p>
      <Form method="post" {...getFormProps(form)} className="mt-4">
        <Field label={t("account.profile.timeZone")} id={fields.timeZone.id} errors={fields.timeZone.errors}>
          {(control) => (
            <Select {...getSelectProps(fields.timeZone, { ariaAttributes: false })} {...control}>
              <option value="">{t("account.profile.browserTimeZone")}</option>
              {setup.choices.map((zone) => (
                <option key={zone.value} value={zone.value}>
                  {zone.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <FormError errors={form.errors} id={form.errorId} />
        <div className="flex justify-end">
          <SubmitButton name="intent" value="time-zone" pendingText={t("account.profile.saving")}>
            {t("account.profile.saveTimeZone")}
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}
