import { afterEach, describe, expect, it } from "vitest";
import { capturedLog } from "../tests/support/captured-log";
import { betterAuthLogger, logConsoleTo } from "./logger";

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
    expect(error).toMatchObject({
      level: 50,
      source: "console",
      msg: `boom\n${FORGED}`,
      details: [{ type: "Error", message: `boom\n${FORGED}`, stack: expect.stringContaining("Error: boom") }],
    });
    expect(warn).toEqual({ level: 40, source: "console", msg: `careful\n${FORGED}`, details: [{ path: "/x" }] });
    // Never formatted into the message: the values stay fields.
    expect(log).toEqual({ level: 30, source: "console", msg: "%s printed", details: ["plain"] });
    expect(info).toEqual({ level: 30, source: "console", msg: "The user aborted a request." });
    expect(debug).toEqual({ level: 20, source: "console", msg: "details", details: [3] });
  });
});

describe("betterAuthLogger", () => {
  const uniqueViolation = () =>
    Object.assign(new Error("UNIQUE constraint failed: user.email"), { code: "ERR_SQLITE_ERROR", errcode: 2067 });

  it("logs a refusal (no Error) and two requests racing for one unique value as warnings; the server's own errors stay errors", () => {
    const { logger, records } = capturedLog();
    const log = betterAuthLogger(logger).log!;
    log("error", "State not found");
    log("error", "Failed to create user", uniqueViolation());
    log(
      "error",
      "Failed to create user",
      Object.assign(new Error("duplicate key value violates unique constraint"), { code: "23505" }),
    );
    log("error", "Failed to create user", new Error("disk I/O error"));
    expect(records().map((record) => [record.level, record.msg])).toEqual([
      [40, "State not found"],
      [40, "Failed to create user"],
      [40, "Failed to create user"],
      [50, "Failed to create user"],
    ]);
  });
});
