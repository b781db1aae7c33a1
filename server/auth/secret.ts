import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { processUser } from "../db/location";
import { makeParentDirectory } from "../db/private-file";

export const MIN_SECRET_LENGTH = 32;

/**
 * The auth secret signs session cookies. A configured secret must be long enough; with none
 * configured, one is generated on first start and kept in the data folder so sessions survive
 * restarts (several processes on several machines must share a configured AUTH_SECRET instead).
 */
export function resolveAuthSecret(
  configured: string | undefined,
  file: string,
): { secret: string; generated: boolean } {
  if (configured !== undefined && configured !== "") {
    if (configured.length < MIN_SECRET_LENGTH) {
      throw new Error(
        `AUTH_SECRET is too short: use at least ${MIN_SECRET_LENGTH} random characters (e.g. \`openssl rand -hex 32\`).`,
      );
    }
    return { secret: configured, generated: false };
  }
  if (existsSync(file)) {
    const stored = readFileSync(file, "utf8").trim();
    if (stored.length >= MIN_SECRET_LENGTH) return { secret: stored, generated: false };
  }
  const secret = randomBytes(32).toString("hex");
  try {
    makeParentDirectory(file);
    writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code !== "EACCES" && code !== "EPERM" && code !== "EROFS") throw error;
    throw new Error(
      `No AUTH_SECRET is set, and the site (running as user ${processUser()}) cannot save the one it made to ${file}. Set AUTH_SECRET (openssl rand -hex 32), or give that user write access to ${dirname(file)}.`,
      { cause: error },
    );
  }
  return { secret, generated: true };
}
