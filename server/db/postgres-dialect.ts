import {
  type ColumnMetadata,
  type DatabaseIntrospector,
  type DatabaseMetadata,
  type DatabaseMetadataOptions,
  DEFAULT_MIGRATION_LOCK_TABLE,
  DEFAULT_MIGRATION_TABLE,
  type Kysely,
  PostgresDialect,
  PostgresIntrospector,
  type SchemaMetadata,
  sql,
  type TableMetadata,
} from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

interface ColumnRow {
  table: string;
  kind: string;
  schema: string;
  column: string;
  not_null: boolean;
  has_default: boolean;
  type: string;
  type_schema: string;
  comment: string | null;
  serial: string | null;
}

/**
 * Kysely's PostgreSQL introspector lists the tables of every schema in the database; this one only
 * those of the schema we work in (current_schema(), the first of search_path). Kysely's migrator
 * and Better Auth's decide from this list which tables to create, so a table of the same name in
 * another schema (another application, a parallel test) must not count as ours. Reading one
 * schema also cannot fail on a schema that another session drops meanwhile.
 */
class CurrentSchemaIntrospector implements DatabaseIntrospector {
  constructor(private readonly db: AnyDb) {}

  getSchemas(): Promise<SchemaMetadata[]> {
    return new PostgresIntrospector(this.db).getSchemas();
  }

  async getTables({ withInternalKyselyTables }: DatabaseMetadataOptions = { withInternalKyselyTables: false }): Promise<TableMetadata[]> {
    const { rows } = await sql<ColumnRow>`
      select c.relname as table, c.relkind as kind, ns.nspname as schema, a.attname as column,
        a.attnotnull as not_null, a.atthasdef as has_default, typ.typname as type, tns.nspname as type_schema,
        col_description(a.attrelid, a.attnum) as comment,
        pg_get_serial_sequence(quote_ident(ns.nspname) || '.' || quote_ident(c.relname), a.attname) as serial
      from pg_catalog.pg_attribute a
        join pg_catalog.pg_class c on a.attrelid = c.oid
        join pg_catalog.pg_namespace ns on c.relnamespace = ns.oid
        join pg_catalog.pg_type typ on a.atttypid = typ.oid
        join pg_catalog.pg_namespace tns on typ.typnamespace = tns.oid
      where ns.nspname = current_schema() and c.relkind in ('r', 'v', 'p') and a.attnum >= 0 and not a.attisdropped
      order by c.relname, a.attnum`.execute(this.db);
    const tables = new Map<string, TableMetadata & { columns: ColumnMetadata[] }>();
    for (const row of rows) {
      if (!withInternalKyselyTables && (row.table === DEFAULT_MIGRATION_TABLE || row.table === DEFAULT_MIGRATION_LOCK_TABLE)) continue;
      let table = tables.get(row.table);
      if (!table) {
        table = { name: row.table, schema: row.schema, isView: row.kind === "v", columns: [] };
        tables.set(row.table, table);
      }
      table.columns.push({
        name: row.column,
        dataType: row.type,
        dataTypeSchema: row.type_schema,
        isNullable: !row.not_null,
        hasDefaultValue: row.has_default,
        isAutoIncrementing: row.serial !== null,
        comment: row.comment ?? undefined,
      });
    }
    return [...tables.values()];
  }

  async getMetadata(options?: DatabaseMetadataOptions): Promise<DatabaseMetadata> {
    return { tables: await this.getTables(options) };
  }
}

/** Kysely's PostgreSQL dialect, introspecting only the current schema (above). */
export class CurrentSchemaPostgresDialect extends PostgresDialect {
  override createIntrospector(db: AnyDb): DatabaseIntrospector {
    return new CurrentSchemaIntrospector(db);
  }
}
