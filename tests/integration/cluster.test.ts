import { spawn, type ChildProcess } from "node:child_process";
import cluster from "node:cluster";
import { once } from "node:events";
import path from "node:path";
import { afterEach, describe, expect, test } from "vitest";

const APP = path.resolve(import.meta.dirname, "../support/cluster-app.ts");

const started: ChildProcess[] = [];

// A test that fails before it stops its cluster would leave the primary and its workers running after the suite.
afterEach(() => {
  for (const primary of started.splice(0)) if (primary.exitCode === null && primary.signalCode === null) primary.kill("SIGTERM");
});

/**
 * Starts the stand-in cluster and resolves once `listening` of its workers (all, unless told) listen and the primary
 * has seen them listen, with their pids and the port they share; rejects when the primary exits first, so a worker
 * that cannot start fails the test at once.
 */
async function startCluster(env: Record<string, string>, listening = Number(env.WORKERS)) {
  // run by Node through tsx's loader, which the workers inherit with the primary's Node options
  const primary = spawn(process.execPath, ["--import", "tsx", APP], { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "inherit"] });
  started.push(primary);
  const lines: string[] = [];
  primary.stdout.setEncoding("utf8").on("data", (chunk: string) => lines.push(...chunk.trim().split("\n")));
  const fields = (word: string) => lines.filter((line) => line.startsWith(`${word} `)).map((line) => line.split(" ").slice(1).map(Number));
  // A worker killed before the primary saw it listen counts as one that could not start (server/cluster.ts).
  const listeners = () => {
    const seen = new Set(fields("seen").map(([pid]) => pid));
    return fields("listening").filter(([pid]) => seen.has(pid));
  };
  while (listeners().length < listening) {
    if (primary.exitCode !== null) throw new Error(`the primary exited ${primary.exitCode} before ${listening} workers listened`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { primary, lines, port: listeners()[0][1], pids: listeners().map(([pid]) => pid) };
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe("the cluster's primary", () => {
  test("passes SIGTERM to every worker, waits for their shutdown and exits 0", async () => {
    const { primary, lines, port, pids } = await startCluster({ WORKERS: "2" });
    expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe("ok");
    primary.kill("SIGTERM");
    const [code] = await once(primary, "exit");
    expect(code).toBe(0);
    expect(lines.filter((line) => line.startsWith("stopped")).map((line) => Number(line.split(" ")[1])).sort()).toEqual([...pids].sort());
    expect(pids.filter(alive)).toEqual([]);
  });

  // a deploy may stop an instance as soon as it answers, while its other workers are still loading the build
  test("exits 0 when stopped while a worker is still starting", async () => {
    const { primary, lines } = await startCluster({ WORKERS: "2", SLOW_START_MS: "3000" }, 1);
    primary.kill("SIGTERM");
    const [code] = await once(primary, "exit");
    expect(code).toBe(0);
    expect(lines.filter((line) => line.startsWith("listening"))).toHaveLength(1);
  });

  test("exits 1 when a worker does not stop cleanly", async () => {
    const { primary } = await startCluster({ WORKERS: "2", EXIT_CODE: "1" });
    primary.kill("SIGTERM");
    const [code] = await once(primary, "exit");
    expect(code).toBe(1);
  });

  test("replaces a worker that dies while serving, with the primary's Node options, the same heap and malloc arenas", async () => {
    const { primary, lines, port, pids } = await startCluster({ WORKERS: "2", MALLOC_ARENA_MAX: "" });
    process.kill(pids[0], "SIGKILL");
    while (lines.filter((line) => line.startsWith("memory")).length < 3) {
      if (primary.exitCode !== null) throw new Error(`the primary exited ${primary.exitCode} instead of replacing the worker`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe("ok");
    const memory = lines.filter((line) => line.startsWith("memory")).map((line) => line.split(" ").slice(2).join(" "));
    expect(memory).toEqual(Array(3).fill("--import,tsx,--max-old-space-size=512,--max-semi-space-size=8 2"));
    primary.kill("SIGTERM");
    const [code] = await once(primary, "exit");
    expect(code).toBe(0);
  });
  // A worker of its own: the primary takes no part in its connections, and still replaces it when it dies.
  test("lets a lone worker accept on the listening socket itself, and replaces it when it dies", async () => {
    const { primary, lines, port, pids } = await startCluster({ WORKERS: "1" });
    expect(lines).toContain(`policy ${cluster.SCHED_NONE}`);
    expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe("ok");
    process.kill(pids[0], "SIGKILL");
    const replacement = () => lines.filter((line) => line.startsWith("listening ")).map((line) => line.split(" ").map(Number)).find(([, pid]) => pid !== pids[0]);
    while (!replacement()) {
      if (primary.exitCode !== null) throw new Error(`the primary exited ${primary.exitCode} instead of replacing the worker`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // the stand-in listens on port 0, so the replacement may get another port; the server's PORT is fixed
    expect(await (await fetch(`http://127.0.0.1:${replacement()![2]}/`)).text()).toBe("ok");
    primary.kill("SIGTERM");
    const [code] = await once(primary, "exit");
    expect(code).toBe(0);
  });

  test("hands connections to several workers in turn", async () => {
    const { primary, lines } = await startCluster({ WORKERS: "2" });
    expect(lines).toContain(`policy ${cluster.SCHED_RR}`);
    primary.kill("SIGTERM");
    await once(primary, "exit");
  });
});
