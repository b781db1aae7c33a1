import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKinds } from "../../tests/support/test-database";
import { createTestApp } from "../../tests/support/test-app";
import { migrateToLatest } from "./migrate";

describe.each(testDatabaseKinds)("migrations on %s", (kind) => {
  it("run once: a second start finds every migration applied and changes nothing", async () => {
    const { db, drop } = await createTestDatabase(kind);
    try {
      const applied = () =>
        sql<{ name: string; timestamp: string }>`select name, timestamp from kysely_migration order by name`.execute(
          db,
        );
      const before = (await applied()).rows;
      await migrateToLatest(db);
      expect(before.length).toBeGreaterThan(0);
      expect((await applied()).rows).toEqual(before);
    } finally {
      await drop();
    }
  });
});

if (testDatabaseKinds.includes("postgres")) {
  it("a PostgreSQL schema gets its own tables and migration bookkeeping even when another schema of the database has them", async () => {
    const first = await createTestDatabase("postgres");
    try {
      const second = await createTestDatabase("postgres");
      await second.db.insertInto("site_meta").values({ key: "k", value: "v" }).execute();
      // What the migrators see (Kysely's and Better Auth's): this schema's tables only.
      const seen = await second.db.introspection.getTables({ withInternalKyselyTables: true });
      expect(new Set(seen.map((t) => t.schema)).size).toBe(1);
      expect(seen.map((t) => t.name)).toContain("kysely_migration");
      await second.drop();
    } finally {
      await first.drop();
    }
  });
}

describe.each(testDatabaseKinds)("an older build on a database a newer build migrated (%s)", (kind) => {
  it("starts: the newer migration is left alone, reported, and the health check passes", async () => {
    const { db, drop } = await createTestDatabase(kind);
    try {
      // What a newer version's start leaves behind: its migration recorded, and what it added.
      await sql`create table future_things (id integer primary key)`.execute(db);
      await sql`insert into kysely_migration (name, timestamp) values ('9999-future-things', ${new Date().toISOString()})`.execute(
        db,
      );
      expect(await migrateToLatest(db)).toEqual({ newerThanBuild: ["9999-future-things"], created: false });
      const app = await createTestApp(db);
      expect((await app.request("/api/health")).status).toBe(200);
      const recorded = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
      expect(recorded.rows.map((r) => r.name).at(-1)).toBe("9999-future-things");
      expect(await migrateToLatest(db)).toEqual({ newerThanBuild: ["9999-future-things"], created: false });
    } finally {
      await drop();
    }
  });

  it("still refuses a database whose recorded migrations skip one of this build's (a real inconsistency)", async () => {
    const { db, drop } = await createTestDatabase(kind);
    try {
      await sql`delete from kysely_migration where name = '0002-activity-log'`.execute(db);
      await sql`insert into kysely_migration (name, timestamp) values ('9999-future-things', ${new Date().toISOString()})`.execute(
        db,
      );
      await expect(migrateToLatest(db)).rejects.toThrow(/migration/i);
    } finally {
      await drop();
    }
  });
});

describe.each(testDatabaseKinds)("0007-client-logos on %s", (kind) => {
  it("rewrites the demo reviews and videos still as an older build seeded them, and nothing an admin wrote", async () => {
    const { db, drop } = await createTestDatabase(kind);
    try {
      const clientLogos = await import("./migrations/0007-client-logos");
      await clientLogos.down(db);
      const at = new Date().toISOString();
      const review = {
        image: "/images/reviewers/reviewer-3.webp",
        feedback: "As seeded.",
        email: "demo@example.com",
        created_at: at,
      };
      await db
        .insertInto("reviews")
        .values([
          {
            ...review,
            name: "Shahriar Alam",
            role: "Founder of Bengal Foods",
            logo: "/images/clients/bengal-foods.svg",
          },
          // An admin's own review with the same reviewer and another position keeps its words.
          {
            ...review,
            name: "Shahriar Alam",
            role: "Founder of Shahriar's Kitchen",
            logo: "https://example.com/kitchen.png",
          },
        ])
        .execute();
      const video = { email: "demo@example.com", created_at: at };
      await db
        .insertInto("review_videos")
        .values([
          {
            ...video,
            title: "How Bengal Foods doubled online orders",
            video_url: "https://www.youtube-nocookie.com/embed/Xa8fJ2mR0wN",
          },
          {
            ...video,
            title: "How Bengal Foods doubled online orders",
            video_url: "https://www.youtube.com/embed/M7lc1UVf-VE",
          },
        ])
        .execute();
      await clientLogos.up(db);

      const reviews = await db.selectFrom("reviews").select(["role", "logo"]).orderBy("id").execute();
      expect(reviews).toEqual([
        { role: "Founder (sample review)", logo: "/images/clients/sample-3.svg" },
        { role: "Founder of Shahriar's Kitchen", logo: "https://example.com/kitchen.png" },
      ]);
      const videos = await db.selectFrom("review_videos").select("title").orderBy("id").execute();
      expect(videos.map((v) => v.title)).toEqual([
        "Sample review video 4: replace it with a client's own video",
        "How Bengal Foods doubled online orders",
      ]);
      expect(await db.selectFrom("client_logos").selectAll().execute()).toEqual([]);
    } finally {
      await drop();
    }
  });
});
