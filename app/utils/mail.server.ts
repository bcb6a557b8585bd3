import { queueEmail, type EmailMessage } from "~/models/email-outbox.server";
import { getEnv } from "./env.server";

/**
 * Sends an e-mail through the configured transport: `outbox` queues it as a job in the database (delivered by the
 * sender); `log` only prints it, for development without a mail server.
 */
export async function sendEmail(message: EmailMessage) {
  if (getEnv().MAIL_TRANSPORT === "log") {
    console.info(`E-mail to ${message.to}: ${message.subject}\n${message.text}`);
    return;
  }
  await queueEmail(message);
}
