import nodemailer from "nodemailer";
import type { EmailSettings } from "~/domain/settings";
import type { Env } from "~/utils/env.server";

export type MailTransport =
  | { kind: "smtp"; from: { name: string; address: string } | string; options: SmtpOptions; source: "settings" | "environment" }
  | { kind: "mailbox"; from: { name: string; address: string } };

type SmtpOptions = {
  host: string;
  port: number;
  secure: boolean;
  auth?: { user: string; pass: string };
};

/**
 * Where mail goes: the SMTP server of the admin's Email settings when they name a host, else the one of the
 * environment (SMTP_HOST…), else nowhere: it is kept in the local mailbox at /admin/mail, never dropped.
 */
export function resolveMailTransport(settings: EmailSettings, env: Pick<Env, "SMTP_HOST" | "SMTP_PORT" | "SMTP_USER" | "SMTP_PASSWORD" | "SMTP_SECURE" | "MAIL_FROM">): MailTransport {
  const settingsFrom = { name: settings.fromName, address: settings.fromEmail };
  if (settings.smtpHost) {
    return {
      kind: "smtp",
      source: "settings",
      from: settingsFrom,
      options: {
        host: settings.smtpHost,
        port: settings.smtpPort,
        secure: settings.smtpSecure,
        ...(settings.smtpUsername ? { auth: { user: settings.smtpUsername, pass: settings.smtpPassword } } : {}),
      },
    };
  }
  if (env.SMTP_HOST) {
    return {
      kind: "smtp",
      source: "environment",
      from: env.MAIL_FROM || settingsFrom,
      options: {
        host: env.SMTP_HOST,
        port: env.SMTP_PORT,
        secure: env.SMTP_SECURE,
        ...(env.SMTP_USER ? { auth: { user: env.SMTP_USER, pass: env.SMTP_PASSWORD } } : {}),
      },
    };
  }
  return { kind: "mailbox", from: settingsFrom };
}

/** A transport that gives up on a silent server in seconds, so one bad server never holds the worker. */
export function createSmtpTransport(options: SmtpOptions) {
  return nodemailer.createTransport({ ...options, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
}
