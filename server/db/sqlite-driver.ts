import { DatabaseSync, type SQLInputValue, type StatementSync } from "node:sqlite";
import {
  type CompiledQuery,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from "kysely";
import { isSqliteBusy } from "./unavailable";

/**
 * How long a statement may wait for another process's write lock (e.g. `npm run create-admin` or a
 * backup on the same file) before it fails. The wait is a series of short asynchronous pauses, so
 * the process keeps serving other requests meanwhile.
 */
export const LOCK_WAIT_MS = 10_000;
const FIRST_PAUSE_MS = 2;
const LONGEST_PAUSE_MS = 50;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const quoteName = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Opens (or creates) a SQLite file with Node's built-in driver (decision 0037): write-ahead log, so
 * readers in other processes never wait for a writer; foreign keys on; and no synchronous waiting
 * for another process's lock — the driver below retries without blocking the event loop.
 */
export function openSqliteFile(file: string, { readOnly = false } = {}): DatabaseSync {
  const sqlite = new DatabaseSync(file, { readOnly, timeout: 0, enableForeignKeyConstraints: true });
  if (!readOnly) sqlite.exec("pragma journal_mode = WAL");
  return sqlite;
}

/** A prepared statement, whether it returns rows, and which of its columns hold bytes (blob columns). */
interface Prepared {
  statement: StatementSync;
  returnsRows: boolean;
  byteColumns: string[];
}

/** Prepared statements by SQL text, reused across queries (preparing costs more than most queries here). */
const MAX_PREPARED = 500;
const preparedBySql = new WeakMap<DatabaseSync, Map<string, Prepared>>();

function prepared(sqlite: DatabaseSync, sql: string): Prepared {
  const statements = preparedBySql.get(sqlite) ?? preparedBySql.set(sqlite, new Map()).get(sqlite)!;
  let entry = statements.get(sql);
  if (!entry) {
    const statement = sqlite.prepare(sql);
    const columns = statement.columns();
    entry = {
      statement,
      returnsRows: columns.length > 0,
      byteColumns: columns.filter((c) => c.type?.toLowerCase() === "blob").map((c) => c.name),
    };
    // Queries with many placeholders (bulk inserts) have many texts: keep the set bounded.
    if (statements.size >= MAX_PREPARED) statements.delete(statements.keys().next().value!);
    statements.set(sql, entry);
  }
  return entry;
}

/** node:sqlite reads blobs as Uint8Array; the rest of the site (images, PostgreSQL's bytea) works with Buffers. */
function withBuffers(rows: Record<string, unknown>[], byteColumns: string[]): Record<string, unknown>[] {
  for (const row of rows) {
    for (const name of byteColumns) {
      const value = row[name];
      if (value instanceof Uint8Array && !Buffer.isBuffer(value))
        row[name] = Buffer.from(value.buffer, value.byteOffset, value.byteLength);
    }
  }
  return rows;
}

function execute<R>(sqlite: DatabaseSync, { sql, parameters }: CompiledQuery): QueryResult<R> {
  const { statement, returnsRows, byteColumns } = prepared(sqlite, sql);
  // Kysely's parameters are what our queries bind: text, numbers, bigints, bytes or null.
  const values = parameters as SQLInputValue[];
  if (returnsRows) {
    const rows = statement.all(...values) as Record<string, unknown>[];
    return { rows: (byteColumns.length > 0 ? withBuffers(rows, byteColumns) : rows) as R[] };
  }
  const { changes, lastInsertRowid } = statement.run(...values);
  return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
}

/** A user of the one SQLite connection: one per query, or one for a whole transaction. */
class LockTolerantConnection implements DatabaseConnection {
  constructor(private readonly driver: LockTolerantSqliteDriver) {}

  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    return this.driver.run(this, (sqlite) => execute<R>(sqlite, query));
  }

  async *streamQuery<R>(query: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    // All rows at once: an open statement iterator would keep the connection busy across awaits.
    const { rows } = await this.executeQuery<R>(query);
    for (const row of rows) yield { rows: [row] };
  }
}

