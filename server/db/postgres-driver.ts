import {
  type CompiledQuery,
  type ConnectionProvider,
  type DatabaseConnection,
  DefaultQueryExecutor,
  type Driver,
  Kysely,
  type QueryResult,
  type TransactionSettings,
} from "kysely";
import pg from "pg";
import { CurrentSchemaPostgresDialect } from "./current-schema-dialect";
import type { Database, DatabaseSchema } from "./schema";
import { DatabaseUnavailableError, isDatabaseUnreachable } from "./unavailable";

/** pg's answer to a query on a client whose connection had already failed or ended: nothing was sent. */
const NOT_SENT = /is not queryable$/;

/**
 * The error ended the connection: the server ended the session (a FATAL error, e.g. 57P01 from
 * pg_terminate_backend or a restart), or the socket failed or closed.
 */
function endsConnection(error: unknown): boolean {
  const severity = (error as { severity?: unknown } | null)?.severity;
  return (
    severity === "FATAL" ||
    severity === "PANIC" ||
    isDatabaseUnreachable(error) ||
    (error instanceof Error && NOT_SENT.test(error.message))
  );
}

const quoteName = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** A pg client lent for one unit of work (a query, or a whole transaction), and what it did. */
class PostgresConnection implements DatabaseConnection {
  /** Between BEGIN and COMMIT or ROLLBACK: nothing commits before COMMIT. */
  inTransaction = false;
  /** Something sent on this connection may have committed: the work it was lent for must not run again. */
  mayHaveCommitted = false;
  /** The error that ended the connection: nothing more is sent on it, and it is closed instead of pooled. */
  ended: Error | undefined;

  constructor(
    private readonly client: pg.ClientBase,
    private readonly close: (ended: Error | undefined) => void,
  ) {}

  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    // Outside a transaction, every statement but a SELECT commits what it did as it succeeds.
    return this.send<R>(query.sql, query.parameters, !this.inTransaction && query.query.kind !== "SelectQueryNode");
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error("Streaming queries are not supported");
  }

  /** Sends one statement; `commits`: it commits as it succeeds, so if the connection ends under it, it may have. */
  async send<R>(sql: string, parameters: readonly unknown[], commits: boolean): Promise<QueryResult<R>> {
    if (this.ended) throw this.ended;
    try {
      const { command, rowCount, rows } = await this.client.query(sql, [...parameters]);
      if (commits) this.mayHaveCommitted = true;
      const changes = command === "INSERT" || command === "UPDATE" || command === "DELETE" || command === "MERGE";
      return { numAffectedRows: changes ? BigInt(rowCount ?? 0) : undefined, rows: (rows ?? []) as R[] };
    } catch (error) {
      if (endsConnection(error)) {
        this.ended = error as Error;
        if (commits && !NOT_SENT.test(this.ended.message)) this.mayHaveCommitted = true;
      }
      throw error;
    }
  }

  release(): void {
    this.close(this.ended);
  }
}

type OpenClient = () => Promise<[client: pg.ClientBase, close: (ended: Error | undefined) => void]>;

/**
 * Kysely's PostgreSQL driver on a pg pool, which also lends Kysely its connections, one per unit of
 * work: a query, or a whole transaction (docs/decisions/0031). When the connection ends under the
 * work (pg_terminate_backend, a restart, a network cut) and nothing of it may have committed — a
 * read, a transaction before its COMMIT, a statement pg never sent — the work runs once more on a
 * connection opened for it (so a transaction's callback may run twice: it must only use the
 * database). When something may have committed (a write outside a transaction, or the COMMIT
 * itself), the outcome is unknown and running it again could do it twice: that, a second failure,
 * and no connection at all are a DatabaseUnavailableError.
 */
class RetryingPostgresDriver implements Driver, ConnectionProvider {
  readonly pool: pg.Pool;

  constructor(
    private readonly config: pg.PoolConfig,
    private readonly onConnectionError: (error: Error) => void,
  ) {
    this.pool = new pg.Pool(config);
    // pg emits 'error' on a connection that fails while idle in the pool or between two queries;
    // unheard, that event ends the process. The pool drops the broken connection by itself.
    this.pool.on("connect", (client) => client.on("error", onConnectionError));
    // The same failure of an idle connection is re-emitted here; the listener above reported it.
    this.pool.on("error", () => {});
  }

