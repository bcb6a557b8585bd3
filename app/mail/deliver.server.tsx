import type { EmailVerificationContent, NoticeContent } from "~/domain/mail";
import { translator, type ServerTranslate } from "~/i18n/catalogs.server";
import { createFormatter, type Formatter } from "~/i18n/format";
import type { Locale } from "~/i18n/locales";
import { getBookingForInvitation } from "~/models/booking.server";
import type { ClaimedJob } from "~/models/job-queue.server";
import { getMailForJob, recordMailAttemptFailed, recordMailDelivered, recordMailWithdrawn } from "~/models/mail.server";
import { notifyStaff } from "~/models/staff-notification.server";
import { EMAIL_VERIFICATION_TTL_MS, issueEmailVerificationToken } from "~/models/email-verification.server";
import { INVITATION_TTL_MS, PASSWORD_RESET_TTL_MS, issuePasswordResetToken } from "~/models/password-reset.server";
import { getSettings } from "~/models/settings.server";
import { getEnv } from "~/utils/env.server";
import { buildInvitation } from "./calendar-invitation.server";
import { renderNoticeEmail } from "./render.server";
import { createSmtpTransport, resolveMailTransport } from "./transport.server";

/** A mail that can never be built (its record is gone): retrying cannot help. */
export class UndeliverableMailError extends Error {}

/**
 * What the mail was for went away before it could leave (a change of address cancelled or replaced, a session
 * deleted): nothing is wrong, so the mail is withdrawn, quietly, rather than failed with a notice to every admin.
 */
class MailWithdrawnError extends Error {}

type Built = { notice: Omit<NoticeContent, "template" | "calendar">; calendar: { method: "REQUEST" | "CANCEL"; content: string } | null; secret: boolean };

/** What the worker writes in the recipient's language: its words and its numbers. */
type Writer = { t: ServerTranslate; format: Formatter };

async function buildPasswordReset(userId: number, { t, format }: Writer): Promise<Built> {
  const token = await issuePasswordResetToken(userId);
  return {
    secret: true,
    calendar: null,
    notice: {
      heading: t("mail.passwordReset.subject"),
      paragraphs: [t("mail.passwordReset.intro"), t("mail.passwordReset.expiry", { minutes: format.number(PASSWORD_RESET_TTL_MS / 60_000) })],
      action: { label: t("mail.passwordReset.action"), path: `/reset-password?${new URLSearchParams({ token })}` },
    },
  };
}

/** An account staff made (an admin, or a student from an inquiry): its person chooses the first password. */
async function buildAccountInvitation(userId: number, siteName: string, { t, format }: Writer): Promise<Built> {
  const token = await issuePasswordResetToken(userId, { ttlMs: INVITATION_TTL_MS });
  return {
    secret: true,
    calendar: null,
    notice: {
      heading: t("mail.invitation.heading"),
      paragraphs: [t("mail.invitation.intro", { siteName }), t("mail.invitation.expiry", { days: format.number(INVITATION_TTL_MS / 86_400_000) })],
      action: { label: t("mail.invitation.action"), path: `/reset-password?${new URLSearchParams({ token })}` },
    },
  };
}

/** The registration's welcome, a link sent again, or the link to a new address the account asked to move to. */
async function buildEmailVerification({ verificationId, welcome }: EmailVerificationContent, siteName: string, { t, format }: Writer): Promise<Built> {
  const issued = await issueEmailVerificationToken(verificationId);
  if (!issued) throw new MailWithdrawnError("Its link was withdrawn (a newer change of address, or a cancelled one) before it could be sent.");
  const link = { path: `/verify-email?${new URLSearchParams({ token: issued.token })}` };
  const hours = format.number(EMAIL_VERIFICATION_TTL_MS / 3_600_000);
  if (issued.change) {
    return {
      secret: true,
      calendar: null,
      notice: {
        heading: t("mail.emailChange.subject"),
        paragraphs: [t("mail.emailChange.intro", { email: issued.email, siteName }), t("mail.emailChange.expiry", { hours })],
        action: { label: t("mail.emailChange.action"), ...link },
      },
    };
  }
  return {
    secret: true,
    calendar: null,
    notice: {
      heading: welcome ? t("mail.emailVerification.welcomeHeading") : t("mail.emailVerification.verifySubject"),
      paragraphs: [
        ...(welcome ? [t("mail.emailVerification.welcome")] : []),
        t("mail.emailVerification.intro"),
        t("mail.emailVerification.expiry", { hours }),
      ],
      action: { label: t("mail.emailVerification.action"), ...link },
    },
  };
}

