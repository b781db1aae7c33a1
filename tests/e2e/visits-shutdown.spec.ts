import { DatabaseSync } from "node:sqlite";
import { expect, test } from "@playwright/test";
import { readyProcesses, startSite, startSiteOn } from "../support/site-server";

// Process-level tests of the visit counter's batches at shutdown (issue 42 item 1, decision 0058; no browser): desktop project only.

const PHONE =
  "Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

/** `count` page views from a phone's browser, the stored pages answering all but the first of each. */
async function visit(url: string, count: number) {
  for (let i = 0; i < count; i++) {
    const res = await fetch(`${url}${["/", "/about", "/bn/services"][i % 3]}`, { headers: { "user-agent": PHONE } });
    expect(res.status).toBe(200);
    await res.arrayBuffer();
  }
}

/** The views the database holds in its daily totals. */
function storedViews(file: string): number {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    const row = db.prepare("select coalesce(sum(views), 0) as views from visit_totals where dimension = 'all'").get();
    return Number(row!.views);
  } finally {
    db.close();
  }
}

test("SIGTERM writes every worker's last batch; kill -9 loses the batch not yet written and nothing before it @desktop", async () => {
  test.setTimeout(120_000);
  // No timed batch during the test: whatever is stored was written at shutdown.
  const env = { VISIT_FLUSH_SECONDS: "300", WORKERS: "2", LOG_LEVEL: "info" };
  const site = await startSite(undefined, env);
  try {
    await expect.poll(() => readyProcesses(site), { timeout: 30_000 }).toBe(2);
    await visit(site.url, 40);
    site.child.kill("SIGTERM");
    expect(await site.exited).toBe(0);
    expect(storedViews(site.file)).toBe(40);

    const again = await startSiteOn(site.databaseUrl, { VISIT_FLUSH_SECONDS: "300" });
    await visit(again.url, 15);
    again.child.kill("SIGKILL");
    await again.exited;
    // The 15 views were still in memory: lost. The 40 written before are intact.
    expect(storedViews(site.file)).toBe(40);

    // The database takes the next batches as before.
    const third = await startSiteOn(site.databaseUrl, { VISIT_FLUSH_SECONDS: "0.2" });
    try {
      await visit(third.url, 5);
      await expect.poll(() => storedViews(site.file), { timeout: 10_000 }).toBe(45);
    } finally {
      await third.stop();
    }
  } finally {
    await site.stop();
  }
});
