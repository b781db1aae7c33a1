import type { Database } from "../../server/db/schema";

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

/** `count` activity-log entries, as admins' changes would leave them ("Blog 1" is the oldest); returns their summaries, oldest first. */
export async function storeActivityEntries(db: Database, count: number): Promise<string[]> {
  const summaries = Array.from({ length: count }, (_, i) => `Blog ${i + 1}`);
  for (const summary of summaries)
    await db
      .insertInto("activity_log")
      .values({
        actor: "admin@example.com",
        action: "create",
        entity: "blog",
        entity_id: "1",
        summary,
        created_at: new Date().toISOString(),
      })
      .execute();
  return summaries;
}
