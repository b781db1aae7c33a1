// Starts, for the e2e tests: the local OpenID provider that plays Google, then the production
// build on a fresh SQLite file with demo content, configured to sign in with that provider.
import { spawn } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import { dirname } from "node:path";
import { demoSiteDatabaseFile } from "./demo-site-database.js";
import { OIDC_CLIENT, startOidcProvider } from "./oidc-provider.js";

const port = Number(process.env.PORT ?? 4173);
const oidcPort = Number(process.env.E2E_OIDC_PORT ?? port + 1000);
const oidc = await startOidcProvider({
  port: oidcPort,
  siteOrigins: [`http://127.0.0.1:${port}`, `http://localhost:${port}`],
});

// A fresh database in the folder of this port's (a test may add a row no page makes, such as a
// password for an account made with Google): what an earlier run on the port left is removed.
const database = demoSiteDatabaseFile(port);
rmSync(dirname(database), { recursive: true, force: true });
mkdirSync(dirname(database));
const child = spawn(process.execPath, ["server.js"], {
  stdio: "inherit",
  env: {
    ...process.env,
    NODE_ENV: "production",
    DATABASE_URL: `file:${database}`,
    CREATE_DATABASE: "1",
    SEED_DEMO: "true",
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    AUTH_SECRET: "e2e-secret-e2e-secret-e2e-secret-0123456789",
    GOOGLE_CLIENT_ID: OIDC_CLIENT.id,
    GOOGLE_CLIENT_SECRET: OIDC_CLIENT.secret,
    GOOGLE_DISCOVERY_URL: oidc.discoveryUrl,
    // The suite signs in many times from one address.
    AUTH_RATE_LIMIT: "1000",
  },
});
const stop = async (signal) => {
  child.kill(signal);
  await oidc.stop();
};
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => void stop(signal));
child.on("exit", (code) => process.exit(code ?? 0));
