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

  test("hashes passwords at bcrypt's cost 10 by default, never lower in production", () => {
    expect(parseEnv({}).PASSWORD_HASH_COST).toBe(10);
    expect(parseEnv({ PASSWORD_HASH_COST: "4" }).PASSWORD_HASH_COST).toBe(4);
    expect(() => parseEnv({ PASSWORD_HASH_COST: "3" })).toThrow(/PASSWORD_HASH_COST/);
    const production = { NODE_ENV: "production", SESSION_SECRET: "x".repeat(32) };
    expect(parseEnv({ ...production, PASSWORD_HASH_COST: "12" }).PASSWORD_HASH_COST).toBe(12);
    expect(() => parseEnv({ ...production, PASSWORD_HASH_COST: "9" })).toThrow(/PASSWORD_HASH_COST must be at least 10 in production/);
  });

  test("reads LOG_LEVEL as a pino level, info by default, silent allowed", () => {
    expect(parseEnv({}).LOG_LEVEL).toBe("info");
    expect(parseEnv({ LOG_LEVEL: " Debug " }).LOG_LEVEL).toBe("debug");
    expect(parseEnv({ LOG_LEVEL: "silent" }).LOG_LEVEL).toBe("silent");
    expect(() => parseEnv({ LOG_LEVEL: "verbose" })).toThrow(/LOG_LEVEL/);
  });

  test("takes METRICS_TOKEN only when it is long enough to guard /metrics, empty as unset", () => {
    expect(parseEnv({}).METRICS_TOKEN).toBe("");
    expect(parseEnv({ METRICS_TOKEN: "" }).METRICS_TOKEN).toBe("");
    expect(parseEnv({ METRICS_TOKEN: "0123456789abcdef" }).METRICS_TOKEN).toBe("0123456789abcdef");
    expect(() => parseEnv({ METRICS_TOKEN: "short" })).toThrow(/METRICS_TOKEN/);
    expect(() => parseEnv({ METRICS_TOKEN: "with a space in it ok" })).toThrow(/METRICS_TOKEN/);
  });

  test("takes a SQLite file or a PostgreSQL URL as DATABASE_URL, and nothing else", () => {
    for (const url of ["file:./data/app.db", "postgres://app@db:5432/app", "postgresql://app:secret@localhost/app"]) {
      expect(parseEnv({ DATABASE_URL: url }).DATABASE_URL).toBe(url);
    }
    for (const url of ["mysql://app@db/app", "./data/app.db", "postgresql:app"]) {
      expect(() => parseEnv({ DATABASE_URL: url })).toThrow(/DATABASE_URL must be a SQLite file .* or a PostgreSQL URL/);
    }
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

  test("reads SETTINGS_ENCRYPTION_KEY as 64 hex characters or base64 of 32 bytes, empty as unset", () => {
    const key = Buffer.from("0123456789abcdef0123456789abcdef");
    expect(parseEnv({ SETTINGS_ENCRYPTION_KEY: key.toString("hex") }).SETTINGS_ENCRYPTION_KEY?.equals(key)).toBe(true);
    expect(parseEnv({ SETTINGS_ENCRYPTION_KEY: key.toString("base64") }).SETTINGS_ENCRYPTION_KEY?.equals(key)).toBe(true);
    expect(parseEnv({ SETTINGS_ENCRYPTION_KEY: key.toString("base64url") }).SETTINGS_ENCRYPTION_KEY?.equals(key)).toBe(true);
    expect(parseEnv({ SETTINGS_ENCRYPTION_KEY: "" }).SETTINGS_ENCRYPTION_KEY).toBeUndefined();
    expect(parseEnv({}).SETTINGS_ENCRYPTION_KEY).toBeUndefined();
  });

  test("refuses a SETTINGS_ENCRYPTION_KEY that is not 32 bytes, naming the variable and the expected form", () => {
    for (const bad of ["too-short", "ab".repeat(31), "ab".repeat(33), Buffer.alloc(24).toString("base64"), "g".repeat(64)]) {
      expect(() => parseEnv({ SETTINGS_ENCRYPTION_KEY: bad })).toThrow(InvalidEnvError);
      expect(() => parseEnv({ SETTINGS_ENCRYPTION_KEY: bad })).toThrow(/SETTINGS_ENCRYPTION_KEY must be 32 bytes written as 64 hex characters or base64/);
    }
  });

  test("stores uploads on the local disk unless STORAGE_DRIVER says s3", () => {
    expect(parseEnv({})).toMatchObject({ STORAGE_DRIVER: "local", S3_REGION: "us-east-1", S3_ENDPOINT: "", S3_FORCE_PATH_STYLE: false });
    expect(() => parseEnv({ STORAGE_DRIVER: "gcs" })).toThrow(/STORAGE_DRIVER must be "local" or "s3"/);
  });

  test("with STORAGE_DRIVER=s3, requires the bucket and both credentials, naming each missing one", () => {
    try {
      parseEnv({ STORAGE_DRIVER: "s3", S3_ACCESS_KEY_ID: "AKID" });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(InvalidEnvError);
      expect(String(error)).toMatch(/S3_BUCKET is required when STORAGE_DRIVER is s3/);
      expect(String(error)).toMatch(/S3_SECRET_ACCESS_KEY is required when STORAGE_DRIVER is s3/);
      expect(String(error)).not.toMatch(/S3_ACCESS_KEY_ID/);
    }
    const s3 = { STORAGE_DRIVER: "s3", S3_BUCKET: "uploads", S3_ACCESS_KEY_ID: "AKID", S3_SECRET_ACCESS_KEY: "secret" };
    expect(parseEnv({ ...s3, S3_REGION: "", S3_ENDPOINT: "http://minio:9000", S3_FORCE_PATH_STYLE: "true" })).toMatchObject({
      STORAGE_DRIVER: "s3",
      S3_REGION: "us-east-1",
      S3_ENDPOINT: "http://minio:9000",
      S3_FORCE_PATH_STYLE: true,
    });
    expect(() => parseEnv({ ...s3, S3_ENDPOINT: "minio:9000" })).toThrow(/S3_ENDPOINT/);
  });
});
