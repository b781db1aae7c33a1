import { request as httpRequest } from "node:http";
import { expect } from "@playwright/test";
import { CONTACT_SUCCESS, CONTACT_MESSAGE_MAX } from "#domain/contact";
import { type AdminSite, fillSharedSiteOnce, test as sharedSiteTest } from "./admin-site";

// Posts to pages, as the no-JavaScript forms send them, on the production server: from another
// origin or none, too large, not a form at all, or a form that cannot be read. A page takes a post
// only from the site's own origin (403), only as a form (415), of at most 64 KB (413), readable
// (400). On the worker's shared site (PUBLIC_URL unset there); the same behind a TLS proxy (a
// public https:// address, a socket that speaks http://) is proxy.spec's, with a site of its own.

/** Every page with a form (the home page's contact form posts to "/?index"). */
const FORM_PAGES = ["/contact", "/?index", "/login", "/signup", "/forgot-password"];
const ACCOUNT = { name: "Olga Origin", email: "olga.origin@example.com", password: "Origin12" };

/** What each page's form sends when filled in correctly (the account exists). */
const filledForm = (path: string) =>
  new URLSearchParams(
    path === "/login"
      ? { email: ACCOUNT.email, password: ACCOUNT.password }
      : path === "/signup"
        ? {
            name: "Nina New",
            photoURL: "/images/placeholder-avatar.svg",
            email: `nina.${Date.now()}@example.com`,
            password: "Newbie12",
          }
        : path === "/forgot-password"
          ? { email: ACCOUNT.email }
          : { name: "Nick Noorigin", email: "nick@example.com", message: "Hello, is anyone there?" },
  ).toString();

