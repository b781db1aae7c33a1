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

/**
 * An outbox's round over its due rows, one after another: a row this process is already sending is
 * left to that attempt (a lease can run out while it still sends: a clock jump, a stalled
 * database), one another process claimed first is left to it; the rest are delivered. Answers how
 * many this round sent.
 */
export async function deliverClaimed<Row extends { id: number; next_attempt_at: string }>(
  due: Row[],
  inFlight: ReadonlyMap<number, unknown>,
  claim: (row: Row) => Promise<boolean>,
  deliver: (row: Row) => Promise<void>,
): Promise<number> {
  let sent = 0;
  for (const row of due) {
    if (inFlight.has(row.id) || !(await claim(row))) continue;
    await deliver(row);
    sent++;
  }
  return sent;
}
