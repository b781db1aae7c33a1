import type { Logger } from "pino";

export type HealthBody = { status: "ok" } | { status: "draining" } | { status: "error"; error: string };
export interface HealthAnswer {
  status: 200 | 503;
  body: HealthBody;
}

/**
 * GET /api/health, for load balancers and orchestrators: 200 only while this process can serve the
 * site (not draining; the database answers with every migration applied). Calls that arrive in the
 * same event-loop turn, or while a check runs, share its answer; no result is kept once it is done.
 */
export function healthCheck({
  checkDatabase,
  isDraining,
  logger,
}: {
  checkDatabase: () => Promise<unknown>;
  isDraining: () => boolean;
  logger: Logger;
}) {
  let checking: Promise<unknown> | null = null;
  return async (): Promise<HealthAnswer> => {
    if (isDraining()) return { status: 503, body: { status: "draining" } };
    try {
      // Started once the event loop has taken in this turn's requests, so under load they share one check.
      checking ??= new Promise((resolve) => setImmediate(resolve)).then(checkDatabase).finally(() => (checking = null));
      await checking;
      return { status: 200, body: { status: "ok" } };
    } catch (error) {
      logger.error({ err: error }, "health check: database unavailable");
      return { status: 503, body: { status: "error", error: "Database unavailable" } };
    }
  };
}

export type HealthCheck = ReturnType<typeof healthCheck>;
