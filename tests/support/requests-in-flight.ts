import { type Agent, type IncomingHttpHeaders, request } from "node:http";
import { connect } from "node:net";

/** A site's address: `http://127.0.0.1:PORT`. */
interface Site {
  url: string;
}

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * One HTTP request on `agent`; `sent` resolves once the server has it. With a body, the request
 * asks for 100 Continue and holds its body back until `finish()`: the server answers 100 once it
 * has read the request and handed it to the app, so the request is surely in flight, and stays so.
 */
export function send(agent: Agent, site: Site, method: "GET" | "POST", path: string, body?: string) {
  const url = new URL(site.url);
  const headers: Record<string, string> = { origin: site.url };
  if (body !== undefined) {
    Object.assign(headers, {
      "content-type": "application/json",
      "content-length": String(Buffer.byteLength(body)),
      expect: "100-continue",
    });
  }
  const req = request({ agent, host: url.hostname, port: url.port, method, path, headers });
  const sent = new Promise<void>((resolve) => req.once(body === undefined ? "finish" : "continue", () => resolve()));
  const answer = new Promise<Answer>((resolve, reject) => {
    req.once("error", reject);
    req.once("response", (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (text += chunk));
      res.once("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      res.once("error", reject);
    });
  });
  if (body === undefined) req.end();
  else req.flushHeaders();
  return { sent, answer, finish: () => req.end(body) };
}

/** A contact message held back after its headers (see `send`): in flight until `finish()`. */
export function heldBackMessage(agent: Agent, site: Site, name = "Visitor") {
  return send(
    agent,
    site,
    "POST",
    "/api/contact",
    JSON.stringify({ name, email: "visitor@client.example", message: `${name}'s message, sent while the site stops.` }),
  );
}

/** True once a new TCP connection to the site is refused. */
export function connectionRefused(site: Site): Promise<boolean> {
  const { hostname, port } = new URL(site.url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    socket.once("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", (error: NodeJS.ErrnoException) => resolve(error.code === "ECONNREFUSED"));
  });
}

/**
 * A request sent whole on a connection of its own, which the client then closes without waiting
 * for the answer, as a browser does when its visitor navigates away; resolves once it is closed.
 */
export function abandonedRequest(
  site: Site,
  method: "GET" | "POST",
  path: string,
  headers: Record<string, string> = {},
  body = "",
): Promise<void> {
  const { hostname, port } = new URL(site.url);
  const lines = [
    `${method} ${path} HTTP/1.1`,
    `Host: ${hostname}:${port}`,
    `Content-Length: ${Buffer.byteLength(body)}`,
  ];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () =>
      socket.write(`${lines.join("\r\n")}\r\n\r\n${body}`, () => socket.destroy()),
    );
    socket.once("error", reject);
    socket.once("close", () => resolve());
  });
}
