import type { Logger } from "pino";

/** Work a request starts and does not wait for: its answer goes out first. */
export interface BackgroundWork {
  /** Runs `work` once the current answer is on its way; a failure is logged with `what`. */
  run(what: string, work: () => Promise<void>): void;
}

/**
 * Runs work after the answer (e.g. a password reset link is made and mailed after "check your
 * e-mail", so the answer takes as long for any address). Each piece starts on a later turn of the
 * event loop, never inside the request's own; its failure is logged, never thrown; `settle` lets a
 * shutdown wait for what is still running, so nothing started is lost.
 */
export function createBackgroundWork(logger: Logger): BackgroundWork & { settle(timeoutMs: number): Promise<void> } {
  const running = new Set<Promise<void>>();
  return {
    run(what, work) {
      const task = new Promise<void>((resolve) => setImmediate(resolve))
        .then(work)
        .catch((error: unknown) => logger.error({ err: error }, `${what} failed`))
        .finally(() => running.delete(task));
      running.add(task);
    },
    async settle(timeoutMs) {
      let timer: NodeJS.Timeout | undefined;
      const timeUp = new Promise<void>((resolve) => (timer = setTimeout(resolve, Math.max(0, timeoutMs))));
      await Promise.race([Promise.allSettled([...running]), timeUp]);
      clearTimeout(timer);
    },
  };
}
