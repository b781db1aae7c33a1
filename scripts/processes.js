// The processes a process started, and theirs (Linux: read from /proc): `npm test` stops every one
// of them when it is interrupted (scripts/test.js), and tests check that none is left.
import { readdirSync, readFileSync } from "node:fs";

/**
 * The processes `pid` started, and theirs, and so on.
 * @param {number} pid
 * @returns {number[]}
 */
export function descendantProcesses(pid) {
  const parents = new Map();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${name}/stat`, "utf8");
    } catch {
      continue; // ended meanwhile
    }
    // "pid (command) state ppid …": the command may contain spaces and parentheses.
    const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
    parents.set(ppid, [...(parents.get(ppid) ?? []), Number(name)]);
  }
  const found = [];
  const visit = (parent) => {
    for (const child of parents.get(parent) ?? []) {
      found.push(child);
      visit(child);
    }
  };
  visit(pid);
  return found;
}

/**
 * True while the process `pid` exists (a zombie no longer counts).
 * @param {number} pid
 * @returns {boolean}
 */
export function processRunning(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2)[0] !== "Z";
  } catch {
    return false;
  }
}
