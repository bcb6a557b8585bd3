import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startServer, type Server } from "../../scripts/bench/http";
import { addStaticFile, buildStockApp, stockRouteModule, stockRouteTree, stockSessionCookie } from "../../scripts/bench/stock-app";
import { providedRouteManifest } from "../support/route-manifest";
import remixConfig from "../../remix.config.js";

const SECRET = "stock-session-secret-that-is-long-enough";

describe("the benchmark's stock Remix app", () => {
  test("has a module of its own for every route of the project, under the same ids and paths", async () => {
    const manifest = providedRouteManifest();
    const tree = stockRouteTree(manifest);
    const flat: Array<{ id: string; path?: string; file: string }> = [];
    const walk = (routes: typeof tree) => routes.forEach((route) => (flat.push(route), walk(route.children)));
    walk(tree);
    expect(flat.map((route) => route.id).sort()).toEqual(Object.keys(manifest).filter((id) => id !== "root").sort());
    expect(new Set(flat.map((route) => route.file)).size).toBe(flat.length);
    expect(flat.find((route) => route.id === "routes/student")?.path).toBe("student");
  });

  test("a splat answers 404, a layout renders its outlet, a leaf its page", () => {
    expect(stockRouteModule({ id: "routes/$", path: "*", file: "x.jsx", children: [] })).toContain("status: 404");
    const layout = { id: "routes/admin", path: "admin", file: "y.jsx", children: [{ id: "routes/admin._index", index: true, file: "z.jsx", children: [] }] };
    expect(stockRouteModule(layout)).toContain("<Outlet />");
    expect(stockRouteModule(layout.children[0])).not.toContain("<Outlet />");
  });

  describe("built and served", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "stock-app-"));
    let server: Server;

    beforeAll(async () => {
      const { serverScript } = buildStockApp({ dir, projectDir: process.cwd(), manifest: providedRouteManifest(), future: remixConfig.future });
      // a free port of its own: the worker's id keeps parallel test files apart
      const port = 4300 + Number(process.env.VITEST_POOL_ID ?? 0);
      server = await startServer({ script: serverScript, cwd: dir, env: { ...process.env, NODE_ENV: "production", SESSION_SECRET: SECRET }, port });
    }, 120_000);

    afterAll(async () => {
      await server?.stop();
      rmSync(dir, { recursive: true, force: true });
    });

    test("answers the project's URLs: a page through its layouts, the 404, a static file, and reads its session", async () => {
      const student = await fetch(`${server.origin}/student`, { headers: { Cookie: await stockSessionCookie(SECRET, "Asha") } });
      expect(student.status).toBe(200);
      const html = await student.text();
      expect(html).toContain("Signed in as Asha");
      expect(html).toContain("routes/student._index");
      expect((await fetch(`${server.origin}/student`)).status).toBe(200);
      expect((await fetch(`${server.origin}/no-such-page`)).status).toBe(404);
      expect((await fetch(`${server.origin}/admin/no-such-page`)).status).toBe(404);
      addStaticFile(dir, "/build/copied.js", new TextEncoder().encode("export {};"));
      const file = await fetch(`${server.origin}/build/copied.js`);
      expect(file.status).toBe(200);
      expect(await file.text()).toBe("export {};");
      // none of the project's code: its modules are the generator's, its packages the project's
      expect(readFileSync(path.join(dir, "app", "root.jsx"), "utf8")).not.toContain("~/");
    });
  });
});
