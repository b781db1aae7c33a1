import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "../../server/db/connect";
import { migrateToLatest } from "../../server/db/migrate";
import type { Database } from "../../server/db/schema";

export interface RunningSite {
  url: string;
  stop: () => Promise<void>;
  /** The DATABASE_URL the site runs on (for tools such as scripts/create-admin.js). */
  databaseUrl?: string;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

/**
 * Starts the production build (`node server.js`) on a new SQLite file, for tests that need a
 * database in a particular state: `prepare` fills it (migrated, no demo content) before start.
 */
export async function startSite(prepare?: (db: Database) => Promise<unknown>, env: Record<string, string> = {}): Promise<RunningSite> {
  const dir = mkdtempSync(join(tmpdir(), "site-e2e-state-"));
  const file = join(dir, "site.db");
  const db = openDatabase({ kind: "sqlite", file });
  await migrateToLatest(db);
  await prepare?.(db);
  await db.destroy();

  const port = await freePort();
  const databaseUrl = `file:${file}`;
  const child: ChildProcess = spawn(process.execPath, ["server.js"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", DATABASE_URL: databaseUrl, SEED_DEMO: "false", LOG_LEVEL: "warn", ...env },
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || child.exitCode !== null) throw new Error("the site did not start");
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    databaseUrl,
    stop: async () => {
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface AdminAccount {
  name: string;
  email: string;
  password: string;
}

/** Makes an admin on a started site with the operator's script (`npm run create-admin`); returns what it printed. */
export function createAdminAccount(site: RunningSite, admin: AdminAccount): string {
  const made = spawnSync(process.execPath, ["scripts/create-admin.js", "--email", admin.email, "--password", admin.password, "--name", admin.name], {
    env: { ...process.env, DATABASE_URL: site.databaseUrl, LOG_LEVEL: "warn" },
    encoding: "utf8",
  });
  if (made.status !== 0) throw new Error(`create-admin failed: ${made.stdout}${made.stderr}`);
  return made.stdout;
}

/** A site on a fresh database (filled by `prepare`, e.g. with the demo content) with one admin account. */
export async function startSiteWithAdmin(admin: AdminAccount, env: Record<string, string> = {}, prepare?: (db: Database) => Promise<unknown>): Promise<RunningSite & { admin: AdminAccount }> {
  const site = await startSite(prepare, env);
  try {
    createAdminAccount(site, admin);
  } catch (error) {
    await site.stop();
    throw error;
  }
  return { ...site, admin };
}
