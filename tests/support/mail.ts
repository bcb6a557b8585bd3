/**
 * Reading the mail the app sent: pointing it at an SMTP sink (`smtp-sink.ts`), running the queue's worker until it
 * has nothing left to do, and taking a parsed message apart (its recipients, its links, its calendar invitation).
 * Playwright reads the `.eml` files the sink writes in its folder (`waitForMailFile`).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { simpleParser, type AddressObject, type ParsedMail } from "mailparser";
import { runDueJobs } from "~/jobs/worker.server";
import { getSettings, saveSettings } from "~/models/settings.server";
import type { SunkMail } from "./smtp-sink";
import { staffActorId } from "./users";

/** The folder the Playwright run's SMTP sink writes to (set by playwright.config.ts for the runner and its workers). */
export const E2E_MAIL_DIR_VARIABLE = "E2E_MAIL_DIR";

/** The admin's Email settings name this SMTP server on 127.0.0.1 (Vitest: the environment is read once, settings each time). */
export async function sendMailThrough(port: number, login: { username: string; password: string } | null = null) {
  await saveSettings("email", {
    ...(await getSettings("email")),
    smtpHost: "127.0.0.1",
    smtpPort: port,
    smtpSecure: false,
    smtpUsername: login?.username ?? "",
    smtpPassword: login?.password ?? "",
  }, await staffActorId());
}

/** No SMTP server in the settings (and none in the test environment): mail is kept in the local mailbox. */
export async function keepMailInMailbox() {
  await saveSettings("email", { ...(await getSettings("email")), smtpHost: "" }, await staffActorId());
}

/** Runs the worker until no job is due at `now` (a failed attempt waits for its backoff, so this ends). */
export async function drainQueue({ now, workerId = "test-worker" }: { now?: Date; workerId?: string } = {}) {
  for (let round = 0; round < 50; round++) {
    if ((await runDueJobs({ workerId, now, limit: 10 })) === 0) return;
  }
  throw new Error("The queue still had due jobs after 50 rounds.");
}

/** Every address a header names, lower-cased. */
export function addressesIn(header: AddressObject | AddressObject[] | undefined) {
  return [header ?? []].flat().flatMap((group) => group.value.map((entry) => (entry.address ?? "").toLowerCase()));
}

/** A sink predicate: the mail is addressed to `email` (and, when given, its subject matches). */
export function mailTo(email: string, subject?: string | RegExp) {
  return (mail: SunkMail) => isFor(mail.parsed, email, subject);
}

function isFor(parsed: ParsedMail, email: string, subject?: string | RegExp) {
  if (!addressesIn(parsed.to).includes(email.toLowerCase())) return false;
  if (subject === undefined) return true;
  const actual = parsed.subject ?? "";
  return typeof subject === "string" ? actual.startsWith(subject) : subject.test(actual);
}

const parsedFiles = new Map<string, ParsedMail>();

/** The parsed `.eml` files in `dir` addressed to `to` (and matching `subject`), oldest first. */
export async function readMailFiles({ dir, to, subject }: { dir: string; to: string; subject?: string | RegExp }) {
  const names = readdirSync(dir)
    .filter((name) => name.endsWith(".eml"))
    .sort();
  const found: ParsedMail[] = [];
  for (const name of names) {
    const file = path.join(dir, name);
    let parsed = parsedFiles.get(file);
    if (!parsed) {
      parsed = await simpleParser(readFileSync(file));
      parsedFiles.set(file, parsed);
    }
    if (isFor(parsed, to, subject)) found.push(parsed);
  }
  return found;
}

/** The newest mail in `dir` for `to` (and matching `subject`), polling until it arrives or `timeout` runs out. */
export async function waitForMailFile({ dir, to, subject, timeout = 10_000 }: { dir: string; to: string; subject?: string | RegExp; timeout?: number }) {
  const deadline = Date.now() + timeout;
  for (;;) {
    const found = await readMailFiles({ dir, to, subject });
    if (found.length > 0) return found[found.length - 1];
    if (Date.now() > deadline) throw new Error(`No mail for ${to}${subject ? ` (${String(subject)})` : ""} arrived in ${dir} within ${timeout} ms.`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The absolute links in a text part; a sentence's closing punctuation right after a link is not part of it. */
export function linksIn(text: string) {
  return [...text.matchAll(/https?:\/\/[^\s<>"'()[\]]+/g)].map((match) => new URL(match[0].replace(/[.,;:!?]+$/, "")));
}

/** What an HTML part shows a reader, roughly: tags and comments gone, the common entities decoded. */
export function visibleText(html: string) {
  return html
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<(style|head)[\s\S]*?<\/\1>/gi, "")
    .replace(/<[^>]+>/g, " ")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'")
    .replaceAll("&amp;", "&")
    .replace(/\s+/g, " ");
}

/** The href of every link in an HTML part. */
export function hrefsIn(html: string) {
  return [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1].replaceAll("&amp;", "&"));
}

/** The link of the mail's text part to `pathname`; fails the test when there is none. */
export function linkTo(parsed: ParsedMail, pathname: string) {
  const link = linksIn(parsed.text ?? "").find((url) => url.pathname === pathname);
  if (!link) throw new Error(`The mail "${parsed.subject}" has no link to ${pathname}:\n${parsed.text}`);
  return link;
}

/**
 * The `text/calendar` alternative of the message (what Outlook and Gmail read as the invitation), with the METHOD its
 * Content-Type names and its lines unfolded (RFC 5545 folds long lines with CRLF and a space).
 */
export function calendarPart(parsed: ParsedMail) {
  const part = parsed.attachments.find((attachment) => attachment.contentType === "text/calendar");
  if (!part) return null;
  const contentType = part.headers.get("content-type") as { params?: Record<string, string> } | undefined;
  const content = part.content.toString("utf8");
  return { method: contentType?.params?.method ?? null, content, lines: content.replace(/\r?\n[ \t]/g, "").split(/\r?\n/) };
}

/** The value of an iCalendar property (`DTSTART`, `UID`…) on the first line that has it, its parameters left out. */
export function icsValue(lines: string[], property: string) {
  const line = lines.find((candidate) => new RegExp(`^${property}[;:]`).test(candidate));
  return line ? line.slice(line.indexOf(":") + 1) : null;
}