  async init(): Promise<void> {}

  provideConnection<T>(consumer: (connection: DatabaseConnection) => Promise<T>): Promise<T> {
    return this.#run(consumer, this.#pooled, true);
  }

  /**
   * Runs `consumer` on a connection `open` gives; if the connection ends under it and nothing may
   * have committed, runs it once more on a new connection when `retry` says so.
   */
  async #run<T>(
    consumer: (connection: DatabaseConnection) => Promise<T>,
    open: OpenClient,
    retry: boolean,
  ): Promise<T> {
    const lent = await this.#lend(open);
    try {
      return await consumer(lent);
    } catch (error) {
      if (!lent.ended) throw error;
      this.onConnectionError(lent.ended);
      if (lent.mayHaveCommitted)
        throw new DatabaseUnavailableError("the connection ended before a write was confirmed (not sent again)", error);
      if (!retry) throw new DatabaseUnavailableError("the connection ended again", error);
    } finally {
      lent.release();
    }
    // Nothing was committed: once more, on a new connection (another pooled one may have ended too).
    return this.#run(consumer, this.#opened, false);
  }

  acquireConnection(): Promise<DatabaseConnection> {
    return this.#lend(this.#pooled);
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    (connection as PostgresConnection).release();
  }

  async beginTransaction(
    connection: DatabaseConnection,
    { isolationLevel, accessMode }: TransactionSettings,
  ): Promise<void> {
    const lent = connection as PostgresConnection;
    lent.inTransaction = true;
    const settings = [isolationLevel && `isolation level ${isolationLevel}`, accessMode].filter(Boolean).join(" ");
    await lent.send(settings ? `start transaction ${settings}` : "begin", [], false);
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const lent = connection as PostgresConnection;
    // Ended before COMMIT was sent: the database rolled the transaction back by itself.
    if (lent.ended) throw lent.ended;
    await lent.send("commit", [], true);
    lent.inTransaction = false;
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const lent = connection as PostgresConnection;
    try {
      // A connection that ended took its transaction with it (the database rolled it back).
      if (!lent.ended) await lent.send("rollback", [], false);
    } catch (error) {
      if (!lent.ended) throw error;
    } finally {
      lent.inTransaction = false;
    }
  }

  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await (connection as PostgresConnection).send(`savepoint ${quoteName(name)}`, [], false);
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await (connection as PostgresConnection).send(`rollback to savepoint ${quoteName(name)}`, [], false);
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await (connection as PostgresConnection).send(`release savepoint ${quoteName(name)}`, [], false);
  }

  async destroy(): Promise<void> {
    await this.pool.end();
  }

  async #lend(open: OpenClient): Promise<PostgresConnection> {
    try {
      return new PostgresConnection(...(await open()));
    } catch (error) {
      throw isDatabaseUnreachable(error) ? new DatabaseUnavailableError("no connection could be opened", error) : error;
    }
  }

  /** A connection of the pool; one that ended is closed instead of going back. */
  #pooled: OpenClient = async () => {
    const client = await this.pool.connect();
    return [client, (ended) => client.release(ended)];
  };

  /** A connection of its own, closed after the work. */
  #opened: OpenClient = async () => {
    const client = new pg.Client(this.config);
    client.on("error", this.onConnectionError);
    await client.connect();
    return [client, () => void client.end().catch(() => {})];
  };
}

/**
 * A PostgreSQL database: Kysely with the query compiler and adapter of CurrentSchemaPostgresDialect,
 * and RetryingPostgresDriver for connections and transactions.
 */
export function openPostgresDatabase(
  config: pg.PoolConfig,
  onConnectionError: (error: Error) => void,
): { db: Database; pool: pg.Pool } {
  const driver = new RetryingPostgresDriver(config, onConnectionError);
  const dialect = new CurrentSchemaPostgresDialect({ pool: driver.pool });
  // What `new Kysely({ dialect })` builds, with our driver lending the connections.
  const executor = new DefaultQueryExecutor(dialect.createQueryCompiler(), dialect.createAdapter(), driver);
  return { db: new Kysely<DatabaseSchema>({ config: { dialect }, dialect, driver, executor }), pool: driver.pool };
}
