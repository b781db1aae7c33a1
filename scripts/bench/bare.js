// Starts the bare node:http baseline with the responses the app sent.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { freePort, startProcess, stopProcess, waitUntilServing } from "./processes.js";

const SERVER = new URL("./bare-server.js", import.meta.url).pathname;

/** `responses`: path → { status, headers, body } as read by getRaw. Resolves with { url, stop }. */
export async function startBareServer(dir, responses) {
  const port = await freePort();
  const routes = {};
  let n = 0;
  for (const [path, { status, headers, body }] of Object.entries(responses)) {
    const bodyFile = join(dir, `bare-${n++}.bin`);
    writeFileSync(bodyFile, body);
    routes[path] = { status, headers, bodyFile };
  }
  const manifestFile = join(dir, `bare-${port}.json`);
  writeFileSync(manifestFile, JSON.stringify({ port, routes }));
  const child = startProcess(process.execPath, [SERVER, manifestFile], {
    env: { PATH: process.env.PATH },
    logFile: join(dir, "bare.log"),
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilServing(`${url}${Object.keys(responses)[0]}`, child);
  return { name: "bare node", url, stop: () => stopProcess(child) };
}
