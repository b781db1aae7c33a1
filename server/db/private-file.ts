import { chmodSync, closeSync, constants, mkdirSync, openSync, statSync } from "node:fs";
import { dirname } from "node:path";

/**
 * Files that hold the site's data (the SQLite database, backups) are readable by their owner only:
 * they hold password hashes, sessions and visitors' messages (docs/decisions/0039). These helpers
 * make the file with mode 0600 before anything writes into it, whatever the process's umask and
 * whichever SQLite driver opens it; SQLite then gives its -wal, -shm and -journal files the
 * database file's mode.
 */
export const PRIVATE_FILE_MODE = 0o600;
const PRIVATE_DIRECTORY_MODE = 0o700;

/** Makes `file`'s folder (0700 when it is new). */
export function makeParentDirectory(file: string): void {
  mkdirSync(dirname(file), { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
}

/** Creates `file` empty with mode 0600; throws if it exists. */
export function createPrivateFile(file: string): void {
  makeParentDirectory(file);
  closeSync(openSync(file, constants.O_CREAT | constants.O_EXCL | constants.O_WRONLY, PRIVATE_FILE_MODE));
}

/**
 * The SQLite database `file`, before a driver opens it: created empty with mode 0600 if it does not
 * exist; if it (or its -wal, -shm) exists readable by others — made by an earlier version — it is
 * made 0600.
 */
export function keepDatabaseFilePrivate(file: string): void {
  makeParentDirectory(file);
  closeSync(openSync(file, constants.O_CREAT | constants.O_RDONLY, PRIVATE_FILE_MODE));
  for (const path of [file, `${file}-wal`, `${file}-shm`]) {
    try {
      if ((statSync(path).mode & 0o077) !== 0) chmodSync(path, PRIVATE_FILE_MODE);
    } catch {
      // absent, or not ours to change (the owner's choice): left as it is
    }
  }
}
