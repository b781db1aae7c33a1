// Lighthouse 12 (mobile, default simulated throttling) on each public page, in Debian's Chromium.
import { formatMs, formatSeconds, markdownTable } from "./format.js";
import { track } from "./processes.js";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const METRICS = [
  "first-contentful-paint",
  "largest-contentful-paint",
  "total-blocking-time",
  "cumulative-layout-shift",
];

/** One Lighthouse result (lhr) → a table row: the four scores (0–100) and FCP, LCP, TBT, CLS. */
export function lighthouseRow(path, lhr) {
  const scores = CATEGORIES.map((c) => {
    const score = lhr.categories[c]?.score;
    return typeof score === "number" ? String(Math.round(score * 100)) : "–";
  });
  const [fcp, lcp, tbt, cls] = METRICS.map((m) => lhr.audits[m]?.numericValue);
  const failing = CATEGORIES.slice(1).flatMap((c) =>
    (lhr.categories[c]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
      .map((ref) => ref.id),
  );
  return [
    `\`${path}\``,
    ...scores,
    formatSeconds(fcp),
    formatSeconds(lcp),
    formatMs(tbt),
    Number.isFinite(cls) ? cls.toFixed(3) : "–",
    failing.join(", ") || "–",
  ];
}

export async function lighthouseTable(baseUrl, paths) {
  // Loaded only when asked for: Lighthouse is large.
  const [{ default: lighthouse }, chromeLauncher] = await Promise.all([
    import("lighthouse"),
    import("chrome-launcher"),
  ]);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  if (chrome.process) track(chrome.process);
  const rows = [];
  let version = "";
  // Lighthouse's own measure of the host's CPU: its 4× slowdown assumes a fast desktop (~1500–2500),
  // so the same page scores lower on a slower host (docs/performance.md, issue 26's run).
  const benchmarkIndexes = [];
  try {
    for (const path of paths) {
      // A busy machine sometimes loses the trace (NO_NAVSTART): such a run is tried again, up to 3 times.
      let lhr;
      for (let attempt = 1; attempt <= 3; attempt++) {
        lhr = (await lighthouse(`${baseUrl}${path}`, { port: chrome.port, output: "json", logLevel: "error" }))?.lhr;
        if (lhr && !lhr.runtimeError) break;
        process.stderr.write(
          `  lighthouse ${path}: ${lhr?.runtimeError?.code ?? "no result"}, attempt ${attempt} of 3\n`,
        );
      }
      if (!lhr || lhr.runtimeError) {
        rows.push([
          `\`${path}\``,
          ...Array(8).fill("–"),
          `Lighthouse failed: ${lhr?.runtimeError?.code ?? "no result"}`,
        ]);
        continue;
      }
      version = lhr.lighthouseVersion;
      benchmarkIndexes.push(Math.round(lhr.environment.benchmarkIndex));
      rows.push(lighthouseRow(path, lhr));
      process.stderr.write(`  lighthouse ${path}: performance ${rows.at(-1)[1]}\n`);
    }
  } finally {
    await chrome.kill();
  }
  const hostIndex = benchmarkIndexes.length
    ? `; host BenchmarkIndex ${Math.min(...benchmarkIndexes)}–${Math.max(...benchmarkIndexes)}`
    : "";
  return `Lighthouse ${version} mobile (default simulated throttling), Chromium at ${CHROMIUM}${hostIndex}\n\n${markdownTable(["page", "Performance", "Accessibility", "Best Practices", "SEO", "FCP", "LCP", "TBT", "CLS", "failing audits (not Performance)"], rows)}`;
}
