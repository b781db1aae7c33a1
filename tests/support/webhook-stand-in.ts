import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";

/** A secret in the Standard Webhooks form (whsec_ + base64), as a receiver such as Svix hands out. */
export const WEBHOOK_SECRET = `whsec_${Buffer.from("uttara-it lead webhook secret, for tests").toString("base64")}`;

/** One post as the receiver took it: its headers, its body, and what it answered. */
export interface ReceivedPost {
  headers: Record<string, string>;
  body: string;
  answered: number;
  /** The body as the receiver's library read it once the signature checked out; null: the signature failed. */
  verified: unknown;
}

/**
 * The owner's webhook receiver (n8n, Make, a Telegram forwarder) as a real HTTP server on
 * 127.0.0.1: it checks each post's signature with `standardwebhooks`, the specification's own
 * library, as a receiver would, and keeps what it took in `received`. `refuseNext(n)` makes it
 * answer the next n posts with 503, as a receiver that is down does.
 */
export async function startWebhookStandIn(secret = WEBHOOK_SECRET) {
  const received: ReceivedPost[] = [];
  const receiver = new Webhook(secret);
  let refusals = 0;
  const server = createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (body += chunk));
    req.on("end", () => {
      const headers = Object.fromEntries(Object.entries(req.headers).map(([name, value]) => [name, String(value)]));
      let verified: unknown;
      try {
        verified = receiver.verify(body, headers);
      } catch {
        verified = null;
      }
      const answered = req.method !== "POST" ? 405 : refusals > 0 ? 503 : verified === null ? 401 : 204;
      if (answered === 503) refusals--;
      received.push({ headers, body, answered, verified });
      res.writeHead(answered).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/hooks/new-lead`,
    secret,
    received,
    refuseNext(n: number) {
      refusals = n;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type WebhookStandIn = Awaited<ReturnType<typeof startWebhookStandIn>>;
