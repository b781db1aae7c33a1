// The benchmark's pure parts (npm run bench itself is not a test: it measures a noisy machine).
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { SERVER_NODE_FLAGS } from "../../scripts/bench/app.js";
import { formatShare, markdownTable, summarizeRuns, throughputCell, verdict } from "../../scripts/bench/format.js";
import { assertLoopback } from "../../scripts/bench/http.js";
import { pageScripts, scriptUrlsInHtml, staticImports } from "../../scripts/bench/js-bytes.js";
import { lighthouseRow } from "../../scripts/bench/lighthouse.js";
import { pageFile } from "../../scripts/bench/nginx.js";
import { parseDuration, parseWrkOutput } from "../../scripts/bench/wrk.js";

const WRK_OUTPUT = `Running 5s test @ http://127.0.0.1:4401/blogs
  2 threads and 50 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     5.66ms   10.09ms  64.83ms   87.85%
    Req/Sec     3.35k     2.26k    7.22k    70.00%
  Latency Distribution
     50%  910.00us
     75%    5.70ms
     90%   18.54ms
     99%    1.25s
  3365 requests in 5.05s, 430.48KB read
  Socket errors: connect 0, read 2, write 0, timeout 3
  Non-2xx or 3xx responses: 7
Requests/sec:    666.34
Transfer/sec:     85.30KB
`;

describe("wrk's report", () => {
  it("gives req/s, mean, median and p99 latency in milliseconds, and the failed responses", () => {
    expect(parseWrkOutput(WRK_OUTPUT)).toEqual({
      requestsPerSecond: 666.34,
      requests: 3365,
      seconds: 5.05,
      meanMs: 5.66,
      p50Ms: 0.91,
      p99Ms: 1250,
      socketErrors: 5,
      non2xx: 7,
    });
  });

  it("has no latency when no request finished, and refuses text that is not a wrk report", () => {
    const idle = WRK_OUTPUT.replace("3365 requests in", "0 requests in")
      .replace(/ *Socket errors.*\n/, "")
      .replace(/ *Non-2xx.*\n/, "");
    expect(parseWrkOutput(idle)).toMatchObject({ requests: 0, p99Ms: NaN, socketErrors: 0, non2xx: 0 });
    expect(() => parseWrkOutput("unable to connect to 127.0.0.1:4401 Connection refused")).toThrow(/not understood/);
    expect(parseDuration("2.00m")).toBe(120_000);
    expect(() => parseDuration("3 parsecs")).toThrow(/not understood/);
  });

  it("summarises rounds by their median and counts every failure", () => {
    const run = (requestsPerSecond: number, p99Ms: number, non2xx = 0) => ({
      requestsPerSecond,
      p99Ms,
      meanMs: 1,
      non2xx,
      socketErrors: 0,
    });
    const summary = summarizeRuns([run(100, 9), run(300, 30, 2), run(200, 12)]);
    expect(summary).toEqual({ requestsPerSecond: 200, p99Ms: 12, meanMs: 1, failures: 2 });
    expect(throughputCell(summary)).toBe("200 req/s, p99 12 ms (2 failed)");
    expect(throughputCell(summarizeRuns([run(43_666.4, 1.234)]))).toBe("43,666 req/s, p99 1.23 ms");
  });
});

describe("printed tables", () => {
  it("are Markdown with shares in percent and each goal marked met or not", () => {
    expect(
      markdownTable(
        ["page", "app / bare", "goal"],
        [
          ["`/`", formatShare(712 / 43_666), verdict(false, "≥ 50 %")],
          ["`/blogs`", formatShare(0.5), verdict(true, "≥ 50 %")],
        ],
      ),
    ).toBe(
      [
        "| page | app / bare | goal |",
        "| --- | --- | --- |",
        "| `/` | 1.6 % | ✗ ≥ 50 % |",
        "| `/blogs` | 50.0 % | ✓ ≥ 50 % |",
      ].join("\n"),
    );
    expect(formatShare(52 / 43_666)).toBe("0.12 %");
    expect(formatShare(NaN)).toBe("–");
  });

  it("show Lighthouse's four scores, FCP/LCP in seconds, TBT in ms, CLS, and the failing non-performance audits", () => {
    const lhr = {
      categories: {
        performance: { score: 0.88, auditRefs: [{ id: "largest-contentful-paint", weight: 25 }] },
        accessibility: {
          score: 0.97,
          auditRefs: [
            { id: "heading-order", weight: 3 },
            { id: "color-contrast", weight: 7 },
            { id: "tabindex", weight: 0 },
          ],
        },
        "best-practices": { score: 1, auditRefs: [] },
        seo: { score: 1, auditRefs: [] },
      },
      audits: {
        "first-contentful-paint": { numericValue: 2240 },
        "largest-contentful-paint": { numericValue: 3010, score: 0 },
        "total-blocking-time": { numericValue: 40 },
        "cumulative-layout-shift": { numericValue: 0.0012 },
        "heading-order": { score: 0 },
        "color-contrast": { score: 1 },
        tabindex: { score: 0 },
      },
    };
    expect(lighthouseRow("/blogs", lhr)).toEqual([
      "`/blogs`",
      "88",
      "97",
      "100",
      "100",
      "2.2 s",
      "3.0 s",
      "40 ms",
      "0.001",
      "heading-order",
    ]);
  });
});

