import type { Logger } from "pino";

/**
 * Signals that arrive within this long of the first are one request to stop. Ctrl-C in a terminal,
 * systemd's default KillMode=control-group and `kill -TERM -- -PGID` signal every process of the
 * group at once: npm, which passes the signal on to the server, and the server itself (under
 * WORKERS=N the primary, which passes it on to its workers, and each worker). Only a signal this
 * long or longer after the first means "stop now" (docs/decisions/0010-graceful-shutdown.md).
 */
export const SIGNALS_TOGETHER_MS = 1_000;

export interface StopSignalHandlers {
  /** The first SIGTERM or SIGINT: stop gracefully. */
  stop: (signal: NodeJS.Signals) => void;
  /** A signal SIGNALS_TOGETHER_MS or more after the first: someone who will not wait for the drain. */
  stopNow: (signal: NodeJS.Signals) => void;
}

/** Listens for SIGTERM and SIGINT alike; those arriving with the first are logged and otherwise ignored. */
export function onStopSignals(logger: Logger, { stop, stopNow }: StopSignalHandlers): void {
  let first: number | undefined;
  const onSignal = (signal: NodeJS.Signals) => {
    const now = performance.now();
    if (first === undefined) {
      first = now;
      stop(signal);
    } else if (now - first < SIGNALS_TOGETHER_MS)
      logger.info({ signal }, "signal with the first one: already stopping");
    else stopNow(signal);
  };
  process.on("SIGTERM", onSignal);
  process.on("SIGINT", onSignal);
}
