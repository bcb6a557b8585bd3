import { describe, expect, test } from "vitest";
import { InvalidEnvError, parseEnv } from "~/utils/env.server";

describe("parseEnv", () => {
  test("fills the documented defaults in development", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      NODE_ENV: "development",
      DATABASE_URL: "file:./data/app.db",
      UPLOAD_DIR: "./data/uploads",
      PORT: 3000,
      APP_URL: "http://localhost:3000",
    });
    expect(env.SESSION_SECRET.length).toBeGreaterThan(0);
  });

  test("derives APP_URL from PORT and trims a trailing slash", () => {
    expect(parseEnv({ PORT: "4000" }).APP_URL).toBe("http://localhost:4000");
    expect(parseEnv({ APP_URL: "https://example.com/" }).APP_URL).toBe("https://example.com");
  });

  test("requires a long SESSION_SECRET in production, naming the variable", () => {
    expect(() => parseEnv({ NODE_ENV: "production" })).toThrow(InvalidEnvError);
    expect(() => parseEnv({ NODE_ENV: "production", SESSION_SECRET: "short" })).toThrow(/SESSION_SECRET/);
    expect(parseEnv({ NODE_ENV: "production", SESSION_SECRET: "x".repeat(32) }).SESSION_SECRET).toBe("x".repeat(32));
  });

  test("lists every bad variable at once", () => {
    try {
      parseEnv({ PORT: "not-a-port", DATABASE_URL: "mysql://nope", APP_TIME_ZONE: "Mars/Base" });
      expect.unreachable();
    } catch (error) {
      expect(String(error)).toMatch(/PORT/);
      expect(String(error)).toMatch(/DATABASE_URL/);
      expect(String(error)).toMatch(/APP_TIME_ZONE/);
    }
  });
});
