// The machine a run measured: CPU, cores, memory, Node, wrk and nginx versions, load.
import { spawnSync } from "node:child_process";
import { availableParallelism, cpus, loadavg, totalmem } from "node:os";

function versionOf(command, args) {
  const result = spawnSync(command, args, { encoding: "utf8" });
  if (result.error) return "not found";
  return `${result.stdout}${result.stderr}`.split("\n")[0].trim();
}

export function describeMachine({ wrk, nginx }) {
  const cpu = cpus()[0]?.model.trim() ?? "unknown CPU";
  return [
    `CPU: ${cpu}, ${availableParallelism()} cores; memory ${(totalmem() / 2 ** 30).toFixed(1)} GiB; load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(" ")}`,
    `Node ${process.version}; ${versionOf(wrk, ["-v"]).replace(/ Copyright.*/, "")}; ${versionOf(nginx, ["-v"])}`,
  ].join("\n");
}
