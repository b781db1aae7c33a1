// Raw HTTP on loopback: the exact bytes and headers a server sends (fetch would decompress them).
import { request } from "node:http";

const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]", "::1"]);

/** The benchmark only ever talks to this machine. */
export function assertLoopback(url) {
  const { hostname } = new URL(url);
  if (!LOOPBACK.has(hostname))
    throw new Error(`The benchmark only targets this machine (127.0.0.1, localhost or [::1]), not ${hostname}.`);
}

/** Headers that describe the connection or the moment rather than the response; a copy leaves them out. */
const PER_CONNECTION = new Set(["date", "connection", "keep-alive", "transfer-encoding", "content-length"]);

/** GET `url` → { status, headers: [[name, value]…] (as sent, minus per-connection ones), body: Buffer }. */
export function getRaw(url, headers = {}) {
  assertLoopback(url);
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      const chunks = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("end", () => {
        const pairs = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2) {
          if (!PER_CONNECTION.has(res.rawHeaders[i].toLowerCase()))
            pairs.push([res.rawHeaders[i], res.rawHeaders[i + 1]]);
        }
        resolve({ status: res.statusCode, headers: pairs, body: Buffer.concat(chunks) });
      });
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

export function header(response, name) {
  return response.headers.find(([key]) => key.toLowerCase() === name)?.[1];
}

/** GET `url` and fail unless it answers 200. */
export async function getOk(url, headers) {
  const response = await getRaw(url, headers);
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}, not 200`);
  return response;
}
