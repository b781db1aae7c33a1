// The server build's exports, for the operator's command-line scripts. Builds first if there is no
// build yet (a stale build is the operator's to refresh: `npm run build`).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const SERVER_BUILD = new URL("../build/server/index.js", import.meta.url);

export async function importServerBuild() {
  if (!existsSync(SERVER_BUILD) && spawnSync("npm", ["run", "build", "--silent"], { stdio: "inherit" }).status !== 0)
    process.exit(1);
  return import(SERVER_BUILD.href);
}
