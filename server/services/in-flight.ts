/**
 * Shutdown of an outbox: waits for the deliveries in progress to record their outcome, at most
 * `timeoutMs` (a delivery that takes longer is tried again after its lease, by this or another process).
 */
export async function settleWithin(deliveries: Iterable<Promise<void>>, timeoutMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeUp = new Promise<void>((resolve) => (timer = setTimeout(resolve, Math.max(0, timeoutMs))));
  await Promise.race([Promise.allSettled(deliveries), timeUp]);
  clearTimeout(timer);
}
