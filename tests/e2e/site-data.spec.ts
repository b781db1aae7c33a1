// The operator's data commands as typed (npm run backup / restore / migrate-to-postgres) against
// real server processes: a backup taken while the site takes writes restores into an empty
// database with every row whole, and the restored (or migrated) site starts and serves the same.
// No browser: these are HTTP and database checks. Desktop project only (nothing depends on width).
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { databaseConfigFromUrl, openDatabase } from "#server/db/connect";
import { type AdminAccount, createAdminAccount, type RunningSite, startSiteOn } from "../support/site-server";
import { keyOf, readAllTables, type Tables } from "../support/site-tables";
import { createEmptyDatabase, createTestSchema, testDatabaseKinds } from "../support/test-database";

const ADMIN: AdminAccount = { name: "Data Admin", email: "data-admin@example.com", password: "Secret12" };
const USER = {
  name: "Returning Client",
  email: "client@example.com",
  password: "Client12",
  image: "https://example.com/client.png",
};
/** Settings for every site here: demo content on a new database, and room for the writer's requests. */
const SITE_ENV = { SEED_DEMO: "true", AUTH_RATE_LIMIT: "1000", PAGE_CACHE_SECONDS: "0" };

let scratch: string;
test.beforeEach(() => {
  scratch = mkdtempSync(join(tmpdir(), "site-data-e2e-"));
});
test.afterEach(() => rmSync(scratch, { recursive: true, force: true }));

/** `npm run <script> -- <args>` on the database of `databaseUrl`, as an operator types it. */
function npmRun(script: string, args: string[], databaseUrl: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn("npm", ["run", script, "--", ...args], { env: { ...process.env, DATABASE_URL: databaseUrl } });
    let output = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, output }));
  });
}

