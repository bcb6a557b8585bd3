// The server's rule for the client's address and the forwarded headers (server/client-address.ts), over real HTTP
// from 127.0.0.1 through Express as server/app.ts wires it, for each form of TRUST_PROXY; the production server with
// TRUST_PROXY=1 is exercised by tests/e2e/http-headers.spec.ts.
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, describe, expect, test } from "vitest";
import { parseEnv } from "~/utils/env.server";
import { clientIp } from "~/utils/http.server";
import { clientAddressFromTrustedProxies, describeTrustedProxies, trustFunction } from "../../server/client-address";
import { refuseCrossSiteRequests } from "../../server/http-security";

const servers: Array<{ close: () => void }> = [];
afterAll(() => servers.forEach((server) => server.close()));

/** A server under TRUST_PROXY=`setting` that answers with what the app would see of the request. */
async function serverTrusting(setting: string | undefined) {
  const { TRUST_PROXY, APP_URL } = parseEnv({ TRUST_PROXY: setting });
  const trust = trustFunction(TRUST_PROXY);
  const app = express();
  app.set("trust proxy", trust);
  app.use(clientAddressFromTrustedProxies(trust));
  app.use(refuseCrossSiteRequests({ appOrigin: new URL(APP_URL).origin }));
  app.all("*", (req, res) => {
    const request = new Request("http://app.invalid/", { headers: { "X-Forwarded-For": String(req.headers["x-forwarded-for"]) } });
    res.json({ client: clientIp(request), protocol: req.protocol, forwardedHost: req.headers["x-forwarded-host"] ?? null });
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function seen(base: string, headers: Record<string, string>) {
  return (await fetch(`${base}/`, { headers })).json() as Promise<{ client: string; protocol: string; forwardedHost: string | null }>;
}

// What reaches the app: the client wrote 6.6.6.6; a first proxy saw the client at 198.51.100.9 and appended it; a
// second proxy at 203.0.113.7 appended itself on its way to the app's connection from 127.0.0.1.
const CHAIN = { "X-Forwarded-For": "6.6.6.6, 198.51.100.9, 203.0.113.7", "X-Forwarded-Proto": "https", "X-Forwarded-Host": "www.consultancy.example" };

describe("the client's address under each form of TRUST_PROXY", () => {
  test.each([
    ["unset: the connection's own address, and no forwarded header believed", undefined, "127.0.0.1", false],
    ["a hop count of 1: the address the one proxy appended", "1", "203.0.113.7", true],
    ["a hop count of 2: the address the farther proxy appended", "2", "198.51.100.9", true],
    ["loopback: the proxy on this machine", "loopback", "203.0.113.7", true],
    ["a list with a range: both proxies", "loopback, 203.0.113.0/24", "198.51.100.9", true],
    ["a list of single addresses", "127.0.0.1,203.0.113.7", "198.51.100.9", true],
    ["a range the connection is not in: nothing believed", "10.0.0.0/8", "127.0.0.1", false],
  ])("%s", async (_what, setting, client, believed) => {
    const answer = await seen(await serverTrusting(setting), CHAIN);
    expect(answer.client).toBe(client);
    expect(answer.protocol).toBe(believed ? "https" : "http");
    expect(answer.forwardedHost).toBe(believed ? "www.consultancy.example" : null);
  });

  test("a client cannot trust itself by writing an address of a trusted range into X-Forwarded-For", async () => {
    const base = await serverTrusting("loopback, 10.0.0.0/8");
    expect((await seen(base, { "X-Forwarded-For": "10.1.2.3, 198.51.100.9" })).client).toBe("198.51.100.9");
    // what is no address is no trusted proxy either: the walk stops there instead of going on to 10.1.2.3
    expect((await seen(base, { "X-Forwarded-For": "6.6.6.6, 10.1.2.3, not-an-address" })).client).toBe("not-an-address");
  });

  test("a host sent by a client that is no trusted proxy does not make its post same-site", async () => {
    const base = await serverTrusting(undefined);
    const response = await fetch(`${base}/login`, { method: "POST", headers: { Origin: "https://evil.example", "X-Forwarded-Host": "evil.example" } });
    expect(response.status).toBe(403);
  });
});

describe("TRUST_PROXY in the configuration", () => {
  test("refuses true, which would believe any X-Forwarded-For, saying what to write instead", () => {
    expect(() => parseEnv({ TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY must not be "true".*number of proxies in front of the app \(e\.g\. 1\)/);
  });

  test.each([
    [undefined, 0],
    ["", 0],
    ["false", 0],
    ["1", 1],
    ["loopback", ["loopback"]],
    [" 10.0.0.0/8 , 192.168.1.5, fd00::/8,uniquelocal ", ["10.0.0.0/8", "192.168.1.5", "fd00::/8", "uniquelocal"]],
  ])("reads %j", (setting, parsed) => {
    expect(parseEnv({ TRUST_PROXY: setting }).TRUST_PROXY).toEqual(parsed);
  });

  test.each(["10.0.0.0/33", "proxy.internal", "yes", "10.0.0.1, nginx"])("refuses %j, naming what is wrong", (setting) => {
    expect(() => parseEnv({ TRUST_PROXY: setting })).toThrow(/TRUST_PROXY must be a number of proxies or a comma-separated list/);
  });

  test("the start-up line says which proxies are trusted", () => {
    expect(describeTrustedProxies(0)).toMatch(/no proxy is trusted/);
    expect(describeTrustedProxies(1)).toMatch(/trusting the one proxy in front of the app/);
    expect(describeTrustedProxies(["loopback", "10.0.0.0/8"])).toMatch(/trusting proxies at loopback, 10\.0\.0\.0\/8/);
  });
});
