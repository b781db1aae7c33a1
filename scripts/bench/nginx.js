// nginx as the static-file ceiling: one serving process, gzip_static, the app's pages as files, everything
// (config, pid, logs, temp files) in the run's temporary directory.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { freePort, startProcess, stopProcess, waitUntilServing } from "./processes.js";

export const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";

/** The file a page is served from: `/` → index.html, `/blogs` → blogs. */
export function pageFile(path) {
  return path === "/" ? "index.html" : path.replace(/^\//, "");
}

export function nginxConfig({ dir, port }) {
  const temp = (name) => `${name}_temp_path ${join(dir, "nginx-temp", name)};`;
  // One process that serves (no master), so nothing outlives the benchmark if it is killed.
  return `master_process off;
daemon off;
pid ${join(dir, "nginx.pid")};
error_log ${join(dir, "nginx-error.log")} warn;
events { worker_connections 1024; }
http {
  access_log off;
  ${["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(temp).join("\n  ")}
  types { text/html html; }
  default_type text/html;
  charset utf-8;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  gzip_static on;
  server {
    listen 127.0.0.1:${port};
    root ${join(dir, "www")};
    index index.html;
  }
}
`;
}

/** `pages`: path → { identity: Buffer, gzip: Buffer }. Resolves with { url, stop }. */
export async function startNginx(dir, pages) {
  const port = await freePort();
  const www = join(dir, "www");
  for (const [path, { identity, gzip }] of Object.entries(pages)) {
    const file = join(www, pageFile(path));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, identity);
    writeFileSync(`${file}.gz`, gzip);
  }
  mkdirSync(join(dir, "nginx-temp"), { recursive: true });
  const configFile = join(dir, "nginx.conf");
  writeFileSync(configFile, nginxConfig({ dir, port }));
  const child = startProcess(NGINX, ["-p", dir, "-c", configFile, "-e", join(dir, "nginx-error.log")], {
    env: { PATH: process.env.PATH },
    logFile: join(dir, "nginx.log"),
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilServing(`${url}${Object.keys(pages)[0]}`, child);
  return { name: "nginx", url, stop: () => stopProcess(child, "SIGQUIT") };
}
