import cluster, { type Worker } from "node:cluster";
import type { Logger } from "pino";
import { answerWholeServerScrapes } from "./cluster-metrics";
import type { CannotListenMessage } from "./serve";
import { onStopSignals } from "./stop-signals";

/** Pause before restarting a crashed worker: 0.5 s, 1 s, 2 s … at most 30 s. */
export const restartDelayMs = (recentCrashes: number) => Math.min(500 * 2 ** recentCrashes, 30_000);
/** A worker that ran this long before crashing resets the backoff. */
const STABLE_MS = 60_000;

export interface PrimaryOptions {
  workers: number;
  logger: Logger;
  /** Runs once before any worker starts: migrations, Better Auth's tables, the auth secret file, demo content. */
  prepare: () => Promise<void>;
}

/**
 * `WORKERS=N` (docs/decisions/0019-several-processes.md): this process prepares the database once,
 * then forks N workers that share the listening socket and accept connections themselves. A worker
 * that dies is restarted with backoff. SIGTERM or SIGINT is passed on to every worker as SIGTERM,
 * and each drains as one process would (decision 0010); this process exits once all have ended,
 * with 0 only if every worker stopped cleanly. Signals arriving with the first are the same request
 * (server/stop-signals.ts); a later one is passed on too, and workers then stop at once.
 */
export async function runPrimary({ workers, logger, prepare }: PrimaryOptions): Promise<void> {
  let stopping = false;
  let failedStop = false;
  let recentCrashes = 0;
  const startedAt = new Map<Worker, number>();

  // Each worker accepts its own connections (docs/decisions/0031). With node:cluster's default
  // round-robin, this process accepts and hands each connection to a worker, and keeps its own copy
  // open until the worker acknowledges it: a worker killed before that leaves the connection open
  // here, its client waiting forever. A connection only the worker holds closes when it dies.
  cluster.schedulingPolicy = cluster.SCHED_NONE;
  const fork = () => startedAt.set(cluster.fork(), Date.now());
  const signalWorkers = () => {
    for (const worker of startedAt.keys()) worker.process.kill("SIGTERM");
  };
  // Each worker also gets a process group's signal itself, and counts it and this one as one (server/stop-signals.ts).
  onStopSignals(logger, {
    stop: (signal) => {
      logger.info({ signal, workers: startedAt.size }, "shutting down: draining every worker");
      stopping = true;
      if (startedAt.size === 0) process.exit(0);
      signalWorkers();
    },
    stopNow: (signal) => {
      logger.info({ signal, workers: startedAt.size }, "second signal: stopping the workers now");
      signalWorkers();
    },
  });

  await prepare();
  if (stopping) process.exit(0);
  // GET /metrics on any worker reports the whole server.
  answerWholeServerScrapes();
  // A worker that cannot listen (the port is taken): restarting cannot help, so the server stops,
  // non-zero, and says why once.
  cluster.on("message", (_worker, message: Partial<CannotListenMessage> | undefined) => {
    if (message?.type !== "cannot-listen" || stopping) return;
    stopping = true;
    logger.fatal(message.message);
    for (const worker of startedAt.keys()) worker.process.kill("SIGKILL");
    process.exit(1);
  });

  cluster.on("exit", (worker, code, signal) => {
    const ranMs = Date.now() - (startedAt.get(worker) ?? Date.now());
    startedAt.delete(worker);
    if (stopping) {
      if (code !== 0) failedStop = true;
      if (startedAt.size === 0) {
        logger.info("all workers stopped");
        process.exit(failedStop ? 1 : 0);
      }
      return;
    }
    if (ranMs >= STABLE_MS) recentCrashes = 0;
    const retryInMs = restartDelayMs(recentCrashes++);
    logger.error({ pid: worker.process.pid, code, signal, retryInMs }, "worker stopped unexpectedly; restarting");
    setTimeout(() => {
      if (!stopping) fork();
    }, retryInMs);
  });
  logger.info({ workers }, `starting ${workers} workers`);
  for (let i = 0; i < workers; i++) fork();
}

/** True in a worker that `runPrimary` forked. */
export const isClusterWorker = () => cluster.isWorker;
