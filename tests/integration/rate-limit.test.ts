import { randomUUID } from "node:crypto";
import { describe, expect, test } from "vitest";
import { FIFTEEN_MINUTES_MS } from "~/domain/rate-limit";
import { consumeRateLimit, refundRateLimit } from "~/models/rate-limit.server";
import { RateLimitedError, consumeAttempt } from "~/auth/rate-limit.server";
import { db } from "~/utils/db.server";

const policy = { limit: 3, windowMs: FIFTEEN_MINUTES_MS };
const key = () => `test:${randomUUID()}`;

describe("rate limit counter in the database", () => {
  test("allows up to the limit, then refuses with the time left", async () => {
    const k = key();
    const now = new Date();
    for (let attempt = 0; attempt < 3; attempt++) expect(await consumeRateLimit(k, policy, now)).toEqual({ allowed: true });
    expect(await consumeRateLimit(k, policy, now)).toEqual({ allowed: false, retryAfterSeconds: 900 });
  });

  test("starts a new window once the old one has ended", async () => {
    const k = key();
    const start = new Date();
    for (let attempt = 0; attempt < 4; attempt++) await consumeRateLimit(k, policy, start);
    const later = new Date(start.getTime() + FIFTEEN_MINUTES_MS);
    expect(await consumeRateLimit(k, policy, later)).toEqual({ allowed: true });
    expect(await db.rateLimit.findUnique({ where: { key: k } })).toMatchObject({ count: 1, windowStart: later });
  });

  test("counts every one of many concurrent attempts", async () => {
    const k = key();
    await Promise.all(Array.from({ length: 25 }, () => consumeRateLimit(k, { limit: 100, windowMs: FIFTEEN_MINUTES_MS })));
    expect((await db.rateLimit.findUniqueOrThrow({ where: { key: k } })).count).toBe(25);
  });

  test("a refund gives one attempt back and never goes below zero", async () => {
    const k = key();
    await consumeRateLimit(k, policy);
    await refundRateLimit(k);
    await refundRateLimit(k);
    expect((await db.rateLimit.findUniqueOrThrow({ where: { key: k } })).count).toBe(0);
  });
});

describe("consumeAttempt", () => {
  const request = (ip: string) => new Request("http://localhost/login", { headers: { "X-Forwarded-For": ip } });

  test("keys the account by its normalised e-mail, so case and spaces do not get around it", async () => {
    const email = `limit-${randomUUID()}@example.com`;
    for (let attempt = 0; attempt < 10; attempt++) await consumeAttempt("login", request(randomUUID()), attempt % 2 ? email.toUpperCase() : ` ${email} `);
    await expect(consumeAttempt("login", request(randomUUID()), email)).rejects.toBeInstanceOf(RateLimitedError);
  });

  test("keeps logins and password resets apart", async () => {
    const ip = randomUUID();
    for (let attempt = 0; attempt < 50; attempt++) await consumeAttempt("password-reset", request(ip));
    await expect(consumeAttempt("password-reset", request(ip))).rejects.toBeInstanceOf(RateLimitedError);
    await consumeAttempt("login", request(ip));
    expect(await db.rateLimit.findMany({ where: { key: { in: [`login:ip:${ip}`, `password-reset:ip:${ip}`] } }, orderBy: { key: "asc" }, select: { key: true, count: true } })).toEqual([
      { key: `login:ip:${ip}`, count: 1 },
      { key: `password-reset:ip:${ip}`, count: 51 },
    ]);
  });
});
