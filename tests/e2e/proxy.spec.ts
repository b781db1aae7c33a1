import { connect as connectHttp2 } from "node:http2";
import { request as httpsRequest } from "node:https";
import { expect, test } from "@playwright/test";
import { CONTACT_SUCCESS } from "#domain/contact";
import { BARE_NAME, freePort, proxyToolsMissing, startNginxProxy } from "../support/nginx-proxy";
import { type RunningSite, startSite } from "../support/site-server";

// The site behind the repository's nginx config (deploy/nginx.conf), as docs/deploy.md installs
// it: TLS with a self-signed certificate, HTTP → HTTPS, TRUSTED_PROXY_HEADER=x-real-ip. Process
// level, desktop project only.

const missing = proxyToolsMissing();
const USERS_RATE_LIMIT = 3;

let site: RunningSite;
let proxy: Awaited<ReturnType<typeof startNginxProxy>>;
let origin: string;
let httpPort: number;

test.describe("behind nginx with TLS", { tag: "@desktop" }, () => {
  test.skip(missing !== null, missing ?? "");

  test.beforeAll(async () => {
    const httpsPort = await freePort();
    httpPort = await freePort();
    origin = `https://127.0.0.1:${httpsPort}`;
    site = await startSite(undefined, {
      PUBLIC_URL: origin,
      TRUSTED_PROXY_HEADER: "x-real-ip",
      USERS_RATE_LIMIT: String(USERS_RATE_LIMIT),
      SEED_DEMO: "true",
    });
    proxy = await startNginxProxy(Number(new URL(site.url).port), { httpPort, httpsPort });
  });
  test.afterAll(async () => {
    await proxy?.stop();
    await site?.stop();
  });

  /** A request through nginx from the loopback address `from` (the client address nginx sees). */
  const fromAddress = (from: string, path: string, headers: Record<string, string> = {}) =>
    new Promise<number>((resolve, reject) => {
      const req = httpsRequest(
        `${origin}${path}`,
        { localAddress: from, rejectUnauthorized: false, headers, agent: false },
        (res) => {
          res.resume();
          res.once("end", () => resolve(res.statusCode ?? 0));
        },
      );
      req.once("error", reject);
      req.end();
    });

  test("pages load over HTTPS with HSTS, and plain HTTP is redirected to HTTPS", async ({ browser }) => {
    const context = await browser.newContext({ ignoreHTTPSErrors: true });
    const page = await context.newPage();
    const res = await page.goto(`${origin}/about`);
    expect(res?.status()).toBe(200);
    expect(res?.headers()["strict-transport-security"]).toBe("max-age=31536000");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await context.close();

    const plain = await fetch(`http://127.0.0.1:${httpPort}/about?x=1`, { redirect: "manual" });
    expect(plain.status).toBe(301);
    expect(plain.headers.get("location")).toBe("https://127.0.0.1/about?x=1");
    // Except certbot's challenge files (renewals), served over plain HTTP from the webroot.
    proxy.writeChallenge("token-123", "token-123.key");
    const challenge = await fetch(`http://127.0.0.1:${httpPort}/.well-known/acme-challenge/token-123`, {
      redirect: "manual",
    });
    expect(challenge.status).toBe(200);
    expect(await challenge.text()).toBe("token-123.key");
  });

  test("the file as shipped (no edit for this nginx's version) speaks HTTP/2 over TLS", async () => {
    const session = connectHttp2(origin, { rejectUnauthorized: false });
    try {
      const status = await new Promise<number>((resolve, reject) => {
        session.once("error", reject);
        const stream = session.request({ ":path": "/about" });
        stream.once("response", (headers) => resolve(Number(headers[":status"])));
        stream.once("error", reject);
        stream.resume();
        stream.end();
      });
      expect([session.alpnProtocol, status]).toEqual(["h2", 200]);
    } finally {
      session.close();
    }
  });

  test("the bare domain moves to the site's name, over HTTP and over HTTPS with the same certificate", async () => {
    const plain = await fetch(`http://127.0.0.1:${httpPort}/about?x=1`, {
      redirect: "manual",
      headers: { host: BARE_NAME },
    });
    expect([plain.status, plain.headers.get("location")]).toEqual([301, "https://127.0.0.1/about?x=1"]);
    const secure = await new Promise<{ status: number; location: string | undefined }>((resolve, reject) => {
      const req = httpsRequest(
        `${origin}/about?x=1`,
        { servername: BARE_NAME, headers: { host: BARE_NAME }, rejectUnauthorized: false, agent: false },
        (res) => {
          res.resume();
          res.once("end", () => resolve({ status: res.statusCode ?? 0, location: res.headers.location }));
        },
      );
      req.once("error", reject);
      req.end();
    });
    expect(secure).toEqual({ status: 301, location: "https://127.0.0.1/about?x=1" });
  });

  test("rate limits count the client address nginx saw, which a client cannot choose", async () => {
    const path = "/api/users/role?email=someone@example.com";
    for (let i = 0; i < USERS_RATE_LIMIT; i++) expect(await fromAddress("127.0.0.2", path)).toBe(401);
    expect(await fromAddress("127.0.0.2", path)).toBe(429);
    // A header the client sends is replaced by nginx: still the same, limited address.
    expect(await fromAddress("127.0.0.2", path, { "X-Real-IP": "203.0.113.9", "X-Forwarded-For": "203.0.113.9" })).toBe(
      429,
    );
    // Another client is not limited by the first one's requests.
    expect(await fromAddress("127.0.0.3", path)).toBe(401);
  });

  test("the contact form works through the proxy without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ ignoreHTTPSErrors: true, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${origin}/contact`);
    const form = page.getByRole("form", { name: "Contact form" });
    await form.getByRole("textbox", { name: "Name" }).fill("Nadia Proxy");
    await form.getByRole("textbox", { name: "Email" }).fill("nadia@client.example");
    await form.getByRole("textbox", { name: "Message" }).fill("Sent through nginx, without JavaScript.");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText(CONTACT_SUCCESS)).toBeVisible();
    expect(new URL(page.url()).origin).toBe(origin);
    await context.close();
  });
});

