import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** A mail account on the SMTP stand-in. */
export interface SmtpLogin {
  user: string;
  password: string;
}

/** The stand-in's account unless a test names another. */
export const SMTP_LOGIN: SmtpLogin = { user: "website@site-mail.example", password: "Mail-Password-1" };

/** SMTP_URL for `login` on the stand-in at `port`: user and password URL-encoded, as the README says. */
export const smtpUrlFor = (port: number | string, { user, password }: SmtpLogin) =>
  `smtp://${encodeURIComponent(user)}:${encodeURIComponent(password)}@127.0.0.1:${port}`;

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/**
 * A real SMTP server on 127.0.0.1 (npm smtp-server) that keeps what it receives. With
 * `stallFirstConnection` it is a slow server: the first connection gets no greeting until the test
 * calls `release()` (`stalled` resolves once that connection is waiting). It takes mail only after
 * `login` (AUTH PLAIN or LOGIN; others get 535), as a provider's server does (`null`: no login at all); `url` (SMTP_URL)
 * carries it, URL-encoded. The login is an address, which the site sends from while its contact
 * inbox is still the demo company's. It listens on `port`, or on a free one.
 */
export async function startSmtpServer<Login extends SmtpLogin | null = SmtpLogin>({
  stallFirstConnection = false,
  login = SMTP_LOGIN as Login,
  port: wanted = 0,
}: { stallFirstConnection?: boolean; login?: Login; port?: number } = {}) {
  const received: ReceivedMail[] = [];
  let connections = 0;
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let markStalled = () => {};
  const stalled = new Promise<void>((resolve) => (markStalled = resolve));
  const server = new SMTPServer({
    // No TLS on the test's loopback connection: the login goes in the clear, as only a test may.
    allowInsecureAuth: true,
    // `login: null`: a relay on the local network that takes mail from anyone, with no login at all.
    disabledCommands: login ? ["STARTTLS"] : ["STARTTLS", "AUTH"],
    authOptional: !login,
    logger: false,
    onAuth(auth, _session, callback) {
      if (login && auth.username === login.user && auth.password === login.password)
        return callback(null, { user: auth.username });
      const refused = Object.assign(new Error("Authentication credentials invalid"), { responseCode: 535 });
      callback(refused);
    },
    onConnect(_session, callback) {
      connections++;
      if (!stallFirstConnection || connections > 1) return callback();
      markStalled();
      void released.then(() => callback());
    },
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
  // Clients that hang up (a timed-out attempt) are part of these tests, not a failure.
  server.on("error", () => {});
  await new Promise<void>((resolve) => server.listen(wanted, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: login ? smtpUrlFor(port, login) : `smtp://127.0.0.1:${port}`,
    port,
    login,
    received,
    stalled,
    release,
    stop: () => {
      release();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A local HTTP stub of the e-mail sending service of spec §7, answering with `reply`. */
export async function startRelayStub(reply: { status: number; body: string } = { status: 200, body: "OK" }) {
  const bodies: unknown[] = [];
  const server: Server = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
    req.on("end", () => {
      bodies.push(JSON.parse(raw || "null"));
      res.writeHead(reply.status, { "content-type": "text/plain" }).end(reply.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/api/v1.0/email/send`,
    bodies,
    reply,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Text of one MIME body, its transfer encoding undone and read as UTF-8. */
function decodedBody(headers: string, body: string): string {
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding !== "quoted-printable") return body;
  const bytes = body
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

/** What a received mail's reader sees: its subject and its text (each part of a multipart mail), decoded. */
export function mailText(mail: ReceivedMail): { subject: string; text: string } {
  const split = mail.raw.indexOf("\r\n\r\n");
  const headers = mail.raw.slice(0, split);
  const body = mail.raw.slice(split + 4);
  const subjectLine = /^subject:((?:.*)(?:\r\n[ \t].*)*)/im.exec(headers)?.[1] ?? "";
  const subject = subjectLine
    .replace(/\r\n[ \t]/g, " ")
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
      kind.toLowerCase() === "b"
        ? Buffer.from(text, "base64").toString("utf8")
        : decodedBody("content-transfer-encoding: quoted-printable", text.replace(/_/g, " ")),
    )
    .trim();
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headers)?.[1];
  if (!boundary) return { subject, text: decodedBody(headers, body) };
  const parts = body.split(`--${boundary}`).filter((part) => part.includes("\r\n\r\n") && !part.startsWith("--"));
  const text = parts
    .map((part) => {
      const at = part.indexOf("\r\n\r\n");
      return decodedBody(part.slice(0, at), part.slice(at + 4));
    })
    .join("\n");
  return { subject, text };
}
