import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import express from "express";
import { afterEach, describe, expect, test } from "vitest";
import { buildFiles, publicFiles } from "../../server/app";
import type { Exchange } from "../../server/metrics";

const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** A server that answers from `dir` through publicFiles, and with "app" for whatever it passes on. */
async function serveFolder(watch: boolean) {
  const dir = mkdtempSync(path.join(tmpdir(), "public-"));
  mkdirSync(path.join(dir, "images", "gallery"), { recursive: true });
  writeFileSync(path.join(dir, "favicon.svg"), "<svg/>");
  writeFileSync(path.join(dir, "images", "gallery", "campus tour.svg"), "<svg id='campus'/>");
  const app = express();
  app.use(publicFiles(dir, { watch }));
  app.use((_req, res) => void res.end("app"));
  const server = createServer(app);
  servers.push(server);
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(null)));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = async (urlPath: string) => {
    const response = await fetch(`${origin}${urlPath}`);
    return { status: response.status, body: await response.text(), cache: response.headers.get("cache-control") };
  };
  return { dir, get };
}

describe("publicFiles", () => {
  test("serves the folder's files, in subfolders and with encoded names, cached for an hour, and passes every other path on", async () => {
    const site = await serveFolder(false);
    expect(await site.get("/favicon.svg")).toEqual({ status: 200, body: "<svg/>", cache: "public, max-age=3600" });
    expect((await site.get("/images/gallery/campus%20tour.svg")).body).toBe("<svg id='campus'/>");
    expect((await site.get("/student")).body).toBe("app");
    expect((await site.get("/images")).body).toBe("app");
    expect((await site.get("/%E0%A4%A")).body).toBe("app");
  });

  test("in production reads the file list once; in development asks the disk each time", async () => {
    const production = await serveFolder(false);
    writeFileSync(path.join(production.dir, "late.txt"), "late");
    expect((await production.get("/late.txt")).body).toBe("app");

    const development = await serveFolder(true);
    writeFileSync(path.join(development.dir, "late.txt"), "late");
    expect((await development.get("/late.txt")).body).toBe("late");
  });
});

describe("buildFiles", () => {
  async function serveBuild() {
    const dir = mkdtempSync(path.join(tmpdir(), "build-"));
    writeFileSync(path.join(dir, "entry.client-ABC123.js"), `export const text = "${"a".repeat(2_000)}";`);
    const served: Exchange[] = [];
    const app = express();
    app.use("/build", buildFiles(dir, { headers: { "X-Content-Type-Options": "nosniff", "Content-Security-Policy": "default-src 'self'" }, onServed: (exchange) => served.push(exchange) }));
    app.use((_req, res) => void res.setHeader("X-Seen-By", "app").end("app"));
    const server = createServer(app);
    servers.push(server);
    await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(null)));
    return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, served };
  }

  test("serves a file of the build with the given headers, cached for good, and counts it for the metrics", async () => {
    const { origin, served } = await serveBuild();
    const response = await fetch(`${origin}/build/entry.client-ABC123.js`, { headers: { "Accept-Encoding": "identity" } });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("export const text");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-security-policy")).toBe("default-src 'self'");
    expect(response.headers.get("x-seen-by")).toBeNull();
    expect(response.headers.get("vary")).toBe("Accept-Encoding");
    await expect.poll(() => served).toEqual([{ method: "GET", route: "static", status: 200, seconds: expect.any(Number) }]);
  });

  test("compresses a file for a client that accepts it", async () => {
    const { origin } = await serveBuild();
    const response = await fetch(`${origin}/build/entry.client-ABC123.js`, { headers: { "Accept-Encoding": "gzip" } });
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(await response.text()).toContain("export const text");
  });

  test("passes any other path on to the app, untouched and uncounted", async () => {
    const { origin, served } = await serveBuild();
    const response = await fetch(`${origin}/build/missing.js`);
    expect(await response.text()).toBe("app");
    expect(response.headers.get("content-security-policy")).toBeNull();
    expect((await fetch(`${origin}/student`)).headers.get("x-seen-by")).toBe("app");
    expect(served).toEqual([]);
  });
});
