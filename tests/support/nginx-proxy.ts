import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { expect } from "@playwright/test";
import { freePort } from "./site-server";

export const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
export const OPENSSL = "/usr/bin/openssl";
/** The bare domain of the tested config (the site's own name is 127.0.0.1). */
export const BARE_NAME = "bare.example";

/** Why the proxy test cannot run here (nginx or openssl missing), or null. */
export function proxyToolsMissing(): string | null {
  const missing = [NGINX, OPENSSL].filter((path) => !existsSync(path));
  return missing.length > 0
    ? `${missing.join(" and ")} not found: install them with sudo apt-get install -y nginx openssl (.ci/run does)`
    : null;
}

/**
 * The repository's deploy/nginx.conf as nginx will run it here: the placeholders filled in, the
 * listen ports and the site's address replaced by the test's. Every replacement must find its
 * text, so the file the operator installs and the file tested cannot drift apart silently.
 */
export function renderSiteConfig(values: {
  serverName: string;
  bareName: string;
  cert: string;
  key: string;
  httpPort: number;
  httpsPort: number;
  sitePort: number;
  webroot: string;
}): string {
  let text = readFileSync(resolve("deploy/nginx.conf"), "utf8");
  const replace = (from: string | RegExp, to: string) => {
    const next = text.replaceAll(from, to);
    if (next === text)
      throw new Error(`deploy/nginx.conf no longer contains ${String(from)}: update tests/support/nginx-proxy.ts`);
    text = next;
  };
  replace("__SERVER_NAME__", values.serverName);
  replace("__BARE_NAME__", values.bareName);
  replace("__TLS_CERT__", values.cert);
  replace("__TLS_KEY__", values.key);
  replace(/^\s*listen \[::\]:.*$/gm, "");
  replace("listen 80;", `listen 127.0.0.1:${values.httpPort};`);
  replace("listen 443 ssl", `listen 127.0.0.1:${values.httpsPort} ssl`);
  replace("server 127.0.0.1:3000;", `server 127.0.0.1:${values.sitePort};`);
  replace("root /var/www/html;", `root ${values.webroot};`);
  return text;
}

const accepts = (port: number) =>
  new Promise<boolean>((done) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => done(socket.destroy() && true));
    socket.once("error", () => done(false));
  });

/**
 * nginx as a child process (no daemon, everything in a temporary folder) in front of the site on
 * `sitePort`, with a self-signed certificate for 127.0.0.1 made with openssl.
 */
export async function startNginxProxy(sitePort: number, ports: { httpPort: number; httpsPort: number }) {
  const dir = mkdtempSync(join(tmpdir(), "site-nginx-"));
  // nginx's workers drop root privileges: they must be able to use the folder.
  chmodSync(dir, 0o755);
  const cert = join(dir, "cert.pem");
  const key = join(dir, "key.pem");
  const made = spawnSync(
    OPENSSL,
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=127.0.0.1",
      "-addext",
      "subjectAltName=IP:127.0.0.1",
      "-keyout",
      key,
      "-out",
      cert,
    ],
    { encoding: "utf8" },
  );
  if (made.status !== 0) throw new Error(`openssl failed: ${made.stderr}`);
  mkdirSync(join(dir, "webroot"), { mode: 0o755 });
  mkdirSync(join(dir, "temp"));
  chmodSync(join(dir, "temp"), 0o777);
  writeFileSync(
    join(dir, "site.conf"),
    renderSiteConfig({
      serverName: "127.0.0.1",
      bareName: BARE_NAME,
      cert,
      key,
      sitePort,
      webroot: join(dir, "webroot"),
      ...ports,
    }),
  );
  const temp = (name: string) => `${name}_temp_path ${join(dir, "temp", name)};`;
  writeFileSync(
    join(dir, "nginx.conf"),
    [
      "worker_processes 1;",
      `error_log ${join(dir, "error.log")} warn;`,
      "events { worker_connections 256; }",
      "http {",
      `  access_log ${join(dir, "access.log")};`,
      ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((name) => `  ${temp(name)}`),
      `  include ${join(dir, "site.conf")};`,
      "}",
    ].join("\n"),
  );
  const child: ChildProcess = spawn(
    NGINX,
    [
      "-p",
      dir,
      "-e",
      join(dir, "error.log"),
      "-c",
      join(dir, "nginx.conf"),
      "-g",
      `daemon off; pid ${join(dir, "nginx.pid")};`,
    ],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  let stderr = "";
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
  const exited = new Promise<void>((done) => child.once("exit", () => done()));
  const errorLog = () => (existsSync(join(dir, "error.log")) ? readFileSync(join(dir, "error.log"), "utf8") : "");
  try {
    // Playwright's polling (this runs in the proxy spec): an error thrown by the check ends it at once.
    await expect
      .poll(
        async () => {
          if (child.exitCode !== null) throw new Error(`nginx exited: ${stderr}\n${errorLog()}`);
          return (await accepts(ports.httpsPort)) && (await accepts(ports.httpPort));
        },
        { message: "nginx to listen", timeout: 10_000, intervals: [50] },
      )
      .toBe(true);
  } catch (error) {
    child.kill("SIGTERM");
    throw error;
  }
  return {
    errorLog,
    /** Puts a file where certbot's webroot challenge would. */
    writeChallenge: (name: string, content: string) => {
      mkdirSync(join(dir, "webroot", ".well-known", "acme-challenge"), { recursive: true, mode: 0o755 });
      writeFileSync(join(dir, "webroot", ".well-known", "acme-challenge", name), content, { mode: 0o644 });
    },
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export { freePort };
