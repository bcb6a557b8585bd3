import { isIP } from "node:net";
import * as z from "zod";
import { isTimeZone } from "~/domain/zone-name";
import { databaseProvider } from "./database-url.server";

const DEV_SESSION_SECRET = "dev-only-session-secret-not-for-production";

/** "true"/"1"/"yes" or "false"/"0"/"no", as environment variables spell a switch. */
const flag = z
  .string()
  .trim()
  .toLowerCase()
  .refine((value) => ["true", "1", "yes", "false", "0", "no", ""].includes(value), { message: 'must be "true" or "false"' })
  .transform((value) => ["true", "1", "yes"].includes(value));

/** 32 random bytes written as 64 hex characters or as base64 (`openssl rand -hex 32`), decoded to the key itself. */
const encryptionKey = z
  .string()
  .trim()
  .refine((text) => decodeEncryptionKey(text) !== null, { message: "must be 32 bytes written as 64 hex characters or base64 (e.g. `openssl rand -hex 32`)" })
  .transform((text) => decodeEncryptionKey(text)!);

function decodeEncryptionKey(text: string) {
  if (/^[0-9a-f]{64}$/i.test(text)) return Buffer.from(text, "hex");
  if (!/^[A-Za-z0-9+/_-]{43}=?$/.test(text)) return null;
  const key = Buffer.from(text, "base64");
  return key.length === 32 ? key : null;
}

/** The named ranges Express's "trust proxy" knows (server/client-address.ts says what each holds). */
const NAMED_RANGES = new Set(["loopback", "linklocal", "uniquelocal"]);

