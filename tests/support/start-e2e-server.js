// Starts, for the e2e tests: the local OpenID provider that plays Google, then the production
// build on a fresh SQLite file with demo content, configured to sign in with that provider.
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { OIDC_CLIENT, startOidcProvider } from "./oidc-provider.js";

const port = Number(process.env.PORT ?? 4173);
const oidcPort = Number(process.env.E2E_OIDC_PORT ?? port + 1000);
const oidc = await startOidcProvider({
  port: oidcPort,
  siteOrigins: [`http://127.0.0.1:${port}`, `http://localhost:${port}`],
});

const dir = mkdtempSync(join(tmpdir(), "site-e2e-"));
const child = spawn(process.execPath, ["server.js"], {
  stdio: "inherit",
  env: {
    ...process.env,
    NODE_ENV: "production",
    DATABASE_URL: `file:${join(dir, "site.db")}`,
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