/** A request by node:http, which sends any method (fetch refuses TRACE). */
function rawRequest(
  site: AdminSite,
  method: string,
  path: string,
  headers: Record<string, string>,
  body: string,
): Promise<{ status: number; allow: string | undefined }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${site.url}${path}`, {
      method,
      headers: { ...headers, "Content-Length": String(Buffer.byteLength(body)) },
    });
    req.on("response", (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, allow: res.headers.allow });
    });
    req.on("error", reject);
    req.end(body);
  });
}

/** A POST whose body is written in 64 KB chunks while the server lets us, up to `total` bytes. */
function streamedPost(
  site: AdminSite,
  path: string,
  total: number,
  headers: Record<string, string>,
): Promise<{ status: number; bytesSent: number; ms: number }> {
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

/** The shared site, with the account the forms name (signed up once per site). */
const test = sharedSiteTest.extend<{ site: AdminSite }>({
  site: async ({ site }, provide) => {
    await fillSharedSiteOnce(site, "page-posts account", async () => {
      const res = await fetch(`${site.url}/api/auth/sign-up/email`, {
        method: "POST",
        headers: { Origin: site.url, "Content-Type": "application/json" },
        body: JSON.stringify({ ...ACCOUNT, image: "/images/placeholder-avatar.svg" }),
      });
      expect(res.status, await res.text()).toBe(200);
    });
    await provide(site);
  },
});

test.describe("page posts", { tag: "@desktop" }, () => {
  test("a page form post without Origin is refused with 403, whatever its Referer, and does nothing", async ({
    site,
  }) => {
    for (const path of FORM_PAGES) {
      for (const referer of [undefined, `${site.url}/contact`, "https://evil.example/page"]) {
        const res = await fetch(`${site.url}${path}`, {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded", ...(referer ? { Referer: referer } : {}) },
          body: filledForm(path),
          redirect: "manual",
        });
        const what = `${path} with Referer ${referer ?? "(none)"}`;
        expect(res.status, what).toBe(403);
        expect(await res.text(), what).toBe("Forbidden: this form was not sent from this site.");
        expect(res.headers.getSetCookie(), what).toEqual([]);
      }
    }
  });

  test("a page form post that cannot be read (a broken multipart body) is answered 400 and logged as a warning, never 500", async ({
    site,
  }) => {
    // What the site logs from now on.
    const from = site.output().length;
    const logged = () => site.output().slice(from);
    for (const path of FORM_PAGES) {
      const res = await fetch(`${site.url}${path}`, {
        method: "POST",
        headers: { Origin: site.url, "Content-Type": "multipart/form-data; boundary=expected" },
        body: '--other\r\nContent-Disposition: form-data; name="email"\r\n\r\nolga@example.com\r\n--other--\r\n',
      });
      expect(res.status, path).toBe(400);
      expect(await res.text(), path).toBe("Bad Request: the form's contents could not be read.");
    }
    await expect
      .poll(
        () =>
          logged()
            .split("\n")
            .filter(
              (line) => line.includes('"level":40') && line.includes('"msg":"a page form post could not be read"'),
            ).length,
      )
      .toBe(FORM_PAGES.length);
    expect(logged()).not.toContain('"level":50');
  });

  test("a page answers methods other than GET, HEAD and POST with 405", async ({ site }) => {
    for (const path of ["/login", "/contact", "/about"]) {
      for (const method of ["PUT", "DELETE", "PATCH", "OPTIONS", "TRACE"]) {
        const res = await rawRequest(
          site,
          method,
          path,
          { Origin: site.url, "Content-Type": "application/x-www-form-urlencoded" },
          filledForm(path),
        );
        expect(res.status, `${method} ${path}`).toBe(405);
        expect(res.allow, `${method} ${path}`).toBe("GET, HEAD, POST");
      }
    }
  });

  test("a form post within the limit still works; a 100 MB one is refused with 413 long before it is read", async ({
    site,
  }) => {
    const form = { Origin: site.url, "Content-Type": "application/x-www-form-urlencoded" };
    const longest = await fetch(`${site.url}/contact`, {
      method: "POST",
      headers: form,
      body: new URLSearchParams({
        name: "Lena Long",
        email: "lena@example.com",
        message: "x".repeat(CONTACT_MESSAGE_MAX),
      }).toString(),
    });
    expect(longest.status).toBe(200);
    expect(await longest.text()).toContain(CONTACT_SUCCESS);

    // The server answers while the upload is still going: what we managed to send by then is what
    // the kernel's socket buffers held (a few MB at most), not the 100 MB.
    const hundredMb = 100 * 1024 * 1024;
    const declared = await streamedPost(site, "/contact", hundredMb, { ...form, "Content-Length": String(hundredMb) });
    expect(declared.status).toBe(413);
    expect(declared.bytesSent).toBeLessThan(32 * 1024 * 1024);

    const chunked = await streamedPost(site, "/contact", hundredMb, { ...form, "Transfer-Encoding": "chunked" });
    expect(chunked.status).toBe(413);
    expect(chunked.bytesSent).toBeLessThan(32 * 1024 * 1024);
  });

  test("a page answers a post that is not a form with 415, never 500", async ({ site }) => {
    for (const [type, body] of [
      ["application/json", JSON.stringify({ name: "Jay", email: "jay@example.com", message: "Hi" })],
      ["text/plain", "name=Jay"],
      ["application/xml", "<contact/>"],
    ]) {
      const res = await fetch(`${site.url}/contact`, {
        method: "POST",
        headers: { Origin: site.url, "Content-Type": type! },
        body,
      });
      expect(res.status, type).toBe(415);
    }
  });
});

test.describe("page posts with PUBLIC_URL unset", { tag: "@desktop" }, () => {
  test("page forms take posts from the origins the API takes, http://localhost:$PORT and http://127.0.0.1:$PORT, at either address, and refuse others", async ({
    site,
  }) => {
    const port = new URL(site.url).port;
    const ours = [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
    const account = { name: "Lou Local", email: "lou.local@example.com", password: "Local123" };
    const signUp = await fetch(`${ours[1]}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { Origin: ours[1]!, "Content-Type": "application/json" },
      body: JSON.stringify({ ...account, image: "/images/placeholder-avatar.svg" }),
    });
    expect(signUp.status, await signUp.text()).toBe(200);

    const post = (at: string, origin: string, path: string, form: Record<string, string>) =>
      fetch(`${at}${path}`, {
        method: "POST",
        headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(form).toString(),
        redirect: "manual",
      });
    for (const at of ours) {
      for (const origin of ours) {
        const what = `posted to ${at} from ${origin}`;
        const contact = await post(at, origin, "/contact", {
          name: "Lou Local",
          email: account.email,
          message: "Hello from this machine.",
        });
        expect(contact.status, what).toBe(200);
        expect(await contact.text(), what).toContain(CONTACT_SUCCESS);
        const login = await post(at, origin, "/login", { email: account.email, password: account.password });
        expect(login.status, what).toBe(302);
        expect(
          login.headers.getSetCookie().some((cookie) => cookie.includes("session_token=")),
          what,
        ).toBe(true);
      }
      const elsewhere = await post(at, "http://127.0.0.1:1", "/contact", {
        name: "Eve",
        email: "eve@example.com",
        message: "From another port.",
      });
      expect(elsewhere.status, `posted to ${at} from another port`).toBe(403);
    }
  });
});
