import { writeFileSync } from "node:fs";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "#server/config";
import { databaseConfigFromUrl, openDatabase } from "#server/db/connect";
import { migrateToLatest } from "#server/db/migrate";
import type { Database } from "#server/db/schema";
import { migrateSiteToPostgres, toPostgres } from "#server/ops/migrate-to-postgres";
import { postgresRelations } from "#server/ops/postgres-tools";
import { createTestApp } from "../support/test-app";
import { readAllTables } from "../support/site-tables";
import { createEmptyDatabase, createTestSchema, type EmptyDatabase, testDatabaseKinds } from "../support/test-database";
import { type ExampleSite, openExampleSite, whatTheSiteServes } from "./example-site";

const configFor = (url: string) => loadConfig({ DATABASE_URL: url });

describe("values from SQLite take PostgreSQL's types", () => {
  it("0/1 become booleans, date text and milliseconds become instants (zoneless text is UTC), everything else stays as it is", () => {
    expect(toPostgres(1, "boolean", "t.c")).toBe(true);
    expect(toPostgres(0, "boolean", "t.c")).toBe(false);
    const instant = (value: unknown) => (toPostgres(value, "timestamp with time zone", "t.c") as Date).toISOString();
    expect(instant("2025-01-31T09:30:00.123Z")).toBe("2025-01-31T09:30:00.123Z");
    expect(instant("2025-01-31T15:30:00+06:00")).toBe("2025-01-31T09:30:00.000Z");
    expect(instant("2025-01-31 09:30:00")).toBe("2025-01-31T09:30:00.000Z");
    expect(instant("2025-01-31")).toBe("2025-01-31T00:00:00.000Z");
    expect(instant(Date.UTC(2025, 0, 31, 9, 30))).toBe("2025-01-31T09:30:00.000Z");
    const bytes = Buffer.from([1, 2, 3]);
    expect(toPostgres(bytes, "bytea", "t.c")).toBe(bytes);
    expect(toPostgres(null, "boolean", "t.c")).toBeNull();
    expect(toPostgres("text", "text", "t.c")).toBe("text");
    expect(toPostgres(7, "integer", "t.c")).toBe(7);
  });

  it("a value that does not convert stops the copy, naming the column", () => {
    expect(() => toPostgres(2, "boolean", "user.emailVerified")).toThrow(
      "user.emailVerified: 2 is not a SQLite boolean (0 or 1)",
    );
    expect(() => toPostgres("yesterday", "timestamp with time zone", "session.expiresAt")).toThrow(
      'session.expiresAt: "yesterday" is not a date',
    );
    expect(() => toPostgres("abc", "bytea", "media.data")).toThrow("media.data: expected bytes, found string");
  });
});

describe("migrate-to-postgres checks its arguments first", () => {
  it("refuses a DATABASE_URL that is not PostgreSQL, and a source that is not a SQLite database", async () => {
    const source = await createEmptyDatabase("sqlite");
    try {
      await expect(migrateSiteToPostgres({ from: "data/site.db" }, configFor(source.url))).rejects.toThrow(
        "DATABASE_URL must name the PostgreSQL database to copy into (postgres://…)",
      );
      const text = source.url.replace(/^file:/, "").replace(/site\.db$/, "notes.txt");
      writeFileSync(text, "not a database");
      await expect(
        migrateSiteToPostgres({ from: text }, configFor("postgres://nobody@127.0.0.1:1/none")),
      ).rejects.toThrow(`${text} is not a SQLite database`);
    } finally {
      await source.drop();
    }
  });
});

// PostgreSQL is there when TEST_DATABASE_URL is set (as in CI), like the API suite's second run.
if (testDatabaseKinds.includes("postgres")) {
  describe("migrate-to-postgres from a SQLite site", () => {
    let source: EmptyDatabase;
    let target: EmptyDatabase;
    let site: ExampleSite;
    let sourceFile: string;
    let copy: Database;

    beforeEach(async () => {
      [source, target] = await Promise.all([createEmptyDatabase("sqlite"), createTestSchema()]);
      site = await openExampleSite(source.url);
      sourceFile = source.url.slice("file:".length);
      copy = openDatabase(databaseConfigFromUrl(target.url));
    });
    afterEach(async () => {
      await Promise.all([site.db.destroy(), copy.destroy()]);
      await Promise.all([source.drop(), target.drop()]);
    });

    it("copies every table (Better Auth's with real booleans and timestamps, images byte for byte), and the site runs on the copy", async () => {
      const message = await migrateSiteToPostgres({ from: sourceFile }, configFor(target.url));
      const original = await readAllTables(site.db);
      const rowCount = Object.values(original).reduce((sum, rows) => sum + rows.length, 0);
      expect(message).toBe(
        `Copied ${rowCount} rows of ${Object.keys(original).length} tables (${original.media!.length} images) from ${sourceFile} into the PostgreSQL database test on 127.0.0.1:5432. Start the site with this DATABASE_URL.`,
      );
      expect(await readAllTables(copy)).toEqual(original);
      const { rows } = await sql<{
        emailVerified: unknown;
        createdAt: unknown;
      }>`select "emailVerified", "createdAt" from "user"`.execute(copy);
      expect(typeof rows[0]!.emailVerified).toBe("boolean");
      expect(rows[0]!.createdAt).toBeInstanceOf(Date);

      const served = await whatTheSiteServes(copy, site);
      expect(served).toEqual(await whatTheSiteServes(site.db, site));
      expect(served.signInStatus).toBe(200);
    });

    it("continues every id sequence after the copied rows", async () => {
      await migrateSiteToPostgres({ from: sourceFile }, configFor(target.url));
      const maxBlog = await copy
        .selectFrom("blogs")
        .select((eb) => eb.fn.max("id").as("id"))
        .executeTakeFirstOrThrow();
      const app = await createTestApp(copy);
      const { insertedId } = await app.services.contentAdmin.blogs.create("admin@example.com", {
        title: "First on PostgreSQL",
        description: "New.",
        image: "/images/about.svg",
        tag: "",
        link: "",
      });
      expect(Number(insertedId)).toBe(Number(maxBlog.id) + 1);
      const activity = await copy
        .selectFrom("activity_log")
        .select("summary")
        .orderBy("id", "desc")
        .executeTakeFirstOrThrow();
      expect(activity.summary).toBe("First on PostgreSQL");
    });

    it("refuses a target schema that already has tables, and leaves them alone", async () => {
      await migrateToLatest(copy);
      await copy.insertInto("site_meta").values({ key: "mine", value: "keep me" }).execute();
      await expect(migrateSiteToPostgres({ from: sourceFile }, configFor(target.url))).rejects.toThrow(
        /already has tables \(.*\): copy only into an empty database/,
      );
      expect(await copy.selectFrom("site_meta").selectAll().execute()).toEqual([{ key: "mine", value: "keep me" }]);
    });

    it("stops at a value that does not convert, and leaves the target empty", async () => {
      await sql`update "user" set "emailVerified" = 2`.execute(site.db);
      await expect(migrateSiteToPostgres({ from: sourceFile }, configFor(target.url))).rejects.toThrow(
        /user\.emailVerified: 2 is not a SQLite boolean \(0 or 1\)/,
      );
      expect(await postgresRelations(copy, "schema")).toEqual([]);
    });
  });
}
