// The operator's data commands, on the configured database (DATABASE_URL, as for the server):
//   npm run backup -- --to FILE
//   npm run restore -- --from FILE
//   npm run migrate-to-postgres -- --from data/site.db      (DATABASE_URL=postgres://… names the target)
// Builds the server first if there is no build yet.
import "./require-node.js";
import "./site-env.js";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { importServerBuild } from "./server-build.js";

const COMMANDS = {
  backup: {
    option: "to",
    usage: "npm run backup -- --to backups/site-2025-01-31.db",
    run: (build, file) => build.backupSite({ to: file }),
  },
  restore: {
    option: "from",
    usage: "npm run restore -- --from backups/site-2025-01-31.db",
    run: (build, file) => build.restoreSite({ from: file }),
  },
  "migrate-to-postgres": {
    option: "from",
    usage: "DATABASE_URL=postgres://user@host/site npm run migrate-to-postgres -- --from data/site.db",
    run: (build, file) => build.migrateSiteToPostgres({ from: file }),
  },
};

const [name, ...args] = process.argv.slice(2);
const command = COMMANDS[name];
if (!command) {
  console.error(`Unknown command "${name ?? ""}": one of ${Object.keys(COMMANDS).join(", ")}`);
  process.exit(2);
}
let file;
try {
  file = parseArgs({ args, options: { [command.option]: { type: "string" } } }).values[command.option];
} catch {
  // an unknown option: the usage line below says what is expected
}
if (!file) {
  console.error(`Usage: ${command.usage}`);
  process.exit(2);
}

const build = await importServerBuild();
try {
  // npm runs scripts in the project folder; a relative FILE means the folder the operator typed it in.
  console.log(await command.run(build, resolve(process.env.INIT_CWD ?? ".", file)));
} catch (error) {
  console.error(`${name} failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
