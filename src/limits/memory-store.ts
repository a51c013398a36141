// In-memory sliding-window limits (the embedded default): one process, one quota; each key keeps its recent requests.
import type { BucketSpec, BucketState, LimitStore } from "./types";

const SWEEP_EVERY = 1024;

interface Log {
  windowMs: number;
  /** Times of the requests, oldest first; those before `head` have left the window. */
  times: number[];
  head: number;
}

/**
 * Creates the in-memory limit store.
 *
 * Each key keeps the times of its requests of the last `windowMs` (a sliding log): a take at `now` passes when fewer
 * than `max` requests fall in `(now - windowMs, now]`, so no window of that length ever holds more than `max`,
 * whatever the schedule (a token bucket lets a burst plus its refill through, about twice `max`). A key costs at
 * most `max` numbers; keys whose requests all left their window are swept every 1,024 takes, so memory follows the
 * callers of the last day, not all callers ever.
 *
 * @example
 * const store = createMemoryStore();
 * await store.take([{ key: "minute:1.2.3.4", windowMs: 60_000, max: 30 }], Date.now()); // [{ allowed: true, remaining: 29, ... }]
 */
export function createMemoryStore(): LimitStore & { size(): number } {
  const logs = new Map<string, Log>();
  let takes = 0;

  function sweep(now: number): void {
    for (const [key, log] of logs) if (log.times.length === log.head || log.times.at(-1)! <= now - log.windowMs) logs.delete(key);
  }

  function takeNow(buckets: readonly BucketSpec[], now: number): BucketState[] {
    if (++takes % SWEEP_EVERY === 0) sweep(now);
    // Synchronous from start to end: no other take can interleave, so check-then-write is atomic.
    const entries = buckets.map((b) => {
      let log = logs.get(b.key);
      if (!log) logs.set(b.key, (log = { windowMs: b.windowMs, times: [], head: 0 }));
      while (log.head < log.times.length && log.times[log.head]! <= now - b.windowMs) log.head++;
      // Drop what left in one go once it is half the array (a shared 20,000-an-hour log would make shift() costly).
      if (log.head > 64 && log.head * 2 > log.times.length) [log.times, log.head] = [log.times.slice(log.head), 0];
      return log;
    });
    const states = buckets.map((b, i) => windowState(entries[i]!, b, now));
    if (states.every((s) => s.allowed)) for (const log of entries) log.times.push(now);
    return states;
  }

  return {
    takeNow,
    take: async (buckets, now) => takeNow(buckets, now),
    /** Keys held (internal; tests check the sweep). */
    size: () => logs.size,
  };
}

/**
 * The state of one window if a request came at `now` (internal; the Redis script mirrors it line by line).
 * The log's times from `head` on are the requests inside the window, oldest first.
 */
function windowState({ times, head }: Log, bucket: BucketSpec, now: number): BucketState {
  const count = times.length - head;
  const oldest = count > 0 ? times[head]! : now;
  if (count < bucket.max) {
    return { allowed: true, remaining: bucket.max - count - 1, retryAfterMs: 0, resetMs: oldest + bucket.windowMs - now };
  }
  // The request that must leave the window before one more fits.
  const blocking = times[head + count - bucket.max]!;
  return { allowed: false, remaining: 0, retryAfterMs: blocking + bucket.windowMs - now, resetMs: oldest + bucket.windowMs - now };
}
