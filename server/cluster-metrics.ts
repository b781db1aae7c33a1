import cluster from "node:cluster";
import { randomUUID } from "node:crypto";
import type { Logger } from "pino";
import { AggregatorRegistry, type Registry } from "prom-client";

/**
 * GET /metrics for the whole server under WORKERS=N (docs/decisions/0020, "Metrics"). prom-client's
 * AggregatorRegistry, in the primary, asks every worker for its registry and adds them up; this is
 * only the relay from the worker that got the scrape to the primary and back. Requests never wait
 * on it: only a scrape sends messages.
 */

/**
 * How long the scraped worker waits for the whole server's numbers before it answers with its own.
 * prom-client fails the whole call when one worker does not answer, and only after 5 s.
 */
const WHOLE_SERVER_MS = 2000;

const SCRAPE = "metrics:whole-server";
type ScrapeMessage = { type: typeof SCRAPE; id: string; text?: string; error?: string };
const isScrape = (message: unknown): message is ScrapeMessage =>
  (message as Partial<ScrapeMessage> | null)?.type === SCRAPE;

/** In the primary: answers a worker's scrape with every worker's metrics added up (or why not). */
export function answerWholeServerScrapes(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on("message", (worker, message: unknown) => {
    if (!isScrape(message)) return;
    const reply = (answer: Pick<ScrapeMessage, "text" | "error">) => {
      if (worker.isConnected()) worker.send({ type: SCRAPE, id: message.id, ...answer } satisfies ScrapeMessage);
    };
    aggregator.clusterMetrics().then(
      (text) => reply({ text }),
      (error: Error) => reply({ error: error.message }),
    );
  });
}

/**
 * In a worker: reports `own` when the primary's AggregatorRegistry asks, and returns the scrape:
 * the whole server's text, or, when that cannot be had in time, this worker's own (logged).
 */
export function scrapeWholeServer(own: Registry, logger: Logger): () => Promise<string> {
  AggregatorRegistry.setRegistries(own);
  // Made only for its side effect: prom-client answers the primary once an AggregatorRegistry exists.
  new AggregatorRegistry();
  const waiting = new Map<string, (answer: ScrapeMessage) => void>();
  process.on("message", (message: unknown) => {
    if (isScrape(message)) waiting.get(message.id)?.(message);
  });
  return async () => {
    const id = randomUUID();
    const answer = await new Promise<ScrapeMessage | undefined>((resolve) => {
      const timer = setTimeout(resolve, WHOLE_SERVER_MS);
      waiting.set(id, (message) => {
        clearTimeout(timer);
        resolve(message);
      });
      process.send?.({ type: SCRAPE, id } satisfies ScrapeMessage);
    });
    waiting.delete(id);
    if (answer?.text) return answer.text;
    logger.warn(
      { reason: answer?.error ?? `no answer within ${WHOLE_SERVER_MS} ms` },
      "GET /metrics: only this worker's numbers, the whole server's could not be had",
    );
    return own.metrics();
  };
}
