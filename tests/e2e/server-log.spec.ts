import { expect, test } from "@playwright/test";
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
    // A form posted to a page from another site: React Router refuses it and reports an error.
    const crossSitePost = await fetch(`${site.url}/about`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", Origin: "https://evil.example" }, body: "a=b" });
    expect(crossSitePost.status).toBe(400);
  } finally {
    // Stopped first: the request log is written in batches, and all of it is out once the process ends.
    await site.stop();
  }

  const lines = site.output().split("\n").filter((line) => line !== "");
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
  // Better Auth's message at its own level (error), the visitor's text inside it as data.
  expect(records).toContainEqual(expect.objectContaining({ level: 50, source: "better-auth", msg: `Invalid callbackURL: ${callbackURL}` }));
  // React Router's report of the refused post, with the error's message and stack as fields.
  const reported = records.find((record) => record.source === "console" && String(record.msg).includes("origin does not match"));
  expect(reported).toMatchObject({ level: 50, details: [expect.objectContaining({ type: "Error", stack: expect.stringContaining("Error:") })] });
});
