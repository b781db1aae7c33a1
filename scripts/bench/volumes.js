// A site that has lived a few busy years (issue 25): bulk rows for the dashboard benchmark, written
// straight into a database the app has already made (its own migrations ran at start), in batches
// of INSERT … SELECT over a number series, on SQLite and on PostgreSQL.
import { DatabaseSync } from "node:sqlite";
import pg from "pg";

export const VOLUMES = {
  messages: 100_000,
  accounts: 20_000,
  activity: 100_000,
  blogs: 10_000,
  "visit events": 3_000_000,
};

/** The counted visits (issue 42): 90 days of a busy site, one stored event per view (none merged in a batch). */
const VISIT_DAYS = 90;
const VISIT_PAGES = [
  "/",
  "/about",
  "/services",
  "/services/web-development",
  "/blogs",
  "/contact",
  "/blogs/bench-post-1",
];
const REFERRERS = ["", "", "", "google.com", "facebook.com", "bing.com", "linkedin.com"];

/** One message in SPAM_EVERY is spam (a spam wave is a share of the inbox). */
const SPAM_EVERY = 8;
/** The admins who wrote the activity log (only admins write it). */
const ADMINS = 12;
const BATCH = 10_000;
/** The newest bench row is a day old; each older one a minute before it. */
const NEWEST_SECONDS = Math.floor(Date.now() / 1000) - 86_400;

const ARTICLE = `${"We build fast, accessible websites for companies in Dhaka and beyond. ".repeat(45)}\n`;
const TAGS = ["SEO", "Web Development", "Digital Marketing", "Graphic Design", "Apps Development"];

