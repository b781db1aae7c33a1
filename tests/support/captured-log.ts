import pino, { type Level } from "pino";

/** A pino logger (no time, no pid) whose lines are kept: `lines` as written, `records` parsed. */
export function capturedLog(level: Level = "debug") {
  const lines: string[] = [];
  const logger = pino({ level, base: undefined, timestamp: false }, { write: (line: string) => void lines.push(line) });
  return { logger, lines, records: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}
