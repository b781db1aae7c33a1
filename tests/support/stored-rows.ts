import type { ActivityEntity } from "#domain/activity";
import type { Database } from "#server/db/schema";

/** `count` contact messages stored as a visitor's would be ("Message number 1" is the oldest); returns their texts, oldest first. */
export async function storeContactMessages(db: Database, count: number): Promise<string[]> {
  const texts = Array.from({ length: count }, (_, i) => `Message number ${i + 1}`);
  for (const message of texts) {
    const now = new Date().toISOString();
    await db
      .insertInto("contact_messages")
      .values({
        name: "Visitor",
        email: "visitor@client.example",
        message,
        created_at: now,
        status: "not-configured",
        next_attempt_at: now,
      })
      .execute();
  }
  return texts;
}

/**
 * `count` activity-log entries, as admins' changes would leave them ("Blog 1" is the oldest; of
 * another `entity`, named `name`: "Review 1"); returns their summaries, oldest first.
 */
export async function storeActivityEntries(
  db: Database,
  count: number,
  { entity = "blog", name = "Blog" }: { entity?: ActivityEntity; name?: string } = {},
): Promise<string[]> {
  const summaries = Array.from({ length: count }, (_, i) => `${name} ${i + 1}`);
  for (const summary of summaries)
    await db
      .insertInto("activity_log")
      .values({
        actor: "admin@example.com",
        action: "create",
        entity,
        entity_id: "1",
        summary,
        created_at: new Date().toISOString(),
      })
      .execute();
  return summaries;
}

/**
 * `count` accounts as sign-up leaves them, one a minute ("Account 1" is the oldest, account1@example.com);
 * the ones `isAdmin` picks (by number) are admins. Returns their names, oldest first.
 */
export async function storeAccounts(
  db: Database,
  count: number,
  { isAdmin = () => false }: { isAdmin?: (n: number) => boolean } = {},
): Promise<string[]> {
  const names = Array.from({ length: count }, (_, i) => `Account ${i + 1}`);
  const start = Date.parse("2024-01-01T00:00:00Z");
  for (const [i, name] of names.entries()) {
    const created = new Date(start + i * 60_000).toISOString();
    await db
      .insertInto("user")
      .values({
        id: `account-${i + 1}`,
        name,
        email: `account${i + 1}@example.com`,
        emailVerified: false,
        image: null,
        role: isAdmin(i + 1) ? "admin" : "user",
        profileSavedAt: created,
        createdAt: created,
        updatedAt: created,
      })
      .execute();
  }
  return names;
}

/** `count` rows of the dashboard's content lists, numbered from the oldest ("Blog 1", "Review 1" …). */
const contentRow = {
  blogs: (n: number, created: string) => ({
    title: `Blog ${n}`,
    description: `About ${n}`,
    image: "/images/about.svg",
    tag: n % 2 ? "SEO" : "Branding",
    link: null,
    email: "admin@example.com",
    created_at: created,
    body: null,
    slug: `blog-${n}`,
    updated_at: created,
  }),
  reviews: (n: number, created: string) => ({
    name: `Review ${n}`,
    role: "CEO",
    image: "/images/placeholder-avatar.svg",
    logo: "/images/logo.svg",
    feedback: "Good work.",
    email: "admin@example.com",
    created_at: created,
  }),
  review_videos: (n: number, created: string) => ({
    title: `Video ${n}`,
    video_url: "https://www.youtube.com/embed/dQw4w9WgXcQ",
    email: "admin@example.com",
    created_at: created,
  }),
  team_members: (n: number, created: string) => ({
    name: `Member ${n}`,
    position: "Developer",
    image: "/images/placeholder-avatar.svg",
    facebook: "",
    github: "",
    linkedin: "",
    email: "admin@example.com",
    created_at: created,
  }),
};

/** `count` posts, reviews, review videos or team members, stored oldest first; returns their titles or names, oldest first. */
export async function storeContent(db: Database, table: keyof typeof contentRow, count: number): Promise<string[]> {
  const rows = Array.from({ length: count }, (_, i) => contentRow[table](i + 1, new Date().toISOString()));
  for (const row of rows) await db.insertInto(table).values(row).execute();
  return rows.map((row) => ("title" in row ? row.title : row.name));
}
