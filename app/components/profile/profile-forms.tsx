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

type ProfileData = Awaited<ReturnType<typeof loadProfile>>;
type ActionData = { intent: "profile" | "password" | "time-zone"; result: SubmissionResult<string[]> } | undefined;

const cardClass = "rounded-xl bg-white p-6 shadow-sm ring-1 ring-gray-200";

/** The profile page of both areas: personal details with the avatar, and the password change. */
export function ProfileForms({ data, actionData }: { data: ProfileData; actionData: ActionData }) {
  return (
    <div className="mx-auto max-w-3xl space-y-8">
      <div>
        <h1 className="text-2xl font-bold text-gray-900">Profile</h1>
        <p className="mt-1 text-sm text-gray-600">Your personal details and password.</p>
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
  return (
    <section aria-labelledby="profile-heading" className={cardClass}>
      <h2 id="profile-heading" className="text-lg font-semibold text-gray-900">
        Personal information
      </h2>
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="mt-4">
        <div className="mb-6 flex items-center gap-4">
          {data.avatarUrl ? (
            <img src={data.avatarUrl} alt="Your avatar" className="h-16 w-16 rounded-full object-cover ring-1 ring-gray-200" />
          ) : (
            <span aria-hidden="true" className="flex h-16 w-16 items-center justify-center rounded-full bg-brand-600 text-2xl font-semibold text-white">
              {initial}
            </span>
          )}
          <Field label="Avatar" hint="An image (JPG, PNG, GIF or WebP), at most 5 MB." id={fields.avatar.id} errors={fields.avatar.errors} className="flex-1">
            {(control) => <Input {...control} name={fields.avatar.name} type="file" accept={acceptAttribute("image")} className="py-1.5" />}
          </Field>
        </div>
        <div className="grid gap-x-4 sm:grid-cols-2">
          <Field label="Full name" id={fields.fullName.id} errors={fields.fullName.errors}>
            {(control) => <Input {...getInputProps(fields.fullName, { type: "text", ariaAttributes: false })} {...control} autoComplete="name" />}
          </Field>
          <Field label="Email" id={fields.email.id} errors={fields.email.errors}>
            {(control) => <Input {...getInputProps(fields.email, { type: "email", ariaAttributes: false })} {...control} autoComplete="email" />}
          </Field>
          <Field label="Phone" id={fields.phone.id} errors={fields.phone.errors}>
            {(control) => <Input {...getInputProps(fields.phone, { type: "tel", ariaAttributes: false })} {...control} autoComplete="tel" />}
          </Field>
          <Field label="Date of birth" id={fields.dob.id} errors={fields.dob.errors}>
            {(control) => <Input {...getInputProps(fields.dob, { type: "date", ariaAttributes: false })} {...control} max={data.today} autoComplete="bday" />}
          </Field>
        </div>
        <Field label="Address" id={fields.address.id} errors={fields.address.errors}>
          {(control) => <Textarea {...getTextareaProps(fields.address, { ariaAttributes: false })} {...control} rows={3} autoComplete="street-address" />}
        </Field>
        <FormError errors={form.errors} id={form.errorId} />
        <div className="flex justify-end">
          <SubmitButton name="intent" value="profile" pendingText="Saving...">
            Save changes
          </SubmitButton>
        </div>
      </Form>
      {data.emailChange ? <PendingEmailChange change={data.emailChange} /> : null}
    </section>
  );
}

/** The new address asked for, waiting for its link (its own forms: they cannot sit inside the profile's). */
function PendingEmailChange({ change }: { change: NonNullable<ProfileData["emailChange"]> }) {
  return (
    <div role="status" className="mt-6 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <p>
        Waiting for verification of <span className="font-medium break-all">{change.email}</span> (sent {change.sent}).
      </p>
      <p className="mt-1">
        {change.expired
          ? "The link has expired: send it again to change your address."
          : "Your address changes when you open the link we sent there; until then you keep signing in with the one above."}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <VerificationMailButton intent="resend-change" pendingText="Sending...">
          Send the link again
        </VerificationMailButton>
        <VerificationMailButton intent="cancel-change" variant="secondary" pendingText="Cancelling...">
          Cancel the change
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
  return (
    <section aria-labelledby="password-heading" className={cardClass}>
      <h2 id="password-heading" className="text-lg font-semibold text-gray-900">
        Change password
      </h2>
      <p className="mt-1 text-sm text-gray-600">Changing it signs you out on every other device.</p>
      <Form method="post" {...getFormProps(form)} className="mt-4">
        <Field label="Current password" id={fields.currentPassword.id} errors={fields.currentPassword.errors}>
          {(control) => <PasswordInput {...passwordProps(fields.currentPassword)} {...control} autoComplete="current-password" />}
        </Field>
        <div className="grid gap-x-4 sm:grid-cols-2">
          <Field label="New password" hint={`At least ${PASSWORD_MIN_LENGTH} characters.`} id={fields.newPassword.id} errors={fields.newPassword.errors}>
            {(control) => <PasswordInput {...passwordProps(fields.newPassword)} {...control} autoComplete="new-password" minLength={PASSWORD_MIN_LENGTH} />}
          </Field>
          <Field label="Confirm password" id={fields.confirmPassword.id} errors={fields.confirmPassword.errors}>
            {(control) => <PasswordInput {...passwordProps(fields.confirmPassword)} {...control} autoComplete="new-password" />}
          </Field>
        </div>
        <FormError errors={form.errors} id={form.errorId} />
        <div className="flex justify-end">
          <SubmitButton name="intent" value="password" pendingText="Updating...">
            Update password
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}

/** Two switches, saved together; a checkbox needs no validation, so this form has no errors to show. */
function EmailPreferencesForm({ preferences }: { preferences: NonNullable<ProfileData["emailPreferences"]> }) {
  return (
    <section id="email-preferences" aria-labelledby="email-preferences-heading" className={cardClass}>
      <h2 id="email-preferences-heading" className="text-lg font-semibold text-gray-900">
        E-mail preferences
      </h2>
      <p className="mt-1 text-sm text-gray-600">Confirmations of what you book or send, and password reset links, always reach you.</p>
      <Form method="post" className="mt-4 space-y-3">
        <Checkbox name="emailReminders" label="Remind me by e-mail 24 hours and 1 hour before each session" defaultChecked={preferences.emailReminders} />
        <Checkbox name="emailUpdates" label="E-mail me when my applications, sessions or payments change" defaultChecked={preferences.emailUpdates} />
        <div className="flex justify-end">
          <SubmitButton name="intent" value="email-preferences" pendingText="Saving...">
            Save preferences
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}

/** The student's own zone: session times show in the consultancy's zone and, when it differs, in this one. */
function TimeZoneForm({ setup, lastResult }: { setup: NonNullable<ProfileData["timeZone"]>; lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useAppForm<{ timeZone: string }>({ id: "time-zone-form", lastResult, constraint: setup.constraint, defaultValue: { timeZone: setup.saved } });
  return (
    <section id="time-zone" aria-labelledby="time-zone-heading" className={cardClass}>
      <h2 id="time-zone-heading" className="text-lg font-semibold text-gray-900">
        Time zone
      </h2>
      <p className="mt-1 text-sm text-gray-600">Session times show in our office&apos;s zone ({setup.consultancyZone}) and, when yours differs, in yours too.</p>
      <Form method="post" {...getFormProps(form)} className="mt-4">
        <Field label="Your time zone" id={fields.timeZone.id} errors={fields.timeZone.errors}>
          {(control) => (
            <Select {...getSelectProps(fields.timeZone, { ariaAttributes: false })} {...control}>
              <option value="">My browser&apos;s time zone</option>
              {setup.choices.map((zone) => (
                <option key={zone} value={zone}>
                  {zone}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <FormError errors={form.errors} id={form.errorId} />
        <div className="flex justify-end">
          <SubmitButton name="intent" value="time-zone" pendingText="Saving...">
            Save time zone
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}
