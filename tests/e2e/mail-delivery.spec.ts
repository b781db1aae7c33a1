import { expect, test } from "@playwright/test";
import { DatabaseSync } from "node:sqlite";
import { NoSenderAddressError } from "#server/mail/transport";
import { smtpUrlFor, startSmtpServer } from "../support/mail-stand-ins";
import { createAdminAccount, logRecords, startSite } from "../support/site-server";
import { expectNoAxeViolations, logIn } from "./helpers";

// Mail at the server's start: the production server and a real local SMTP server that wants a login,
// each test starting its own server (what it logs, what it sends once it runs); desktop project
// only, a browser for the inbox's word on a message delivered late.

/** The mail account of these tests: its password has characters a URL must encode (@ and :). */
const LOGIN = { user: "site@owner-mail.example", password: "p@ss:word" };

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
test.beforeAll(async () => {
  smtp = await startSmtpServer({ login: LOGIN });
});
test.afterAll(() => smtp?.stop());

test("at start the server logs whether the mail server takes the SMTP login; a refused one is a warning, and the site serves all the same @desktop", async () => {
  const { port } = smtp;
  const refused = await startSite(undefined, {
    SMTP_URL: smtpUrlFor(port, { ...LOGIN, password: "wrong password" }),
    LOG_LEVEL: "info",
  });
  try {
    expect((await fetch(`${refused.url}/api/health`)).status).toBe(200);
    await expect
      .poll(() =>
        logRecords(refused).find(
          (line) => line.level === 40 && String(line.msg).startsWith("The mail server did not take the SMTP login"),
        ),
      )
      .toMatchObject({
        server: `smtp://${LOGIN.user}@127.0.0.1:${port}`,
        reason: expect.stringContaining("535"),
        msg: expect.stringContaining("special characters in the password must be URL-encoded"),
      });
    // Never the password, encoded or not.
    expect(refused.output()).not.toContain("wrong");
  } finally {
    await refused.stop();
  }

  const taken = await startSite(undefined, { SMTP_URL: smtp.url, LOG_LEVEL: "info" });
  try {
    await expect
      .poll(() => logRecords(taken).find((line) => line.msg === "the mail server took the SMTP login"))
      .toMatchObject({ level: 30, server: `smtp://${LOGIN.user}@127.0.0.1:${port}` });
    expect(logRecords(taken).filter((line) => line.level === 40 && String(line.msg).includes("SMTP login"))).toEqual(
      [],
    );
  } finally {
    await taken.stop();
  }
});

test("at start the log says what e-mail waits for: an address to send from, the owner's contact inbox; a server without login is not said to have taken one @desktop", async () => {
  const open = await startSmtpServer({ login: null });
  const site = await startSite(undefined, { SMTP_URL: open.url, LOG_LEVEL: "info" });
  try {
    await expect
      .poll(() => logRecords(site).find((line) => String(line.msg).startsWith("the mail server answered")))
      .toMatchObject({
        level: 30,
        server: `smtp://127.0.0.1:${open.port}`,
        msg: "the mail server answered; SMTP_URL names no user, so no login was tried (a server that wants one refuses each e-mail)",
      });
    expect(logRecords(site).filter((line) => String(line.msg).includes("took the SMTP login"))).toEqual([]);
    const warnings = logRecords(site)
      .filter((line) => line.level === 40)
      .map((line) => line.msg);
    // No MAIL_FROM, no address as login, and the inbox is the demo company's: nothing to send from.
    expect(warnings).toContain(
      `${new NoSenderAddressError().message} Until then every e-mail (contact messages, reset links, new-sign-in notices) waits in the outbox.`,
    );
    expect(warnings).toContain(
      "Contact messages are kept, not e-mailed: the contact inbox is still the demo company's address. Set your own in the dashboard's Settings (or CONTACT_INBOX on the server); the messages that waited are e-mailed then.",
    );
  } finally {
    await site.stop();
    await open.stop();
  }
  // With the owner's inbox set (here by the environment), neither is said.
  const set = await startSite(undefined, {
    SMTP_URL: smtp.url,
    LOG_LEVEL: "info",
    CONTACT_INBOX: "inbox@owner-mail.example",
  });
  try {
    await expect
      .poll(() => logRecords(set).some((line) => line.msg === "the mail server took the SMTP login"))
      .toBe(true);
    expect(logRecords(set).filter((line) => line.level === 40)).toEqual([]);
  } finally {
    await set.stop();
  }
});

test("after a restart, a message waiting an hour for its next try is e-mailed at once @desktop", async () => {
  const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
  const site = await startSite(
    (db) =>
      db
        .insertInto("contact_messages")
        .values({
          name: "Waiting Visitor",
          email: "waiting@client.example",
          message: "Sent while the mail password was wrong.",
          created_at: new Date(Date.now() - 600_000).toISOString(),
          status: "pending",
          attempts: 5,
          last_error: "535 Authentication credentials invalid",
          next_attempt_at: inAnHour,
        })
        .execute(),
    { SMTP_URL: smtp.url, CONTACT_INBOX: "inbox@owner-mail.example" },
  );
  try {
    await expect
      .poll(
        () =>
          smtp.received
            .filter((mail) => mail.raw.includes("Sent while the mail password was wrong."))
            .map((mail) => mail.to),
        { timeout: 10_000 },
      )
      .toEqual([["inbox@owner-mail.example"]]);
    const db = new DatabaseSync(site.file, { readOnly: true });
    try {
      await expect
        .poll(() => db.prepare("select status, attempts from contact_messages").get())
        .toEqual({ status: "delivered", attempts: 6 });
    } finally {
      db.close();
    }
  } finally {
    await site.stop();
  }
});

test("a message stored while delivery was not configured is e-mailed after a restart with SMTP, and the inbox says it was delivered late @desktop", async ({
  browser,
}) => {
  const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000).toISOString();
  const name = "Lena Late";
  // The database as a site without mail settings left it; now it starts with SMTP_URL set.
  const site = await startSite(
    async (db) => {
      const message = { name, email: "lena@example.com", message: "Are you open on Fridays?" };
      await db
        .insertInto("contact_messages")
        .values({ ...message, created_at: twoDaysAgo, status: "not-configured", next_attempt_at: twoDaysAgo })
        .execute();
    },
    { SMTP_URL: smtp.url, CONTACT_INBOX: "inbox@owner-mail.example", AUTH_RATE_LIMIT: "1000" },
  );
  const admin = { name: "Ada Admin", email: "admin.late@example.com", password: "Secret12" };
  createAdminAccount(site, admin);
  const context = await browser.newContext({ baseURL: site.url });
  try {
    await expect
      .poll(() => smtp.received.filter((mail) => mail.raw.includes("Are you open on Fridays?")).length)
      .toBe(1);
    const page = await context.newPage();
    await logIn(page, admin, { path: "/dashboard/messages" });
    const row = page.getByRole("row").filter({ hasText: name });
    await expect(row).toContainText("Delivered late");
    await expect(row).toContainText(/E-mailed \d+ \w+ \d{4}, \d{2}:\d{2} \(Dhaka time\)/);
    await expect(row).not.toContainText("Not sent");
    await expectNoAxeViolations(page);
  } finally {
    await context.close();
    await site.stop();
  }
});
