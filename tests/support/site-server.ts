import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { databaseConfigFromUrl, openDatabase } from "#server/db/connect";
import { migrateToLatest } from "#server/db/migrate";
import type { Selectable } from "kysely";
import type { Database, DatabaseSchema } from "#server/db/schema";
import { bumpContentVersion } from "#server/content-version";

export interface RunningSite {
  url: string;
  stop: () => Promise<void>;
  /** The DATABASE_URL the site runs on (for tools such as scripts/create-admin.js). */
  databaseUrl?: string;
}

/** A TCP port nobody listens on right now (for a server a test starts). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

/** A production server process (`node server.js`) and what it printed. */
export interface SiteProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far (its JSON log lines). */
  output: () => string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  /**
   * Polls /api/health until the server answers at all (it listens once the database is open and
   * migrated; the answer may be 503 when a test broke the schema); throws if the process ends or
   * `timeoutMs` passes.
   */
  waitUntilServing: (timeoutMs?: number) => Promise<void>;
}

/** The log lines (pino JSON objects) a server process printed. */
export function logRecords(site: Pick<SiteProcess, "output">): Array<Record<string, unknown>> {
  return site
    .output()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** How many server processes said they are ready (with WORKERS=N, one line per worker once it listens). */
export const readyProcesses = (site: Pick<SiteProcess, "output">) =>
  site
    .output()
    .split("\n")
    .filter((line) => line.includes('"msg":"Site ready')).length;

/** How `launchSite` starts the site: by default `node server.js` in this folder. */
export interface LaunchOptions {
  /** The command and its arguments, e.g. `["npm", "run", "serve"]`, as an operator or a service manager types it. */
  command?: readonly [string, ...string[]];
  /** The project folder it runs in. */
  cwd?: string;
  /** A prefix that runs the command differently, such as `["setpriv", "--bounding-set=-dac_override", …]`. */
  runAs?: string[];
  /**
   * Runs it in a process group of its own, as a terminal or a service manager does: a signal to
   * `-child.pid` (Ctrl-C, systemd's KillMode=control-group) reaches npm and the server together.
   */
  ownProcessGroup?: boolean;
}

/** Spawns the production build on `databaseUrl` with a free port (or env.PORT); does not wait for it to be ready. */
export async function launchSite(
  databaseUrl: string,
  env: Record<string, string> = {},
  { command = [process.execPath, "server.js"], cwd, runAs = [], ownProcessGroup = false }: LaunchOptions = {},
): Promise<SiteProcess> {
  // A test that must know the address first (PUBLIC_URL) chooses the port.
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const [program, ...args] = [...runAs, ...command];
  const child: ChildProcess = spawn(program!, args, {
    cwd,
    detached: ownProcessGroup,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: databaseUrl,
      // Tests start sites on new files on purpose; the refusal of a missing file is tested with CREATE_DATABASE: "".
      CREATE_DATABASE: "1",
      SEED_DEMO: "false",
      LOG_LEVEL: "warn",
      ...env,
    },
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  child.stderr!.on("data", (chunk: Buffer) => {
    output += chunk.toString("utf8");
    process.stderr.write(chunk);
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const waitUntilServing = async (timeoutMs = 60_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      try {
        await fetch(`${url}/api/health`);
        return;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline || child.exitCode !== null || child.signalCode !== null)
        throw new Error(`the site did not start:\n${output}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  return { url, child, output: () => output, exited, waitUntilServing };
}

export { descendantProcesses, processRunning } from "../../scripts/processes.js";

/**
 * Starts the production build (`node server.js`) on a new SQLite file, for tests that need a
 * database in a particular state: `prepare` fills it (migrated, no demo content) before start.
 */
export async function startSite(
  prepare?: (db: Database) => Promise<unknown>,
  env: Record<string, string> = {},
): Promise<StartedSite & { file: string }> {
  const dir = mkdtempSync(join(tmpdir(), "site-e2e-state-"));
  const file = join(dir, "site.db");
  const db = openDatabase({ kind: "sqlite", file });
  await migrateToLatest(db);
  await prepare?.(db);
  await db.destroy();
  const site = await startSiteOn(`file:${file}`, env);
  return {
    ...site,
    file,
    stop: async () => {
      await site.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A started server process (`startSite`, `startSiteOn`). */
export type StartedSite = RunningSite & { databaseUrl: string } & Pick<SiteProcess, "child" | "exited" | "output">;

/** Starts the production build (`node server.js`) on the database of `databaseUrl`, as it is, on a free port. */
export async function startSiteOn(databaseUrl: string, env: Record<string, string> = {}): Promise<StartedSite> {
  const site = await launchSite(databaseUrl, env);
  try {
    await site.waitUntilServing();
  } catch (error) {
    if (site.child.exitCode === null) site.child.kill("SIGTERM");
    await site.exited;
    throw error;
  }
  return {
    url: site.url,
    databaseUrl,
    child: site.child,
    exited: site.exited,
    output: site.output,
    stop: async () => {
      if (site.child.exitCode === null) site.child.kill("SIGTERM");
      await site.exited;
    },
  };
}

export interface AdminAccount {
  name: string;
  email: string;
  password: string;
}

/** Runs an operator's script (`npm run <script> -- …args`, scripts/<script>.js) against a started site's database. */
export function runOperatorScript(
  site: RunningSite,
  script: "create-admin" | "reset-two-factor",
  args: string[],
): { status: number | null; output: string } {
  const run = spawnSync(process.execPath, [`scripts/${script}.js`, ...args], {
    env: { ...process.env, DATABASE_URL: site.databaseUrl, LOG_LEVEL: "warn" },
    encoding: "utf8",
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

/** Runs the operator's script (`npm run create-admin -- …args`) against a started site's database. */
export const runCreateAdmin = (site: RunningSite, args: string[]) => runOperatorScript(site, "create-admin", args);

/** Makes an admin on a started site with the operator's script (`npm run create-admin`); returns what it printed. */
export function createAdminAccount(site: RunningSite, admin: AdminAccount): string {
  const made = runCreateAdmin(site, ["--email", admin.email, "--password", admin.password, "--name", admin.name]);
  if (made.status !== 0) throw new Error(`create-admin failed: ${made.output}`);
  return made.output;
}

/** A site on a fresh database (filled by `prepare`, e.g. with the demo content) with one admin account. */
export async function startSiteWithAdmin(
  admin: AdminAccount,
  env: Record<string, string> = {},
  prepare?: (db: Database) => Promise<unknown>,
): Promise<StartedSite & { admin: AdminAccount }> {
  const site = await startSite(prepare, env);
  try {
    createAdminAccount(site, admin);
  } catch (error) {
    await site.stop();
    throw error;
  }
  return { ...site, admin };
}

/**
 * Fills a started site's database (`fill` gets its own connection): for rows of Better Auth's
 * tables, which the server makes at start, after `startSite`'s `prepare` ran.
 */
export async function fillStartedSite<T>(
  site: Pick<StartedSite, "databaseUrl">,
  fill: (db: Database) => Promise<T>,
): Promise<T> {
  const db = openDatabase(databaseConfigFromUrl(site.databaseUrl));
  try {
    return await fill(db);
  } finally {
    await db.destroy();
  }
}

/**
 * Changes a running site's content straight in its database (rows the forms and the API would
 * refuse, or many at once), in one transaction that also marks the content as changed, as an
 * admin's write does, so no cached page shows it as it was.
 */
export function changeSiteContent<T>(
  site: Pick<StartedSite, "databaseUrl">,
  change: (trx: Database) => Promise<T>,
): Promise<T> {
  return fillStartedSite(site, (db) =>
    db.transaction().execute(async (trx) => {
      const result = await change(trx);
      await bumpContentVersion(trx);
      return result;
    }),
  );
}

/** Tables whose rows a test may put aside for a while (no other table refers to them). */
type SetAsideTable = "contact_messages" | "activity_log" | "reviews" | "rate_limits" | "site_settings";

/**
 * Runs `check` with `table` holding only the rows `fill` stores (it gets the site's own rows): the
 * site's own are put aside meanwhile and put back, with their ids, after it, whatever `check` did.
 */
export async function withRowsSetAside<T extends SetAsideTable>(
  site: Pick<StartedSite, "databaseUrl">,
  table: T,
  fill: (db: Database, own: Array<Selectable<DatabaseSchema[T]>>) => Promise<unknown>,
  check: () => Promise<void>,
): Promise<void> {
  const name = table as SetAsideTable;
  const own = await changeSiteContent(site, async (db) => {
    const rows = (await db.selectFrom(name).selectAll().execute()) as Array<Selectable<DatabaseSchema[T]>>;
    await db.deleteFrom(name).execute();
    await fill(db, rows);
    return rows;
  });
  try {
    await check();
  } finally {
    await changeSiteContent(site, async (db) => {
      await db.deleteFrom(name).execute();
      for (let i = 0; i < own.length; i += 500)
        await db
          .insertInto(name)
          .values(own.slice(i, i + 500) as never)
          .execute();
    });
  }
}
