// The one settings file of a checkout: `.env` in the folder the command runs in (npm runs every
// script in the project folder), read when it exists by `npm start`, `npm run serve` and `dev`, and
// the operator's commands (create-admin, reset-two-factor, backup, restore, migrate-to-postgres).
// A variable already set in the environment wins over the file's line. `node server.js` itself
// reads only its environment (a service manager sets it: deploy/skyline-site@.service). Decision 0050.
import "./require-node.js";
import { existsSync } from "node:fs";

export const SETTINGS_FILE = ".env";

if (existsSync(SETTINGS_FILE)) process.loadEnvFile(SETTINGS_FILE);
