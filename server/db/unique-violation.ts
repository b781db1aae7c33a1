/**
 * True when `error` (or its cause) is the database refusing a row whose unique value another row
 * already has: PostgreSQL's SQLSTATE 23505, SQLite's SQLITE_CONSTRAINT_UNIQUE (2067) or
 * SQLITE_CONSTRAINT_PRIMARYKEY (1555), which node:sqlite names in `errcode`.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error; e instanceof Error; e = e.cause) {
    const { code, errcode } = e as { code?: unknown; errcode?: unknown };
    if (code === "23505" || errcode === 2067 || errcode === 1555) return true;
  }
  return false;
}
