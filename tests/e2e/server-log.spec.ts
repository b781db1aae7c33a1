import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { abandonedRequest } from "../support/requests-in-flight";
import { logRecords, startSite } from "../support/site-server";

/**
 * Issue 21 item 1: whatever a request carries, every line the production server writes is one JSON
 * object (pino) — Better Auth's messages and the errors React Router reports included — so nobody
 * can add a line of their own to the log. Process-level: no browser, desktop project only.
 */

const FORGED = '{"level":30,"msg":"FORGED admin login ok"}';

test("a request's text never becomes a line of its own in the server's output @desktop", async () => {
  const site = await startSite(undefined, { LOG_LEVEL: "info" });
  const callbackURL = `zz\n${FORGED}`;
  try {
    const signIn = await fetch(`${site.url}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", Origin: site.url },
      body: JSON.stringify({ email: "someone@example.com", password: "Secret12", callbackURL }),
    });
    expect(signIn.status).toBe(403);
    // A form posted to a page that takes none: React Router refuses it (405) and reports it.
    const postToPage = await fetch(`${site.url}/about?x=${encodeURIComponent(`\n${FORGED}`)}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", Origin: site.url },
      body: "a=b",
    });
    expect(postToPage.status).toBe(405);
  } finally {
    // Stopped first: the request log is written in batches, and all of it is out once the process ends.
    await site.stop();
  }

  const lines = site
    .output()
    .split("\n")
    .filter((line) => line !== "");
  const notJson = lines.filter((line) => {
    try {
      return typeof JSON.parse(line) !== "object";
    } catch {
      return true;
    }
  });
  expect(notJson, "lines that are not one JSON object").toEqual([]);
  expect(lines).not.toContain(FORGED);
  const records = logRecords(site);
  // Better Auth's refusal as a warning (the visitor's mistake, not the server's), the visitor's text inside it as data.
  expect(records).toContainEqual(
    expect.objectContaining({ level: 40, source: "better-auth", msg: `Invalid callbackURL: ${callbackURL}` }),
  );
  // React Router's report of the refused post: a warning, one line.
  expect(records).toContainEqual(
    expect.objectContaining({ level: 40, source: "console", msg: "POST /about: 405 Method Not Allowed" }),
  );
  // Nothing a visitor did here is an error of the server.
  expect(records.filter((record) => Number(record.level) >= 50)).toEqual([]);
});

test("a request its visitor abandons (a sign-in form posted, then the browser sent elsewhere) is logged and counted as 499, not as a server error @desktop", async () => {
  const token = randomUUID() + randomUUID();
  const site = await startSite(undefined, { LOG_LEVEL: "info", METRICS_TOKEN: token });
  try {
    const form = new URLSearchParams({ email: "someone@example.com", password: "Secret12" }).toString();
    const formHeaders = { "Content-Type": "application/x-www-form-urlencoded", Origin: site.url };
    await abandonedRequest(site, "POST", "/login", formHeaders, form);
    // The same through the API.
    await abandonedRequest(
      site,
      "POST",
      "/api/auth/sign-in/email",
      { "Content-Type": "application/json", Origin: site.url },
      JSON.stringify({ email: "someone@example.com", password: "Secret12" }),
    );
    const requestLines = () =>
      logRecords(site)
        .filter((record) => record.msg === "request" && record.path !== "/api/health")
        .map(({ level, method, path, status, abandoned }) => ({ level, method, path, status, abandoned }));
    await expect.poll(requestLines).toEqual(
      expect.arrayContaining([
        { level: 30, method: "POST", path: "/login", status: 499, abandoned: true },
        { level: 30, method: "POST", path: "/api/auth/sign-in/email", status: 499, abandoned: true },
      ]),
    );
    expect(requestLines()).toHaveLength(2);

    const metrics = await fetch(`${site.url}/metrics`, { headers: { authorization: `Bearer ${token}` } });
    const counted = (await metrics.text()).split("\n").filter((line) => line.startsWith("http_requests_total{"));
    expect(counted).toEqual(
      expect.arrayContaining([
        'http_requests_total{method="POST",route="/*",status="499"} 1',
        'http_requests_total{method="POST",route="/api/auth/sign-in/email",status="499"} 1',
      ]),
    );
    expect(counted.filter((line) => /status="5\d\d"/.test(line))).toEqual([]);
  } finally {
    await site.stop();
  }
  // Nothing the visitors did here is an error of the server.
  expect(logRecords(site).filter((record) => Number(record.level) >= 50)).toEqual([]);
});
