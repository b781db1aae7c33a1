import type { Kysely } from "kysely";
import { isPostgres } from "../connect";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Client logos are content the admins manage (issue 22 item 1, docs/decisions/0033-owner-content.md):
 * a name, a picture and a place in the carousel's order. A site made before starts with none (the
 * six it showed were invented brands written into the code); the demo logos of a new site are seeded.
 *
 * The demo reviews and review videos seeded before named those invented brands and claimed results
 * for them; rows still exactly as seeded are rewritten to the demo's present wording (samples that
 * name no company), and review logos pointing at the brands' removed pictures get the sample ones.
 * The texts are written out here: a migration describes the data at its own point in time.
 */
const BRAND_LOGOS: Array<[string, string]> = [
  ["/images/clients/northwind.svg", "/images/clients/sample-1.svg"],
  ["/images/clients/lotus-textiles.svg", "/images/clients/sample-2.svg"],
  ["/images/clients/bengal-foods.svg", "/images/clients/sample-3.svg"],
  ["/images/clients/rivergate.svg", "/images/clients/sample-4.svg"],
  ["/images/clients/orbit-logistics.svg", "/images/clients/sample-5.svg"],
  ["/images/clients/greenleaf.svg", "/images/clients/sample-6.svg"],
];
/** [reviewer, role as seeded, role now]. */
const REVIEW_ROLES: Array<[string, string, string]> = [
  ["Imran Chowdhury", "Managing Director of Northwind Traders", "Managing Director (sample review)"],
  ["Farzana Rahman", "CEO of Lotus Textiles", "CEO (sample review)"],
  ["Shahriar Alam", "Founder of Bengal Foods", "Founder (sample review)"],
  ["Nabila Haque", "Marketing Head of Rivergate Properties", "Marketing Head (sample review)"],
  ["Kamrul Islam", "COO of Orbit Logistics", "COO (sample review)"],
  ["Tahmina Sultana", "CEO of GreenLeaf Organics", "CEO (sample review)"],
];
/** [video URL, title as seeded, title now]. */
const VIDEO_TITLES: Array<[string, string, string]> = [
  [
    "https://www.youtube-nocookie.com/embed/q7Rk2mXvT4s",
    "How Northwind Traders moved their dealer network online",
    "Sample review video 1: replace it with a client's own video",
  ],
  [
    "https://www.youtube-nocookie.com/embed/Lp3wH9cZt8E",
    "Lotus Textiles on building a brand buyers remember",
    "Sample review video 2: replace it with a client's own video",
  ],
  [
    "https://www.youtube-nocookie.com/embed/Vn5bQ1yK6dU",
    "How Orbit Logistics cut delivery-status calls with an app",
    "Sample review video 3: replace it with a client's own video",
  ],
  [
    "https://www.youtube-nocookie.com/embed/Xa8fJ2mR0wN",
    "How Bengal Foods doubled online orders",
    "Sample review video 4: replace it with a client's own video",
  ],
];

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable("client_logos")
    .addColumn("id", isPostgres(db) ? "serial" : "integer", (c) =>
      isPostgres(db) ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("logo", "text", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("client_logos_position").on("client_logos").columns(["position", "id"]).execute();

  for (const [brand, sample] of BRAND_LOGOS)
    await db.updateTable("reviews").set({ logo: sample }).where("logo", "=", brand).execute();
  for (const [name, seeded, now] of REVIEW_ROLES)
    await db.updateTable("reviews").set({ role: now }).where("name", "=", name).where("role", "=", seeded).execute();
  for (const [url, seeded, now] of VIDEO_TITLES)
    await db
      .updateTable("review_videos")
      .set({ title: now })
      .where("video_url", "=", url)
      .where("title", "=", seeded)
      .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable("client_logos").execute();
}
