import { spawn } from "node:child_process";
import { sql } from "kysely";
import type { Database } from "../db/schema";

/**
 * Runs pg_dump or pg_restore against the database of `url`. The password goes in PGPASSWORD, not
 * on the command line, where every user of the machine could read it.
 */
export function runPostgresTool(tool: "pg_dump" | "pg_restore", args: string[], url: string): Promise<void> {
  const connection = new URL(url);
  const password = decodeURIComponent(connection.password);
  connection.password = "";
  return new Promise((resolve, reject) => {
    const child = spawn(tool, [...args, `--dbname=${connection.href}`], {
      stdio: ["ignore", "ignore", "pipe"],
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
    });
    let stderr = "";
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    child.on("error", (error: NodeJS.ErrnoException) =>
      reject(
        error.code === "ENOENT"
          ? new Error(
              `${tool} was not found: install the PostgreSQL client tools of your server's major version (Debian: apt-get install postgresql-client)`,
            )
          : error,
      ),
    );
    child.on("close", (code) =>
      code === 0 ? resolve() : reject(new Error(`${tool} failed: ${stderr.trim() || `exit code ${code}`}`)),
    );
  });
}

/**
 * Tables (and other relations) in the database: in every schema of our own (`scope: "database"`,
 * what pg_restore writes into), or only in the schema new tables go to (`"schema"`).
 */
export async function postgresRelations(db: Database, scope: "database" | "schema"): Promise<string[]> {
  const inScope =
    scope === "schema"
      ? sql`n.nspname = current_schema()`
      : sql`n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_toast%' and n.nspname not like 'pg\\_temp%'`;
  const { rows } = await sql<{ name: string }>`
    select n.nspname || '.' || c.relname as name
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind in ('r', 'p', 'v', 'm', 'f') and ${inScope}
    order by 1`.execute(db);
  return rows.map((r) => r.name);
}

/** The schema new tables go to; throws when DATABASE_URL's search_path names none that exists. */
export async function currentSchema(db: Database): Promise<string> {
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  if (!schema) throw new Error("The PostgreSQL search_path names no schema that exists: create the schema first");
  return schema;
}
