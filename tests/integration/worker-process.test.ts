import { spawn } from "node:child_process";
import { once } from "node:events";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { enqueueMail } from "~/models/mail.server";
import { createDbClient } from "~/utils/db.server";
import { freshDatabase } from "../setup/test-database";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink";

let sink: SmtpSink;

beforeAll(async () => {
  sink = await startSmtpSink();
});

afterAll(() => sink.close());

describe("npm run worker", () => {
  test("sends what the web servers queued, logs JSON lines, and stops on SIGTERM after the job in hand", { timeout: 90_000 }, async () => {
    const url = await freshDatabase(`worker-${Date.now()}`);
    const client = createDbClient(url);
    const env = { ...process.env, DATABASE_URL: url, SMTP_HOST: "127.0.0.1", SMTP_PORT: String(sink.port), WORKER_POLL_MS: "100", LOG_LEVEL: "info" };
    // node itself, not npx: the signal goes straight to the worker
    const worker = spawn(process.execPath, ["--import", "tsx", "scripts/worker.ts"], { env, stdio: ["ignore", "pipe", "pipe"] });
    const output: string[] = [];
    worker.stdout.on("data", (chunk: Buffer) => output.push(chunk.toString()));
    worker.stderr.on("data", (chunk: Buffer) => output.push(chunk.toString()));
    try {
      await enqueueMail(client, {
        to: "worker-process@example.com",
        category: "account",
        subject: "Sent by the worker process",
        content: { template: "notice", heading: "Hello", paragraphs: ["Queued by one process, sent by another."] },
      });

      const mail = await sink.waitForMail((message) => message.envelope.to.includes("worker-process@example.com"), { timeout: 60_000 }).catch(async (error: Error) => {
        throw new Error(`${error.message}\n${output.join("")}\n${JSON.stringify(await client.job.findMany())}`);
      });
      expect(mail.parsed.subject).toMatch(/^Sent by the worker process/);
      await vi.waitFor(async () => expect(await client.mail.count({ where: { status: "sent" } })).toBe(1), { timeout: 10_000 });

      worker.kill("SIGTERM");
      const [code] = await once(worker, "exit");
      expect(code).toBe(0);
      const lines = output.join("").split("\n").filter((line) => line.startsWith("{"));
      const logged = lines.map((line) => JSON.parse(line) as { level: string; msg: string; pid: number });
      expect(logged).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ level: "info", msg: "Worker polling the queue every 100 ms" }),
          expect.objectContaining({ level: "info", msg: "Stopping: finishing the job in hand", signal: "SIGTERM" }),
        ]),
      );
    } finally {
      if (worker.exitCode === null) worker.kill("SIGKILL");
      await client.$disconnect();
    }
  });
});
