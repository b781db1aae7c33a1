import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { tmpdir, userInfo } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { expect, test } from "@playwright/test";
import { openDatabase } from "#server/db/connect";
import { migrateToLatest } from "#server/db/migrate";
import { seedDemoContent } from "#server/db/seed";
import { NoSenderAddressError } from "#server/mail/transport";
import { smtpUrlFor, startSmtpServer } from "../support/mail-stand-ins";
import {
  createAdminAccount,
  launchSite,
  logRecords,
  type SiteProcess,
  type StartedSite,
  startSite,
  startSiteOn,
} from "../support/site-server";
import { signedInPage } from "./admin-site";
import { alertDialog, expectFitsViewport, expectNoAxeViolations, gotoHydrated, logIn, menuToggle } from "./helpers";
import { saveSettings } from "./site-mail";

// What an operator sees when the server cannot start: one plain message naming what is wrong and
// what to do, and an exit code a service manager notices (issue 23, items 8, 9 and 10). And what
// it sees when the server starts with mail that cannot go yet, and after a restart (the end).

const AUTH_SECRET = "start-up-failures-secret-0123456789abcdef";

/** The exit code, once the process has ended; fails if it is still running after `ms` (a restart loop). */
async function exitCode(site: SiteProcess, ms = 30_000): Promise<number | null> {
  let timer: NodeJS.Timeout | undefined;
  const gaveUp = new Promise<"running">((resolve) => (timer = setTimeout(() => resolve("running"), ms)));
  const code = await Promise.race([site.exited, gaveUp]);
  clearTimeout(timer);
  if (code === "running") {
    site.child.kill("SIGKILL");
    throw new Error(`the server was still running after ${ms} ms:\n${site.output()}`);
  }
  return code;
}

/** What each line the process printed says: a log line's message, or a plain line as it is. */
const lines = (site: SiteProcess) =>
  site
    .output()
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => (line.startsWith("{") ? (JSON.parse(line) as { msg: string }).msg : line));

let dir: string;
test.beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "site-start-"));
});
test.afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

test.describe("a port in use", () => {
  let taken: Server;
  let port: number;
  test.beforeEach(async () => {
    taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve));
    port = (taken.address() as { port: number }).port;
  });
  test.afterEach(async () => {
    await new Promise((resolve) => taken.close(resolve));
  });

  for (const workers of ["1", "2"]) {
    test(`WORKERS=${workers}: the server exits non-zero with one line naming the port, before it opens the database @desktop`, async () => {
      const file = join(dir, "site.db");
      const site = await launchSite(`file:${file}`, {
        PORT: String(port),
        WORKERS: workers,
        AUTH_SECRET,
      });
      expect(await exitCode(site)).toBe(1);
      const errors = logRecords(site).filter((record) => Number(record.level) >= 50);
      expect(errors.map((record) => record.msg)).toEqual([
        `Port ${port} is already in use (another program, or the site is already running). Stop that program, or set PORT to a free port.`,
      ]);
      expect(site.output()).not.toMatch(/EADDRINUSE|\n\s+at /);
      // The port is tried first: no database was opened (CREATE_DATABASE=1 would have made the file), none migrated or seeded.
      expect(existsSync(file)).toBe(false);
    });
  }
});