async function buildNotice(
  content: NoticeContent,
  context: { appUrl: string; siteName: string; zone: string; from: { name: string; address: string }; locale: Locale },
): Promise<Built> {
  const { template: _template, calendar, ...notice } = content;
  if (!calendar) return { notice, calendar: null, secret: false };
  const booking = await getBookingForInvitation(calendar.bookingId);
  if (!booking) throw new MailWithdrawnError("The session of this mail no longer exists.");
  const invitation = buildInvitation({
    booking,
    method: calendar.method,
    appUrl: context.appUrl,
    siteName: context.siteName,
    zone: context.zone,
    locale: context.locale,
    organizer: { name: context.from.name, email: context.from.address },
    attendee: { name: booking.student.name, email: booking.student.email },
  });
  return { notice, calendar: invitation, secret: false };
}

/**
 * The `mail` job: builds the message from its outbox row as things are now (settings, record, a fresh reset link)
 * and sends it over SMTP, or keeps it in the local mailbox when no server is configured. Throws when the server
 * refuses, so the queue retries; `onGiveUp` marks the mail failed and tells the staff.
 */
export async function deliverMailJob(job: ClaimedJob) {
  const mail = await getMailForJob(job.id);
  // already delivered: its worker stopped before it could mark the job done, and the job came back as a stale claim
  if (!mail || mail.status !== "queued") return;
  const env = getEnv();
  const [site, emailSettings] = await Promise.all([getSettings("general"), getSettings("email")]);
  const transport = resolveMailTransport(emailSettings, env);
  const from = typeof transport.from === "string" ? { name: emailSettings.fromName, address: emailSettings.fromEmail } : transport.from;
  // the mail's texts were written in its recipient's language when it was queued; what the worker adds follows them
  const writer: Writer = { t: translator(mail.locale), format: createFormatter(mail.locale) };
  let built: Built;
  try {
    built =
      mail.content.template === "password-reset"
        ? await buildPasswordReset(mail.content.userId, writer)
        : mail.content.template === "invitation"
          ? await buildAccountInvitation(mail.content.userId, site.siteName, writer)
          : mail.content.template === "email-verification"
            ? await buildEmailVerification(mail.content, site.siteName, writer)
            : await buildNotice(mail.content, { appUrl: env.APP_URL, siteName: site.siteName, zone: env.APP_TIME_ZONE, from, locale: mail.locale });
  } catch (error) {
    if (!(error instanceof MailWithdrawnError)) throw error;
    await recordMailWithdrawn(mail.id, error.message);
    return;
  }

  const { html, text } = renderNoticeEmail({
    locale: mail.locale,
    site,
    appUrl: env.APP_URL,
    greetingName: mail.toName,
    heading: built.notice.heading,
    paragraphs: built.notice.paragraphs,
    details: built.notice.details ?? [],
    action: built.notice.action ? { label: built.notice.action.label, href: `${env.APP_URL}${built.notice.action.path}` } : null,
    preferencesHref: mail.userId && mail.category !== "account" ? `${env.APP_URL}/student/profile#email-preferences` : null,
  });
  const subject = `${mail.subject} | ${site.siteName}`;

  if (transport.kind === "mailbox") {
    await recordMailDelivered(mail.id, { delivery: "mailbox", subject, text, html, calendar: built.calendar?.content ?? null, messageId: null });
    return;
  }
  const smtp = createSmtpTransport(transport.options);
  try {
    const info = await smtp.sendMail({
      from: transport.from,
      to: mail.toName ? { name: mail.toName, address: mail.to } : mail.to,
      replyTo: mail.replyTo ?? undefined,
      subject,
      text,
      html,
      ...(built.calendar ? { icalEvent: { method: built.calendar.method, content: built.calendar.content, filename: "invite.ics" } } : {}),
    });
    // What staff can read back later; a mail that carries a one-time link keeps none of its body.
    await recordMailDelivered(mail.id, {
      delivery: "smtp",
      subject,
      text: built.secret ? null : text,
      html: built.secret ? null : html,
      calendar: built.calendar?.content ?? null,
      messageId: info.messageId ?? null,
    });
  } finally {
    smtp.close();
  }
}

/** Records a failed attempt on the mail; once the queue gives up, the mail is failed and the staff hear of it. */
export async function onMailAttemptFailed(job: ClaimedJob, error: string, givesUp: boolean) {
  const mail = await getMailForJob(job.id);
  if (!mail) return;
  await recordMailAttemptFailed(mail.id, error, { final: givesUp });
  if (givesUp) {
    await notifyStaff({
      title: "A mail could not be delivered",
      body: `"${mail.subject}" to ${mail.to}: ${error}`.slice(0, 500),
      link: `/admin/mail/${mail.id}`,
    }, { reach: "admins" });
  }
}
