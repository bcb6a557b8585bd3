import { once } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, test, vi } from "vitest";
import { createLogger } from "../../server/logger";
import { shutDown } from "../../server/shutdown";

const log = createLogger({ level: "silent" });

/** A server whose handler answers only when the test says so. */
async function serverWithPendingRequest() {
  let answer!: () => void;
  const server = http.createServer((_req, res) => {
    answer = () => res.end("done");
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const port = (server.address() as AddressInfo).port;
  const response = new Promise<string>((resolve, reject) => {
    http.get({ port, host: "127.0.0.1", agent: new http.Agent({ keepAlive: true }) }, (res) => {
      let body = "";
      res.on("data", (chunk) => (body += chunk));
      res.on("end", () => resolve(body));
    }).on("error", reject);
  });
  await vi.waitFor(() => expect(answer).toBeTypeOf("function"));
  return { server, response, answer: () => answer() };
}

describe("the graceful shutdown", () => {
  test("waits for the request in flight and the worker, then closes the database and exits 0", async () => {
    const { server, response, answer } = await serverWithPendingRequest();
    const order: string[] = [];
    let finishJob!: () => void;
    const worker = { stop: () => new Promise<void>((resolve) => (finishJob = () => (order.push("job finished"), resolve()))) };
    const exit = vi.fn((code: number) => void order.push(`exit ${code}`));
    const done = shutDown({ server, worker, closeDatabase: async () => void order.push("database closed"), log, timeoutMs: 5_000, exit });

    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(exit).not.toHaveBeenCalled();
    answer();
    expect(await response).toBe("done");
    finishJob();
    await done;
    expect(order).toEqual(["job finished", "database closed", "exit 0"]);
  });

  test("cuts what is still running after the bound and exits 1", async () => {
    const { server, response } = await serverWithPendingRequest();
    const outcome = response.then(
      () => "answered",
      (error: NodeJS.ErrnoException) => error.code,
    );
    const exit = vi.fn();
    void shutDown({ server, worker: null, closeDatabase: async () => {}, log, timeoutMs: 200, exit });
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(1), { timeout: 2_000 });
    expect(await outcome).toBe("ECONNRESET");
  });
});