/** What differs between the two databases: the number series, ISO times (and Better Auth's timestamps), booleans and parameters. */
const DIALECTS = {
  sqlite: {
    series: (from, to) =>
      `(WITH RECURSIVE s(i) AS (SELECT ${from} UNION ALL SELECT i + 1 FROM s WHERE i < ${to}) SELECT i FROM s) AS n`,
    iso: (seconds) => `strftime('%Y-%m-%dT%H:%M:%fZ', ${seconds}, 'unixepoch')`,
    day: (seconds) => `strftime('%Y-%m-%d', ${seconds} + 21600, 'unixepoch')`,
    tab: "char(9)",
    timestamp: (iso) => iso,
    bool: (value) => (value ? "1" : "0"),
    param: () => "?",
  },
  postgres: {
    series: (from, to) => `generate_series(${from}, ${to}) AS n(i)`,
    iso: (seconds) => `to_char(to_timestamp(${seconds}) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
    day: (seconds) => `to_char(to_timestamp(${seconds}) AT TIME ZONE 'Asia/Dhaka', 'YYYY-MM-DD')`,
    tab: "chr(9)",
    timestamp: (iso) => `(${iso})::timestamptz`,
    bool: (value) => (value ? "true" : "false"),
    param: () => "$1",
  },
};

/** Row i of `total` (1 = the oldest) was made this ISO time. */
const createdAt = (d, total) => d.iso(`${NEWEST_SECONDS} - (${total} - n.i) * 60`);

/** The INSERT … SELECT of each table for rows `from`…`to` of its volume. */
const INSERTS = {
  messages: (d, from, to) => {
    const at = createdAt(d, VOLUMES.messages);
    return `INSERT INTO contact_messages (name, email, message, created_at, read_at, status, attempts, next_attempt_at, delivered_at, spam_reason, plan)
      SELECT 'Client ' || n.i, 'client' || n.i || '@example.com',
        'Hello, this is client ' || n.i || '. We need a new website for our shop in Uttara, with a catalogue, online payments and delivery tracking. Could you send us a quote and a timeline? Thank you.',
        ${at}, CASE WHEN n.i % 5 = 0 THEN NULL ELSE ${at} END,
        CASE WHEN n.i % ${SPAM_EVERY} = 0 THEN 'held' ELSE 'delivered' END,
        CASE WHEN n.i % ${SPAM_EVERY} = 0 THEN 0 ELSE 1 END, ${at},
        CASE WHEN n.i % ${SPAM_EVERY} = 0 THEN NULL ELSE ${at} END,
        CASE WHEN n.i % ${SPAM_EVERY} = 0 THEN 'too fast' ELSE NULL END,
        CASE WHEN n.i % 3 = 0 THEN 'Web Development – Basic' ELSE NULL END
      FROM ${d.series(from, to)}`;
  },
  accounts: (d, from, to) => {
    const at = createdAt(d, VOLUMES.accounts);
    return `INSERT INTO "user" (id, name, email, "emailVerified", image, role, "profileSavedAt", "createdAt", "updatedAt")
      SELECT 'bench-' || n.i, 'Person ' || n.i, 'person' || n.i || '@example.com', ${d.bool(false)}, NULL, 'user', ${at}, ${d.timestamp(at)}, ${d.timestamp(at)}
      FROM ${d.series(from, to)}`;
  },
  // Only admins write the log: a staff of a dozen over the years.
  activity: (d, from, to) =>
    `INSERT INTO activity_log (actor, action, entity, entity_id, summary, created_at)
      SELECT 'admin' || (n.i % ${ADMINS} + 1) || '@example.com', 'update', 'blog', '' || (n.i % ${VOLUMES.blogs} + 1),
        'Updated the blog post Bench post ' || (n.i % ${VOLUMES.blogs} + 1), ${createdAt(d, VOLUMES.activity)}
      FROM ${d.series(from, to)}`,
  blogs: (d, from, to) => {
    const at = createdAt(d, VOLUMES.blogs);
    const tag = `CASE n.i % 5 ${TAGS.map((t, k) => `WHEN ${k} THEN '${t}'`).join(" ")} END`;
    return `INSERT INTO blogs (title, description, image, tag, link, email, body, slug, created_at, updated_at)
      SELECT 'Bench post ' || n.i || ': ' || ${tag}, 'What we learnt on project ' || n.i || '.', '/images/blogs/blog-1.webp', ${tag},
        NULL, 'admin@example.com', ${d.param()}, 'bench-post-' || n.i, ${at}, ${at}
      FROM ${d.series(from, to)}`;
  },
};

/** CASE n.i % k of a list of texts. */
const pick = (list, k = list.length) => `CASE n.i % ${k} ${list.map((v, i) => `WHEN ${i} THEN '${v}'`).join(" ")} END`;

// Visit events: spread evenly over the last VISIT_DAYS days (the newest now), pages in both
// languages, a few referrers, one view in ten from a campaign, three devices.
INSERTS["visit events"] = (d, from, to) => {
  const seconds = `${NEWEST_SECONDS + 86_400} - (CAST(n.i AS BIGINT) * ${VISIT_DAYS * 86_400} / ${VOLUMES["visit events"]})`;
  const campaign = (value) => `CASE WHEN n.i % 10 = 0 THEN '${value}' ELSE '' END`;
  return `INSERT INTO visit_events (at, day, kind, path, locale, referrer, utm_source, utm_medium, utm_campaign, device, count)
    SELECT ${d.iso(seconds)}, ${d.day(seconds)}, 'view',
      CASE WHEN n.i % 3 = 0 THEN '/bn' ELSE '' END || ${pick(VISIT_PAGES)},
      CASE WHEN n.i % 3 = 0 THEN 'bn' ELSE 'en' END, ${pick(REFERRERS)},
      ${campaign("facebook")}, ${campaign("social")}, ${campaign("eid")}, ${pick(["mobile", "mobile", "desktop", "tablet"])}, 1
    FROM ${d.series(from, to)}`;
};

/** The daily totals of the stored events, per dimension (the writer's sums; visitors a third of the views). */
function visitTotalStatements(dialect) {
  const { tab } = DIALECTS[dialect];
  const values = {
    all: "''",
    page: "path",
    locale: "locale",
    source: "CASE WHEN utm_source <> '' THEN utm_source ELSE referrer END",
    referrer: "referrer",
    campaign: `CASE WHEN utm_source <> '' THEN utm_source || ${tab} || utm_medium || ${tab} || utm_campaign ELSE '' END`,
    device: "device",
  };
  return Object.entries(values).map(
    ([dimension, value]) =>
      `INSERT INTO visit_totals (day, dimension, value, views, visitors)
        SELECT day, '${dimension}', ${value}, sum(count), ${dimension === "page" ? "0" : "sum(count) / 3"}
        FROM visit_events GROUP BY day${dimension === "all" ? "" : `, ${value}`}`,
  );
}

/**
 * The statements that fill `table` with its volume on `dialect`, with their parameters (row i of the
 * messages is "client i" — client1@example.com the oldest).
 */
export function volumeStatements(dialect, table) {
  const statements = [];
  for (let from = 1; from <= VOLUMES[table]; from += BATCH) {
    const sql = INSERTS[table](DIALECTS[dialect], from, Math.min(VOLUMES[table], from + BATCH - 1));
    statements.push({ sql, params: table === "blogs" ? [ARTICLE] : [] });
  }
  return statements;
}

/**
 * The leads of the bench's messages (issue 41: one per person): every address is a client's own, so
 * each message outside Spam is a lead of its own, most New, some Contacted or Quoted.
 */
function leadStatements(dialect) {
  const statements = [
    `INSERT INTO leads (id, email_key, status, created_at, last_message_id)
      SELECT id, lower(email), CASE id % 5 WHEN 0 THEN 'contacted' WHEN 1 THEN 'quoted' ELSE 'new' END, created_at, id
      FROM contact_messages WHERE spam_reason IS NULL AND lead_id IS NULL`,
    "UPDATE contact_messages SET lead_id = id WHERE spam_reason IS NULL AND lead_id IS NULL",
  ];
  // Explicit ids leave PostgreSQL's counter behind.
  if (dialect === "postgres")
    statements.push("SELECT setval(pg_get_serial_sequence('leads', 'id'), (SELECT max(id) FROM leads))");
  return statements;
}

/** Runs every table's batches through `run(sql, params)`, then makes the messages' leads; returns the seconds it took. */
async function fill(dialect, run) {
  const started = performance.now();
  for (const table of Object.keys(VOLUMES)) {
    for (const { sql, params } of volumeStatements(dialect, table)) await run(sql, params);
  }
  for (const sql of leadStatements(dialect)) await run(sql, []);
  for (const sql of visitTotalStatements(dialect)) await run(sql, []);
  return (performance.now() - started) / 1000;
}

export async function fillSqlite(file) {
  const db = new DatabaseSync(file);
  try {
    db.exec("BEGIN");
    const seconds = await fill("sqlite", (sql, params) => db.prepare(sql).run(...params));
    db.exec("COMMIT");
    return seconds;
  } finally {
    db.close();
  }
}

export async function fillPostgres(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("BEGIN");
    const seconds = await fill("postgres", (sql, params) => client.query(sql, params));
    await client.query("COMMIT");
    // What autovacuum does soon after a bulk load: the planner's statistics, and the visibility
    // map that lets a count read an index alone.
    await client.query("VACUUM ANALYZE");
    return seconds;
  } finally {
    await client.end();
  }
}

/** A fresh PostgreSQL database on the server of `adminUrl` (a loopback one); `drop` removes it. */
export async function freshPostgresDatabase(adminUrl) {
  const name = `bench_dashboard_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
