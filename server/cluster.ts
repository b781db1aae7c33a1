import cluster, { type Worker } from "node:cluster";
import type { Server } from "node:http";
import type { Logger } from "pino";
import { answerWholeServerScrapes } from "./cluster-metrics";
import type { CannotListenMessage } from "./serve";
import { onStopSignals, SIGNALS_TOGETHER_MS } from "./stop-signals";

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
  /**
   * Workers that have closed their listener. Node's cluster keeps its own copy of the listening
   * socket here until every worker has closed theirs: when the last worker closed its listener
   * first, the port still took connections for a moment with nobody accepting them, and each was
   * reset when this process closed the socket. So this process lets go of a worker's share first
   * (`worker.disconnect()`, which then closes the worker's listener), and the workers send their
   * clients away (`Connection: close`) only once none accepts any more: their clients' next
   * connections are then refused, never left waiting on a closing socket.
   */
  const stoppedAccepting = new Set<Worker>();
  const letGo = (worker: Worker) => {
    if (!worker.exitedAfterDisconnect) worker.disconnect();
  };
  const sendClientsAwayOncePortClosed = () => {
    if ([...startedAt.keys()].every((worker) => stoppedAccepting.has(worker)))
      for (const worker of stoppedAccepting) tell(worker, SEND_CLIENTS_AWAY);
  };
  const signalWorkers = () => {
    for (const worker of startedAt.keys()) worker.process.kill("SIGTERM");
  };
  // Each worker also gets a process group's signal itself, and counts it and this one as one (server/stop-signals.ts).
  onStopSignals(logger, {
    stop: (signal) => {
      logger.info({ signal, workers: startedAt.size }, "shutting down: draining every worker");
      stopping = true;
      if (startedAt.size === 0) process.exit(0);
      for (const worker of startedAt.keys()) letGo(worker);
      // Workers that got the process group's signal first may all have stopped accepting already.
      sendClientsAwayOncePortClosed();
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
  cluster.on("message", (worker, message: Partial<CannotListenMessage | StopMessage> | undefined) => {
    if (message?.type === STOP_ACCEPTING) letGo(worker);
    else if (message?.type === STOPPED_ACCEPTING) {
      stoppedAccepting.add(worker);
      if (stopping) sendClientsAwayOncePortClosed();
      // A worker stopping alone (a signal to it only) sends its clients to the others. But the
      // signal of a whole process group may reach a worker before this process: it is alone only
      // if this process is not stopping SIGNALS_TOGETHER_MS later.
      else
        setTimeout(() => {
          if (!stopping) tell(worker, SEND_CLIENTS_AWAY);
        }, SIGNALS_TOGETHER_MS);
    }
    // A worker that cannot listen (the port is taken): restarting cannot help, so the server stops,
    // non-zero, and says why once.
    if (message?.type !== "cannot-listen" || stopping) return;
    stopping = true;
    logger.fatal(message.message);
    for (const worker of startedAt.keys()) worker.process.kill("SIGKILL");
    process.exit(1);
  });

  cluster.on("exit", (worker, code, signal) => {
    const ranMs = Date.now() - (startedAt.get(worker) ?? Date.now());
    startedAt.delete(worker);
    stoppedAccepting.delete(worker);
    if (stopping) {
      if (code !== 0) failedStop = true;
      sendClientsAwayOncePortClosed();
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

/** What a worker and its primary tell each other while stopping (see `runPrimary` and `followPrimaryWhenStopping`). */
const STOP_ACCEPTING = "stop-accepting";
const STOPPED_ACCEPTING = "stopped-accepting";
const SEND_CLIENTS_AWAY = "send-clients-away";
interface StopMessage {
  type: typeof STOP_ACCEPTING | typeof STOPPED_ACCEPTING | typeof SEND_CLIENTS_AWAY;
}

/**
 * Sends `type` to a worker. One that has ended meanwhile (a worker with no connection left stops
 * as soon as it stops accepting) needs nothing more: the failed send is left unanswered.
 */
function tell(worker: Worker, type: StopMessage["type"]): void {
  if (worker.isConnected()) worker.send({ type } satisfies StopMessage, () => undefined);
}

/** The steps of a drain (server/serve.ts); under WORKERS=N the primary orders the last two across workers. */
export interface DrainSteps {
  /** Starts the drain: health answers 503, the deadline runs. */
  drain: (signal?: NodeJS.Signals) => void;
  /** Closes the listener. */
  stopAccepting: () => void;
  /** Every answer from now on ends its connection; idle kept-alive connections are closed after a grace. */
  sendClientsAway: () => void;
}

/** In a worker that drains: asks the primary to close its listener (`followPrimaryWhenStopping`). */
export const askPrimaryToStopAccepting = () => process.send!({ type: STOP_ACCEPTING } satisfies StopMessage);

/**
 * In a worker: closes the listener when the primary disconnects this worker, and sends the clients
 * away when the primary says so (see `runPrimary`). Node's cluster closes the listener of a
 * disconnected worker with `server.close()`, which would also close every idle kept-alive connection
 * at once: here it is a step of the drain instead.
 */
export function followPrimaryWhenStopping(server: Server, steps: DrainSteps): void {
  server.close = (callback) => {
    steps.drain();
    if (callback) server.once("close", callback);
    steps.stopAccepting();
    process.send!({ type: STOPPED_ACCEPTING } satisfies StopMessage);
    return server;
  };
  process.on("message", (message: Partial<StopMessage> | undefined) => {
    if (message?.type === SEND_CLIENTS_AWAY) steps.sendClientsAway();
  });
}

/** True in a worker that `runPrimary` forked. */
export const isClusterWorker = () => cluster.isWorker;

/** Whether this process says at start what concerns the whole site (the first worker, or the one process): said once, not once per worker. */
export const speaksForTheSite = () => !cluster.isWorker || cluster.worker?.id === 1;
