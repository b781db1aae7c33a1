import { request as httpRequest } from "node:http";
import { expect, test } from "@playwright/test";
import { CONTACT_SUCCESS, CONTACT_MESSAGE_MAX } from "../../domain/contact";
import { type RunningSite, startSite } from "../support/site-server";

// Posts to pages, as the no-JavaScript contact form sends them, on the production server: behind a
// TLS proxy (the site's public address is https://, the socket speaks http://), too large, or not
// a form at all. The size and type checks come before any origin check, so those posts carry no
// Origin header (like a script's), which React Router lets through.

const PUBLIC_URL = "https://site.example";
let site: RunningSite;
test.beforeAll(async () => {
  site = await startSite(undefined, { PUBLIC_URL, CONTACT_RATE_LIMIT: "1000" });
});
test.afterAll(() => site.stop());

const contactForm = (name: string) => new URLSearchParams({ name, email: "visitor@example.com", message: "Hello from behind the proxy." }).toString();

/** A POST whose body is written in 64 KB chunks while the server lets us, up to `total` bytes. */
function streamedPost(path: string, total: number, headers: Record<string, string>): Promise<{ status: number; bytesSent: number; ms: number }> {
  const started = Date.now();
  const chunk = Buffer.alloc(64 * 1024, "a");
  return new Promise((resolve, reject) => {
    let bytesSent = 0;
    let answered = false;
    const req = httpRequest(`${site.url}${path}`, { method: "POST", headers });
    req.on("response", (res) => {
      answered = true;
      res.resume();
      resolve({ status: res.statusCode ?? 0, bytesSent, ms: Date.now() - started });
    });
    // The server may close the connection once it has answered: that is the point.
    req.on("error", (error) => (answered ? undefined : reject(error)));
    const write = () => {
      while (!answered && bytesSent < total) {
        bytesSent += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", write);
      }
      if (!answered) req.end();
    };
    write();
  });
}

test.describe("page posts", { tag: "@desktop" }, () => {
  test("behind a TLS proxy the no-JavaScript contact form is accepted from the public origin and refused from another", async () => {
    const post = (origin: string, name: string) =>
      fetch(`${site.url}/contact`, { method: "POST", headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" }, body: contactForm(name), redirect: "manual" });

    const ours = await post(PUBLIC_URL, "Priya Proxy");
    expect(ours.status).toBe(200);
    expect(await ours.text()).toContain(CONTACT_SUCCESS);

    const foreign = await post("https://evil.example", "Eve Elsewhere");
    expect(foreign.status).toBeGreaterThanOrEqual(400);
    expect(foreign.status).toBeLessThan(500);
    expect(await foreign.text()).not.toContain(CONTACT_SUCCESS);
  });

  test("behind a TLS proxy sign-up works from the public origin and its session cookie is Secure", async () => {
    const res = await fetch(`${site.url}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { Origin: PUBLIC_URL, "Content-Type": "application/json" },
      body: JSON.stringify({ name: "Priya Proxy", email: "priya.proxy@example.com", password: "Proxy123", image: "/images/placeholder-avatar.svg" }),
    });
    expect(res.status).toBe(200);
    const session = res.headers.getSetCookie().find((cookie) => cookie.includes("session_token="));
    expect(session).toMatch(/; Secure/i);
  });

  test("a form post within the limit still works; a 100 MB one is refused with 413 long before it is read", async () => {
    const form = { "Content-Type": "application/x-www-form-urlencoded" };
    const longest = await fetch(`${site.url}/contact`, {
      method: "POST",
      headers: form,
      body: new URLSearchParams({ name: "Lena Long", email: "lena@example.com", message: "x".repeat(CONTACT_MESSAGE_MAX) }).toString(),
    });
    expect(longest.status).toBe(200);
    expect(await longest.text()).toContain(CONTACT_SUCCESS);

    // The server answers while the upload is still going: what we managed to send by then is what
    // the kernel's socket buffers held (a few MB at most), not the 100 MB.
    const hundredMb = 100 * 1024 * 1024;
    const declared = await streamedPost("/contact", hundredMb, { ...form, "Content-Length": String(hundredMb) });
    expect(declared.status).toBe(413);
    expect(declared.bytesSent).toBeLessThan(32 * 1024 * 1024);

    const chunked = await streamedPost("/contact", hundredMb, { ...form, "Transfer-Encoding": "chunked" });
    expect(chunked.status).toBe(413);
    expect(chunked.bytesSent).toBeLessThan(32 * 1024 * 1024);
  });

  test("a page answers a post that is not a form with 415, never 500", async () => {
    for (const [type, body] of [
      ["application/json", JSON.stringify({ name: "Jay", email: "jay@example.com", message: "Hi" })],
      ["text/plain", "name=Jay"],
      ["application/xml", "<contact/>"],
    ]) {
      const res = await fetch(`${site.url}/contact`, { method: "POST", headers: { "Content-Type": type! }, body });
      expect(res.status, type).toBe(415);
    }
  });
});