/**
 * Kysely's SQLite driver on node:sqlite, changed in two ways so a lock held by another process never
 * blocks the event loop (node:sqlite is synchronous: a busy timeout would freeze every request):
 * - the busy timeout is 0, and a statement that finds the file locked is retried after a short
 *   asynchronous pause (up to LOCK_WAIT_MS); a statement that fails with SQLITE_BUSY had no effect,
 *   so trying it again is safe;
 * - transactions begin with `BEGIN IMMEDIATE`, which takes the write lock at once: a busy error
 *   then comes at BEGIN, before anything ran, where the retry is safe (a deferred transaction could
 *   fail later, at its first write, after reading a snapshot that is now stale).
 * Statements outside a transaction run while a transaction waits for the lock; once a transaction
 * is open, only its own statements use the connection until it ends.
 */
class LockTolerantSqliteDriver implements Driver {
  #open: { owner: DatabaseConnection; ended: Promise<void>; end: () => void } | undefined;
  /** Transactions take turns: each waits for the previous one to end. */
  #turn: Promise<void> = Promise.resolve();

  constructor(private readonly sqlite: DatabaseSync) {}

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new LockTolerantConnection(this);
  }

  async releaseConnection(): Promise<void> {}

  /** Runs a synchronous statement for `user`, once no other user's transaction is open, retrying while the file is locked. */
  async run<T>(user: DatabaseConnection, statement: (sqlite: DatabaseSync) => T): Promise<T> {
    const started = Date.now();
    for (let wait = FIRST_PAUSE_MS; ; wait = Math.min(wait * 2, LONGEST_PAUSE_MS)) {
      while (this.#open && this.#open.owner !== user) await this.#open.ended;
      try {
        return statement(this.sqlite);
      } catch (error) {
        if (!isSqliteBusy(error) || Date.now() - started > LOCK_WAIT_MS) throw error;
      }
      await pause(wait);
    }
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    const previous = this.#turn;
    let end = () => {};
    const ended = new Promise<void>((resolve) => (end = resolve));
    this.#turn = previous.then(() => ended);
    await previous;
    try {
      await this.run(connection, (sqlite) => {
        sqlite.exec("begin immediate");
        // In the same synchronous step, so no other statement can slip into the transaction.
        this.#open = { owner: connection, ended, end };
      });
    } catch (error) {
      end();
      throw error;
    }
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await this.run(connection, (sqlite) => sqlite.exec("commit"));
    this.#endTransaction();
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      if (this.sqlite.isTransaction) await this.run(connection, (sqlite) => sqlite.exec("rollback"));
    } finally {
      this.#endTransaction();
    }
  }

  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await this.run(connection, (sqlite) => sqlite.exec(`savepoint ${quoteName(name)}`));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await this.run(connection, (sqlite) => sqlite.exec(`rollback to ${quoteName(name)}`));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await this.run(connection, (sqlite) => sqlite.exec(`release ${quoteName(name)}`));
  }

  async destroy(): Promise<void> {
    this.sqlite.close();
  }

  #endTransaction() {
    const open = this.#open;
    this.#open = undefined;
    open?.end();
  }
}

/**
 * Kysely's SQLite adapter says the database has one connection, and Kysely then lets one query or
 * transaction use it at a time — a write waiting for another process's lock would hold up every
 * read. The driver above shares the connection itself (each statement runs in one synchronous step;
 * an open transaction keeps the others out until it ends), so queries may overlap.
 */
class LockTolerantSqliteAdapter extends SqliteAdapter {
  override get supportsMultipleConnections(): boolean {
    return true;
  }
}

/** Kysely's SQLite dialect on node:sqlite, with the lock-tolerant driver above. */
export class LockTolerantSqliteDialect implements Dialect {
  constructor(private readonly sqlite: DatabaseSync) {}

  createDriver(): Driver {
    return new LockTolerantSqliteDriver(this.sqlite);
  }

  createQueryCompiler(): QueryCompiler {
    return new SqliteQueryCompiler();
  }

  createAdapter(): DialectAdapter {
    return new LockTolerantSqliteAdapter();
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new SqliteIntrospector(db);
  }
}