/** An IP address, or a range written as an address and a prefix length (`10.0.0.0/8`, `fd00::/8`). */
function isAddressOrRange(entry: string) {
  const [address, prefix, ...rest] = entry.split("/");
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * Which proxies in front of the app may tell the client's address (decision 104): how many (`1`), or which, as a
 * comma-separated list of addresses, ranges and the names `loopback`, `linklocal`, `uniquelocal`. Unset, `false` or
 * `0` trusts none. `true` would believe any X-Forwarded-For, whoever sends it, and is refused.
 */
const trustedProxies = z
  .string()
  .trim()
  .refine((value) => value.toLowerCase() !== "true", {
    message: 'must not be "true", which would let any client pick its own address: give the number of proxies in front of the app (e.g. 1) or their addresses (e.g. loopback or 10.0.0.0/8)',
  })
  .transform((value, ctx): number | string[] => {
    if (value === "" || value.toLowerCase() === "false") return 0;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(",").map((entry) => entry.trim());
    const wrong = entries.filter((entry) => !NAMED_RANGES.has(entry) && !isAddressOrRange(entry));
    if (wrong.length === 0) return entries;
    ctx.addIssue({
      code: "custom",
      message: `must be a number of proxies or a comma-separated list of IP addresses, ranges (10.0.0.0/8) and loopback, linklocal or uniquelocal; not ${wrong.map((entry) => JSON.stringify(entry)).join(", ")}`,
    });
    return z.NEVER;
  });

/**
 * The origins whose pages may call /api from the browser (CORS), comma-separated: each a scheme, host and optional
 * port (`https://app.example.com`), as a browser writes its Origin header. Unset, none may.
 */
const corsOrigins = z
  .string()
  .trim()
  .transform((value, ctx): string[] => {
    const entries = value.split(",").map((entry) => entry.trim()).filter((entry) => entry !== "");
    const isOrigin = (entry: string) => {
      if (!URL.canParse(entry)) return false;
      const url = new URL(entry);
      return ["http:", "https:"].includes(url.protocol) && url.pathname === "/" && !url.search && !url.hash && !url.username && !url.password;
    };
    const wrong = entries.filter((entry) => !isOrigin(entry));
    if (wrong.length === 0) return [...new Set(entries.map((entry) => new URL(entry).origin))];
    ctx.addIssue({
      code: "custom",
      message: `must be a comma-separated list of origins such as https://app.example.com (scheme, host and port, no path); not ${wrong.map((entry) => JSON.stringify(entry)).join(", ")}`,
    });
    return z.NEVER;
  });

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    DATABASE_URL: z
      .string()
      .trim()
      .min(1)
      .default("file:./data/app.db")
      .refine((url) => databaseProvider(url) !== undefined, {
        message: 'must be a SQLite file such as "file:./data/app.db" or a PostgreSQL URL such as "postgresql://user:password@host:5432/app"',
      }),
    SESSION_SECRET: z.string().optional(),
    // Encrypts the secrets of the admin's settings; unset, a key derived from SESSION_SECRET (utils/secret-box.server.ts).
    SETTINGS_ENCRYPTION_KEY: z.preprocess((value) => (value === "" ? undefined : value), encryptionKey.optional()),
    UPLOAD_DIR: z.string().trim().min(1).default("./data/uploads"),
    // Where uploads live: UPLOAD_DIR on this machine, or a private S3-compatible bucket that several instances share.
    STORAGE_DRIVER: z.enum(["local", "s3"], { message: 'must be "local" or "s3"' }).default("local"),
    S3_BUCKET: z.string().trim().default(""),
    S3_REGION: z
      .string()
      .trim()
      .transform((region) => region || "us-east-1")
      .default("us-east-1"),
    // Another S3-compatible service than AWS, such as MinIO or Cloudflare R2.
    S3_ENDPOINT: z.union([z.literal(""), z.url({ protocol: /^https?$/ })]).default(""),
    S3_ACCESS_KEY_ID: z.string().trim().default(""),
    S3_SECRET_ACCESS_KEY: z.string().trim().default(""),
    S3_FORCE_PATH_STYLE: flag.default(false),
    // bcrypt's cost of a new password hash: each step doubles the work of a sign-up, a log-in and a guess.
    PASSWORD_HASH_COST: z.coerce.number().int().min(4).max(15).default(10),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    APP_URL: z.url().optional(),
    TRUST_PROXY: trustedProxies.default(0),
    API_CORS_ORIGINS: corsOrigins.default([]),
    APP_TIME_ZONE: z
      .string()
      .default("Asia/Kathmandu")
      .refine(isTimeZone, { message: "must be an IANA time zone such as Asia/Kathmandu" }),
    // Mail leaves over SMTP when the admin's Email settings or these name a host; otherwise it is kept at /admin/mail.
    SMTP_HOST: z.string().trim().default(""),
    SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
    SMTP_USER: z.string().default(""),
    SMTP_PASSWORD: z.string().default(""),
    SMTP_SECURE: flag.default(false),
    MAIL_FROM: z.string().trim().default(""),
    // The payment gateway (Stripe) when the admin's Payment settings leave the key or the webhook secret empty.
    STRIPE_SECRET_KEY: z.string().trim().default(""),
    STRIPE_WEBHOOK_SECRET: z.string().trim().default(""),
    // Another Stripe-compatible API than api.stripe.com, such as a local double for tests and demos.
    STRIPE_API_BASE: z.union([z.literal(""), z.url({ protocol: /^https?$/ })]).default(""),
    // The queue's worker runs inside the web server unless it runs on its own (`npm run worker`).
    RUN_WORKER: flag.default(true),
    WORKER_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
    // server.js's JSON log on stdout (pino levels); "silent" writes nothing.
    LOG_LEVEL: z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], { message: "must be one of fatal, error, warn, info, debug, trace, silent" }))
      .default("info"),
    // The bearer token a Prometheus scrape of /metrics must send; unset, /metrics does not exist.
    METRICS_TOKEN: z
      .string()
      .trim()
      .refine((token) => token === "" || /^\S{16,}$/.test(token), { message: "must be at least 16 characters without spaces (e.g. `openssl rand -hex 32`)" })
      .default(""),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === "production" && (!env.SESSION_SECRET || env.SESSION_SECRET.length < 32)) {
      ctx.addIssue({
        code: "custom",
        path: ["SESSION_SECRET"],
        message: "is required in production and must be at least 32 characters (e.g. `openssl rand -hex 32`)",
      });
    }
    if (env.NODE_ENV === "production" && env.PASSWORD_HASH_COST < 10) {
      ctx.addIssue({ code: "custom", path: ["PASSWORD_HASH_COST"], message: "must be at least 10 in production" });
    }
    if (env.STORAGE_DRIVER === "s3") {
      for (const name of ["S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const) {
        if (!env[name]) ctx.addIssue({ code: "custom", path: [name], message: "is required when STORAGE_DRIVER is s3" });
      }
    }
  })
  .transform((env) => ({
    ...env,
    SESSION_SECRET: env.SESSION_SECRET || DEV_SESSION_SECRET,
    APP_URL: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ""),
  }));

export type Env = z.infer<typeof envSchema>;

export class InvalidEnvError extends Error {}

/** Parses the environment; throws one error naming every bad variable, so start-up fails with a clear message. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  - ${issue.path.join(".") || "(env)"} ${issue.message}`);
  throw new InvalidEnvError(`Invalid configuration:\n${lines.join("\n")}`);
}

let cached: Env | undefined;

export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
