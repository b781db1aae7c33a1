// Formatting of the printed tables (Markdown, so a run can be pasted into docs/performance.md).

export function formatCount(n) {
  if (!Number.isFinite(n)) return "–";
  return Math.round(n).toLocaleString("en-US");
}

export function formatMs(ms) {
  if (!Number.isFinite(ms)) return "–";
  return ms < 10 ? `${ms.toFixed(2)} ms` : `${Math.round(ms).toLocaleString("en-US")} ms`;
}

/** Milliseconds as seconds: 2240 → "2.2 s". */
export function formatSeconds(ms) {
  return Number.isFinite(ms) ? `${(ms / 1000).toFixed(1)} s` : "–";
}

/** 0.0163 → "1.6 %", 0.00118 → "0.12 %" (two significant digits below 1 %). */
export function formatShare(share) {
  if (!Number.isFinite(share)) return "–";
  const percent = share * 100;
  return `${percent >= 1 ? percent.toFixed(1) : percent.toPrecision(2)} %`;
}

export function formatKb(bytes) {
  return `${(bytes / 1000).toFixed(1)} KB`;
}

/** "✓ goal" when met, "✗ goal" when not. */
export function verdict(met, goal) {
  return `${met ? "✓" : "✗"} ${goal}`;
}

export function markdownTable(headings, rows) {
  const line = (cells) => `| ${cells.join(" | ")} |`;
  return [line(headings), line(headings.map(() => "---")), ...rows.map(line)].join("\n");
}

/** The middle value (mean of the two middle ones), ignoring values that are not numbers. */
export const median = (values) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Several wrk runs of one target → their median req/s and p99, and the failed responses summed. */
export function summarizeRuns(runs) {
  return {
    requestsPerSecond: median(runs.map((r) => r.requestsPerSecond)),
    p99Ms: median(runs.map((r) => r.p99Ms)),
    meanMs: median(runs.map((r) => r.meanMs)),
    failures: runs.reduce((sum, r) => sum + r.non2xx + r.socketErrors, 0),
  };
}

/** req/s and p99 in one cell, with failed responses called out. */
export function throughputCell(summary) {
  const failures = summary.failures > 0 ? ` (${formatCount(summary.failures)} failed)` : "";
  return `${formatCount(summary.requestsPerSecond)} req/s, p99 ${formatMs(summary.p99Ms)}${failures}`;
}