test.describe("DATABASE_URL", () => {
  test("a file in a folder that does not exist: no new site, no folder, a message naming the folder @desktop", async () => {
    const site = await launchSite(`file:${join(dir, "typo", "site.db")}`, { AUTH_SECRET });
    expect(await exitCode(site)).toBe(1);
    expect(lines(site)).toEqual([
      `Could not start the site: There is no folder ${join(dir, "typo")} for the database ${join(dir, "typo", "site.db")}. Check DATABASE_URL; if the path is right, create the folder first (mkdir -p ${join(dir, "typo")}).`,
    ]);
    expect(existsSync(join(dir, "typo"))).toBe(false);
  });

  test("a file that does not exist (a typo): no new site, a message naming the file and CREATE_DATABASE=1, which makes it @desktop", async () => {
    const file = join(dir, "sitee.db");
    const refused = await launchSite(`file:${file}`, { AUTH_SECRET, CREATE_DATABASE: "" });
    expect(await exitCode(refused)).toBe(1);
    expect(lines(refused)).toEqual([
      `Could not start the site: There is no database ${file}. Check DATABASE_URL; to make a new, empty site in this file, set CREATE_DATABASE=1.`,
    ]);
    expect(existsSync(file)).toBe(false);

    const created = await launchSite(`file:${file}`, { AUTH_SECRET, CREATE_DATABASE: "1", LOG_LEVEL: "info" });
    await created.waitUntilServing();
    created.child.kill("SIGTERM");
    await created.exited;
    expect(logRecords(created)).toContainEqual(
      expect.objectContaining({ database: `SQLite database ${file}`, created: true }),
    );
    expect(existsSync(file)).toBe(true);
  });

  test("a path without file: suggests file:PATH @desktop", async () => {
    const site = await launchSite("data/other.db", { AUTH_SECRET });
    expect(await exitCode(site)).toBe(1);
    expect(lines(site)).toEqual([
      "Could not start the site: DATABASE_URL=data/other.db is a path, not an address: for a SQLite file write DATABASE_URL=file:data/other.db",
    ]);
  });

  test("the log names the database and says when it was just created @desktop", async () => {
    const file = join(dir, "site.db");
    const using = async () => {
      const site = await launchSite(`file:${file}`, { AUTH_SECRET, LOG_LEVEL: "info" });
      await site.waitUntilServing();
      site.child.kill("SIGTERM");
      await site.exited;
      return logRecords(site).find((record) => typeof record.database === "string" && "created" in record);
    };
    expect(await using()).toMatchObject({
      database: `SQLite database ${file}`,
      created: true,
      msg: `created a new, empty SQLite database ${file}`,
    });
    expect(await using()).toMatchObject({
      database: `SQLite database ${file}`,
      created: false,
      msg: `using the SQLite database ${file}`,
    });
  });

  test("a PostgreSQL database that does not exist: suggests createdb @desktop", async () => {
    test.skip(!process.env.TEST_DATABASE_URL, "TEST_DATABASE_URL unset");
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = "/no_such_site_db";
    const site = await launchSite(url.href, { AUTH_SECRET });
    expect(await exitCode(site)).toBe(1);
    const user = url.username ? ` -U ${url.username}` : "";
    expect(lines(site)).toEqual([
      `Could not start the site: PostgreSQL on ${url.hostname}:${url.port} has no database "no_such_site_db". Create it (createdb -h ${url.hostname} -p ${url.port}${user} no_such_site_db) or correct DATABASE_URL.`,
    ]);
  });
});

// Tests run as root, and root may write anything: these start the server without root's power to
// pass over permissions (setpriv drops CAP_DAC_OVERRIDE, CAP_DAC_READ_SEARCH and CAP_FOWNER), so
// the files' modes and owners bind it as they bind a service account. Still root, it reads the
// checkout wherever it is (a service account could not read a clone in a 0700 temporary folder).
test.describe("a data folder the site's user cannot write", () => {
  test.skip(userInfo().uid !== 0, "needs root to start the server without root's override");
  const withoutOverride = [
    "setpriv",
    "--inh-caps=-dac_override,-dac_read_search,-fowner",
    "--bounding-set=-dac_override,-dac_read_search,-fowner",
  ];
  const user = userInfo().username;
  const nobody = { uid: 65534, gid: 65534 };

  test("a folder owned by another user: the message names the folder, the user and the fix @desktop", async () => {
    chmodSync(dir, 0o755);
    const data = join(dir, "data");
    mkdirSync(data, { mode: 0o755 });
    chownSync(data, nobody.uid, nobody.gid);
    const site = await launchSite(`file:${join(data, "site.db")}`, { AUTH_SECRET }, { runAs: withoutOverride });
    expect(await exitCode(site)).toBe(1);
    expect(lines(site)).toEqual([
      `Could not start the site: The site runs as user ${user}, who cannot write ${data}. Give that user write access (sudo chown ${user} ${data} && sudo chmod u+w ${data}), or run the site as the owner.`,
    ]);
  });

  test("a read-only database file: the message names the file @desktop", async () => {
    chmodSync(dir, 0o755);
    const file = join(dir, "site.db");
    const db = openDatabase({ kind: "sqlite", file });
    await migrateToLatest(db);
    await db.destroy();
    chownSync(file, nobody.uid, nobody.gid);
    chmodSync(file, 0o444);
    const site = await launchSite(`file:${file}`, { AUTH_SECRET }, { runAs: withoutOverride });
    expect(await exitCode(site)).toBe(1);
    expect(lines(site)).toEqual([
      `Could not start the site: The site runs as user ${user}, who cannot write ${file}. Give that user write access (sudo chown ${user} ${file} && sudo chmod u+w ${file}), or run the site as the owner.`,
    ]);
  });
});

