// The process's one logger: JSON lines on stdout (pino), created by the server. It lives here, not in app/, because
// the server must have it around the Remix build (which it only imports); the app reaches the same instance through
// the load context (`context.log`, a child carrying the request id) and through `console`, which the server routes
// into it. A copy bundled into the build would be a second logger with its own configuration.
import { AsyncLocalStorage } from "node:async_hooks";
import { format } from "node:util";
import pino, { type DestinationStream, type Level, type LevelWithSilentOrString, type Logger, type LoggerOptions } from "pino";

/**
 * What must never reach the log even when someone logs a request, a response or a form by mistake: passwords, tokens,
 * cookies and credentials, at the top level of a logged object or one level down.
 */
export const REDACTED_PATHS = [
  "password",
  "currentPassword",
  "newPassword",
  "confirmPassword",
  "token",
  "*.password",
  "*.currentPassword",
  "*.newPassword",
  "*.confirmPassword",
  "*.token",
  "headers.cookie",
  "headers.authorization",
  'headers["set-cookie"]',
  "*.headers.cookie",
  "*.headers.authorization",
  '*.headers["set-cookie"]',
];

export function createLogger({ level = "info", destination }: { level?: LevelWithSilentOrString; destination?: DestinationStream } = {}): Logger {
  const options: LoggerOptions = {
    level,
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
  };
  return destination ? pino(options, destination) : pino(options);
}

/** The logger of the request being handled (a child carrying its id), for code that has no load context. */
export const requestScope = new AsyncLocalStorage<Logger>();

type ConsoleMethod = "error" | "warn" | "info" | "log" | "debug";
const CONSOLE_LEVELS: ReadonlyArray<readonly [ConsoleMethod, Level]> = [
  ["error", "error"],
  ["warn", "warn"],
  ["info", "info"],
  ["log", "info"],
  ["debug", "debug"],
];

/**
 * Sends `console.error` and friends through `logger`, with the request id when they run inside a request: the models
 * and the job worker log with `console`, and their lines then join the same JSON stream. An Error among the arguments
 * is logged as `err` (with its stack).
 */
export function routeConsoleTo(logger: Logger) {
  for (const [method, level] of CONSOLE_LEVELS) {
    // eslint-disable-next-line no-console -- replacing console's methods is the point: their lines join the JSON log
    console[method] = (...args: unknown[]) => {
      const target = requestScope.getStore() ?? logger;
      const err = args.find((arg): arg is Error => arg instanceof Error);
      const message = format(...args.filter((arg) => arg !== err));
      if (err) target[level]({ err }, message || err.message);
      else target[level](message);
    };
  }
}
