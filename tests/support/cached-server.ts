// server/page-cache.ts wired as server/app.ts wires it (after compression and the security headers), in front of a
// stand-in for Remix that renders a page with a nonce'd inline script and counts its renders, on a free port.
import type { AddressInfo } from "node:net";
import compression from "compression";
import express from "express";
import { securityHeadersMiddleware } from "../../server/http-security.js";
import { pageCache } from "../../server/page-cache.js";
import { anonymousPageLanguage } from "~/i18n/negotiate";

/** The inline script the stand-in renders into the page at `path`. */
export const pageScript = (path: string) => `window.page = ${JSON.stringify(path)};`;

export async function startCachedServer({ version, now }: { version: () => Promise<number>; now: () => number }) {
  let renders = 0;
  const app = express();
  app.use(compression());
  app.use(securityHeadersMiddleware({ production: true }));
  const language = (req: express.Request) => anonymousPageLanguage({ pathname: req.path, cookieHeader: req.headers.cookie, acceptLanguage: req.headers["accept-language"] });
  app.use(pageCache({ version, now, language }));
  app.get("/sets-cookie", (_req, res) => void res.set("Set-Cookie", "a=b").type("html").send("<p>personal</p>"));
  app.get("/missing", (_req, res) => void res.status(404).type("html").send("<p>no such page</p>"));
  // pages that take a moment to render, as one that reads the database does, so that visitors can ask meanwhile
  app.get("/slow/*", (_req, _res, next) => void setTimeout(next, 50));
  app.get("/slow-personal", (_req, res) => {
    setTimeout(() => {
      renders++;
      res.set("Set-Cookie", "a=b").type("html").send("<p>personal</p>");
    }, 50);
  });
  app.get("*", (req, res) => {
    renders++;
    const lang = language(req);
    res.type("html").send(`<!DOCTYPE html><html lang="${lang}"><body><h1>${req.path}</h1><script nonce="${res.locals.cspNonce}">${pageScript(req.path)}</script></body></html>`);
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, renders: () => renders, close: () => void server.close() };
}
