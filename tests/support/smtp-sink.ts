/**
 * A real SMTP server for tests: the app's worker delivers to it over the wire exactly as it would to a provider, and
 * the test reads what arrived, parsed by `mailparser`. It accepts every sender, recipient and login, offers no TLS
 * (so nodemailer talks plain SMTP to it), and keeps each message in memory; with `dir` it also writes each one there
 * as a `.eml` file, for Playwright, where the sink lives in the runner process and the specs in its workers.
 */
import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import path from "node:path";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export type SunkMail = {
  /** The message as it came over the wire. */
  raw: Buffer;
  parsed: ParsedMail;
  /** The SMTP envelope: MAIL FROM and every RCPT TO. */
  envelope: { from: string | null; to: string[] };
  /** The login the client used, when it sent one. */
  user: string | null;
};

export type SmtpSink = {
  port: number;
  /** Every message received since the start (or the last `clear`), oldest first. */
  messages: SunkMail[];
  /** The first message, already received or still to come, that `predicate` accepts. */
  waitForMail: (predicate?: (mail: SunkMail) => boolean, options?: { timeout?: number }) => Promise<SunkMail>;
  clear: () => void;
  close: () => Promise<void>;
};

type Waiter = { predicate: (mail: SunkMail) => boolean; resolve: (mail: SunkMail) => void };

function addressOf(address: { address: string } | false) {
  return address ? address.address : null;
}

/** Starts the sink on `port` (a free one when 0 or not given), on 127.0.0.1. */
export async function startSmtpSink({ dir, port = 0 }: { dir?: string; port?: number } = {}): Promise<SmtpSink> {
  if (dir) mkdirSync(dir, { recursive: true });
  const messages: SunkMail[] = [];
  let waiters: Waiter[] = [];
  let written = 0;

  function keep(mail: SunkMail) {
    messages.push(mail);
    if (dir) {
      // written under another name first: a reader polling the folder never sees half a message
      const name = `${Date.now()}-${String(++written).padStart(5, "0")}.eml`;
      writeFileSync(path.join(dir, `${name}.part`), mail.raw);
      renameSync(path.join(dir, `${name}.part`), path.join(dir, name));
    }
    const served = waiters.filter((waiter) => waiter.predicate(mail));
    waiters = waiters.filter((waiter) => !served.includes(waiter));
    for (const waiter of served) waiter.resolve(mail);
  }

  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    closeTimeout: 1_000,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username ?? "anonymous" });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("error", callback);
      stream.on("end", () => {
        const raw = Buffer.concat(chunks);
        simpleParser(raw)
          .then((parsed) => {
            keep({
              raw,
              parsed,
              envelope: { from: addressOf(session.envelope.mailFrom), to: session.envelope.rcptTo.map((rcpt) => rcpt.address) },
              user: typeof session.user === "string" ? session.user : null,
            });
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  // a client that drops the connection mid-session must not crash the test run
  server.on("error", (error) => console.warn(`SMTP sink: ${error.message}`));

  return {
    port: (server.server.address() as AddressInfo).port,
    messages,
    waitForMail(predicate = () => true, { timeout = 5_000 } = {}) {
      const received = messages.find(predicate);
      if (received) return Promise.resolve(received);
      return new Promise<SunkMail>((resolve, reject) => {
        const waiter: Waiter = {
          predicate,
          resolve: (mail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        };
        const timer = setTimeout(() => {
          waiters = waiters.filter((other) => other !== waiter);
          const seen = messages.map((mail) => `${mail.envelope.to.join(", ")}: ${mail.parsed.subject ?? ""}`);
          reject(new Error(`No matching mail within ${timeout} ms; received ${seen.length ? seen.join("; ") : "none"}.`));
        }, timeout);
        waiters.push(waiter);
      });
    },
    clear() {
      messages.length = 0;
    },
    close() {
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A local port nothing listens on (bound, then released): a connection to it is refused at once. */
export async function closedPort() {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