// Behind any TLS proxy (no nginx needed): the site's public address is https://, the socket it
// listens on speaks http://. Posts to pages and sign-up come with the public origin (moved here
// from page-posts.spec, whose other cases run on the worker's shared site).
test.describe("with a public https:// address (a TLS proxy in front)", { tag: "@desktop" }, () => {
  const PUBLIC_URL = "https://site.example";
  let tlsSite: RunningSite;
  test.beforeAll(async () => {
    tlsSite = await startSite(undefined, { PUBLIC_URL, CONTACT_RATE_LIMIT: "1000" });
  });
  test.afterAll(() => tlsSite?.stop());

  test("the no-JavaScript contact form is accepted from the public origin and refused from another", async () => {
    const post = (from: string, name: string) =>
      fetch(`${tlsSite.url}/contact`, {
        method: "POST",
        headers: { Origin: from, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          name,
          email: "visitor@example.com",
          message: "Hello from behind the proxy.",
        }).toString(),
        redirect: "manual",
      });

    const ours = await post(PUBLIC_URL, "Priya Proxy");
    expect(ours.status).toBe(200);
    expect(await ours.text()).toContain(CONTACT_SUCCESS);

    const foreign = await post("https://evil.example", "Eve Elsewhere");
    expect(foreign.status).toBeGreaterThanOrEqual(400);
    expect(foreign.status).toBeLessThan(500);
    expect(await foreign.text()).not.toContain(CONTACT_SUCCESS);
  });

  test("sign-up works from the public origin and its session cookie is Secure", async () => {
    const res = await fetch(`${tlsSite.url}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { Origin: PUBLIC_URL, "Content-Type": "application/json" },
      body: JSON.stringify({
        name: "Priya Proxy",
        email: "priya.proxy@example.com",
        password: "Proxy123",
        image: "/images/placeholder-avatar.svg",
      }),
    });
    expect(res.status).toBe(200);
    const session = res.headers.getSetCookie().find((cookie) => cookie.includes("session_token="));
    expect(session).toMatch(/; Secure/i);
  });
});
