import { expect, test } from "@playwright/test";
import { DatabaseSync } from "node:sqlite";
import { NoSenderAddressError } from "#server/mail/transport";
import { smtpUrlFor, startSmtpServer } from "../support/mail-stand-ins";
import { logRecords, startSite } from "../support/site-server";

// The production server and a real local SMTP server that wants a login (no browser): desktop project only.

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
