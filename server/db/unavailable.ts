/**
 * The database could not do what a request needed, and trying again shortly may work: no connection
 * could be opened, or a connection ended under work that could not safely run again (a write whose
 * commit may or may not have happened), or ended again on the one retry
 * (server/db/postgres-driver.ts). Answered 503 with Retry-After (server/app.ts).
 */
export class DatabaseUnavailableError extends Error {
  override readonly name = "DatabaseUnavailableError";

  constructor(reason: string, cause: unknown) {
    super(`The database is unavailable: ${reason} (${cause instanceof Error ? cause.message : String(cause)})`, {
      cause,
    });
  }
}

/** Error codes of a database that is not there (yet): down, restarting, unreachable, locked or full. */
const UNREACHABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EHOSTDOWN",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EPIPE",
]);
/** PostgreSQL: shutting down or starting (57P0x), too many connections (53300), connection exceptions (class 08). */
const UNREACHABLE_SQLSTATE = /^(57P0[123]|53300|08...)$/;
/** pg's own errors without a code: a connection cut mid-way, or no connection within connectionTimeoutMillis. */
const UNREACHABLE_MESSAGE = /Connection terminated|timeout exceeded when trying to connect/;

/**
 * True when `error` (or its cause) means the database cannot be reached right now, so trying again
 * later may work; false for everything else (wrong password, no such database, bad SQL), where
 * trying again cannot help.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  for (let e = error; e instanceof Error; e = e.cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && (UNREACHABLE_CODES.has(code) || UNREACHABLE_SQLSTATE.test(code))) return true;
    if (isSqliteBusy(e)) return true;
    if (UNREACHABLE_MESSAGE.test(e.message)) return true;
  }
  return false;
}

/**
 * SQLite's "database is locked" (SQLITE_BUSY, or one of its extended codes): another process holds
 * the write lock. node:sqlite names SQLite's result code in `errcode`.
 */
export function isSqliteBusy(error: unknown): boolean {
  const errcode = (error as { errcode?: unknown } | null)?.errcode;
  return typeof errcode === "number" && (errcode & 0xff) === SQLITE_BUSY;
}

const SQLITE_BUSY = 5;