// What the server says at start about its mail, and what a restart changes; each test starts the
// server with the settings it is about. With mail that cannot go yet — a login the mail server
// refuses, no address to send from, the demo company's contact inbox — the server starts all the
// same and its log says why; after a restart with settings that work, what waited is e-mailed at
// once; a contact inbox set in the environment wins over the one saved in Settings (the rest of
// Settings: site-settings.spec, on the shared site). A real local SMTP server that wants a login.
test.describe("mail and settings at start", () => {
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

  // The details saved in Settings before a restart (site-settings.spec saves them through the form).
  const SAVED = { companyName: "Padma Web Works", inbox: "sales@padma.example" };
  /** 24 characters, the most the schema takes. */
  const LONGEST_SHORT_NAME = "Padma Web Works Solution";

  test("after a restart the saved details stay; an inbox set in the environment wins and the form says so @desktop", async ({
    browser,
  }) => {
    const admin = { name: "Settings Admin", email: "settings.admin@example.com", password: "Secret12" };
    const site = await startSite(seedDemoContent, { SMTP_URL: smtp.url, AUTH_RATE_LIMIT: "1000" });
    let restarted: StartedSite | undefined;
    try {
      createAdminAccount(site, admin);
      await saveSettings(browser, { ...site, admin }, { companyName: SAVED.companyName, contactInbox: SAVED.inbox });
      await site.child.kill("SIGTERM");
      await site.exited;
      restarted = await startSiteOn(site.databaseUrl, {
        SMTP_URL: smtp.url,
        AUTH_RATE_LIMIT: "1000",
        CONTACT_INBOX: "ops@padma.example",
      });

      const visitor = await browser.newPage({ baseURL: restarted.url });
      await visitor.goto("/");
      await expect(visitor.getByText(`Welcome to ${SAVED.companyName}`)).toBeVisible();
      await visitor.close();

      const page = await signedInPage(browser, restarted, admin);
      await gotoHydrated(page, "/dashboard/settings");
      const inbox = page.getByLabel("Contact inbox", { exact: true });
      await expect(inbox).toHaveValue("ops@padma.example");
      await expect(inbox).not.toBeEditable();
      await expect(inbox).toHaveAccessibleDescription(/Set on the server by CONTACT_INBOX, which wins over this page/);
      // Saving the rest keeps the stored inbox for when the variable goes.
      await page.getByLabel("Short name *", { exact: true }).fill(LONGEST_SHORT_NAME);
      await page.getByRole("button", { name: "Save settings" }).click();
      await expect(alertDialog(page)).toContainText("Settings saved");
      const saved = (await (await page.request.get("/api/settings")).json()) as {
        settings: { contactInbox: string; shortName: string };
      };
      expect(saved.settings).toMatchObject({ contactInbox: SAVED.inbox, shortName: LONGEST_SHORT_NAME });
      // The longest short name the form takes still fits a small phone's header, beside the menu button.
      const phone = await browser.newPage({ baseURL: restarted.url, viewport: { width: 320, height: 640 } });
      await phone.goto("/");
      await expect(phone.getByRole("link", { name: `${SAVED.companyName} — Home` })).toBeVisible();
      await expect(menuToggle(phone, "Open menu")).toBeInViewport({ ratio: 1 });
      await expectFitsViewport(phone, "home with the longest short name", "header");
      await phone.close();

      // A contact message goes to the inbox the environment sets.
      const sent = await page.request.post("/api/contact", {
        data: { name: "Karim", email: "karim@client.example", message: "Where is your office now?" },
        headers: { Origin: restarted.url },
      });
      expect(sent.status()).toBe(200);
      await expect
        .poll(() =>
          smtp.received.filter((mail) => mail.raw.includes("Where is your office now?")).map((mail) => mail.to),
        )
        .toEqual([["ops@padma.example"]]);
      await page.context().close();
    } finally {
      await restarted?.stop();
      await site.stop();
    }
  });
});
