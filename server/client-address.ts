// Who the client is: the one rule (decision 104) by which the server believes a proxy's X-Forwarded-For,
// X-Forwarded-Proto and X-Forwarded-Host, as TRUST_PROXY says (parsed by the build's configuration: a hop count, or a
// list of addresses, ranges and named ranges). Express's "trust proxy" runs on it, so `req.ip`, `req.protocol` and
// `req.hostname` follow it, and the headers the app reads are rewritten by it before Remix sees them.
import { BlockList, isIP } from "node:net";
import type { RequestHandler } from "express";

/** TRUST_PROXY as the configuration parsed it: how many proxies are in front, or which (0: none). */
export type TrustedProxies = number | string[];

/** Whether the address at `hop` (0: the connection's own, then X-Forwarded-For from its right end) is a trusted proxy. */
export type TrustFunction = (address: string, hop: number) => boolean;

/** The ranges behind the names Express's "trust proxy" knows. */
const NAMED_RANGES = new Map<string, Array<[string, number]>>([
  [
    "loopback",
    [
      ["127.0.0.0", 8],
      ["::1", 128],
    ],
  ],
  [
    "linklocal",
    [
      ["169.254.0.0", 16],
      ["fe80::", 10],
    ],
  ],
  [
    "uniquelocal",
    [
      ["10.0.0.0", 8],
      ["172.16.0.0", 12],
      ["192.168.0.0", 16],
      ["fc00::", 7],
    ],
  ],
]);

const family = (address: string) => (isIP(address) === 6 ? "ipv6" : "ipv4");

/**
 * The trust function for Express's "trust proxy": a hop count trusts that many hops whatever their address; a list
 * trusts the addresses in it, whichever hop they are (an IPv4 address also as IPv6 maps it, `::ffff:127.0.0.1`).
 * Anything that is not an IP address (a client can write anything in X-Forwarded-For) is never trusted.
 */
export function trustFunction(proxies: TrustedProxies): TrustFunction {
  if (typeof proxies === "number") return (_address, hop) => hop < proxies;
  const list = new BlockList();
  for (const entry of proxies) {
    const [network, prefix] = entry.split("/");
    const ranges = NAMED_RANGES.get(entry) ?? [[network, prefix === undefined ? (isIP(network) === 6 ? 128 : 32) : Number(prefix)]];
    for (const [address, length] of ranges) list.addSubnet(address, length, family(address));
  }
  return (address) => isIP(address) !== 0 && list.check(address, family(address));
}

/** What the start-up log says of the rule, so that an operator sees which proxies are believed. */
export function describeTrustedProxies(proxies: TrustedProxies): string {
  if (proxies === 0 || (Array.isArray(proxies) && proxies.length === 0)) {
    return "Client addresses: no proxy is trusted (TRUST_PROXY unset); X-Forwarded-For, -Proto and -Host are ignored";
  }
  if (typeof proxies === "number") {
    const hops = proxies === 1 ? "the one proxy" : `the ${proxies} proxies`;
    return `Client addresses: trusting ${hops} in front of the app, whatever its address (TRUST_PROXY=${proxies}); each must replace or append to X-Forwarded-For`;
  }
  return `Client addresses: trusting proxies at ${proxies.join(", ")} (TRUST_PROXY)`;
}

/**
 * Express middleware, before anything reads the client's address or the forwarded host: X-Forwarded-For becomes the
 * one address Express worked out under the rule (rate limits and the sign-in history read it,
 * `app/utils/http.server.ts`), and X-Forwarded-Host and -Proto go unless a trusted proxy sent them
 * (Remix reads X-Forwarded-Host for its own cross-site check).
 */
export function clientAddressFromTrustedProxies(trust: TrustFunction): RequestHandler {
  return (req, _res, next) => {
    req.headers["x-forwarded-for"] = req.ip ?? "";
    if (!trust(req.socket.remoteAddress ?? "", 0)) {
      delete req.headers["x-forwarded-host"];
      delete req.headers["x-forwarded-proto"];
    }
    next();
  };
}
