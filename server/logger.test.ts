import { afterEach, describe, expect, it } from "vitest";
import { capturedLog } from "../tests/support/captured-log";
import { logConsoleTo } from "./logger";

const FORGED = '{"level":30,"msg":"FORGED admin login ok"}';

describe("logConsoleTo", () => {
  const original = { ...console };
  afterEach(() => void Object.assign(console, original));

  it("writes what a library prints with console.* as one pino line each, at the matching level, values as data", () => {
    const { logger, records, lines } = capturedLog();
    logConsoleTo(logger);
    console.error(new Error(`boom\n${FORGED}`));
    console.warn(`careful\n${FORGED}`, { path: "/x" });
    console.log("%s printed", "plain");
    console.info("The user aborted a request.");
    console.debug("details", 3);

    expect(lines.every((line) => line.endsWith("\n") && !line.slice(0, -1).includes("\n"))).toBe(true);
    const [error, warn, log, info, debug] = records();
    expect(error).toMatchObject({ level: 50, source: "console", msg: `boom\n${FORGED}`, details: [{ type: "Error", message: `boom\n${FORGED}`, stack: expect.stringContaining("Error: boom") }] });
    expect(warn).toEqual({ level: 40, source: "console", msg: `careful\n${FORGED}`, details: [{ path: "/x" }] });
    // Never formatted into the message: the values stay fields.
    expect(log).toEqual({ level: 30, source: "console", msg: "%s printed", details: ["plain"] });
    expect(info).toEqual({ level: 30, source: "console", msg: "The user aborted a request." });
    expect(debug).toEqual({ level: 20, source: "console", msg: "details", details: [3] });
  });
});
