// The site under test: the production build on a fresh SQLite file with the demo content.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { freePort, startProcess, stopProcess, waitUntilServing } from "./processes.js";

export const ROOT = new URL("../..", import.meta.url).pathname;

export function build() {
  console.log("Building (npm run build)…");
  // The build's own output is shown only when it fails.
  const result = spawnSync("npm", ["run", "build", "--silent"], {
    cwd: ROOT,
    encoding: "utf8",
    maxBuffer: 64 * 2 ** 20,
  });
  if (result.status !== 0) throw new Error(`npm run build failed:\n${result.stdout}${result.stderr}`);
}

/** The flags the site's node runs with in production: package.json's start and serve, the systemd unit (decision 0041). */
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=8"];

/**
 * Starts `NODE_ENV=production node server.js` on a loopback port with the database in `dir` (or at
 * `databaseUrl`), its log in `dir`. `pageCacheSeconds` undefined keeps the production default;
 * `authSecret` keeps sessions across restarts. Resolves with { url, pid, stop }.
 */
export async function startApp(dir, { pageCacheSeconds, databaseUrl, authSecret } = {}) {
  const port = await freePort();
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    DATABASE_URL: databaseUrl ?? `file:${join(dir, "site.db")}`,
    // A new database on purpose (a DATABASE_URL naming a file that does not exist is refused without it).
    CREATE_DATABASE: "1",
    SEED_DEMO: "true",
    AUTH_SECRET: authSecret ?? randomBytes(32).toString("hex"),
    ...(pageCacheSeconds === undefined ? {} : { PAGE_CACHE_SECONDS: String(pageCacheSeconds) }),
  };
  const child = startProcess(process.execPath, [...SERVER_NODE_FLAGS, "server.js"], {
    env,
    cwd: ROOT,
    logFile: join(dir, "app.log"),
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilServing(`${url}/api/health`, child);
  return { name: "app", url, pid: child.pid, stop: () => stopProcess(child) };
}

/**
 * Adds blogs straight into the SQLite file (one transaction) until there are `total`: copies of the
 * demo posts, numbered, dated before them so the newest posts stay the same. Returns the count added.
 */
export function addBlogs(dir, total) {
  const db = new DatabaseSync(join(dir, "site.db"));
  try {
    const demo = db
      .prepare("SELECT title, description, image, tag, link, email, body, created_at FROM blogs ORDER BY created_at")
      .all();
    if (demo.length === 0) throw new Error("the database has no blogs to copy");
    const oldest = Date.parse(demo[0].created_at);
    const insert = db.prepare(
      "INSERT INTO blogs (title, description, image, tag, link, email, body, slug, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
    );
    const missing = total - demo.length;
    db.exec("BEGIN");
    for (let i = 1; i <= missing; i++) {
      const blog = demo[i % demo.length];
      const createdAt = new Date(oldest - i * 3_600_000).toISOString();
      insert.run(
        `${blog.title} (${i})`,
        blog.description,
        blog.image,
        blog.tag,
        blog.link,
        blog.email,
        blog.body,
        `bench-${i}`,
        createdAt,
        createdAt,
      );
    }
    db.exec("COMMIT");
    return Math.max(missing, 0);
  } finally {
    db.close();
  }
}
