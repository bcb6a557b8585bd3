import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "@remix-run/node";
import type { FieldErrors } from "~/domain/forms";
import { todayInZone } from "~/domain/dates";
import { translator } from "~/i18n/catalogs.server";
import { getLocale } from "~/i18n/locale.server";
import { getPendingEmailChange } from "~/models/email-verification.server";
import {
  EmailTakenError,
  WrongPasswordError,
  changePassword,
  getUserProfile,
  setEmailPreferences,
  setUserTimeZone,
  isEmailTakenByAnother,
  setUserAvatar,
  normalizeEmail,
  updateUserProfile,
  type PublicUser,
} from "~/models/user.server";
import { getEnv } from "~/utils/env.server";
import { replyWithErrors } from "~/utils/form-reply.server";
import { dispatchIntent } from "~/utils/intent.server";
import { RateLimitedError, consumeAttempt } from "~/auth/rate-limit.server";
import { getSessionId } from "~/auth/session.server";
import { redirectWithToast, type Toast } from "~/utils/toast.server";
import { inspectUpload, parseMultipartForm, removeStoredFile, storeUpload } from "~/utils/uploads.server";
import { labelledTimeZoneChoices } from "~/domain/time-zones";
import { DEFAULT_LOCALE, intlLocale, type Locale } from "~/i18n/locales";
import { PASSWORDS_DONT_MATCH, emailPreferencesSchema, passwordSchema, profileSchema, timeZoneSchema } from "./profile.schema.server";

/**
 * The profile page of both areas (/student/profile and /admin/profile): one loader, one action, two forms told apart
 * by the `intent` of their submit button. The routes only add their area's guard.
 */

const PASSWORD_FIELDS = ["currentPassword", "newPassword", "confirmPassword"];

const profileFailed: Toast = { type: "error", title: "Update failed", description: "There was an error updating your profile." };
const passwordFailed: Toast = { type: "error", title: "Update failed", description: "There was an error updating your password." };

function today() {
  return todayInZone(getEnv().APP_TIME_ZONE);
}

/** A date of birth is a calendar day with no time zone: it is kept as UTC midnight and read back the same way. */
function dayToDate(day: string | undefined) {
  return day ? new Date(`${day}T00:00:00.000Z`) : null;
}

/** `locale`: the reader's language, which names the time zones a student chooses from. */
export async function loadProfile(user: PublicUser, locale: Locale = DEFAULT_LOCALE, now = new Date()) {
  const [profile, emailChange] = await Promise.all([getUserProfile(user.id), getPendingEmailChange(user.id)]);
  if (!profile) throw redirect("/login");
  return {
    profile: {
      fullName: profile.name,
      email: profile.email,
      phone: profile.phone ?? "",
      dob: profile.dob ? profile.dob.toISOString().slice(0, 10) : "",
      address: profile.address ?? "",
    },
    // Only students get updates and reminders by e-mail; staff mail is the office's.
    emailPreferences: user.role === "student" ? { emailReminders: profile.emailReminders, emailUpdates: profile.emailUpdates } : null,
    // Students see session times in their own zone too; staff work in the consultancy's.
    timeZone:
      user.role === "student"
        ? { saved: profile.timeZone ?? "", choices: labelledTimeZoneChoices(intlLocale(locale), profile.timeZone), consultancyZone: getEnv().APP_TIME_ZONE, constraint: getZodConstraint(timeZoneSchema) }
        : null,
    // The storage key changes with every upload, so the browser never shows a cached old picture.
    avatarUrl: profile.avatarKey ? `/avatars/${profile.id}?v=${encodeURIComponent(profile.avatarKey)}` : null,
    // A new address waits for its link; until then the account keeps (and signs in with) the one above.
    emailChange: emailChange ? { email: emailChange.email, sent: emailChange.createdAt, expired: emailChange.expiresAt <= now } : null,
    // the zone the page writes times in
    zone: getEnv().APP_TIME_ZONE,
    today: today(),
    profileConstraint: getZodConstraint(profileSchema(today())),
    passwordConstraint: getZodConstraint(passwordSchema),
  };
}

export async function handleProfileAction(request: Request, user: PublicUser) {
  const path = new URL(request.url).pathname;
  const formData = await parseMultipartForm(request);
  const everyone = {
    profile: () => updateProfile(request, user, formData, path),
    password: () => updatePassword(request, user, formData, path),
  };
  // Only students have e-mail preferences and a time zone of their own.
  if (user.role !== "student") return dispatchIntent(formData, everyone);
  return dispatchIntent(formData, {
    ...everyone,
    "email-preferences": () => updateEmailPreferences(user, formData, path),
    "time-zone": () => updateTimeZone(request, user, formData, path),
  });
}