describe("JavaScript a page loads", () => {
  const html = `<!DOCTYPE html><html><head>
    <link rel="modulepreload" href="/assets/entry.client-A.js"/><link rel=stylesheet href="/assets/root.css">
    <link href='/assets/root-B.js' rel='modulepreload'>
    <script async src="https://chat.example.com/widget.js"></script>
    </head><body><script nonce="n">window.__ctx = {"import":"x.js"}</script>
    <script type="module" nonce="n">import "/assets/manifest-C.js";
    import * as route0 from "/assets/root-B.js";
    import("/assets/lazy-D.js");</script></body></html>`;

  it("is every script tag, module preload and module the inline module scripts import, once each, absolute", () => {
    expect(scriptUrlsInHtml(html, "http://127.0.0.1:4400/blogs")).toEqual([
      "https://chat.example.com/widget.js",
      "http://127.0.0.1:4400/assets/entry.client-A.js",
      "http://127.0.0.1:4400/assets/root-B.js",
      "http://127.0.0.1:4400/assets/manifest-C.js",
    ]);
  });

  it("follows minified static imports and exports but not import() or property names", () => {
    expect(
      staticImports(
        `import{j as e}from"./jsx-E.js";import"./side-F.js";export{a as b}from"./re-G.js";const m=import("./lazy-H.js");x.import("./no.js")`,
      ),
    ).toEqual(["./jsx-E.js", "./side-F.js", "./re-G.js"]);
  });

  it("counts each file's gzip bytes once, following imports relative to the importing file", async () => {
    const files: Record<string, string> = {
      "http://s/assets/entry.client-A.js": `import{r}from"./chunk-R.js";export const a=1;`,
      "http://s/assets/root-B.js": `import{r}from"./chunk-R.js";import"/assets/deep/leaf-L.js";`,
      "http://s/assets/manifest-C.js": "window.m={}",
      "http://s/assets/chunk-R.js": "export const r=" + "1".repeat(5000),
      "http://s/assets/deep/leaf-L.js": "export{}",
      "https://chat.example.com/widget.js": "chat()",
    };
    const fetched: string[] = [];
    const scripts = await pageScripts(html, "http://s/blogs", async (url: string) => {
      fetched.push(url);
      const code = files[url];
      if (code === undefined) throw new Error(`unexpected fetch ${url}`);
      return code;
    });
    expect(fetched.sort()).toEqual(Object.keys(files).sort());
    const chunk = scripts.find((s) => s.url?.endsWith("chunk-R.js"));
    expect(chunk).toEqual({
      url: "http://s/assets/chunk-R.js",
      bytes: 5015,
      gzipBytes: gzipSync(files["http://s/assets/chunk-R.js"]!, { level: 9 }).length,
    });
  });
});

describe("nginx's copy of the pages", () => {
  it("puts / in index.html and every other page at its path", () => {
    expect(pageFile("/")).toBe("index.html");
    expect(pageFile("/services/web-development")).toBe("services/web-development");
  });
});

describe("targets", () => {
  it("are only this machine", () => {
    expect(() => assertLoopback("http://127.0.0.1:4400/")).not.toThrow();
    expect(() => assertLoopback("http://[::1]:4400/")).not.toThrow();
    expect(() => assertLoopback("http://example.com/")).toThrow(/only targets this machine/);
  });
});

describe("the production node flags", () => {
  it("are the same in package.json's start and serve, the systemd unit, and the benchmark's server", () => {
    const flags = SERVER_NODE_FLAGS.join(" ");
    const scripts = JSON.parse(readFileSync("package.json", "utf8")).scripts;
    expect(scripts.start).toBe(`exec node ${flags} scripts/start.js`);
    expect(scripts.serve).toBe(`NODE_ENV=production exec node --import ./scripts/site-env.js ${flags} server.js`);
    expect(readFileSync("deploy/skyline-site@.service", "utf8")).toContain(
      `\nExecStart=/usr/bin/env node ${flags} server.js\n`,
    );
  });
});
