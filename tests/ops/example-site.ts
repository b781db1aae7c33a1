import sharp from "sharp";
import { databaseConfigFromUrl, openDatabase } from "#server/db/connect";
import { migrateToLatest } from "#server/db/migrate";
import type { Database } from "#server/db/schema";
import { seedDemoContent } from "#server/db/seed";
import { ORIGIN, postJson, signUp, signUpAdmin } from "../support/accounts";
import { createTestApp, type TestApp } from "../support/test-app";

export interface ExampleSite {
  db: Database;
  app: TestApp;
  /** A user who signed up with a password. */
  user: Awaited<ReturnType<typeof signUp>>;
  /** The team member the admin added with an uploaded photo, and that photo's path. */
  member: { name: string; image: string };
}

/** Opens the (empty) database of `url` as the server would and fills it as a running site would be. */
export async function openExampleSite(url: string): Promise<ExampleSite> {
  const db = openDatabase(databaseConfigFromUrl(url));
  await migrateToLatest(db);
  const app = await createTestApp(db);
  await seedDemoContent(db);
  const admin = await signUpAdmin(app);
  const user = await signUp(app);
  const form = new FormData();
  for (const [k, v] of Object.entries({
    name: "Rafi Uploaded",
    position: "Developer",
    facebook: "",
    github: "",
    linkedin: "",
  }))
    form.set(k, v);
  const photo = await sharp({ create: { width: 96, height: 96, channels: 3, background: "#0e7490" } })
    .png()
    .toBuffer();
  form.set("image", new File([photo as Uint8Array<ArrayBuffer>], "rafi.png", { type: "image/png" }));
  const uploaded = await app.request("/api/team", {
    method: "POST",
    headers: { ...ORIGIN, cookie: admin.cookie },
    body: form,
  });
  if (uploaded.status !== 200) throw new Error(`upload failed: ${uploaded.status} ${await uploaded.text()}`);
  const contact = await postJson(app, "/api/contact", {
    name: "Visitor",
    email: "visitor@example.com",
    message: "Please call me back.",
  });
  if (contact.status !== 200) throw new Error(`contact failed: ${contact.status}`);
  const member = await db
    .selectFrom("team_members")
    .select(["name", "image"])
    .where("name", "=", "Rafi Uploaded")
    .executeTakeFirstOrThrow();
  return { db, app, user, member };
}

/** What a visitor and the user get from a site on `db`: the blogs, the team photo's bytes, and whether the password signs in. */
export async function whatTheSiteServes(db: Database, { user, member }: Pick<ExampleSite, "user" | "member">) {
  const app = await createTestApp(db);
  const blogs = await (await app.request("/api/blogs")).json();
  const photo = Buffer.from(await (await app.request(member.image)).arrayBuffer());
  const signIn = await postJson(app, "/api/auth/sign-in/email", { email: user.email, password: user.password });
  return { blogs, photo, signInStatus: signIn.status };
}
