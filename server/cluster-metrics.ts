import { randomUUID } from "node:crypto";
import cluster, { type Worker } from "node:cluster";
import type { MetricsSnapshot } from "./metrics";

/**
 * GET /metrics for the whole server under WORKERS=N (docs/decisions/0020, "Metrics"): the worker
 * that gets the scrape asks the primary, the primary asks every live worker for its numbers and
 * answers with those that came back in time; the scraped worker adds them up. Requests never wait
 * on this: only a scrape sends messages.
 */

/** How long the primary waits for the workers' numbers (a worker busy or dying is left out, and the scrape says how many answered). */
export const WORKER_ANSWER_MS = 1000;

type Message =
  | { type: "metrics:gather"; id: string }
  | { type: "metrics:report"; id: string }
  | { type: "metrics:snapshot"; id: string; snapshot: MetricsSnapshot }
  | { type: "metrics:gathered"; id: string; snapshots: MetricsSnapshot[] };

const isMessage = (value: unknown): value is Message => typeof value === "object" && value !== null && typeof (value as { type?: unknown }).type === "string" && (value as { type: string }).type.startsWith("metrics:");

/** In the primary: answers the workers' gather requests from the workers `live` lists. */
export function answerMetricsGathers(live: () => Worker[]): void {
  const gathering = new Map<string, { snapshots: MetricsSnapshot[]; expected: number; answer: () => void }>();
  cluster.on("message", (from, message: unknown) => {
    if (!isMessage(message)) return;
    if (message.type === "metrics:snapshot") {
      const one = gathering.get(message.id);
      one?.snapshots.push(message.snapshot);
      if (one && one.snapshots.length >= one.expected) one.answer();
    }
    if (message.type !== "metrics:gather") return;
    const workers = live().filter((worker) => worker.isConnected());
    const snapshots: MetricsSnapshot[] = [];
    const answer = () => {
      clearTimeout(timer);
      gathering.delete(message.id);
      if (from.isConnected()) from.send({ type: "metrics:gathered", id: message.id, snapshots } satisfies Message);
    };
    const timer = setTimeout(answer, WORKER_ANSWER_MS);
    gathering.set(message.id, { snapshots, expected: workers.length, answer });
    for (const worker of workers) worker.send({ type: "metrics:report", id: message.id } satisfies Message);
  });
}

/**
 * In a worker: reports this process's numbers when the primary asks, and returns the scrape's
 * gatherer (every worker's numbers, or this one's alone if the primary does not answer).
 */
export function gatherFromWorkers(own: () => MetricsSnapshot): () => Promise<MetricsSnapshot[]> {
  const waiting = new Map<string, (snapshots: MetricsSnapshot[]) => void>();
  process.on("message", (message: unknown) => {
    if (!isMessage(message)) return;
    if (message.type === "metrics:report") process.send?.({ type: "metrics:snapshot", id: message.id, snapshot: own() } satisfies Message);
    if (message.type === "metrics:gathered") waiting.get(message.id)?.(message.snapshots);
  });
  return () =>
    new Promise((resolve) => {
      const id = randomUUID();
      const done = (snapshots: MetricsSnapshot[]) => {
        clearTimeout(timer);
        waiting.delete(id);
        resolve(snapshots.length > 0 ? snapshots : [own()]);
      };
      const timer = setTimeout(() => done([]), WORKER_ANSWER_MS * 3);
      waiting.set(id, done);
      process.send?.({ type: "metrics:gather", id } satisfies Message);
    });
}
