import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** One finding of the Nu Html Checker, with the page it is on. */
export interface HtmlProblem {
  page: string;
  type: string;
  message: string;
  line?: number;
  extract?: string;
}

/**
 * The Nu Html Checker's jar: the one the `vnu-jar` package ships (its main export is the jar's
 * path), or the one VNU_JAR names.
 */
function vnuJar(): string {
  return process.env.VNU_JAR ?? (createRequire(import.meta.url)("vnu-jar") as string);
}

/**
 * Checks every page's HTML with the Nu Html Checker (the W3C validator, `vnu.jar`) in one run of
 * Java (one JVM start for all the pages, a few seconds): `pages` maps a name (the path) to the
 * page's HTML. Returns everything it reports: errors, warnings (type "info", subType "warning")
 * and notes (type "info"). Java is Debian's (`openjdk-17-jre-headless`; JAVA names another).
 */
export function checkHtml(pages: ReadonlyMap<string, string>): HtmlProblem[] {
  const dir = mkdtempSync(join(tmpdir(), "html-check-"));
  try {
    const files = new Map<string, string>();
    for (const [index, [name, html]] of [...pages].entries()) {
      const file = join(dir, `page-${index}.html`);
      writeFileSync(file, html);
      files.set(`file:${file}`, name);
    }
    const java = process.env.JAVA ?? "java";
    const run = spawnSync(
      java,
      ["-jar", vnuJar(), "--format", "json", ...[...files.keys()].map((url) => url.slice("file:".length))],
      { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
    );
    if (run.error)
      throw new Error(
        `could not run the Nu Html Checker with ${java} (install Debian's openjdk-17-jre-headless): ${run.error.message}`,
      );
    // The checker writes its JSON report on stderr; exit status 1 means it found errors.
    let report: {
      messages: Array<{
        url?: string;
        type: string;
        subType?: string;
        message: string;
        lastLine?: number;
        extract?: string;
      }>;
    };
    try {
      report = JSON.parse(run.stderr) as typeof report;
    } catch {
      throw new Error(`the Nu Html Checker did not report (exit ${run.status}):\n${run.stdout}\n${run.stderr}`);
    }
    return report.messages.map((m) => ({
      page: (m.url && files.get(m.url)) ?? m.url ?? "?",
      type: m.subType ? `${m.type} (${m.subType})` : m.type,
      message: m.message,
      line: m.lastLine,
      extract: m.extract,
    }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