async function postJson(site: RunningSite, path: string, body: unknown, cookie = "") {
  return fetch(`${site.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", Origin: site.url, cookie },
    body: JSON.stringify(body),
  });
}

async function signIn(site: RunningSite, { email, password }: { email: string; password: string }): Promise<Response> {
  return postJson(site, "/api/auth/sign-in/email", { email, password });
}

const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

/** A site as its people leave it: demo content, an admin, a team member with an uploaded photo, a user who signed up. */
async function fillSite(site: RunningSite): Promise<{ adminCookie: string; photoPath: string }> {
  createAdminAccount(site, ADMIN);
  const adminCookie = cookieOf(await signIn(site, ADMIN));
  const form = new FormData();
  for (const [k, v] of Object.entries({
    name: "Nusrat Uploaded",
    position: "Designer",
    facebook: "",
    github: "",
    linkedin: "",
  }))
    form.set(k, v);
  const photo = await sharp({ create: { width: 120, height: 120, channels: 3, background: "#b45309" } })
    .png()
    .toBuffer();
  form.set("image", new File([photo as Uint8Array<ArrayBuffer>], "nusrat.png", { type: "image/png" }));
  const uploaded = await fetch(`${site.url}/api/team`, {
    method: "POST",
    headers: { Origin: site.url, cookie: adminCookie },
    body: form,
  });
  expect(uploaded.status, await uploaded.clone().text()).toBe(200);
  expect((await postJson(site, "/api/auth/sign-up/email", USER)).status).toBe(200);
  const team = (await (await fetch(`${site.url}/api/team`)).json()) as Array<{ name: string; image: string }>;
  return { adminCookie, photoPath: team.find((m) => m.name === "Nusrat Uploaded")!.image };
}

const bytesOf = async (site: RunningSite, path: string) =>
  Buffer.from(await (await fetch(`${site.url}${path}`)).arrayBuffer());
/** A page's HTML, with the site's own port (in canonical links: http://localhost:PORT) written as PORT. */
/** A page's HTML with what differs per process or per response (the port, the CSP nonce) taken out. */
const textOf = async (site: RunningSite, path: string) =>
  (await (await fetch(`${site.url}${path}`)).text())
    .replaceAll(`localhost:${new URL(site.url).port}`, "localhost:PORT")
    .replace(/ nonce="[^"]*"/g, "");

/** An admin adding blogs one after another through the API until stopped. */
function startWriter(site: RunningSite, adminCookie: string) {
  let running = true;
  let written = 0;
  const loop = (async () => {
    while (running) {
      const res = await postJson(
        site,
        "/api/blogs",
        {
          title: `Load blog ${written + 1}`,
          description: "Written during the backup.",
          image: "/images/about.svg",
          tag: "Load",
          link: "",
        },
        adminCookie,
      );
      if (res.status !== 200) throw new Error(`writer: ${res.status} ${await res.text()}`);
      written++;
    }
  })();
  const reach = (count: number) =>
    expect
      .poll(() => written, { message: `the writer has written ${count} blogs`, timeout: 20_000 })
      .toBeGreaterThanOrEqual(count);
  const stop = async () => {
    running = false;
    await loop;
  };
  return { written: () => written, reach, stop };
}

async function tablesOf(databaseUrl: string): Promise<Tables> {
  const db = openDatabase(databaseConfigFromUrl(databaseUrl));
  try {
    return await readAllTables(db);
  } finally {
    await db.destroy();
  }
}

const UPDATED_IN_PLACE = ["site_meta", "rate_limits", "rateLimit"];

/**
 * The copy is one consistent moment of the live database: every table there, every copied row
 * equal to the live row (whole, images byte for byte), and where ids count up, nothing older than
 * the newest copied row missing. The writer only adds rows, one at a time.
 */
function expectSnapshotOf(copy: Tables, live: Tables) {
  expect(Object.keys(copy).sort()).toEqual(Object.keys(live).sort());
  for (const [table, liveRows] of Object.entries(live)) {
    // Changed in place by every write (the content version, decision 0019) and request (rate-limit
    // counters): the live rows have moved on since the copy, so only their presence is compared.
    if (UPDATED_IN_PLACE.includes(table)) continue;
    const rows = copy[table]!;
    const counted = liveRows.every((r) => typeof keyOf(r) === "number");
    const newest = Math.max(0, ...rows.map((r) => Number(keyOf(r))));
    expect(rows, `table ${table}`).toEqual(counted ? liveRows.filter((r) => Number(keyOf(r)) <= newest) : liveRows);
  }
}

const loadBlogs = (tables: Tables) => tables.blogs!.filter((b) => String(b.title).startsWith("Load blog")).length;

for (const kind of testDatabaseKinds) {
  test(`${kind}: a backup taken while an admin adds blogs restores into an empty database, every row whole, and the restored site serves @desktop`, async () => {
    test.setTimeout(120_000);
    const source = await createEmptyDatabase(kind);
    const target = await createEmptyDatabase(kind);
    const sites: RunningSite[] = [];
    try {
      const site = await startSiteOn(source.url, SITE_ENV);
      sites.push(site);
      const { adminCookie, photoPath } = await fillSite(site);

      const writer = startWriter(site, adminCookie);
      await writer.reach(5);
      const file = join(scratch, kind === "sqlite" ? "site-backup.db" : "site-backup.dump");
      const backup = await npmRun("backup", ["--to", file], source.url);
      expect(backup.output).toContain(`Backed up the ${kind === "sqlite" ? "SQLite" : "PostgreSQL"} database`);
      expect(backup.code).toBe(0);
      await writer.reach(writer.written() + 5);
      await writer.stop();

      const restore = await npmRun("restore", ["--from", file], target.url);
      expect(restore.output).toContain(`Restored ${file} into the`);
      expect(restore.code).toBe(0);

      const [copy, live] = await Promise.all([tablesOf(target.url), tablesOf(source.url)]);
      expectSnapshotOf(copy, live);
      // Taken mid-stream: some of the writer's blogs are in it, and later ones are not.
      expect(loadBlogs(copy)).toBeGreaterThan(0);
      expect(loadBlogs(live)).toBeGreaterThan(loadBlogs(copy));

      const restored = await startSiteOn(target.url, SITE_ENV);
      sites.push(restored);
      const newestCopied = copy.blogs!.at(-1)!;
      const apiBlogs = (await (await fetch(`${restored.url}/api/blogs`)).json()) as Array<{
        _id: string;
        title: string;
      }>;
      expect(apiBlogs.map((b) => b._id)).toEqual(copy.blogs!.map((b) => String(b.id)).reverse());
      const blogsPage = await textOf(restored, "/blogs");
      expect(blogsPage).toContain(`>${newestCopied.title}<`);
      expect(blogsPage).not.toContain(`>Load blog ${loadBlogs(copy) + 1}<`);
      expect(await bytesOf(restored, photoPath)).toEqual(await bytesOf(site, photoPath));
      expect((await signIn(restored, USER)).status).toBe(200);

      const again = await npmRun("restore", ["--from", file], target.url);
      expect(again.code).toBe(1);
      expect(again.output).toContain("restore failed: Restore needs an empty database, but");
    } finally {
      for (const s of sites) await s.stop();
      await source.drop();
      await target.drop();
    }
  });
}

// Needs a PostgreSQL server: defined when TEST_DATABASE_URL is set (as in CI), like the API suite's PostgreSQL run.
if (testDatabaseKinds.includes("postgres")) {
  test("migrate-to-postgres: a SQLite site with uploads and accounts runs on PostgreSQL with the same pages @desktop", async () => {
    test.setTimeout(120_000);
    const source = await createEmptyDatabase("sqlite");
    const target = await createTestSchema();
    const sites: RunningSite[] = [];
    try {
      const site = await startSiteOn(source.url, SITE_ENV);
      sites.push(site);
      const { photoPath } = await fillSite(site);
      const before = {
        home: await textOf(site, "/"),
        blogs: await textOf(site, "/blogs"),
        about: await textOf(site, "/about"),
        photo: await bytesOf(site, photoPath),
      };
      await site.stop(); // the operator stops the site, so no write lands after the copy
      const sourceTables = await tablesOf(source.url);

      const migrated = await npmRun("migrate-to-postgres", ["--from", source.url.slice("file:".length)], target.url);
      expect(migrated.output).toMatch(
        new RegExp(
          `Copied \\d+ rows of \\d+ tables \\(${sourceTables.media!.length} images\\) from .*site\\.db into the PostgreSQL database`,
        ),
      );
      expect(migrated.code).toBe(0);

      const pgSite = await startSiteOn(target.url, SITE_ENV);
      sites.push(pgSite);
      expect(await textOf(pgSite, "/blogs")).toBe(before.blogs);
      expect(await textOf(pgSite, "/")).toBe(before.home);
      expect(await textOf(pgSite, "/about")).toBe(before.about);
      expect(await bytesOf(pgSite, photoPath)).toEqual(before.photo);
      expect((await signIn(pgSite, USER)).status).toBe(200);

      // New rows continue the ids.
      const adminCookie = cookieOf(await signIn(pgSite, ADMIN));
      const created = await postJson(
        pgSite,
        "/api/blogs",
        { title: "First post on PostgreSQL", description: "Hello.", image: "/images/about.svg", tag: "", link: "" },
        adminCookie,
      );
      expect(await created.json()).toEqual({ insertedId: String(Number(keyOf(sourceTables.blogs!.at(-1)!)) + 1) });
    } finally {
      for (const s of sites) await s.stop();
      await source.drop();
      await target.drop();
    }
  });
}
