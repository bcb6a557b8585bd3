import { afterEach, describe, expect, test, vi } from "vitest";
import { enqueueJob, failJob, claimDueJobs } from "~/models/job-queue.server";
import { loader } from "~/routes/healthz";
import { db } from "~/utils/db.server";

const MINUTE = 60 * 1000;

async function health() {
  const response = (await loader()) as Response;
  return { status: response.status, body: await response.json(), cacheControl: response.headers.get("Cache-Control") };
}

/** A job that ran out of attempts `ago` ms before now, through the queue's own claim and failure. */
async function deadJob(ago: number) {
  const now = new Date(Date.now() - ago);
  const { id } = await enqueueJob(db, { type: "mail", payload: {}, runAt: now, maxAttempts: 1 });
  const [job] = (await claimDueJobs({ workerId: "test", limit: 1, now })).filter((claimed) => claimed.id === id);
  await failJob(job!, "test", "SMTP refused", { now });
}

afterEach(async () => {
  await db.job.deleteMany();
});

describe("/healthz", () => {
  test("reports the database and an empty queue as ok, never cached", async () => {
    const { status, body, cacheControl } = await health();
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: "ok", database: "ok", queue: { status: "ok", due: 0, oldest_due_s: 0, failed: 0, failed_last_hour: 0 } });
    expect(body.latency_ms).toBeGreaterThanOrEqual(0);
    expect(cacheControl).toBe("no-store");
  });

  test("counts the jobs due now and how long the oldest has waited, not the ones planned for later", async () => {
    await enqueueJob(db, { type: "mail", payload: {}, runAt: new Date(Date.now() - 2 * MINUTE) });
    await enqueueJob(db, { type: "mail", payload: {}, runAt: new Date(Date.now() - 30 * 1000) });
    await enqueueJob(db, { type: "session-reminder", payload: {}, runAt: new Date(Date.now() + 60 * MINUTE) });
    const { status, body } = await health();
    expect(status).toBe(200);
    expect(body.status).toBe("ok");
    expect(body.queue).toMatchObject({ status: "ok", due: 2 });
    expect(body.queue.oldest_due_s).toBeGreaterThanOrEqual(120);
    expect(body.queue.oldest_due_s).toBeLessThan(180);
  });

  test("is degraded, still 200, when a due job has waited more than five minutes (no worker takes jobs)", async () => {
    await enqueueJob(db, { type: "mail", payload: {}, runAt: new Date(Date.now() - 6 * MINUTE) });
    const { status, body } = await health();
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: "degraded", database: "ok", queue: { status: "degraded", due: 1 } });
    expect(body.queue.oldest_due_s).toBeGreaterThanOrEqual(360);
  });

  test("is degraded when ten jobs failed for good within the hour, and ok again once they are older", async () => {
    for (let i = 0; i < 10; i++) await deadJob(2 * MINUTE);
    expect((await health()).body).toMatchObject({ status: "degraded", queue: { status: "degraded", failed: 10, failed_last_hour: 10, due: 0 } });

    await db.job.updateMany({ where: { status: "failed" }, data: { finishedAt: new Date(Date.now() - 2 * 60 * MINUTE) } });
    expect((await health()).body).toMatchObject({ status: "ok", queue: { status: "ok", failed: 10, failed_last_hour: 0 } });
  });

  test("a few failed jobs are counted but leave the queue ok", async () => {
    for (let i = 0; i < 3; i++) await deadJob(MINUTE);
    expect((await health()).body).toMatchObject({ status: "ok", queue: { status: "ok", failed: 3, failed_last_hour: 3 } });
  });

  test("answers 503 only when the database cannot be reached", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const query = vi.spyOn(db, "$queryRaw").mockRejectedValueOnce(new Error("SQLITE_CANTOPEN"));
    const { status, body } = await health();
    query.mockRestore();
    expect(status).toBe(503);
    expect(body).toEqual({ status: "error", database: "unreachable" });
  });
});