async function updateEmailPreferences(user: PublicUser, formData: FormData, path: string) {
  const preferences = emailPreferencesSchema.parse(Object.fromEntries(formData));
  await setEmailPreferences(user.id, preferences);
  return redirectWithToast(`${path}#email-preferences`, { type: "success", title: "Preferences saved", description: "Your e-mail preferences have been saved." });
}

async function updateTimeZone(request: Request, user: PublicUser, formData: FormData, path: string) {
  const submission = parseWithZod(formData, { schema: timeZoneSchema });
  if (submission.status !== "success") return replyWithErrors(request, submission, { intent: "time-zone" });
  await setUserTimeZone(user.id, submission.value.timeZone ?? null);
  return redirectWithToast(`${path}#time-zone`, { type: "success", title: "Time zone saved", description: "Session times now also show in this zone." });
}

async function updateProfile(request: Request, user: PublicUser, formData: FormData, path: string) {
  const submission = parseWithZod(formData, { schema: profileSchema(today()) });
  // conform checking a field as the user leaves it: answer with the messages, nothing else.
  if (submission.status === undefined) return replyWithErrors(request, submission, { intent: "profile" });
  const avatar = await inspectUpload(formData.get("avatar"), "image");
  const refuse = (fieldErrors: FieldErrors = {}) => replyWithErrors(request, submission, { intent: "profile", fieldErrors, toast: profileFailed });

  // Every problem at once: the avatar and an e-mail already in use are reported alongside the field messages.
  const typedEmail = formData.get("email");
  const emailTaken = typeof typedEmail === "string" && typedEmail.trim() !== "" && (await isEmailTakenByAnother(typedEmail, user.id));
  if (submission.status !== "success" || avatar?.ok === false || emailTaken) {
    return refuse({
      ...(avatar?.ok === false ? { avatar: [avatar.message] } : {}),
      ...(emailTaken ? { email: [new EmailTakenError().message] } : {}),
    });
  }
  const { fullName, email, phone, dob, address } = submission.value;
  let pendingEmail: string | null;
  try {
    // a new address gets a link by mail: limited like sending the link again, so the form cannot mail strangers in bulk
    if (normalizeEmail(email) !== user.email) await consumeAttempt("verification-mail", request, user.email);
    ({ pendingEmail } = await updateUserProfile(user.id, { name: fullName, email, phone: phone ?? null, dob: dayToDate(dob), address: address ?? null }));
  } catch (error) {
    if (error instanceof EmailTakenError) return refuse({ email: [error.message] });
    if (error instanceof RateLimitedError) {
      return replyWithErrors(request, submission, { intent: "profile", status: 429, headers: error.headers, formErrors: [error.message], toast: profileFailed });
    }
    throw error;
  }
  if (avatar?.ok) {
    const stored = await storeUpload(avatar.file, avatar.type);
    const replaced = await setUserAvatar(user.id, stored.storageKey);
    if (replaced) await removeStoredFile(replaced);
  }
  const t = translator(await getLocale(request));
  return redirectWithToast(path, {
    type: "success",
    title: "Profile updated",
    description: pendingEmail ? t("account.profile.updatedPendingEmail", { email: pendingEmail }) : "Your profile has been saved.",
  });
}

async function updatePassword(request: Request, user: PublicUser, formData: FormData, path: string) {
  const submission = parseWithZod(formData, { schema: passwordSchema });
  if (submission.status === undefined) return replyWithErrors(request, submission, { intent: "password", hideFields: PASSWORD_FIELDS });
  const refuse = (toast: Toast, fieldErrors: FieldErrors = {}) =>
    replyWithErrors(request, submission, { intent: "password", fieldErrors, hideFields: PASSWORD_FIELDS, toast });

  if (submission.status !== "success") {
    const mismatch = submission.error?.confirmPassword?.includes(PASSWORDS_DONT_MATCH);
    return refuse(mismatch ? { type: "error", title: PASSWORDS_DONT_MATCH, description: "New password and confirmation password must match." } : passwordFailed);
  }
  try {
    await changePassword({
      userId: user.id,
      currentPassword: submission.value.currentPassword,
      newPassword: submission.value.newPassword,
      keepSessionId: await getSessionId(request),
    });
  } catch (error) {
    if (error instanceof WrongPasswordError) return refuse(passwordFailed, { currentPassword: [error.message] });
    throw error;
  }
  return redirectWithToast(path, {
    type: "success",
    title: "Password updated",
    description: "Your password has been changed. Every other device has been signed out.",
  });
}
