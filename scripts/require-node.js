// Imported first by every entry point (server.js, npm test, the operator's scripts): on a Node.js
// older than package.json's `engines` floor, stop with one line that says what to install, before
// anything fails in a way that names something else (node:sqlite, React Router 8).
import { readFileSync } from "node:fs";

const { engines } = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
const needed = Number(/\d+/.exec(engines.node)?.[0]);
const running = Number(process.versions.node.split(".")[0]);
if (running < needed) {
  console.error(
    `This site needs Node.js ${needed} or newer; this is Node.js ${process.versions.node}. Install Node.js ${needed} LTS (see README.md, section Node.js).`,
  );
  process.exit(1);
}
