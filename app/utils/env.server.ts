import * as z from "zod";

const DEV_SESSION_SECRET = "dev-only-session-secret-not-for-production";

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    DATABASE_URL: z
      .string()
      .trim()
      .min(1)
      .default("file:./data/app.db")
      .refine((url) => url.startsWith("file:"), {
        message: 'must be a SQLite URL such as "file:./data/app.db" (PostgreSQL is the scale-out path in the README)',
      }),
    SESSION_SECRET: z.string().optional(),
    UPLOAD_DIR: z.string().trim().min(1).default("./data/uploads"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    APP_URL: z.url().optional(),
    APP_TIME_ZONE: z
      .string()
      .default("Asia/Kathmandu")
      .refine(isTimeZone, { message: "must be an IANA time zone such as Asia/Kathmandu" }),
    MAIL_TRANSPORT: z.enum(["outbox", "log"]).default("outbox"),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === "production" && (!env.SESSION_SECRET || env.SESSION_SECRET.length < 32)) {
      ctx.addIssue({
        code: "custom",
        path: ["SESSION_SECRET"],
        message: "is required in production and must be at least 32 characters (e.g. `openssl rand -hex 32`)",
      });
    }
  })
  .transform((env) => ({
    ...env,
    SESSION_SECRET: env.SESSION_SECRET || DEV_SESSION_SECRET,
    APP_URL: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ""),
  }));

export type Env = z.infer<typeof envSchema>;

function isTimeZone(zone: string) {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

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
