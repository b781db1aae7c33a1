import { accessSync, constants, existsSync, mkdirSync } from "node:fs";
import { userInfo } from "node:os";
import { dirname, resolve } from "node:path";

/** The folder of the default database (data/site.db): the only database folder the site makes itself. */
export const DEFAULT_DATA_FOLDER = "data";

/** The user this process runs as, for a message: a name, or "uid N" when the system has no name for it. */
export function processUser(): string {
  try {
    return userInfo().username;
  } catch {
    return `uid ${process.getuid?.() ?? "?"}`;
  }
}

function writable(path: string): boolean {
  try {
    accessSync(path, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * Checked before SQLite opens `file` (whatever the driver): the folder must exist — only the default
 * data/ folder is made, so a mistyped DATABASE_URL stops the start instead of making a new, empty
 * site somewhere —, with `mustExist` the file too (DATABASE_URL names it and CREATE_DATABASE=1 is
 * not set: decision 0050), and the folder and the database's files must be writable by this process
 * (SQLite writes its journal next to the file). Throws a message naming the path, the user and the fix.
 */
export function checkSqliteLocation(file: string, { mustExist = false }: { mustExist?: boolean } = {}): void {
  const folder = dirname(file);
  if (!existsSync(folder)) {
    if (folder !== resolve(DEFAULT_DATA_FOLDER)) {
      throw new Error(
        `There is no folder ${folder} for the database ${file}. Check DATABASE_URL; if the path is right, create the folder first (mkdir -p ${folder}).`,
      );
    }
    // Readable by the site's user only, like the files in it (docs/decisions/0039).
    mkdirSync(folder, { recursive: true, mode: 0o700 });
  }
  if (mustExist && !existsSync(file))
    throw new Error(
      `There is no database ${file}. Check DATABASE_URL; to make a new, empty site in this file, set CREATE_DATABASE=1.`,
    );
  const locked = [folder, file, `${file}-wal`, `${file}-shm`].filter((path) => existsSync(path) && !writable(path));
  if (locked.length > 0) {
    const user = processUser();
    const paths = locked.join(" ");
    throw new Error(
      `The site runs as user ${user}, who cannot write ${paths}. Give that user write access (sudo chown ${user} ${paths} && sudo chmod u+w ${paths}), or run the site as the owner.`,
    );
  }
}

/**
 * A PostgreSQL refusal that needs the operator, as a message that says what to do; undefined for
 * any other error. Today: the database named in DATABASE_URL does not exist (SQLSTATE 3D000).
 */
export function postgresStartProblem(error: unknown, url: string): string | undefined {
  for (let e = error; e instanceof Error; e = e.cause) {
    if ((e as { code?: unknown }).code !== "3D000") continue;
    const { hostname, port, username, pathname } = new URL(url);
    const name = decodeURIComponent(pathname.slice(1));
    const options = [`-h ${hostname}`, port ? `-p ${port}` : "", username ? `-U ${decodeURIComponent(username)}` : ""]
      .filter(Boolean)
      .join(" ");
    return `PostgreSQL on ${hostname}${port ? `:${port}` : ""} has no database "${name}". Create it (createdb ${options} ${name}) or correct DATABASE_URL.`;
  }
  return undefined;
}
