import type { BetterAuthOptions } from "better-auth";
import pino, { type Logger } from "pino";
import { isUniqueViolation } from "./db/unique-violation";

/** JSON lines on stdout, each written at once: start, warnings, errors, shutdown. */
export function createLogger(level: string): Logger {
  return pino({ level, base: undefined });
}

/** Request log lines wait at most this long in memory before they are written. */
const REQUEST_LOG_FLUSH_MS = 500;

/**
 * The request log: the same JSON lines on stdout, one per request, written in batches — they
 * gather in memory up to 4 KB or REQUEST_LOG_FLUSH_MS, then go out in one write off the main
 * thread. One blocking write per request cost a cached page a third of its speed
 * (docs/performance.md). Pino writes what is left when the process exits (also after an uncaught
 * exception); only a kill -9 can lose the last half second of request lines.
 */
export function createRequestLog(level: string): Logger {
  const destination = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  setInterval(() => destination.flush(), REQUEST_LOG_FLUSH_MS).unref();
  return pino({ level, base: undefined }, destination);
}

/** The levels libraries log at (Better Auth's, and console's methods). */
type LibraryLevel = "debug" | "info" | "warn" | "error";

/**
 * One line for what a library logged: its message as `msg`, any other values it passed under
 * `details` (an error with its message and stack). Pino writes it as one JSON object: the text of a
 * request (a visitor's callback address, say) stays inside a field, escaped, and never starts a
 * line of its own; nothing is formatted into the message.
 */
function logFromLibrary(logger: Logger, level: LibraryLevel, values: unknown[]): void {
  const [first, ...rest] = values;
  const message = typeof first === "string" ? first : first instanceof Error ? first.message : "";
  const details = (typeof first === "string" ? rest : values).map((value) =>
    value instanceof Error ? pino.stdSerializers.err(value) : value,
  );
  logger[level](details.length > 0 ? { details } : {}, message);
}

/** Pino's level as Better Auth names it (Better Auth then skips building what pino would drop). */
function libraryLevel(level: string): LibraryLevel {
  if (level === "trace" || level === "debug") return "debug";
  if (level === "fatal") return "error";
  return level as LibraryLevel;
}

/**
 * Better Auth's `logger` option: its messages as lines of `logger` (`source: "better-auth"`) at
 * the same level — its "success" arrives as info — instead of coloured text on stdout. An "error"
 * that carries no Error is Better Auth refusing a request ("State not found", "Provider not
 * found"…): the visitor's mistake, logged as a warning. So is one whose Error is the database
 * refusing a second row with the same unique value (two sign-ups with one address at the same
 * moment: the second is told the account could not be made). Errors of the server keep their level.
 */
export function betterAuthLogger(logger: Logger): NonNullable<BetterAuthOptions["logger"]> {
  const lines = logger.child({ source: "better-auth" });
  return {
    disabled: logger.level === "silent",
    level: libraryLevel(logger.level),
    log: (level, message, ...args: unknown[]) => {
      const errors = args.filter((arg) => arg instanceof Error);
      const refusal = level === "error" && errors.every(isUniqueViolation);
      logFromLibrary(lines, refusal ? "warn" : level, [message, ...args]);
    },
  };
}

/**
 * Sends what libraries print with console.* — React Router's report of a failed request,
 * @hono/node-server's, Better Auth's outside a request — to `logger` (`source: "console"`), so the
 * production server writes nothing but JSON lines.
 */
export function logConsoleTo(logger: Logger): void {
  const lines = logger.child({ source: "console" });
  const at =
    (level: LibraryLevel) =>
    (...values: unknown[]) =>
      logFromLibrary(lines, level, values);
  Object.assign(console, {
    debug: at("debug"),
    trace: at("debug"),
    log: at("info"),
    info: at("info"),
    warn: at("warn"),
    error: at("error"),
  });
}
