/**
 * The production server (`node build/server.js`, from the build Playwright uses) started by a spec on its own port and
 * database, for what one process cannot show: a crash and a restart, two instances on one database.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { dropDatabase, ensureDatabase } from "~/utils/database-admin.server";
import type { createDbClient } from "~/utils/db.server";
import { sessionStorage } from "~/auth/session.server";
import { e2eDatabaseUrl, e2eOnPostgres } from "../setup/e2e-database";
import { migrateDatabase } from "../setup/migrate";

export type AppServer = { child: ChildProcess; base: string; log: string[] };

const TMP = path.resolve(import.meta.dirname, "..", ".tmp");

/**
 * A migrated, empty database of the run's kind (a PostgreSQL database on the run's server in a PostgreSQL run, else a
 * SQLite file), named after `name`, and how to drop it (a SQLite file stays for a look after a failure).
 */
export async function specDatabase(name: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const url = e2eDatabaseUrl(`e2e-${name}`);
  await dropDatabase(url);
  await ensureDatabase(url);
  migrateDatabase(url);
  return { url, drop: async () => (e2eOnPostgres ? dropDatabase(url) : undefined) };
}

export function startAppServer({ port, databaseUrl, smtpPort, env = {} }: { port: number; databaseUrl: string; smtpPort: number; env?: Record<string, string> }): AppServer {
  const base = `http://127.0.0.1:${port}`;
  const log: string[] = [];
  const child = spawn("node", [path.join(process.env.REMIX_BUILD_DIR ?? "build", "server.js")], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      // production's cost, over the one the test processes hash their own accounts at (docs/decisions/121)
      PASSWORD_HASH_COST: "10",
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      REMIX_BUILD_DIR: process.env.REMIX_BUILD_DIR ?? "build",
      UPLOAD_DIR: path.join(TMP, `uploads-${port}`),
      APP_URL: base,
      // one worker per instance, under its primary as in production: the specs count instances
      WEB_CONCURRENCY: "1",
      RUN_WORKER: "true",
      WORKER_POLL_MS: "50",
      SMTP_HOST: "127.0.0.1",
      SMTP_PORT: String(smtpPort),
      MAIL_FROM: "EduGlobal <no-reply@eduglobal.example>",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
    // a process group of its own, so that killAppServer takes the primary and its worker down at one stroke
    detached: true,
  });
  child.stdout?.on("data", (chunk: Buffer) => log.push(chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => log.push(chunk.toString()));
  return { child, base, log };
}

export async function waitUntilHealthy({ base, log }: AppServer) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const answer = await fetch(`${base}/healthz`).catch(() => null);
    if (answer?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server on ${base} did not become healthy:\n${log.join("")}`);
}

/**
 * The instance killed outright, as a crashed machine or container would be: SIGKILL to its primary and worker at
 * once. Killing only the primary would leave its worker to exit when it notices, a moment later.
 */
export function killAppServer({ child }: AppServer) {
  // The group, even when its primary has already gone: a worker it left behind would hold the port and the database.
  try {
    process.kill(-child.pid!, "SIGKILL");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ESRCH") throw error;
  }
}

/** The signed `__session` cookie of a new Session row, as the app's own log-in would set it. */
export async function signInByCookie(db: ReturnType<typeof createDbClient>, userId: number) {
  const row = await db.session.create({
    data: { id: randomBytes(32).toString("base64url"), userId, expiresAt: new Date(Date.now() + 24 * 60 * 60 * 1000) },
  });
  const session = await sessionStorage.getSession();
  session.set("sessionId", row.id);
  return (await sessionStorage.commitSession(session)).split(";")[0];
}

/** A native form post, as a browser without JavaScript sends it; the answer's status, or null when the connection died. */
export async function postForm(url: string, cookie: string, form: Record<string, string>) {
  try {
    const answer = await fetch(url, { method: "POST", headers: { Cookie: cookie }, body: new URLSearchParams(form), redirect: "manual" });
    await answer.arrayBuffer();
    return answer.status;
  } catch {
    return null;
  }
}
